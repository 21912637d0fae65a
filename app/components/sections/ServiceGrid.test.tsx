import { screen, within } from "@testing-library/react";
import { renderWithRouter } from "~/test-utils";
import { describe, expect, it } from "vitest";
import type { ServiceSummary } from "~/lib/content/services";
import { ServiceGrid } from "./ServiceGrid";

const services: ServiceSummary[] = Array.from({ length: 9 }, (_, index) => ({
  id: `service-${index + 1}`,
  title: `Service ${index + 1}`,
  description: `Description ${index + 1}`,
  icon: "code",
}));

// Which cards show is CSS (a `:has()` rule on the closed toggle), checked in the browser by
// tests/e2e/pages.spec.ts and services.spec.ts; here, the markup that rule relies on.
describe("service grid toggle", () => {
  it("marks every card past the first N as extra and follows the list with a closed toggle", () => {
    const { container } = renderWithRouter(<ServiceGrid services={services} collapsedCount={6} />);
    const extra = screen.getAllByRole("listitem").map((item) => item.hasAttribute("data-extra"));
    expect(extra).toEqual([false, false, false, false, false, false, true, true, true]);
    const toggle = container.querySelector("ul + details[data-service-toggle]");
    expect(toggle).not.toBeNull();
    expect(toggle).not.toHaveAttribute("open");
    expect(toggle).toHaveAttribute("data-js-only");
    expect(toggle?.querySelector("summary")).toHaveTextContent("View All ServicesShow Less");
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
    const { container } = renderWithRouter(<ServiceGrid services={services.slice(0, 4)} collapsedCount={4} />);
    expect(container.querySelector("details")).toBeNull();
    expect(container.querySelector("[data-extra]")).toBeNull();
  });
});
