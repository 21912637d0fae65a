/**
 * The site header's behaviour, on every page (docs/behaviours.md, "Header menus" and "Mobile menu"):
 * plain DOM code over the header's build-time markup (app/components/layout/Header.tsx), started by the
 * boot module. It only sets attributes; what they look like is CSS (`data-scrolled`, `aria-expanded`).
 */
import { CLOSED, type MenuId, type MenuState, transitions } from "~/components/layout/menu-state";
import { HEADER_SCROLL_THRESHOLD_PX, MENU_CLOSE_DELAY_MS } from "~/lib/constants";

export function startHeader(): void {
  const header = document.querySelector<HTMLElement>("header[data-scrolled]");
  // The error screen without the root's data has no header.
  if (!header) return;
  const scrolled = () => header.setAttribute("data-scrolled", String(scrollY > HEADER_SCROLL_THRESHOLD_PX));
  addEventListener("scroll", scrolled, { passive: true });
  scrolled();
  startMenus(header);
  startMobileMenu();
}

/** The header's menus: exactly one open or none; `aria-expanded` on each trigger is the state. */
function startMenus(header: HTMLElement) {
  const nav = header.querySelector("nav");
  const items = [...header.querySelectorAll<HTMLElement>("[data-menu]")];
  let state = CLOSED;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: MenuState) => {
    clearTimeout(timer);
    state = next;
    for (const item of items)
      item.querySelector("button")?.setAttribute("aria-expanded", String(item.dataset.menu === state.id));
  };

  for (const item of items) {
    const id = item.dataset.menu as MenuId;
    const trigger = item.querySelector("button");
    item.addEventListener("mouseenter", () => set(transitions.hover(state, id)));
    item.addEventListener("mouseleave", () => {
      clearTimeout(timer);
      timer = setTimeout(() => set(transitions.leaveTimeout(state)), MENU_CLOSE_DELAY_MS);
    });
    trigger?.addEventListener("click", () => set(transitions.toggle(state, id)));
    item.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || state.id !== id) return;
      event.stopPropagation();
      set(CLOSED);
      trigger?.focus();
    });
    // Keyboard users tabbing out of the open menu close it. Focus lost to nothing (a click on the panel's
    // text, another window) keeps it: a click outside closes it on pointer-down.
    item.addEventListener("focusout", (event) => {
      const next = event.relatedTarget as Node | null;
      if (state.id === id && next && !item.contains(next)) set(CLOSED);
    });
  }
  // Escape dismisses a menu a pointer opened too, wherever focus is (content shown on hover must be
  // dismissable); a menu with focus inside also hands focus back to its trigger (above).
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && state.id) set(CLOSED);
  });
  // A click or tap outside the header's navigation closes the open menu.
  document.addEventListener("pointerdown", (event) => {
    if (state.id && !nav?.contains(event.target as Node)) set(CLOSED);
  });
  // A page kept in the back/forward cache comes back with its menus closed.
  addEventListener("pagehide", () => set(CLOSED));
}

/**
 * The mobile menu's sections come with empty lists (each page carries the menus' links once, in the
 * header's panels): on first open each gets its panel's links, the overview first, as plain links.
 */
function fillSections(dialog: HTMLElement) {
  for (const list of dialog.querySelectorAll<HTMLElement>("ul[data-menu-source]")) {
    const panel = document.getElementById(`menu-${list.dataset.menuSource}`);
    if (list.childElementCount || !panel) continue;
    const links = [...panel.querySelectorAll("a[data-overview]"), ...panel.querySelectorAll("li > a")];
    list.replaceChildren(
      ...links.map((source) => {
        const item = document.createElement("li");
        const link = item.appendChild(document.createElement("a"));
        link.href = source.getAttribute("href") ?? "";
        // The link's label is its first text; a description follows in a span (MenuLink).
        link.textContent = source.firstChild?.textContent ?? "";
        return item;
      }),
    );
  }
}

/**
 * The mobile menu, a native modal <dialog> (app/components/layout/MobileMenu.tsx): Escape closes it
 * natively; its close button, a click on its backdrop and its search entry (whose own code opens the
 * search dialog) close it here; focus then returns to the menu button.
 */
function startMobileMenu() {
  const button = document.getElementById("mobile-menu-button");
  const dialog = document.getElementById("mobile-menu");
  if (!button || !(dialog instanceof HTMLDialogElement)) return;
  button.addEventListener("click", () => {
    fillSections(dialog);
    dialog.showModal();
    button.setAttribute("aria-expanded", "true");
    dialog.querySelector<HTMLElement>("[data-menu-close]")?.focus();
  });
  dialog.addEventListener("close", () => {
    button.setAttribute("aria-expanded", "false");
    button.focus();
  });
  dialog.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target === dialog || target.closest("[data-menu-close],[data-feature=search]")) dialog.close();
  });
  // Tab wraps inside the dialog (the APG modal pattern) instead of leaving for the browser's toolbar.
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const stops = [...dialog.querySelectorAll<HTMLElement>("a[href],button,summary")].filter((el) =>
      el.checkVisibility(),
    );
    const [first, last] = [stops[0], stops.at(-1)];
    if (document.activeElement !== (event.shiftKey ? first : last)) return;
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  });
  addEventListener("pagehide", () => dialog.close());
  // Widened past the mobile layout (Tailwind's xl, where the header shows its own menus), it closes.
  matchMedia("(min-width: 80rem)").addEventListener("change", (event) => {
    if (event.matches && dialog.open) dialog.close();
  });
}
