/** Cookie consent (docs/requirements.md#interface-states, #consent-and-third-parties): one value in local storage, shared by the banner and the cookie policy page. */
export const CONSENT_KEY = "cookieConsent";
export type Consent = "accepted" | "declined";
const CHANGE_EVENT = "site:consent";

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    // Storage can be unavailable (privacy modes); treat as "not chosen yet".
    return null;
  }
}

export function writeConsent(value: Consent): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // Nothing to keep it in: the choice still applies to this page view.
  }
  window.dispatchEvent(new CustomEvent<Consent>(CHANGE_EVENT, { detail: value }));
}

/** Forgets the choice: the banner asks again (the cookie policy's "ask me again"). */
export function clearConsent(): void {
  try {
    window.localStorage.removeItem(CONSENT_KEY);
  } catch {
    // Nothing stored to remove.
  }
  window.dispatchEvent(new CustomEvent<Consent | null>(CHANGE_EVENT, { detail: null }));
}

/** Calls `listener` whenever the consent changes in this tab or another one. */
export function onConsentChange(listener: (value: Consent | null) => void): () => void {
  const onLocal = (event: Event) => listener((event as CustomEvent<Consent | null>).detail);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY) listener(readConsent());
  };
  window.addEventListener(CHANGE_EVENT, onLocal);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onLocal);
    window.removeEventListener("storage", onStorage);
  };
}
