import pa11yCi from "pa11y-ci";
import { expect, test } from "./fixtures";
import { templatePaths } from "./pages";
import { darkThemeActions, defaults, reviewed } from "../../.pa11yci";

// pa11y-ci (decision 0104): axe and HTML_CodeSniffer on one page of every template, in the light and the dark
// theme (.pa11yci.ts holds the settings and the reviewed "needs review" items, with their reasons).
// One pa11y-ci run over every page (one browser, two pages at a time), then one test per page reading its
// results, as the Nu checker's tests do (docs/decisions/0116-ci-time.md): one worker runs them in order.
test.describe.configure({ mode: "default" });

type Report = Awaited<ReturnType<typeof pa11yCi>>;
let report: Promise<Report> | undefined;
const run = (baseURL: string) =>
  (report ??= pa11yCi(
    templatePaths().flatMap((path) => {
      const url = new URL(path, baseURL).href;
      // The report is keyed by address: the dark run's carries a fragment the page ignores.
      return [{ url }, { url: `${url}#dark-theme`, actions: darkThemeActions }];
    }),
    { ...defaults, concurrency: 2 },
  ));

const pathOf = (address: string) => new URL(address).pathname.replace(/(.)\/$/, "$1");

test.describe("pa11y-ci finds no WCAG 2 AA error", () => {
  for (const path of templatePaths()) {
    test(path, async ({ baseURL }) => {
      test.setTimeout(300_000);
      const url = new URL(path, baseURL).href;
      const results = Object.entries((await run(baseURL ?? "")).results).filter(
        ([page]) => pathOf(page) === pathOf(url),
      );
      // Both themes were checked: a page missing from the report is not a pass.
      expect(results.map(([page]) => page.endsWith("#dark-theme")).sort()).toEqual([false, true]);
      const issues = results.flatMap(([page, found]) =>
        found.flatMap((issue) => {
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
