import { describe, expect, it } from "vitest";
import { createIndex, excerpt, hitExcerpt, search, type SearchDocument } from "./engine";
import { parseSearchUrl, searchUrl } from "./url";

const page = (url: string, title: string, text: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  url,
  title,
  section: "services",
  description: "",
  headings: "",
  text,
  ...extra,
});

const documents = [
  page("/solutions/healthcare", "Healthcare", "Patient portals that protect health information under HIPAA.", {
    section: "solutions",
  }),
  page("/technologies/containers", "Containers & Kubernetes", "Docker images and Kubernetes clusters.", {
    section: "technologies",
  }),
  page("/services/devops", "DevOps", "Pipelines that deploy to Kubernetes with GitOps."),
  page("/services/mobile-app-development", "Mobile App Development", "Native and Flutter apps for iOS and Android."),
];
const index = createIndex(documents);
const urls = (query: string, section?: SearchDocument["section"]) =>
  search(index, query, section).map((hit) => hit.url);

describe("search", () => {
  it("ranks the page named after the words above pages that only mention them", () => {
    expect(urls("kubernetes")).toEqual(["/technologies/containers", "/services/devops"]);
  });

  it("forgives a typo in a long word and matches the start of a word while typing", () => {
    expect(urls("kubernets")[0]).toBe("/technologies/containers");
    expect(urls("kuber")[0]).toBe("/technologies/containers");
    // A word under five letters is never corrected, but still matches as the start of a word.
    expect(urls("hipa")).toEqual(["/solutions/healthcare"]);
    expect(urls("dokker")).toEqual(["/technologies/containers"]);
    expect(urls("doc")).toEqual(["/technologies/containers"]);
  });

  it("wants every word, and falls back to any word when no page has them all", () => {
    expect(urls("kubernetes gitops")).toEqual(["/services/devops"]);
    expect(urls("hipaa flutter").sort()).toEqual(["/services/mobile-app-development", "/solutions/healthcare"]);
  });

  it("keeps results within a section when one is chosen", () => {
    expect(urls("kubernetes", "services")).toEqual(["/services/devops"]);
    expect(urls("kubernetes", "insights")).toEqual([]);
  });

  it("finds nothing for words no page has", () => {
    expect(urls("zqxwv")).toEqual([]);
  });

  it("returns each hit's title, section and an excerpt with the matched words marked", () => {
    const [hit] = search(index, "hipaa");
    expect(hit).toMatchObject({ url: "/solutions/healthcare", title: "Healthcare", section: "solutions" });
    expect(hit && hitExcerpt(hit)).toEqual([
      { text: "Patient portals that protect health information under " },
      { text: "HIPAA", mark: true },
      { text: "." },
    ]);
  });
});

describe("excerpt", () => {
  const long = `${"Intro words come first here. ".repeat(12)}The SLA sets response times. ${"Closing words follow on. ".repeat(12)}`;

  it("cuts a long text around the match at word boundaries, with ellipses where it was cut", () => {
    const parts = excerpt(long, ["sla"], 120);
    const text = parts.map((part) => part.text).join("");
    expect(text.startsWith("…")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(122);
    expect(text).not.toMatch(/… |\S…\S/);
    expect(parts.filter((part) => part.mark)).toEqual([{ text: "SLA", mark: true }]);
  });

  it("marks whole words only, in any case, and the passage with the most different matches", () => {
    const text = `Slack is not a match. ${"Filler text again. ".repeat(20)}Cloud costs and cloud security for AWS.`;
    const marked = excerpt(text, ["cloud", "aws"], 80).filter((part) => part.mark);
    expect(marked.map((part) => part.text)).toEqual(["Cloud", "cloud", "AWS"]);
    expect(excerpt("Slack and slash", ["sla"]).some((part) => part.mark)).toBe(false);
  });

  it("never opens or closes a passage on the dot between two list items", () => {
    const list = Array.from({ length: 40 }, (_, index) => `Item${index}`).join(" · ");
    for (const at of [5, 12, 20, 30]) {
      const text = excerpt(list, [`item${at}`], 60)
        .map((part) => part.text)
        .join("");
      expect(text, text).not.toMatch(/^…?·|·…?$/);
    }
  });

  it("shows the start of the text when the words matched only the title", () => {
    expect(excerpt("Short page text.", ["healthcare"])).toEqual([{ text: "Short page text." }]);
  });
});

describe("search addresses", () => {
  it("round-trip the words and the section, and drop an unknown section", () => {
    const state = { query: "cloud cost", section: "technologies" } as const;
    expect(searchUrl(state)).toBe("/search?q=cloud+cost&section=technologies");
    expect(parseSearchUrl("?q=cloud+cost&section=technologies")).toEqual(state);
    expect(parseSearchUrl("?q=x&section=everything")).toEqual({ query: "x", section: "" });
    expect(searchUrl({ query: "  ", section: "" })).toBe("/search");
  });
});
