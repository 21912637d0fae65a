import { describe, expect, it } from "vitest";
import { serviceSectionDefaults, withServiceDefaults } from "./catalogues.server";
import { fillTokensInText } from "./tokens";
import { DEFAULT_HERO_IMAGE } from "~/content/hero-images";
import type { Service } from "~/lib/content/services";

/** A fixture entry with only the required fields: every optional text and the image are missing. */
// Typed loosely: the schema requires every section text, but the page still falls back on a blank one.
const bare = {
  id: "fixture",
  title: "Fixture Service",
  description: "A service used only by this test.",
  metaDescription: "A fixture service used only by this test, with the required fields and nothing else filled in.",
  icon: "code",
  pricing: "Project-based; price depends on scope and complexity.",
  process: [
    { title: "One", description: "First." },
    { title: "Two", description: "Second." },
    { title: "Three", description: "Third." },
    { title: "Four", description: "Fourth." },
  ],
  lifecycle: ["Plan", "Build", "Run", "Improve"],
  onboarding: "We talk first.",
  requirements: ["a", "b", "c", "d"],
  whyUs: [],
  faqs: [],
} as Partial<Service> as Service;

describe("service fallbacks", () => {
  it("fills every missing title and description with the defaults, their tokens resolved", () => {
    const resolved = withServiceDefaults(bare);
    for (const [key, value] of Object.entries(serviceSectionDefaults)) {
      expect(resolved[key as keyof typeof serviceSectionDefaults]).toBe(fillTokensInText(value));
    }
    expect(serviceSectionDefaults.discussDescription).toContain("{replyTime}");
    expect(resolved.discussDescription).not.toContain("{replyTime}");
  });

  it("uses the default hero image when none is given, and blank text counts as missing", () => {
    const resolved = withServiceDefaults({ ...bare, heroImage: "", ctaTitle: "   " });
    expect(resolved.heroImage).toBe(DEFAULT_HERO_IMAGE);
    expect(resolved.ctaTitle).toBe(serviceSectionDefaults.ctaTitle);
  });

  it("keeps an entry's own texts and image", () => {
    const resolved = withServiceDefaults({
      ...bare,
      heroImage: "https://images.unsplash.com/photo-1?w=1200&q=80",
      whyUsTitle: "Our own title",
    });
    expect(resolved.heroImage).toBe("https://images.unsplash.com/photo-1?w=1200&q=80");
    expect(resolved.whyUsTitle).toBe("Our own title");
    expect(resolved.whyUsDescription).toBe(serviceSectionDefaults.whyUsDescription);
  });
});

describe("detail pages (service and solution loaders)", () => {
  it("resolves an entry with its defaults, trail and meta, and sends an unknown id to the listing", async () => {
    const { detailPage, services, solutions, withSolutionDefaults } = await import("./catalogues.server");
    const [first] = solutions;
    if (!first) throw new Error("no solutions");
    const page = detailPage(
      {
        name: "Solutions",
        path: "/solutions",
        entries: solutions,
        resolve: withSolutionDefaults,
        serviceName: (entry) => `${entry.title} software development`,
      },
      first.id,
    );
    expect(page.entry).toEqual(withSolutionDefaults(first));
    expect(page.breadcrumbs.map((crumb) => crumb.path)).toEqual(["/", "/solutions", `/solutions/${first.id}`]);
    const ld = JSON.stringify(page.meta);
    expect(ld).toContain(`${first.title} software development`);
    expect(ld).toContain('"FAQPage"');

    const listing = { name: "Services", path: "/services", entries: services, resolve: withServiceDefaults };
    let thrown: unknown;
    try {
      detailPage({ ...listing, serviceName: (entry) => entry.title }, "no-such-service");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/services");
  });
});

describe("page copy", () => {
  it("holds no unresolved token: routes and components show it as they get it", async () => {
    const { pageCopy } = await import("./page-copy.server");
    const tokens = (value: unknown) => JSON.stringify(value).match(/\{[a-zA-Z]+\}/g) ?? [];
    // The search panel fills its run-time {count} and {query} in the browser, and each tag page of the blog
    // its {tag}; nothing else is left.
    const { count, noResults, ...search } = pageCopy.search;
    const { tagDescription, ...blog } = pageCopy.blog;
    expect(tokens({ ...pageCopy, search, blog })).toEqual([]);
    expect(new Set(tokens({ count, noResults }))).toEqual(new Set(["{count}", "{query}"]));
    expect(tokens(tagDescription)).toEqual(["{tag}"]);
  });
});
