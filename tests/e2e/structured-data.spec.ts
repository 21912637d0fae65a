import { readFileSync } from "node:fs";
import { join } from "node:path";
import { structuredDataTest, type Report, type TestResult } from "structured-data-testing-tool";
import presets from "structured-data-testing-tool/presets.js";
import { expect, test } from "./fixtures";
import { builtPagePaths } from "./pages";
import { htmlFileFor } from "../bench/page-weight";
import { site } from "../../app/site";

// structured-data-testing-tool (decision 0104) on every page as built: Google's expectations for the
// schema.org types a page declares, and the Twitter and Facebook (Open Graph) card tags.
const root = join(process.cwd(), "build", "client");
const { Google, Twitter, Facebook } = presets;

/**
 * Warnings (recommendations, not failures) that are expected, each with its reason. Anything else the
 * tool recommends fails the test.
 */
const EXPECTED_WARNINGS: { test: string; reason: string }[] = [
  // `twitter:site` is written once an X account is configured (site.twitterHandle); none is by default.
  ...(site.twitterHandle ? [] : [{ test: "twitter:site", reason: "no X account is configured" }]),
  { test: "twitter:creator", reason: "pages are the company's, not a person's: there is no creator handle" },
];

/**
 * A page kept out of search engines (`noindex`: the not-found screens, confirmations, newsletter status
 * pages) is not meant to be shared: it carries no share card, so only Google's checks apply to it.
 */
const isNoindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);

async function check(path: string): Promise<Report> {
  const html = readFileSync(htmlFileFor(root, path));
  const presets = isNoindex(html.toString("utf8")) ? [Google] : [Google, Twitter, Facebook];
  try {
    return await structuredDataTest(html, { presets });
  } catch (error) {
    const failed = error as { type?: string; res?: Report };
    if (failed.type === "VALIDATION_FAILED" && failed.res) return failed.res;
    throw error;
  }
}

test.describe("every page's structured data and share tags pass structured-data-testing-tool", () => {
  for (const path of builtPagePaths()) {
    test(path, async () => {
      const result = await check(path);
      expect(
        result.failed.map((item: TestResult) => `${item.description}: ${item.error?.message ?? item.test}`),
      ).toEqual([]);
      const unexpected = result.warnings.filter(
        (item: TestResult) => !EXPECTED_WARNINGS.some((expected) => item.test.includes(expected.test)),
      );
      expect(unexpected.map((item: TestResult) => item.description)).toEqual([]);
    });
  }
});
