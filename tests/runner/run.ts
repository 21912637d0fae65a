// `npm test`: every gate and suite, then one line "N passed, N failed" over all of them.
// Installs Debian's Chromium, nginx and Java when they are missing and we are root; builds the site; runs type
// checks, lint, Vitest, and Playwright (end-to-end, accessibility, the HTML and link checkers) against `npm start`,
// then the smoke suite in Firefox ESR and WebKitGTK (tests/engines/, docs/decisions/0126-engine-smoke-suite.md).
// The checks run beside the build and Vitest (the checks are mostly one thread each), and Playwright,
// which needs every core to itself, after them (docs/decisions/0116-ci-time.md).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { CHROMIUM_PATH } from "../support/chromium";
import { ensureDebianPackages } from "../../scripts/debian";
import { ensureEngines, FIREFOX_PATH } from "./engines";
import { ensureNginx } from "../../scripts/nginx";
import { freePort } from "../../scripts/ports";
import { ensurePostgres } from "../support/postgres";
import { tsxArgs } from "../../scripts/tsx";
import { ensureJava } from "./vnu";

const chromium = CHROMIUM_PATH;
let passed = 0;
let failed = 0;

function step(name: string, cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${name}`);
  const began = performance.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`${name}: ${seconds(began)}`);
  return result.status === 0;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs a step beside others: its output is held and printed in one piece when it ends, so the log
 * reads step by step whatever the order they finish in. Resolves to whether it succeeded.
 */
function concurrentStep(name: string, cmd: string, args: string[]): Promise<boolean> {
  const began = performance.now();
  return new Promise((resolve) => {
    const output: Buffer[] = [];
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code) => {
      console.log(`\n▶ ${name} (${seconds(began)})`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

function count(name: string, ok: boolean): void {
  if (ok) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${name} failed`);
  }
}

/**
 * Adds the tests of a Vitest JSON report; a run that failed outside any test counts once. `skippedFail`:
 * skipped tests count as failures (the engine suite skips every test when its browser does not start).
 */
function countVitest(name: string, file: string, { skippedFail = false } = {}): void {
  try {
    const report = JSON.parse(readFileSync(file, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTotalTestSuites: number;
      success: boolean;
    };
    passed += report.numPassedTests;
    failed +=
      report.numFailedTests +
      (report.numTotalTestSuites > 0 && report.success === false && report.numFailedTests === 0 ? 1 : 0);
    if (skippedFail && report.numPendingTests > 0) {
      failed += report.numPendingTests;
      console.log(`✗ ${report.numPendingTests} skipped ${name} tests count as failures`);
    }
  } catch {
    failed += 1;
    console.log(`✗ ${name} produced no report`);
  }
}

/** A gate counts once: passed or failed. */
const gate = async (name: string, cmd: string, args: string[]) => count(name, await concurrentStep(name, cmd, args));

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

// Firefox ESR, WebKitGTK's WebDriver and Xvfb run the engine smoke suite.
if (!ensureEngines()) process.exit(1);
// The suite must pass on whichever Firefox ESR Debian gave this machine (140 and 153 alike): say which.
console.log(execFileSync(FIREFOX_PATH, ["--version"], { encoding: "utf8" }).trim());

// PostgreSQL: the store's tests start a throwaway cluster (tests/support/postgres.ts).
if (!ensurePostgres()) process.exit(1);

const npx = (bin: string, ...args: string[]): [string, string[]] => [
  process.execPath,
  [`node_modules/.bin/${bin}`, ...args],
];
const reports = "test-results";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// Two lanes, side by side: the build then Vitest (which uses every core it gets), and the checks, one
// at a time (each mostly one thread). Two heavy processes at most, so no unit test runs starved.
const began = performance.now();
const [buildOk] = await Promise.all([
  (async () => {
    const ok = await concurrentStep("build", process.execPath, tsxArgs("scripts/build.ts"));
    // Unit and component tests.
    await concurrentStep(
      "vitest",
      ...npx("vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest.json`),
    );
    return ok;
  })(),
  (async () => {
    // tsc reads the route types typegen writes.
    await gate("typecheck", ...npx("react-router", "typegen"));
    await gate("tsc", ...npx("tsc"));
    await gate("eslint", ...npx("eslint", "."));
    await gate("prettier", ...npx("prettier", "--check", "."));
  })(),
]);
console.log(`\nchecks, Vitest and the build: ${seconds(began)}`);
countVitest("vitest", `${reports}/vitest.json`);

// End-to-end tests against `npm start` (which serves the build just made: its inputs have not changed).
if (buildOk) {
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
  // The same build in Firefox ESR and WebKitGTK, one engine after the other, each with its own server.
  step(
    "engines",
    ...npx(
      "vitest",
      "run",
      "--config",
      "tests/engines/vitest.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reports}/engines.json`,
    ),
  );
  countVitest("engines", `${reports}/engines.json`, { skippedFail: true });
} else {
  failed += 1;
  console.log("✗ build failed: end-to-end tests not run");
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
