import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { CONSENT_KEY, clearConsent, writeConsent } from "~/lib/consent";
import { bannerText, privacyConfig } from "~/lib/privacy";
import { startConsent } from "~/client/consent";
import { CookieBanner } from "./CookieBanner";

const text = bannerText(privacyConfig());

/** The banner as the server renders it, then the browser's code (app/client/consent.ts) on it. */
function renderBanner() {
  const rendered = render(<CookieBanner />);
  startConsent(rendered.container);
  return rendered;
}
const region = () => screen.queryByRole("region", { name: "Cookie consent" });

describe("cookie banner", () => {
  beforeEach(() => localStorage.clear());

  it("is hidden in the server's HTML: without JavaScript no banner shows", () => {
    const { container } = render(<CookieBanner />);
    expect(container.querySelector("[data-cookie-banner]")).toHaveAttribute("hidden");
    expect(region()).toBeNull();
  });

  it.each([
    ["Accept All", "accepted"],
    ["Decline Optional", "declined"],
    ["Close and decline optional content", "declined"],
  ])("'%s' stores %s under cookieConsent and hides the banner", (name, stored) => {
    renderBanner();
    fireEvent.click(screen.getByRole("button", { name }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe(stored);
    expect(region()).toBeNull();
  });

  it("stays hidden on later visits once a choice is stored", () => {
    localStorage.setItem(CONSENT_KEY, "declined");
    renderBanner();
    expect(region()).toBeNull();
  });

  it("shows again when the stored value is not a valid choice", () => {
    localStorage.setItem(CONSENT_KEY, "maybe");
    renderBanner();
    expect(region()).toBeInTheDocument();
  });

  it("follows a choice made elsewhere on the page, and comes back when it is forgotten", () => {
    renderBanner();
    writeConsent("accepted");
    expect(region()).toBeNull();
    clearConsent();
    expect(region()).toBeInTheDocument();
  });

  it("says what the configured site does: no cookies of its own, and what consent switches on", () => {
    renderBanner();
    const banner = screen.getByRole("region", { name: "Cookie consent" });
    expect(banner).toHaveTextContent(text);
    expect(banner).toHaveTextContent(/sets no cookies of its own/);
    expect(banner).not.toHaveTextContent(/essential cookies|analytics/i);
    expect(screen.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookie-policy");
  });
});
