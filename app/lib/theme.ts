/**
 * The colour theme (decision 0103): System (the default, following `prefers-color-scheme`),
 * Light or Dark. The choice is one value in local storage and one attribute on <html>
 * (`data-theme="system|light|dark"`); app.css turns the attribute into `color-scheme`, and every colour
 * token is a `light-dark()` pair, so the whole page follows. Without JavaScript there is no attribute and
 * the system preference applies.
 *
 * Everything that runs in the browser is one inline script in <head> (CSP-hashed by the postbuild): it
 * applies the stored choice before the first paint, so no page is ever painted in the wrong theme, and it
 * handles the switches (`data-theme-choice` buttons) from the first paint on, by delegation, so a switch
 * works before the boot module has loaded.
 */
export const THEME_KEY = "theme";
export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The visible label of each choice (the switches' buttons). */
export const THEME_LABELS: Record<ThemeChoice, string> = { system: "System", light: "Light", dark: "Dark" };

function runTheme(key: string) {
  const root = document.documentElement;
  const show = (choice: string) => {
    const valid = choice === "light" || choice === "dark" ? choice : "system";
    root.dataset.theme = valid;
    document
      .querySelector('meta[name="color-scheme"]')
      ?.setAttribute("content", valid === "system" ? "light dark" : valid);
    for (const button of document.querySelectorAll("[data-theme-choice]"))
      button.setAttribute("aria-pressed", String(button.getAttribute("data-theme-choice") === valid));
    return valid;
  };
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    // Storage blocked (some private modes): the system preference applies, and a choice lasts the page.
  }
  show(stored ?? "");
  // The switches in the server's HTML are parsed after this script: mark the pressed one once they exist.
  document.addEventListener("DOMContentLoaded", () => show(root.dataset.theme ?? ""));
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("[data-theme-choice]") : null;
    if (!button) return;
    // A choice made in the header's popover closes it, as a menu does. First: closing returns focus,
    // which makes the browser compute styles there and then, a full recalculation after a theme change.
    button.closest<HTMLElement>("[popover]")?.hidePopover();
    // The page changes theme at once: without this, every control with a color transition would
    // animate, frame after frame (app/styles/dark-theme.css). Lifted once the new theme has been drawn.
    root.setAttribute("data-theme-switching", "");
    requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute("data-theme-switching")));
    const choice = show(button.getAttribute("data-theme-choice") ?? "");
    try {
      if (choice === "system") localStorage.removeItem(key);
      else localStorage.setItem(key, choice);
    } catch {
      // As above: the choice applies to this page only.
    }
  });
  // A choice made in another tab applies here too.
  addEventListener("storage", (event) => {
    if (event.key === key) show(event.newValue ?? "");
  });
}

/** The inline script (CSP-hashed with the page's other inline scripts by the postbuild); build time only. */
export const themeScript = () => `(${runTheme.toString()})(${JSON.stringify(THEME_KEY)})`;

/**
 * The choice in force, for a switch rendered in the browser (the mobile menu): the inline script has
 * already set it on <html>. On the server every switch renders as System; the script corrects the
 * pressed state as soon as the switches are parsed.
 */
export function currentThemeChoice(): ThemeChoice {
  if (typeof document === "undefined") return "system";
  const value = document.documentElement.dataset.theme;
  return THEME_CHOICES.find((choice) => choice === value) ?? "system";
}
