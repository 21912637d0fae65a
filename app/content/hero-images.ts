/**
 * Remote stock photos (docs/requirements.md#images). Every URL is requested at width 1200 and quality 80; `lib/image-sources.ts`
 * derives the responsive srcset from it. Pages must look finished when these fail to load.
 */

/** The one hero photo every service entry uses (docs/requirements.md#service-entries). */
export const SERVICE_HERO_IMAGE =
  "https://images.unsplash.com/photo-1451187580459-43490279c0fa?auto=format&fit=crop&w=1200&q=80";

/** Used when an entry names no hero image (docs/requirements.md#service-detail, #solution-detail). */
export const DEFAULT_HERO_IMAGE =
  "https://images.unsplash.com/photo-1522071820081-009f0129c71c?auto=format&fit=crop&w=1200&q=80";

/** The photos by the names content files use (`heroImage: service`); the loader turns a name into its URL. */
export const HERO_IMAGES = {
  service: SERVICE_HERO_IMAGE,
  default: DEFAULT_HERO_IMAGE,
} as const;
