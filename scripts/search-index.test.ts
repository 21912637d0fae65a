import { describe, expect, it } from "vitest";
import { buildSearchDocuments, extractDocument } from "./search-index";
import { isSearchable, searchSectionOf } from "../app/lib/search/sections";
import { COMING_SOON_PATHS } from "../app/content/coming-soon";
import { site } from "../app/site";

const html = (main: string, title = `DevOps | ${site.brand}`) =>
  `<!DOCTYPE html><html><head><title>${title}</title><meta name="description" content="CI/CD &amp; releases."/>` +
  `<meta property="og:title" content="${title}"/></head><body><header><nav>Services Solutions</nav></header>` +
  `<main id="main">${main}</main><footer>Get our engineering notes</footer></body></html>`;

describe("the search index builder", () => {
  it("reads a page's name, summary, headings and main text (a dot between blocks that end no sentence), and its section from its path", () => {
    const document = extractDocument(
      "/services/devops",
      html(
        `<nav aria-label="Breadcrumb"><a href="/">Home</a></nav><h1>DevOps</h1><p>Pipelines<br>that <b>ship</b>.</p>` +
          `<section><h2>Process</h2><ul><li>Plan</li><li>Build</li></ul><h3>Tools &amp; methods</h3></section>`,
      ),
    );
    expect(document).toEqual({
      url: "/services/devops",
      title: "DevOps",
      section: "services",
      description: "CI/CD & releases.",
      headings: "Process · Tools & methods",
      text: "DevOps · Pipelines that ship. Process · Plan · Build · Tools & methods",
    });
  });

  it("leaves out what is not the page's own content: header, footer, navigation, hidden and skipped parts", () => {
    const { text } = extractDocument(
      "/about",
      html(
        `<p>Our story.</p><div aria-hidden="true">Decoration</div><div hidden>Hidden</div>` +
          `<section data-search="skip">Talk to us</section><script>var x</script><noscript>No script</noscript>` +
          `<form><label>Email</label></form><button>Print</button><svg><title>Icon</title></svg>`,
      ),
    );
    expect(text).toBe("Our story.");
  });

  it("indexes only searchable pages and fails on a page without <main>", () => {
    const pages = [
      { path: "/services/devops", html: html("<p>Pipelines</p>") },
      { path: "/technologies/react/brochure", html: html("<p>Print</p>") },
    ];
    expect(buildSearchDocuments(pages).map((document) => document.url)).toEqual(["/services/devops"]);
    expect(() => extractDocument("/x", "<html><body><p>No main</p></body></html>")).toThrow("/x: no <main>");
  });
});

describe("searchable pages and sections", () => {
  it("leaves out coming-soon pages, print brochures, tag and list pages and the search page itself", () => {
    for (const path of COMING_SOON_PATHS) expect(isSearchable(path)).toBe(false);
    for (const path of ["/technologies/react/brochure", "/blog/tag/ai", "/blog/page/2", "/search"])
      expect(isSearchable(path), path).toBe(false);
    for (const path of ["/", "/services/devops", "/technologies/react", "/blog", "/blog/a-post", "/privacy-policy"])
      expect(isSearchable(path), path).toBe(true);
  });

  it("files each page under Services, Solutions, Technologies, Insights or Company", () => {
    expect(searchSectionOf("/services")).toBe("services");
    expect(searchSectionOf("/solutions/healthcare")).toBe("solutions");
    expect(searchSectionOf("/technologies/react")).toBe("technologies");
    expect(searchSectionOf("/blog/a-post")).toBe("insights");
    for (const path of ["/", "/about", "/careers/positions", "/contact", "/privacy-policy"])
      expect(searchSectionOf(path), path).toBe("company");
  });
});
