import { describe, expect, it } from "vitest";
import { analyticsSetup } from "./config";
import { canonicalPath } from "./runtime";
import { bannerText, privacyConfig, storageCategories } from "~/lib/privacy";
import { site } from "~/site";

const origin = "https://www.example.com";
const social = { github: "https://github.com/example", linkedin: "", twitter: "" };
const setup = (provider: string, host = "", id = "") => analyticsSetup({ provider, host, id }, origin, social);

describe("analytics configuration", () => {
  it("is off unless a provider is set: no script, no host, no analytics in the policies", () => {
    expect(setup("")).toBeUndefined();
    const config = privacyConfig({ ...site, analytics: { provider: "", host: "", id: "" } });
    expect(config.analytics).toBeUndefined();
    expect(bannerText(config)).not.toMatch(/analytics/i);
    expect(storageCategories(config).map((category) => category.title)).not.toContain("Analytics");
  });

  it("Plausible: cloud by default, the site's domain, page views sent by the site", () => {
    expect(setup("plausible")).toMatchObject({
      client: {
        provider: "plausible",
        script: "https://plausible.io/js/script.manual.js",
        attributes: { "data-domain": "www.example.com", "data-api": "https://plausible.io/api/event" },
        social: [{ label: "GitHub", href: "https://github.com/example" }],
      },
      scriptOrigins: ["https://plausible.io"],
      connectOrigins: ["https://plausible.io"],
    });
    expect(setup("Plausible", "https://stats.example.com/")?.client.script).toBe(
      "https://stats.example.com/js/script.manual.js",
    );
  });

  it("Umami needs its host and website id, and tracks nothing by itself", () => {
    expect(() => setup("umami")).toThrow("ANALYTICS_HOST");
    expect(() => setup("umami", "https://umami.example.com")).toThrow("ANALYTICS_ID");
    expect(setup("umami", "https://umami.example.com", "abc")?.client.attributes).toEqual({
      "data-website-id": "abc",
      "data-auto-track": "false",
      "data-host-url": "https://umami.example.com",
    });
  });

  it("GA4 needs a measurement id; from Google it may also send to Google Analytics' hosts", () => {
    expect(() => setup("ga4", "", "UA-1")).toThrow("G-");
    const ga4 = setup("ga4", "", "G-ABC123");
    expect(ga4?.client.script).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
    expect(ga4?.connectOrigins).toContain("https://*.google-analytics.com");
    expect(ga4?.disclosure.stores).toContain("_ga_ABC123");
    expect(setup("ga4", "http://127.0.0.1:9", "G-ABC123")?.connectOrigins).toEqual(["http://127.0.0.1:9"]);
  });

  it("rejects an unknown provider, naming the ones it knows", () => {
    expect(() => setup("matomo")).toThrow("plausible, umami, ga4");
  });

  it("names the provider in the banner and the cookie policy when configured", () => {
    const config = privacyConfig({ ...site, analytics: { provider: "plausible", host: "", id: "" } });
    expect(bannerText(config)).toContain("analytics");
    expect(storageCategories(config).find((category) => category.title === "Analytics")?.description).toContain(
      "Plausible Analytics",
    );
  });
});

describe("page view paths", () => {
  it("drop the query string but keep campaign parameters", () => {
    expect(canonicalPath("/about")).toBe("/about");
    expect(canonicalPath("/search?q=private+words")).toBe("/search");
    expect(canonicalPath("/about?utm_source=news&email=a%40b.c&utm_medium=mail")).toBe(
      "/about?utm_source=news&utm_medium=mail",
    );
  });
});
