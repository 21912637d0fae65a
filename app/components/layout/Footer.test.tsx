import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { init as startForm } from "~/client/features/form";
import { footerLists, layoutFacts, siteNavigation } from "~/lib/navigation.server";
import { site } from "~/site";
import { showCurrentYear } from "~/client/footer-year";
import { Footer } from "./Footer";
import { NavigationContext } from "./navigation-context";

/** The footer's HTML as the build writes it, parsed by the browser, its newsletter form run by its feature. */
function renderFooter() {
  document.body.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <NavigationContext value={siteNavigation}>
        <Footer />
      </NavigationContext>
    </MemoryRouter>,
  );
  const form = document.querySelector<HTMLFormElement>('form[data-feature="form"]');
  if (form) startForm(form);
  return { unmount: () => document.body.replaceChildren() };
}

declare const __BUILD_YEAR__: number;

describe("footer", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the link lists including the cookie policy, contact details and the current year", () => {
    renderFooter();
    for (const list of footerLists) expect(screen.getByRole("heading", { name: list.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookie-policy");
    expect(screen.getByRole("link", { name: new RegExp(site.email) })).toHaveAttribute("href", `mailto:${site.email}`);
    expect(screen.getByTestId("copyright-year")).toHaveTextContent(String(new Date().getFullYear()));
  });

  it("states the build year in the HTML, and the page's code sets today's year when the page outlives it", () => {
    renderFooter();
    const year = screen.getByTestId("copyright-year");
    expect(year).toHaveTextContent(String(__BUILD_YEAR__));
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(__BUILD_YEAR__ + 1, 0, 1) });
    showCurrentYear();
    expect(year).toHaveTextContent(String(__BUILD_YEAR__ + 1));
  });

  it("hides the email link, with no empty mailto, when no email is configured", () => {
    // The footer shows the site config's facts as the navigation content holds them (layoutFacts).
    const configured = layoutFacts.email;
    Object.assign(layoutFacts, { email: "" });
    try {
      renderFooter();
      expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
      expect(screen.getByRole("contentinfo")).not.toHaveTextContent("@");
    } finally {
      Object.assign(layoutFacts, { email: configured });
    }
  });

  it("shows only the configured social links", () => {
    renderFooter();
    const links: [string, string][] = [
      ["GitHub", site.socialLinks.github],
      ["LinkedIn", site.socialLinks.linkedin],
      ["Twitter", site.socialLinks.twitter],
    ];
    for (const [name, href] of links) {
      const link = screen.queryByRole("link", { name: new RegExp(name) });
      if (href) expect(link).toHaveAttribute("href", href);
      else expect(link).toBeNull();
    }
  });

  it("shows the phone as a tel: link when it is configured, and nothing when it is empty", () => {
    const configured = layoutFacts.phone;
    try {
      for (const phone of ["", "+91 80 4000 0000"]) {
        Object.assign(layoutFacts, { phone });
        const { unmount } = renderFooter();
        const link = document.querySelector('a[href^="tel:"]');
        if (phone) expect(link).toHaveAttribute("href", "tel:+918040000000");
        else expect(link).toBeNull();
        unmount();
      }
    } finally {
      Object.assign(layoutFacts, { phone: configured });
    }
  });
});

describe("newsletter form", () => {
  const submit = (email: string) => {
    const input = screen.getByLabelText("Email address");
    fireEvent.change(input, { target: { value: email } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    return input as HTMLInputElement;
  };

  it("posts a required email to the configured endpoint", () => {
    renderFooter();
    const input = screen.getByLabelText("Email address");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeRequired();
    expect(input.closest("form")).toHaveAttribute("action", site.forms.newsletterEndpoint);
    expect(input.closest("form")).toHaveAttribute("method", "post");
  });

  it("does not claim success when the endpoint refuses, and keeps the address", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("no", { status: 405 }));
    renderFooter();
    const input = submit("ada@example.com");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/could not sign you up/));
    expect(screen.getByRole("status")).not.toHaveTextContent(/subscribed|reached us|check your inbox/i);
    expect(input.value).toBe("ada@example.com");
  });

  it("shows success only when the endpoint accepted the address", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    renderFooter();
    submit("ada@example.com");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/your address has reached us/));
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining(site.forms.newsletterEndpoint), expect.anything());
  });
});
