import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { solutionSectionDefaults, withSolutionDefaults } from "~/lib/catalogues.server";
import { DEFAULT_HERO_IMAGE } from "~/content/hero-images";
import type { Solution } from "~/lib/content/solutions";
import { renderWithRouter } from "~/test-utils";
import SolutionDetail from "./solution";

/** A fixture entry with only the required fields: no section heading, no image. */
// Typed loosely: the schema requires every section text, but the page still falls back on a blank one.
const bare = {
  id: "fixture",
  title: "Fixture Industry",
  description: "A solution used only by this test.",
  metaDescription: "A fixture solution used only by this test, with the required fields and nothing else filled in.",
  icon: "globe",
  overview: "The overview of the fixture industry.",
  howWeHelp: [{ title: "Help one", description: "First kind of help.", icon: "code" }],
  keySolutions: [{ title: "Solution one", description: "First solution.", icon: "layers", features: ["A", "B"] }],
  technologyStack: [{ category: "Backend", description: "Servers.", icon: "server", technologies: ["Node.js"] }],
  implementationProcess: [{ title: "Discovery", description: "We learn.", duration: "1–2 weeks" }],
  successMetrics: [{ title: "Speed", description: "How fast.", icon: "gauge", examples: ["Lead time"] }],
  caseStudies: [
    { title: "A scenario", description: "What.", challenge: "Hard.", solution: "Built.", results: ["Better"] },
  ],
  faqs: [{ question: "A question?", answer: "An answer." }],
} as Partial<Solution> as Solution;

const render = (solution: Solution) => {
  const props = { loaderData: { solution: withSolutionDefaults(solution) } } as unknown as Parameters<
    typeof SolutionDetail
  >[0];
  return renderWithRouter(<SolutionDetail {...props} />);
};

const headingOf = (container: HTMLElement, section: string) =>
  within(container.querySelector(`[data-section="${section}"]`) as HTMLElement).getByRole("heading", { level: 2 });

describe("solution fallbacks", () => {
  it("fills every missing heading, intro, call to action and the hero image with the defaults", () => {
    const resolved = withSolutionDefaults({ ...bare, heroImage: "", helpTitle: "  " });
    for (const [key, value] of Object.entries(solutionSectionDefaults)) {
      expect(resolved[key as keyof typeof solutionSectionDefaults], key).toBe(value);
    }
    expect(resolved.heroImage).toBe(DEFAULT_HERO_IMAGE);
  });

  it("shows the default headings on a page whose entry has none of its own", () => {
    const { container } = render(bare);
    const expected: [string, string][] = [
      ["overview", solutionSectionDefaults.overviewTitle],
      ["help", solutionSectionDefaults.helpTitle],
      ["solutions", solutionSectionDefaults.solutionsTitle],
      ["technology", solutionSectionDefaults.techTitle],
      ["process", solutionSectionDefaults.processTitle],
      ["metrics", solutionSectionDefaults.metricsTitle],
      ["case-studies", solutionSectionDefaults.caseStudiesTitle],
      ["faqs", solutionSectionDefaults.faqsTitle],
      ["cta", solutionSectionDefaults.ctaTitle],
    ];
    for (const [section, heading] of expected)
      expect(headingOf(container, section), section).toHaveTextContent(heading);
    expect(screen.getByText(solutionSectionDefaults.helpEyebrow)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: solutionSectionDefaults.ctaText })).toHaveAttribute("href", "/contact");
    expect(container.querySelector('[data-section="hero"] img')?.getAttribute("src")).toContain(
      new URL(DEFAULT_HERO_IMAGE).pathname,
    );
  });

  it("keeps an entry's own headings where it has them", () => {
    const { container } = render({ ...bare, helpTitle: "Our own help heading", ctaText: "Plan It With Us" });
    expect(headingOf(container, "help")).toHaveTextContent("Our own help heading");
    expect(headingOf(container, "solutions")).toHaveTextContent(solutionSectionDefaults.solutionsTitle);
    expect(screen.getByRole("link", { name: "Plan It With Us" })).toBeInTheDocument();
  });
});
