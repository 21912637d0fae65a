import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { solutionSectionDefaults, withSolutionDefaults } from "~/lib/catalogues.server";
import { DEFAULT_HERO_IMAGE } from "~/content/hero-images";
import { read } from "~/lib/content-files.server";
import { solutions as solutionFiles, type Solution } from "~/lib/content/solutions";
import { renderWithRouter } from "~/test-utils";
import SolutionDetail from "./solution";

/** The fields a solution entry may lack (docs/requirements.md#solution-entries): its section headings and intros, its button, its hero photo. */
const OPTIONAL = [...Object.keys(solutionSectionDefaults).filter((key) => !key.endsWith("Eyebrow")), "heroImage"];

/** A committed solution file saved without those fields, read as the build reads it. */
function bareSolution(): Solution {
  const root = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(join(process.cwd(), "app", "content"), join(root, "app", "content"), { recursive: true });
  const file = join(root, "app/content/solutions/fintech.yml");
  const data = parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  for (const key of OPTIONAL) delete data[key];
  writeFileSync(file, stringify(data));
  try {
    return read(solutionFiles, root).find((entry) => entry.id === "fintech")!;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
const bare = bareSolution();

const render = (solution: Solution) => {
  const props = { loaderData: { solution: withSolutionDefaults(solution) } } as unknown as Parameters<
    typeof SolutionDetail
  >[0];
  return renderWithRouter(<SolutionDetail {...props} />);
};

const headingOf = (container: HTMLElement, section: string) =>
  within(container.querySelector(`[data-section="${section}"]`) as HTMLElement).getByRole("heading", { level: 2 });

describe("solution fallbacks", () => {
  it("takes an entry without its headings, intros, button and hero photo, and fills them with the defaults", () => {
    for (const key of OPTIONAL) expect(bare, key).not.toHaveProperty(key);
    const resolved = withSolutionDefaults(bare);
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
