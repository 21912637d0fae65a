import pa11yCi from "pa11y-ci";
import { expect, test } from "./fixtures";
import { templatePaths } from "./pages";
import { darkThemeActions, defaults, reviewed } from "../../.pa11yci";

// pa11y-ci (decision 0104): axe and HTML_CodeSniffer on one page of every template, in the light and the dark
// theme (.pa11yci.ts holds the settings and the reviewed "needs review" items, with their reasons).
test.describe("pa11y-ci finds no WCAG 2 AA error", () => {
  for (const path of templatePaths()) {
    test(path, async ({ baseURL }) => {
      test.setTimeout(120_000);
      const url = new URL(path, baseURL).href;
      // The report is keyed by address: the dark run's carries a fragment the page ignores.
      const report = await pa11yCi([{ url }, { url: `${url}#dark-theme`, actions: darkThemeActions }], defaults);
      const issues = Object.entries(report.results).flatMap(([page, results]) =>
        results.flatMap((issue) => {
          if (issue instanceof Error) return [`${page}: ${issue.message}`];
          const review = issue.runnerExtras?.needsFurtherReview
            ? reviewed.find((item) => item.code === issue.code && item.selector.test(issue.selector))
            : undefined;
          return review
            ? []
            : [
                `${page} ${issue.runner} ${issue.code}${issue.runnerExtras?.needsFurtherReview ? " (needs review)" : ""}: ${issue.message} at ${issue.selector}`,
              ];
        }),
      );
      expect(issues).toEqual([]);
    });
  }
});
