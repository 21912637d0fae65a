import { afterEach, describe, expect, it } from "vitest";
import { writeConsent } from "../consent";
import type { AnalyticsClient } from "./config";
import { pageview } from "./runtime";
import { track } from "./track";

const client: AnalyticsClient = {
  provider: "plausible",
  script: "https://plausible.example/js/script.manual.js",
  attributes: { "data-domain": "www.example.com" },
  id: "www.example.com",
  endpoint: "https://plausible.example/api/event",
  social: [{ label: "GitHub", href: "https://github.com/example" }],
};

/** Plausible's queue: what the site asked the provider to send before its script ran. */
const queued = () =>
  ((window as unknown as { plausible?: { q?: unknown[][] } }).plausible?.q ?? []).map(([name, options]) => [
    name,
    (options as { props?: unknown }).props ?? null,
  ]);

function click(href: string, text: string) {
  const link = document.createElement("a");
  link.href = href;
  link.setAttribute("href", href);
  link.textContent = text;
  link.addEventListener("click", (event) => event.preventDefault());
  document.body.append(link);
  link.click();
  link.remove();
}

describe("the analytics runtime (one module state per file: these steps run in order)", () => {
  afterEach(() => localStorage.clear());

  it("sends nothing and loads no script before consent", () => {
    pageview(client, "/technologies/python");
    click("/contact#quote", "Get a Quote");
    expect(document.querySelector("script[src]")).toBeNull();
    expect(queued()).toEqual([]);
  });

  it("on consent: loads the script once, a page view, then the conversions a visitor's clicks make", () => {
    writeConsent("accepted");
    expect(document.querySelectorAll(`script[src="${client.script}"]`)).toHaveLength(1);
    click("/contact#quote", "Get a Quote");
    click("/contact?subject=project", "Schedule a Consultation");
    click("https://github.com/example", "GitHub");
    click("/about", "About");
    track("Contact", { subject: "project" });
    pageview(client, "/technologies/python/brochure?utm_source=mail&q=x");
    expect(queued()).toEqual([
      ["pageview", null],
      ["Quote click", { page: "/technologies/python" }],
      ["Consultation click", { page: "/technologies/python" }],
      ["Outbound social", { network: "GitHub" }],
      ["Contact", { subject: "project" }],
      ["pageview", null],
      ["Brochure", { technology: "python" }],
    ]);
  });

  it("stops when consent is withdrawn, and starts again without loading a second script", () => {
    const before = queued().length;
    writeConsent("declined");
    click("/contact#quote", "Get a Quote");
    pageview(client, "/services");
    expect(queued()).toHaveLength(before);
    writeConsent("accepted");
    expect(queued().slice(before)).toEqual([["pageview", null]]);
    expect(document.querySelectorAll(`script[src="${client.script}"]`)).toHaveLength(1);
  });
});
