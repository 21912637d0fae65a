/**
 * The search shortcuts (issue 19): `/` (outside text fields) and Ctrl/Cmd-K press the header's search
 * control. An inline script in <head>, like the early clicks (app/lib/early-clicks.ts), so a shortcut
 * works from the first paint: before the page has hydrated it follows the control's link to /search,
 * after that the control opens the search dialog.
 */
export const SEARCH_BUTTON_ID = "search-button";

function pressSearchOnShortcut(id: string) {
  document.addEventListener("keydown", (event) => {
    const target = event.target as Element;
    const typing = target.matches("input,textarea,select,[contenteditable],[contenteditable] *");
    const shortcut =
      (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) ||
      (event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey);
    const control = document.getElementById(id);
    if (!shortcut || !control) return;
    event.preventDefault();
    control.click();
  });
}

/** The inline script (CSP-hashed with the page's other inline scripts by the postbuild); build time only. */
export const searchShortcutScript = () => `(${pressSearchOnShortcut.toString()})(${JSON.stringify(SEARCH_BUTTON_ID)})`;
