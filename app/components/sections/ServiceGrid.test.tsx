import { fireEvent, screen, within } from "@testing-library/react";
import { renderWithRouter } from "~/test-utils";
import { describe, expect, it } from "vitest";
import type { ServiceSummary } from "~/content/types";
import { ServiceGrid } from "./ServiceGrid";

const services: ServiceSummary[] = Array.from({ length: 9 }, (_, index) => ({
  id: `service-${index + 1}`,
  title: `Service ${index + 1}`,
  description: `Description ${index + 1}`,
  icon: "code",
}));

const visibleCards = () =>
  screen.getAllByRole("listitem", { hidden: true }).filter((item) => !item.classList.contains("hidden"));

describe("service grid toggle (§4)", () => {
  it("shows the first N cards, then all, then N again", () => {
    renderWithRouter(<ServiceGrid services={services} collapsedCount={6} />);
    expect(visibleCards()).toHaveLength(6);
    fireEvent.click(screen.getByRole("button", { name: "View All Services" }));
    expect(visibleCards()).toHaveLength(9);
    const toggle = screen.getByRole("button", { name: "Show Less" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(toggle);
    expect(visibleCards()).toHaveLength(6);
  });

  it("renders every card with a Learn More link in the HTML, even collapsed", () => {
    renderWithRouter(<ServiceGrid services={services} collapsedCount={4} />);
    const items = screen.getAllByRole("listitem", { hidden: true });
    expect(items).toHaveLength(9);
    items.forEach((item, index) => {
      const link = within(item).getByRole("link", { hidden: true });
      expect(link).toHaveAttribute("href", `/services/service-${index + 1}`);
      expect(link.textContent).toContain("Learn More");
    });
  });

  it("has no toggle when everything fits", () => {
    renderWithRouter(<ServiceGrid services={services.slice(0, 4)} collapsedCount={4} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
