import { fireEvent, screen } from "@testing-library/react";
import { renderWithRouter } from "~/test-utils";
import { beforeEach, describe, expect, it } from "vitest";
import { CONSENT_KEY } from "~/lib/consent";
import { bannerText, privacyConfig } from "~/content/privacy";
import { CookieBanner } from "./CookieBanner";

const text = bannerText(privacyConfig());
const renderBanner = () => renderWithRouter(<CookieBanner text={text} />);

describe("cookie banner (§4)", () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ["Accept All", "accepted"],
    ["Decline Optional", "declined"],
    ["Close and decline optional content", "declined"],
  ])("'%s' stores %s under cookieConsent and hides the banner", (name, stored) => {
    renderBanner();
    fireEvent.click(screen.getByRole("button", { name }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe(stored);
    expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull();
  });

  it("stays hidden on later visits once a choice is stored", () => {
    localStorage.setItem(CONSENT_KEY, "declined");
    renderBanner();
    expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull();
  });

  it("shows again when the stored value is not a valid choice", () => {
    localStorage.setItem(CONSENT_KEY, "maybe");
    renderBanner();
    expect(screen.getByRole("region", { name: "Cookie consent" })).toBeInTheDocument();
  });

  it("says what the configured site does: no cookies of its own, and what consent switches on", () => {
    renderBanner();
    const banner = screen.getByRole("region", { name: "Cookie consent" });
    expect(banner).toHaveTextContent(text);
    expect(banner).toHaveTextContent(/sets no cookies of its own/);
    expect(banner).not.toHaveTextContent(/essential cookies|analytics/i);
  });
});
