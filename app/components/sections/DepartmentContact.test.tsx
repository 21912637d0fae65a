import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { departmentContact, site } from "~/site";
import { DepartmentContact } from "./DepartmentContact";

const show = (kind: "privacy" | "legal" | "ethics", config = site) =>
  render(<DepartmentContact contact={departmentContact(kind, config)} label="Team" />);

describe("department contact blocks", () => {
  it("shows the ethics email and hides the unconfigured phone and street by default", () => {
    const { container } = show("ethics");
    expect(screen.getByRole("link", { name: site.departmentEmails.ethics })).toHaveAttribute(
      "href",
      `mailto:${site.departmentEmails.ethics}`,
    );
    expect(container.querySelectorAll("li")).toHaveLength(1);
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it("shows each value once it is configured", () => {
    const config = { ...site, ethics: { phone: "+91 80 4000 1234", street: "21 Residency Road, Bengaluru" } };
    const { container } = show("ethics", config);
    expect(screen.getByRole("link", { name: "+91 80 4000 1234" })).toHaveAttribute("href", "tel:+918040001234");
    expect(screen.getByText("21 Residency Road, Bengaluru")).toBeInTheDocument();
    expect(container.querySelectorAll("li")).toHaveLength(3);
  });

  it("shows the privacy email and postal address, and hides an emptied email", () => {
    show("privacy");
    expect(screen.getByText(site.address.fullAddress)).toBeInTheDocument();
    const emptied = { ...site, departmentEmails: { ...site.departmentEmails, legal: "" } };
    const { container } = show("legal", emptied);
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(container.querySelectorAll("li")).toHaveLength(1);
  });

  it("falls back to the contact form when nothing is configured", () => {
    const bare = {
      ...site,
      departmentEmails: { ...site.departmentEmails, ethics: "" },
      ethics: { phone: "", street: "" },
    };
    show("ethics", bare);
    expect(screen.getByRole("link", { name: "contact form" })).toHaveAttribute("href", "/contact");
  });
});
