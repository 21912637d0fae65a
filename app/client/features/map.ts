/**
 * The contact page's map (app/components/sections/MapEmbed.tsx): the frame replaces the placeholder
 * when the visitor selects 'Show map', or as soon as optional content is accepted (now or later).
 * Until then nothing is requested from the map's host.
 */
import { onConsentChange, readConsent } from "~/lib/consent";

export function init(element: HTMLElement): void {
  const show = () => {
    if (element.dataset.map === "loaded") return;
    const frame = document.createElement("iframe");
    frame.title = element.dataset.title ?? "";
    frame.src = element.dataset.src ?? "";
    frame.loading = "lazy";
    frame.referrerPolicy = "no-referrer-when-downgrade";
    frame.className = "h-full w-full border-0";
    element.replaceChildren(frame);
    element.dataset.map = "loaded";
  };
  element.querySelector("button")?.addEventListener("click", show);
  onConsentChange((consent) => consent === "accepted" && show());
  if (readConsent() === "accepted") show();
}
