import { expect, test } from "@playwright/test";
import { BUDGETS, pageWeight } from "../../scripts/page-weight.mjs";
import { prerenderPaths } from "../../app/routes.paths";

// Gzipped bytes a first visit downloads per page (HTML, the JavaScript it loads, its stylesheets):
// deterministic for a build, so asserted; timings are only reported by `npm run bench`.
test.describe("every prerendered page stays within its gzipped byte budgets", () => {
  for (const path of prerenderPaths()) {
    test(path, () => {
      const weight = pageWeight("build/client", path);
      expect(weight.js, "JavaScript").toBeGreaterThan(0);
      for (const kind of ["js", "css", "html"] as const) expect(weight[kind], kind).toBeLessThanOrEqual(BUDGETS[kind]);
    });
  }
});
