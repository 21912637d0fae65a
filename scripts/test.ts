// `npm test`: every gate and suite, then one line "N passed, N failed" over all of them.
// Installs Debian's Chromium, nginx and Java when they are missing and we are root; builds the site; runs type
// checks, lint, Vitest, and Playwright (end-to-end, accessibility, the HTML and link checkers) against `npm start`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { CHROMIUM_PATH } from "./chromium";
import { ensureDebianPackages } from "./debian";
import { ensureNginx } from "./nginx";
import { freePort } from "./ports";
import { ensurePostgres } from "./postgres";
import { tsxArgs } from "./tsx";
import { ensureJava } from "./vnu";

const chromium = CHROMIUM_PATH;
let passed = 0;
let failed = 0;

function step(name: string, cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function gate(name: string, cmd: string, args: string[]): void {
  if (step(name, cmd, args)) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${name} failed`);
  }
}

const chromiumReady = ensureDebianPackages({
  name: "Chromium",
  packages: ["chromium"],
  present: () => existsSync(chromium),
  hint: "or set CHROMIUM_PATH",
  recommends: true,
});
if (!chromiumReady) process.exit(1);

// nginx runs the same host rules as `npm start` in tests/e2e/hosts.spec.ts.
if (!ensureNginx()) process.exit(1);

// Java runs the Nu HTML Checker in tests/e2e/vnu.spec.ts.
if (!ensureJava()) process.exit(1);

// PostgreSQL: the store's tests start a throwaway cluster (scripts/postgres.ts).
if (!ensurePostgres()) process.exit(1);

const npx = (bin: string, ...args: string[]): [string, string[]] => [
  process.execPath,
  [`node_modules/.bin/${bin}`, ...args],
];
const reports = "test-results";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

gate("typecheck", ...npx("react-router", "typegen"));
gate("tsc", ...npx("tsc"));
gate("eslint", ...npx("eslint", "."));
gate("prettier", ...npx("prettier", "--check", "."));

// Unit and component tests.
step(
  "vitest",
  ...npx("vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest.json`),
);
try {
  const report = JSON.parse(readFileSync(`${reports}/vitest.json`, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTestSuites: number;
    success: boolean;
  };
  passed += report.numPassedTests;
  failed +=
    report.numFailedTests +
    (report.numTotalTestSuites > 0 && report.success === false && report.numFailedTests === 0 ? 1 : 0);
} catch {
  failed += 1;
  console.log("✗ vitest produced no report");
}

// Build, then end-to-end tests against `npm start`.
if (step("build", process.execPath, tsxArgs("scripts/build.ts"))) {
  passed += 1;
  const port = await freePort();
  step("playwright", ...npx("playwright", "test"), {
    E2E_PORT: String(port),
    PW_REPORTERS: JSON.stringify([["list"], ["json", { outputFile: `${reports}/playwright.json` }]]),
  });
  try {
    const { stats } = JSON.parse(readFileSync(`${reports}/playwright.json`, "utf8")) as {
      stats: { expected: number; flaky: number; unexpected: number; skipped: number };
    };
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (stats.skipped > 0) {
      failed += stats.skipped;
      console.log(`✗ ${stats.skipped} skipped end-to-end tests count as failures`);
    }
  } catch {
    failed += 1;
    console.log("✗ playwright produced no report");
  }
} else {
  failed += 1;
  console.log("✗ build failed: end-to-end tests not run");
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
