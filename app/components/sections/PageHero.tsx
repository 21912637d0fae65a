import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { Picture } from "~/components/ui/Picture";
import type { DescribedPicture } from "~/lib/media.server";
import { heroImageSources } from "~/lib/image-sources";
import type { Crumb } from "~/lib/structured-data";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  /** One short line under the title. */
  subtitle?: string;
  description?: string;
  /** Shown above the title, e.g. `<IconBadge tone="dark" … />` (kept as a node so pages without one
   *  do not load the icon registry). */
  badge?: ReactNode;
  /** Remote photo under a dark gradient; the hero stays readable when it fails to load (docs/requirements.md#images). */
  image?: string;
  /** The team's own image (an upload, app/lib/media.server.ts), shown instead of `image`, described. */
  upload?: DescribedPicture;
  actions?: ReactNode;
  /** A detail page's trail, shown above everything else (and described by its BreadcrumbList). */
  breadcrumbs?: readonly Crumb[];
  /** Fills the first screen, for a page that is its hero alone (a confirmation): the footer starts below it. */
  fill?: boolean;
}

/** The hero that opens every inner page: dark band, optional photo, icon, title, text and actions. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  description,
  badge,
  image,
  upload,
  actions,
  breadcrumbs,
  fill = false,
}: PageHeroProps) {
  const sources = image ? heroImageSources(image) : null;
  return (
    <section
      aria-labelledby="page-title"
      className={`relative isolate overflow-hidden bg-primary-950 ${fill ? "flex min-h-[calc(100svh-4.75rem)] items-center" : ""}`}
    >
      {upload ? (
        <Picture {...upload} sizes="100vw" priority className="absolute inset-0 -z-20 h-full w-full object-cover" />
      ) : sources ? (
        <img
          src={sources.src}
          srcSet={sources.srcSet}
          sizes="100vw"
          width={sources.width}
          height={sources.height}
          alt=""
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-primary-700),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-primary-950 via-primary-950/90 to-primary-950/60"
      />
      <div className="container-site animate-lift pt-8 pb-12 sm:py-28">
        <div className="max-w-3xl">
          {breadcrumbs ? (
            <div className="mb-5 sm:mb-8">
              <Breadcrumbs trail={breadcrumbs} />
            </div>
          ) : null}
          {badge ? <div className="mb-4 sm:mb-6">{badge}</div> : null}
          {eyebrow ? <p className="eyebrow text-accent-400">{eyebrow}</p> : null}
          <h1 id="page-title" className="mt-2 text-3xl font-bold text-white sm:text-5xl">
            {title}
          </h1>
          {subtitle ? (
            <p className="mt-3 text-lg font-semibold text-accent-300 sm:mt-4 sm:text-xl">{subtitle}</p>
          ) : null}
          {description ? (
            <p className="mt-4 leading-relaxed text-primary-100 sm:mt-6 sm:text-xl">{description}</p>
          ) : null}
          {actions ? <div className="mt-5 flex animate-rise flex-wrap gap-3 sm:mt-10">{actions}</div> : null}
        </div>
      </div>
    </section>
  );
}
