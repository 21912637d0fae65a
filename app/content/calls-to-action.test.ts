/**
 * Calls to action that sell (docs/decisions/0181-short-calls-to-action.md): every call-to-action block on
 * every page is a heading, at most two sentences and its buttons, in 45 words or fewer. Qualifications
 * live in the terms of service and beside the promise they qualify, stated from the register.
 * The blocks are found by their structure on each page rendered as the prerender writes it.
 */
import { describe, expect, it } from "vitest";
import { pagePaths, renderPage } from "../../tests/render-page";

const MAX_WORDS = 45;
const MAX_SENTENCES = 2;

/** Words as a reader counts them: every text node on its own, so adjacent elements never merge words. */
function words(element: Element): string[] {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    found.push(...(node.textContent ?? "").split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)));
  return found;
}

/** Sentences of the block's text under its heading: the heading, a label above it and the buttons are not. */
function sentences(element: Element): number {
  const heading = element.querySelector("h2");
  return [...element.querySelectorAll("p")]
    .filter((paragraph) => heading && heading.compareDocumentPosition(paragraph) & Node.DOCUMENT_POSITION_FOLLOWING)
    .map((paragraph) => (paragraph.textContent ?? "").replace(/\s+/g, " ").trim())
    .filter((text) => text !== "")
    .reduce((count, text) => count + (text.match(/[.!?](?=\s|$)/g)?.length || 1), 0);
}

/**
 * A call-to-action block: a section with a heading and a link to the contact page, holding no list, form,
 * disclosure or nested section (that is a content section with an action under it).
 */
const isCallToAction = (section: Element) =>
  section.querySelector("h2") !== null &&
  section.querySelector('a[href^="/contact"]') !== null &&
  section.querySelector("ul, ol, dl, details, form, section, table") === null;

describe("calls to action", () => {
  it("are at most two sentences and 45 words, heading and buttons included, on every page", async () => {
    const blocks: { path: string; heading: string; words: number; sentences: number }[] = [];
    for (const path of pagePaths()) {
      const body = await renderPage(path);
      for (const section of [...body.querySelectorAll("section")].filter(isCallToAction))
        blocks.push({
          path,
          heading: section.querySelector("h2")?.textContent?.trim() ?? "",
          words: words(section).length,
          sentences: sentences(section),
        });
    }
    // The check reaches the closing bands of home, /services, the service, solution and technology pages.
    for (const path of ["/", "/services", "/services/api-development", "/solutions/fintech", "/technologies/react"])
      expect(
        blocks.some((block) => block.path === path),
        path,
      ).toBe(true);
    expect(blocks.length).toBeGreaterThan(80);
    const tooLong = blocks.filter((block) => block.words > MAX_WORDS || block.sentences > MAX_SENTENCES);
    expect(tooLong).toEqual([]);
  }, 240_000);

  it("counts a planted contract-like band as too long", () => {
    document.body.innerHTML = `<section><p>Get started</p><h2>Tell us what you want to build</h2><p>A free consultation with a
      senior member of our team: we listen, ask the hard questions early, and send you a plan with a written
      estimate, which may change once discovery shows the work in detail. It binds us only in a proposal we
      both sign. Then we start.</p><a href="/contact">Request a Consultation</a></section>`;
    const section = document.querySelector("section")!;
    expect(isCallToAction(section)).toBe(true);
    expect(words(section).length).toBeGreaterThan(MAX_WORDS);
    expect(sentences(section)).toBe(3);
  });
});
