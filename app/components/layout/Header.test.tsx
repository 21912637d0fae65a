import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithRouter } from "~/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MENU_CLOSE_DELAY_MS } from "~/lib/constants";
import { Header } from "./Header";

const renderHeader = () => renderWithRouter(<Header />);

const trigger = (name: string) => screen.getByRole("button", { name });
const isOpen = (name: string) => trigger(name).getAttribute("aria-expanded") === "true";
const menuItem = (name: string) => trigger(name).closest("li") as HTMLElement;

describe("header menus", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens on hover and closes 150 ms after the pointer leaves, unless it comes back", () => {
    renderHeader();
    fireEvent.mouseEnter(menuItem("Services"));
    expect(isOpen("Services")).toBe(true);

    fireEvent.mouseLeave(menuItem("Services"));
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 10));
    expect(isOpen("Services")).toBe(true);
    fireEvent.mouseEnter(menuItem("Services"));
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS * 2));
    expect(isOpen("Services")).toBe(true);

    fireEvent.mouseLeave(menuItem("Services"));
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS));
    expect(isOpen("Services")).toBe(false);
  });

  it("toggles on click and keeps at most one menu open", () => {
    renderHeader();
    fireEvent.click(trigger("Solutions"));
    expect(isOpen("Solutions")).toBe(true);
    fireEvent.click(trigger("Company"));
    expect(isOpen("Company")).toBe(true);
    expect(isOpen("Solutions")).toBe(false);
    expect(screen.getAllByRole("button", { expanded: true })).toHaveLength(1);
    fireEvent.click(trigger("Company"));
    expect(isOpen("Company")).toBe(false);
  });

  it("pins a hovered menu open on click instead of closing it", () => {
    renderHeader();
    fireEvent.mouseEnter(menuItem("Technologies"));
    fireEvent.click(trigger("Technologies"));
    fireEvent.mouseLeave(menuItem("Technologies"));
    act(() => vi.advanceTimersByTime(1000));
    expect(isOpen("Technologies")).toBe(true);
  });

  it("closes on Escape and returns focus to the trigger", () => {
    renderHeader();
    fireEvent.click(trigger("Services"));
    const link = screen.getByRole("link", { name: /^API Development/ });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(isOpen("Services")).toBe(false);
    expect(document.activeElement).toBe(trigger("Services"));
  });

  it("ends each mega-menu panel with Get a Quote and an external Hire Us", () => {
    renderHeader();
    for (const name of ["Services", "Solutions", "Technologies", "Company"]) {
      const panel = document.getElementById(trigger(name).getAttribute("aria-controls") ?? "");
      expect(panel?.textContent).toContain("Ready to get started?");
      const hire = [...(panel?.querySelectorAll("a") ?? [])].find((a) => a.textContent?.includes("Hire Us"));
      expect(hire?.getAttribute("target")).toBe("_blank");
      expect(hire?.getAttribute("rel")).toBe("noopener noreferrer");
      expect([...(panel?.querySelectorAll("a") ?? [])].some((a) => a.getAttribute("href") === "/contact#quote")).toBe(
        true,
      );
    }
  });

  it("gains the scrolled state past 20 px and loses it at the top", () => {
    renderHeader();
    const header = document.querySelector("header") as HTMLElement;
    expect(header.dataset.scrolled).toBe("false");
    act(() => {
      window.scrollY = 21;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header.dataset.scrolled).toBe("true");
    act(() => {
      window.scrollY = 20;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header.dataset.scrolled).toBe("false");
  });
});

describe("mobile menu", () => {
  it("opens as a dialog with the same sections, and Escape closes it and restores focus", async () => {
    renderHeader();
    const button = screen.getByRole("button", { name: "Open menu" });
    // Not in the page until first opened (it loads on demand).
    expect(screen.queryByRole("dialog", { name: "Menu", hidden: true })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    for (const section of ["Services", "Solutions", "Technologies", "Company", "Contact"]) {
      expect(dialog.querySelector("summary")?.parentElement?.parentElement?.textContent).toContain(section);
    }
    await waitFor(() => expect(document.activeElement?.textContent).toContain("Close menu"));
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });
});
