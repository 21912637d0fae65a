/**
 * The search shortcuts (decision 0100): `/` and Ctrl/Cmd-K press the header's search control. Inline in
 * <head> so they work from the first paint: before the boot module runs, the control's link goes to /search.
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
