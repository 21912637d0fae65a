// `npm run bench`: build, serve with `npm start`, run Lighthouse (mobile, default simulated throttling,
// Debian Chromium) on one URL per page template, and print the four category scores, FCP, LCP, TBT,
// CLS and the gzipped JS / CSS / HTML bytes per page. Also writes bench-results/bench.json.
// Options: --no-build (reuse build/), --runs N (median of N Lighthouse runs per URL, default 1).
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from "./chromium.mjs";
import { BUDGETS, pageWeight } from "./page-weight.mjs";

/** One URL per page template; later features add theirs. */
export const TEMPLATES = [
  { template: "home", path: "/" },
  { template: "services list", path: "/services" },
  { template: "service detail", path: "/services/mlops" },
  { template: "placeholder", path: "/portfolio" },
  // Lighthouse refuses to audit a 404 response, so the not-found template is measured as the file itself.
  { template: "not found", path: "/404", url: "/404.html" },
];

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1] ?? 1) || 1;

async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start at ${url}`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!args.includes("--no-build")) execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "ignore", "inherit"],
});
const rows = [];
let chrome;
try {
  await waitFor(`${origin}/`);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  for (const { template, path, url = path } of TEMPLATES) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      let result;
      // A trace occasionally fails to record on a busy machine; such a run is repeated (twice at most).
      for (let attempt = 0; attempt < 3; attempt += 1) {
        result = await lighthouse(`${origin}${url}`, { port: chrome.port, output: "json", logLevel: "error" });
        if (!result.lhr.runtimeError) break;
        console.warn(`Lighthouse: ${url}: ${result.lhr.runtimeError.code}, retrying`);
      }
      const { categories, audits } = result.lhr;
      const metric = (id) => audits[id]?.numericValue ?? Number.NaN;
      samples.push({
        performance: Math.round((categories.performance.score ?? Number.NaN) * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories["best-practices"].score * 100),
        seo: Math.round(categories.seo.score * 100),
        fcpMs: Math.round(metric("first-contentful-paint")),
        lcpMs: Math.round(metric("largest-contentful-paint")),
        tbtMs: Math.round(metric("total-blocking-time")),
        cls: Number(metric("cumulative-layout-shift").toFixed(3)),
      });
    }
    const summary = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]));
    const weight = pageWeight("build/client", path);
    rows.push({ template, url, runs, ...summary, jsGz: weight.js, cssGz: weight.css, htmlGz: weight.html });
  }
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const header = [
  "template",
  "url",
  "perf",
  "a11y",
  "best",
  "seo",
  "FCP",
  "LCP",
  "TBT",
  "CLS",
  "JS gz",
  "CSS gz",
  "HTML gz",
];
const table = [
  header,
  ...rows.map((row) => [
    row.template,
    row.url,
    row.performance,
    row.accessibility,
    row.bestPractices,
    row.seo,
    `${row.fcpMs} ms`,
    `${row.lcpMs} ms`,
    `${row.tbtMs} ms`,
    row.cls,
    kb(row.jsGz),
    kb(row.cssGz),
    kb(row.htmlGz),
  ]),
].map((cells) => cells.map(String));
const widths = header.map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
console.log(`\n${line(table[0])}\n|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const cells of table.slice(1)) console.log(line(cells));
console.log(`\nBudgets (gzipped, per page): JS ${kb(BUDGETS.js)}, CSS ${kb(BUDGETS.css)}, HTML ${kb(BUDGETS.html)}`);

mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/bench.json",
  JSON.stringify({ date: new Date().toISOString(), budgets: BUDGETS, rows }, null, 2),
);
console.log("Wrote bench-results/bench.json");
