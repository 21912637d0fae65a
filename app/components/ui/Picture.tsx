import type { ResponsivePicture } from "~/lib/media.server";

/**
 * One of the team's images (app/lib/media.server.ts): AVIF, then WebP, then JPEG, at the width the
 * layout needs, with its proportions given so nothing moves when it loads. `priority` for the page's
 * largest paint; every other image loads as it nears the screen.
 */
export function Picture({
  picture,
  alt,
  sizes,
  priority = false,
  className,
}: {
  picture: ResponsivePicture;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
