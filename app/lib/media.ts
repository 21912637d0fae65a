import { z } from "zod";

/**
 * The team's own images (decision 0217): uploads through the editor land in the repository's media
 * folder and are written into content as `/media/<file>`; the build serves responsive copies of them.
 * Relative imports only: the plain Node script that writes the editor's config imports this.
 */
export const MEDIA_FOLDER = "app/content/media";
export const MEDIA_PUBLIC = "/media/";
/** The largest upload the editor takes and the build accepts: a camera's original is shrunk first. */
export const MAX_UPLOAD_BYTES = 1_000_000;
/** The text column's width from lg up (app/routes/blog-post.tsx), for the browser to pick an image's width. */
export const POST_IMAGE_SIZES = "(min-width: 1024px) 48rem, 100vw";

/** An image from the media folder with the words that describe it to a reader who cannot see it. */
export const mediaImage = z
  .object({
    src: z
      .string()
      .regex(
        /^\/media\/[\w.-]+\.(?:jpe?g|png|webp|avif)$/i,
        "choose an image (JPEG, PNG, WebP or AVIF) from the media library",
      )
      .meta({
        title: "Image",
        description: `Upload an image or choose one from the media library: JPEG, PNG, WebP or AVIF, at most ${MAX_UPLOAD_BYTES / 1_000_000} MB (a larger file is refused).`,
        widget: "image",
      }),
    alt: z.string().trim().min(10).max(160).meta({
      title: "Image description (alt text)",
      description:
        "What the image shows, in one plain sentence of 10–160 characters: read aloud to visitors who cannot see it, and shown if the image cannot load. Needed once an image is chosen: without it the editor will not save.",
    }),
  })
  .strict();

export type MediaImage = z.infer<typeof mediaImage>;

/** An image field an entry may leave out, with its label and hint in the editor. */
export const optionalImage = (title: string, description: string) => mediaImage.meta({ title, description }).optional();

/**
 * An image the editor left unchosen (`{}`, `{ src: "", alt: "" }`, or the alt alone) is no image: the
 * file is read as if the field were absent, so an untouched optional image never stops a build.
 */
export const unchosenImage = (value: unknown) =>
  Boolean(value) &&
  typeof value === "object" &&
  !Array.isArray(value) &&
  Object.keys(value as object).every((key) => key === "src" || key === "alt") &&
  !(value as { src?: unknown }).src;
