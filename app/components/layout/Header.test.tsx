import { screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { contactMenu, megaMenus, quoteLink, siteNavigation } from "~/lib/navigation.server";
import { searchCopy } from "~/content/search";
import { SEARCH_PATH } from "~/lib/constants";
import { SEARCH_BUTTON_ID } from "~/lib/search/shortcut";
import { Header } from "./Header";
import { NavigationContext } from "./navigation-context";

/**
 * The header as every page's HTML holds it (rendered at build time, never hydrated): its resting state
 * in markup. Its behaviour is app/client/header.ts's, tested in app/client/header.test.tsx.
 */
function renderHeader(path = "/") {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <NavigationContext value={siteNavigation}>
        <Header />
      </NavigationContext>
    </MemoryRouter>,
  );
  document.body.innerHTML = html;
  return html;
}
afterEach(() => {
  document.body.innerHTML = "";
});
const nav = () => screen.getByRole("navigation", { name: "Main" });
const trigger = (name: string) => within(nav()).getByRole("button", { name });

describe("the header's markup", () => {
  it("marks the page's own main link as the current page, with plain links (no router attributes)", () => {
    renderHeader("/about");
    const about = within(nav()).getByRole("link", { name: "About" });
    expect(about.getAttribute("aria-current")).toBe("page");
    expect(within(nav()).getByRole("link", { name: "Home" }).hasAttribute("aria-current")).toBe(false);
    expect(document.querySelector("[data-discover]")).toBeNull();
  });

  it("renders every menu closed, each trigger controlling its panel", () => {
    renderHeader();
    for (const { label } of [...megaMenus, contactMenu]) {
      const button = trigger(label);
      expect(button.getAttribute("aria-expanded")).toBe("false");
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
      expect(panel?.hasAttribute("data-menu-panel")).toBe(true);
      // Closed by CSS, which follows the trigger's aria-expanded (and hover or focus without JavaScript).
      expect(panel?.className).toMatch(/(^| )hidden( |$)/);
      expect(panel?.className).toContain("peer-aria-expanded:block");
      expect(button.closest("[data-menu]")?.contains(panel ?? null)).toBe(true);
    }
  });

  it("ends each mega-menu panel with Get a Quote and an external Hire Us", () => {
    renderHeader();
    for (const { label } of megaMenus) {
      const panel = document.getElementById(trigger(label).getAttribute("aria-controls") ?? "");
      expect(panel?.textContent).toContain("Ready to get started?");
      const links = [...(panel?.querySelectorAll("a") ?? [])];
      const hire = links.find((a) => a.textContent?.includes("Hire Us"));
      expect(hire?.getAttribute("target")).toBe("_blank");
      expect(hire?.getAttribute("rel")).toBe("noopener noreferrer");
      expect(links.some((a) => a.getAttribute("href") === quoteLink.href)).toBe(true);
    }
  });

  it("keeps the header and its menus small: every page carries them (decision 0206)", () => {
    // About 29 KB with the menus' links once and unstyled; repeating them in the mobile menu, or
    // classes on each link, brings back the 43 KB every page carried before.
    expect(new TextEncoder().encode(renderHeader()).length).toBeLessThan(34 * 1024);
  });

  it("rests unscrolled, with the scrolled look keyed on data-scrolled in CSS", () => {
    renderHeader();
    const header = screen.getByRole("banner");
    expect(header.dataset.scrolled).toBe("false");
    expect(header.className).toContain("data-[scrolled=true]:shadow-lg");
    expect(header.className).toContain("data-[scrolled=true]:py-1.5");
  });

  it("carries no event handler attributes (the page's policy allows no inline script)", () => {
    const html = renderHeader();
    expect(html).not.toMatch(/ on[a-z]+=/i);
    expect(html).not.toContain("style=");
  });

  it("has a search link for the search feature, with its shortcuts announced", () => {
    renderHeader();
    const search = document.getElementById(SEARCH_BUTTON_ID);
    expect(search?.tagName).toBe("A");
    expect(search?.getAttribute("href")).toBe(SEARCH_PATH);
    expect(search?.dataset.feature).toBe("search");
    expect(search?.getAttribute("aria-haspopup")).toBe("dialog");
    expect(search?.getAttribute("aria-keyshortcuts")).toBe("/ Control+K Meta+K");
  });

  it("has a JavaScript-only menu button for a closed mobile menu dialog, and a no-script Menu link", () => {
    const html = renderHeader();
    const button = document.getElementById("mobile-menu-button");
    expect(button?.hasAttribute("data-js-only")).toBe(true);
    expect(button?.getAttribute("aria-expanded")).toBe("false");
    expect(button?.getAttribute("aria-controls")).toBe("mobile-menu");
    const dialog = document.getElementById("mobile-menu");
    expect(dialog?.tagName).toBe("DIALOG");
    expect(dialog?.hasAttribute("open")).toBe(false);
    expect(dialog?.getAttribute("aria-label")).toBe("Menu");
    expect(html).toMatch(/<noscript><a href="#footer-nav"[^>]*>Menu<\/a><\/noscript>/);
  });

  it("holds the mobile menu's sections, search entry, theme switch and actions in the page", () => {
    renderHeader();
    const dialog = within(document.getElementById("mobile-menu") as HTMLElement);
    const summaries = [...document.querySelectorAll("#mobile-menu details > summary")].map((el) => el.textContent);
    expect(summaries).toEqual([...megaMenus.map((menu) => menu.label), contactMenu.label]);
    const search = dialog.getByRole("link", { name: searchCopy.label, hidden: true });
    expect(search.getAttribute("href")).toBe(SEARCH_PATH);
    expect(search.dataset.feature).toBe("search");
    expect(dialog.getByRole("group", { name: "Color theme", hidden: true })).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Close menu", hidden: true })).toBeTruthy();
    expect(dialog.getByRole("link", { name: quoteLink.label, hidden: true }).getAttribute("href")).toBe(quoteLink.href);
    expect(dialog.getByRole("link", { name: /Hire Us/, hidden: true }).getAttribute("target")).toBe("_blank");
    // Each section's list names the header panel its links are copied from when the menu opens
    // (app/client/header.ts): the page carries them once.
    for (const list of document.querySelectorAll<HTMLElement>("#mobile-menu details > ul")) {
      expect(list.children).toHaveLength(0);
      expect(document.getElementById(`menu-${list.dataset.menuSource}`)?.querySelector("li > a")).toBeTruthy();
    }
  });
});
