import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, parse } from "node:path";
import sharp from "sharp";
import { MAX_UPLOAD_BYTES, MEDIA_FOLDER, MEDIA_PUBLIC, type MediaImage } from "./media";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "./seo";

/** The widths the build makes of each image (never wider than the upload); AVIF and WebP at each. */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600] as const;
/** Hashed, so the host caches them for a year (server/rules.ts, `/assets/`). */
const OUT_DIR = "build/client/assets/media";

/** What a <picture> needs: the two modern sets, a JPEG fallback and the image's own proportions. */
export interface ResponsivePicture {
  avif: string;
  webp: string;
  src: string;
  width: number;
  height: number;
}

/** Every upload over the limit, named, for the build to stop on (scripts/build.ts). */
export function oversizeMedia(folder = MEDIA_FOLDER): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => statSync(join(folder, name)).size > MAX_UPLOAD_BYTES)
    .map(
      (name) =>
        `${folder}/${name}: ${Math.ceil(statSync(join(folder, name)).size / 1000)} KB, over the upload limit of ${MAX_UPLOAD_BYTES / 1000} KB`,
    );
}

/** A post's share card from its cover: the upload cropped to the card's 1200 × 630, as PNG like every card. */
export function shareCardFromCover(src: string): Promise<Buffer> {
  return sharp(readFileSync(join(MEDIA_FOLDER, src.slice(MEDIA_PUBLIC.length))))
    .autoOrient()
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: "cover" })
    .png()
    .toBuffer();
}

/** An image of the content with its copies made: what `Picture` shows (a cover, an uploaded hero). */
export interface DescribedPicture {
  alt: string;
  picture: ResponsivePicture;
}
export const describedPicture = async (image?: MediaImage): Promise<DescribedPicture | undefined> =>
  image ? { alt: image.alt, picture: await responsivePicture(image.src) } : undefined;

const made = new Map<string, Promise<ResponsivePicture>>();

/**
 * `/media/<file>` as responsive copies in build/client/assets/media, made once per build by the page
 * that first shows it; the file names carry a hash of the upload, so a replaced image gets new names.
 */
export function responsivePicture(src: string): Promise<ResponsivePicture> {
  let picture = made.get(src);
  if (!picture) {
    picture = makePicture(src);
    made.set(src, picture);
  }
  return picture;
}

async function makePicture(src: string): Promise<ResponsivePicture> {
  if (!src.startsWith(MEDIA_PUBLIC))
    throw new Error(`${src}: an image must come from the media library (${MEDIA_PUBLIC}…)`);
  const file = join(MEDIA_FOLDER, src.slice(MEDIA_PUBLIC.length));
  if (!existsSync(file)) throw new Error(`${src}: no such image in ${MEDIA_FOLDER}; upload it through the editor`);
  const input = readFileSync(file);
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 10);
  // Turned upright first, as a phone's photo is shown.
  const { width, height } = (await sharp(input).metadata()).autoOrient;
  const widest = Math.min(width, MEDIA_WIDTHS.at(-1)!);
  const widths = [...MEDIA_WIDTHS.filter((candidate) => candidate < widest), widest];
  const url = (w: number, ext: string) => `/assets/media/${parse(src).name}-${hash}-${w}.${ext}`;
  mkdirSync(OUT_DIR, { recursive: true });
  const fallback = Math.min(widest, 1200);
  const jobs: [number, "avif" | "webp" | "jpg"][] = [
    ...widths.flatMap((w): [number, "avif" | "webp"][] => [
      [w, "avif"],
      [w, "webp"],
    ]),
    [fallback, "jpg"],
  ];
  for (const [w, ext] of jobs) {
    const file = join("build/client", url(w, ext));
    if (existsSync(file)) continue;
    const image = sharp(input).autoOrient().resize({ width: w });
    if (ext === "avif") await image.avif({ quality: 55 }).toFile(file);
    else if (ext === "webp") await image.webp({ quality: 75 }).toFile(file);
    else await image.jpeg({ quality: 78, mozjpeg: true }).toFile(file);
  }
  const set = (ext: string) => widths.map((w) => `${url(w, ext)} ${w}w`).join(", ");
  return {
    avif: set("avif"),
    webp: set("webp"),
    src: url(fallback, "jpg"),
    width: widest,
    height: Math.round((height * widest) / width),
  };
}
