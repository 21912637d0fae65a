/**
 * The cookie policy's consent control (app/components/ui/ConsentControl.tsx): the stored choice in
 * words (the labels are the status element's `data-*`), the pressed button, and a new choice on click;
 * "Ask Me Again" (`data-consent=""`) forgets the choice so the banner asks again. It follows changes
 * made by the banner or in another tab.
 */
import { type Consent, clearConsent, onConsentChange, readConsent, writeConsent } from "~/lib/consent";

export function init(element: HTMLElement): void {
  const status = element.querySelector<HTMLElement>("[role=status]");
  const buttons = element.querySelectorAll<HTMLButtonElement>("button[data-consent]");
  const show = (consent: Consent | null) => {
    if (status) status.textContent = status.dataset[consent ?? "none"] ?? "";
    for (const button of buttons) {
      const value = button.dataset.consent;
      if (value) button.setAttribute("aria-pressed", String(value === consent));
      else button.disabled = consent === null;
    }
  };
  element.addEventListener("click", (event) => {
    const value = (event.target as Element).closest<HTMLElement>("[data-consent]")?.dataset.consent;
    if (value) writeConsent(value as Consent);
    else if (value === "") {
      clearConsent();
      // "Ask Me Again" is disabled once there is nothing to forget: focus moves to the first choice.
      buttons[0]?.focus();
    }
  });
  onConsentChange(show);
  show(readConsent());
}
