import { expect, test } from "@playwright/test";
import { BUDGETS, pageWeight } from "../../scripts/page-weight.mjs";
import { NOT_FOUND_PATH, prerenderPaths } from "../../app/routes.paths";

test("every prerendered page stays within its gzipped byte budgets", () => {
  const over: string[] = [];
  for (const path of prerenderPaths()) {
    const weight = pageWeight("build/client", path);
    for (const kind of ["js", "css", "html"] as const) {
      if (weight[kind] > BUDGETS[kind]) over.push(`${path}: ${kind} ${weight[kind]} B > ${BUDGETS[kind]} B`);
    }
    expect(weight.js, path).toBeGreaterThan(0);
  }
  expect(over).toEqual([]);
  expect(prerenderPaths()).toContain(NOT_FOUND_PATH);
});
