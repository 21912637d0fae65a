import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";

/**
 * A third-party map that loads only when the visitor asks (docs/requirements.md#consent-and-third-parties),
 * or at once for a visitor who accepted optional content; until then nothing is requested from its host.
 * Without JavaScript the button is hidden and the page's plain link to the map still works.
 */
export function MapEmbed({
  src,
  title,
  showLabel,
  notice,
}: {
  src: string;
  title: string;
  showLabel: string;
  /** What loading the map shares, and with whom (privacy policy, "Where your data goes"). */
  notice: string;
}) {
  return (
    <div
      className="relative mt-6 aspect-[4/3] overflow-hidden rounded-2xl border border-slate-200 bg-primary-100 sm:aspect-[16/9] lg:aspect-[21/9]"
      data-map="placeholder"
      data-feature="map"
      data-feature-consent
      data-src={src}
      data-title={title}
    >
      {/* Taller than wide on no screen: the pin, the button and the notice fit inside at 320 px. */}
      <div className="map-placeholder flex h-full w-full flex-col items-center justify-center gap-3 p-4 text-center sm:p-6">
        <Icon name="map-pin" size={32} className="shrink-0 text-primary-700" />
        <button type="button" className={buttonClasses("solid")} data-js-only data-cta="">
          {showLabel}
        </button>
        <p className="max-w-md rounded-lg bg-white/85 px-2 py-1 text-xs text-slate-700 sm:text-sm">{notice}</p>
      </div>
    </div>
  );
}
