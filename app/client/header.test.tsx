import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Header } from "~/components/layout/Header";
import { NavigationContext } from "~/components/layout/navigation-context";
import { siteNavigation } from "~/lib/navigation.server";
import { CLOSED, transitions } from "~/components/layout/menu-state";
import { HEADER_SCROLL_THRESHOLD_PX, MENU_CLOSE_DELAY_MS } from "~/lib/constants";
import { startHeader } from "./header";

/** The header's behaviour over its build-time markup, as a page runs it. */
const trigger = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>("[data-menu] > button")].find(
    (button) => button.textContent === name,
  ) as HTMLButtonElement;
const isOpen = (name: string) => trigger(name).getAttribute("aria-expanded") === "true";
const menuItem = (name: string) => trigger(name).closest("li") as HTMLElement;
const expanded = () => document.querySelectorAll('[data-menu] > button[aria-expanded="true"]').length;

/** jsdom has no media queries: one the tests can flip, for the window widened past the mobile layout. */
const wide = Object.assign(new EventTarget(), { matches: false });

beforeAll(() => {
  window.matchMedia = (() => wide) as unknown as typeof window.matchMedia;
  // jsdom has no modal dialogs: the platform's part, reduced to the open attribute and the close event.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <NavigationContext value={siteNavigation}>
        <Header />
      </NavigationContext>
    </MemoryRouter>,
  );
  startHeader();
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("menu transitions", () => {
  it("hover opens or switches; a click toggles, pinning a hover-opened menu; the timeout closes hover only", () => {
    const hovered = transitions.hover(CLOSED, "services");
    expect(hovered).toEqual({ id: "services", by: "hover" });
    expect(transitions.hover(hovered, "company")).toEqual({ id: "company", by: "hover" });
    expect(transitions.toggle(hovered, "services")).toEqual({ id: "services", by: "click" });
    expect(transitions.toggle({ id: "services", by: "click" }, "services")).toEqual(CLOSED);
    expect(transitions.leaveTimeout(hovered)).toEqual(CLOSED);
    expect(transitions.leaveTimeout({ id: "services", by: "click" })).toEqual({ id: "services", by: "click" });
  });
});

describe("header menus", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens on hover and closes 150 ms after the pointer leaves, unless it comes back", () => {
    menuItem("Services").dispatchEvent(new MouseEvent("mouseenter"));
    expect(isOpen("Services")).toBe(true);
    menuItem("Services").dispatchEvent(new MouseEvent("mouseleave"));
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 10);
    expect(isOpen("Services")).toBe(true);
    menuItem("Services").dispatchEvent(new MouseEvent("mouseenter"));
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS * 2);
    expect(isOpen("Services")).toBe(true);
    menuItem("Services").dispatchEvent(new MouseEvent("mouseleave"));
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS);
    expect(isOpen("Services")).toBe(false);
  });

  it("switches on hover from one menu to another", () => {
    menuItem("Services").dispatchEvent(new MouseEvent("mouseenter"));
    menuItem("Services").dispatchEvent(new MouseEvent("mouseleave"));
    menuItem("Company").dispatchEvent(new MouseEvent("mouseenter"));
    expect(isOpen("Company")).toBe(true);
    expect(expanded()).toBe(1);
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS * 2);
    expect(isOpen("Company")).toBe(true);
  });

  it("toggles on click and keeps at most one menu open", () => {
    trigger("Solutions").click();
    expect(isOpen("Solutions")).toBe(true);
    trigger("Company").click();
    expect(isOpen("Company")).toBe(true);
    expect(isOpen("Solutions")).toBe(false);
    expect(expanded()).toBe(1);
    trigger("Company").click();
    expect(isOpen("Company")).toBe(false);
    expect(expanded()).toBe(0);
  });

  it("pins a hovered menu open on click instead of closing it", () => {
    menuItem("Technologies").dispatchEvent(new MouseEvent("mouseenter"));
    trigger("Technologies").click();
    menuItem("Technologies").dispatchEvent(new MouseEvent("mouseleave"));
    vi.advanceTimersByTime(1000);
    expect(isOpen("Technologies")).toBe(true);
  });

  it("closes on Escape and returns focus to the trigger", () => {
    trigger("Services").click();
    const link = menuItem("Services").querySelector("a") as HTMLAnchorElement;
    link.focus();
    link.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(isOpen("Services")).toBe(false);
    expect(document.activeElement).toBe(trigger("Services"));
  });

  it("closes when focus leaves the menu, not while it moves inside it", () => {
    trigger("Contact").click();
    trigger("Contact").focus();
    (menuItem("Contact").querySelector("a") as HTMLAnchorElement).focus();
    expect(isOpen("Contact")).toBe(true);
    // A click on the panel's text drops focus to nothing: the menu stays.
    menuItem("Contact")
      .querySelector("a")
      ?.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(isOpen("Contact")).toBe(true);
    (document.getElementById("mobile-menu-button") as HTMLButtonElement).focus();
    expect(isOpen("Contact")).toBe(false);
  });

  it("closes on a pointer-down outside the navigation, not inside it", () => {
    trigger("Services").click();
    menuItem("Services")
      .querySelector("a")
      ?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(isOpen("Services")).toBe(true);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(isOpen("Services")).toBe(false);
  });
});

describe("the scrolled state", () => {
  afterEach(() => {
    window.scrollY = 0;
  });

  it("switches data-scrolled past the threshold and back at the top", () => {
    const header = document.querySelector("header") as HTMLElement;
    expect(header.dataset.scrolled).toBe("false");
    window.scrollY = HEADER_SCROLL_THRESHOLD_PX + 1;
    window.dispatchEvent(new Event("scroll"));
    expect(header.dataset.scrolled).toBe("true");
    window.scrollY = HEADER_SCROLL_THRESHOLD_PX;
    window.dispatchEvent(new Event("scroll"));
    expect(header.dataset.scrolled).toBe("false");
  });

  it("starts scrolled on a page opened part way down", () => {
    window.scrollY = 400;
    startHeader();
    expect(document.querySelector("header")?.dataset.scrolled).toBe("true");
  });
});

describe("mobile menu", () => {
  const button = () => document.getElementById("mobile-menu-button") as HTMLButtonElement;
  const dialog = () => document.getElementById("mobile-menu") as HTMLDialogElement;
  const closeButton = () => dialog().querySelector("[data-menu-close]") as HTMLButtonElement;

  it("opens as a modal from the menu button, focusing its close button", () => {
    button().click();
    expect(dialog().open).toBe(true);
    expect(button().getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(closeButton());
  });

  it("holds every header menu's links once opened, overview first, labels without descriptions", () => {
    expect(dialog().querySelectorAll("details a")).toHaveLength(0);
    button().click();
    dialog().close();
    button().click();
    const sections = [...dialog().querySelectorAll("details")];
    for (const [index, menu] of [...siteNavigation.megaMenus, siteNavigation.contactMenu].entries()) {
      const items = "groups" in menu ? [menu.overview, ...menu.groups.flatMap((group) => group.items)] : menu.items;
      const links = [...(sections[index]?.querySelectorAll("li > a") ?? [])];
      // Opened twice, filled once.
      expect(links.map((a) => [a.getAttribute("href"), a.textContent])).toEqual(
        items.flatMap((item) => (item ? [[item.href, item.label]] : [])),
      );
    }
  });

  it("closes from its close button and hands focus back to the menu button", () => {
    button().click();
    closeButton().click();
    expect(dialog().open).toBe(false);
    expect(button().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button());
  });

  it("closes on a click on its backdrop (the dialog element itself), not on one inside it", () => {
    button().click();
    dialog().querySelector("summary")?.click();
    expect(dialog().open).toBe(true);
    dialog().click();
    expect(dialog().open).toBe(false);
  });

  it("closes when its search entry is chosen (the search feature opens the search dialog)", () => {
    button().click();
    (dialog().querySelector('[data-feature="search"]') as HTMLElement).addEventListener("click", (event) =>
      event.preventDefault(),
    );
    (dialog().querySelector('[data-feature="search"]') as HTMLElement).click();
    expect(dialog().open).toBe(false);
  });

  it("closes when the window is widened to the desktop header", () => {
    button().click();
    expect(dialog().open).toBe(true);
    wide.dispatchEvent(Object.assign(new Event("change"), { matches: true }));
    expect(dialog().open).toBe(false);
    expect(button().getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps its state in aria-expanded when the platform closes it (Escape)", () => {
    button().click();
    dialog().close();
    expect(button().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button());
  });
});
