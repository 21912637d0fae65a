// The bench's interaction step (`npm run bench -- --interactions` runs it alone): how long each of the
// site's interactions takes from the input to the next paint, read from the Event Timing API (what INP
// is built from) in Debian's Chromium, under CDP CPU throttling at the bench's calibrated slowdown.
// Every run is a fresh browser context and a page loaded at that slowdown; the median of the runs is
// reported. The list follows docs/behaviours.md's controls; the map (a remote frame), print (the
// browser's dialog) and the newsletter form (the contact form's code) are left out. Also two answers a visitor waits for: the search field usable after the first open, and
// the contact form's success shown after its submit.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium";

/** What an interaction must stay within (input to next paint), and the answers a visitor waits for. */
export const INTERACTION_TARGET_MS = 200;
export const ANSWER_TARGET_MS = 2500;

export interface InteractionRow {
  interaction: string;
  /** Each run's Event Timing duration (0: under the API's 16 ms reporting threshold). */
  samples: number[];
  latencyMs: number;
  /** The visible answer the interaction leads to, when it has one (ms from the input). */
  answer?: { label: string; samples: number[]; ms: number };
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

// Every Event Timing entry of an interaction (interactionId > 0) the page reports; read and reset per step.
const OBSERVER = `
  window.__interactionEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__interactionEvents.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  addEventListener("pointerdown", (event) => { window.__inputAt = event.timeStamp; }, true);
  addEventListener("keydown", (event) => { window.__inputAt = event.timeStamp; }, true);
`;

declare global {
  interface Window {
    __interactionEvents: { name: string; duration: number }[];
    __inputAt: number;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Lighthouse's CPU slowdown for a mid-range phone on a machine of this benchmark index (at least 1). */
export const calibratedSlowdown = (benchmarkIndex: number): number =>
  Math.max(1, Number(((4 * benchmarkIndex) / 1750).toFixed(2)));

/**
 * The run's slowdown: Lighthouse's benchmark function (`computeBenchmarkIndex`) run in an unthrottled
 * page, a few times; the highest index counts, since other work on the machine only ever lowers it
 * (a busy moment must not pick an easier slowdown). Lighthouse's own audit index varies far more.
 */
export async function calibrate(samples = 3): Promise<{ slowdown: number; index: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const indexes: number[] = [];
    for (let run = 0; run < samples; run += 1)
      indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    const index = Math.round(Math.max(...indexes));
    return { slowdown: calibratedSlowdown(index), index };
  } finally {
    await browser.close();
  }
}

async function openPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  rate: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(OBSERVER);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-booted"));
  await page.waitForLoadState("networkidle");
  await settle(page);
  return { context, page };
}

/** Two frames and a pause: whatever the last step started has painted and been reported. */
async function settle(page: Page, pauseMs = 300): Promise<void> {
  await page.evaluate(
    (pause) =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, pause))),
      ),
    pauseMs,
  );
}

/** Runs one input and returns its interaction's latency: the longest Event Timing duration it reported. */
async function timed(page: Page, input: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    window.__interactionEvents = [];
  });
  await input();
  await settle(page, 500);
  const events = await page.evaluate(() => window.__interactionEvents);
  return Math.max(0, ...events.map((event) => event.duration));
}

/**
 * Milliseconds from the interaction's input to the moment `done` holds in the page (polled every frame).
 * A function, not a string: the page's policy forbids evaluating strings.
 */
async function answerTime(page: Page, done: () => boolean): Promise<number> {
  await page.waitForFunction(done, undefined, { timeout: 30_000 });
  return Math.round(await page.evaluate(() => performance.now() - window.__inputAt));
}

interface Scenario {
  url: string;
  viewport: { width: number; height: number };
  /** Measures one or more interactions on one freshly loaded page; returns ms per interaction name. */
  run(page: Page): Promise<Record<string, number>>;
}

const SCENARIOS: Scenario[] = [
  {
    url: "/",
    viewport: DESKTOP,
    async run(page) {
      const trigger = page.locator('header [data-menu="services"] > button');
      const open = await timed(page, () => trigger.click());
      if ((await trigger.getAttribute("aria-expanded")) !== "true") throw new Error("the Services menu did not open");
      const escape = await timed(page, () => page.keyboard.press("Escape"));
      // A fresh context has no stored choice: the consent notice shows, and its choice hides it.
      const banner = page.locator("[data-cookie-banner]");
      await banner.waitFor();
      const consent = await timed(page, () => banner.locator('[data-consent="accepted"]').first().click());
      if (await banner.isVisible()) throw new Error("the consent notice stayed after a choice");
      return { "mega-menu click": open, Escape: escape, "consent choice": consent };
    },
  },
  {
    url: "/",
    viewport: DESKTOP,
    async run(page) {
      const summary = page.locator("#services details[data-service-toggle] > summary");
      await summary.scrollIntoViewIfNeeded();
      await settle(page);
      return { '"View All Services"': await timed(page, () => summary.click()) };
    },
  },
  {
    url: "/",
    viewport: DESKTOP,
    async run(page) {
      await page.locator("#theme-button").click();
      await settle(page);
      const latency = await timed(page, () => page.locator('#theme-menu [data-theme-choice="dark"]').click());
      if ((await page.locator("html").getAttribute("data-theme")) !== "dark")
        throw new Error("the theme did not switch");
      return { "theme switch": latency };
    },
  },
  {
    url: "/",
    viewport: PHONE,
    async run(page) {
      const latency = await timed(page, () => page.locator("#mobile-menu-button").click());
      if (!(await page.locator("#mobile-menu[open]").count())) throw new Error("the mobile menu did not open");
      await settle(page);
      const section = page.locator("#mobile-menu details").first();
      const expand = await timed(page, () => section.locator("summary").click());
      if (!(await section.evaluate((el) => el.hasAttribute("open"))))
        throw new Error("the mobile menu's section did not open");
      return { "mobile menu": latency, "mobile menu section": expand };
    },
  },
  {
    url: "/",
    viewport: DESKTOP,
    async run(page) {
      const latency = await timed(page, () => page.locator("#search-button").click());
      const usable = await answerTime(
        page,
        () =>
          !!document.activeElement?.matches("dialog[open] input[type=search]") &&
          document.activeElement.checkVisibility(),
      );
      return { "search first open": latency, "search usable": usable };
    },
  },
  {
    url: "/careers",
    viewport: DESKTOP,
    async run(page) {
      const filter = page.locator('[data-feature="job-board"] [data-filter]:not([data-filter="all"])').first();
      await filter.scrollIntoViewIfNeeded();
      await settle(page);
      const latency = await timed(page, () => filter.click());
      if ((await filter.getAttribute("aria-pressed")) !== "true") throw new Error("the careers filter did not apply");
      const job = page.locator('[data-feature="job-board"] details[name="jobs"]').first();
      await job.scrollIntoViewIfNeeded();
      await settle(page);
      const expand = await timed(page, () => job.locator("summary").click());
      const save = job.locator("[data-save]");
      await save.scrollIntoViewIfNeeded();
      await settle(page);
      const saved = await timed(page, () => save.click());
      if ((await save.getAttribute("aria-pressed")) !== "true") throw new Error("the job was not saved");
      return { "careers filter": latency, "job details": expand, "save job": saved };
    },
  },
  {
    url: "/services/mlops",
    viewport: DESKTOP,
    async run(page) {
      const question = page.locator('details[name^="faq"]').first();
      await question.scrollIntoViewIfNeeded();
      await settle(page);
      const latency = await timed(page, () => question.locator("summary").click());
      if (!(await question.evaluate((el) => el.hasAttribute("open")))) throw new Error("the FAQ answer did not open");
      return { "FAQ answer": latency };
    },
  },
  {
    url: "/contact",
    viewport: DESKTOP,
    async run(page) {
      const form = page.locator("#quote form");
      await form.locator('[name="name"]').fill("Asha Rao");
      await form.locator('[name="email"]').fill("asha@example.com");
      await form.locator('[name="company"]').fill("Example Retail");
      await form.locator('[name="subject"]').selectOption("project");
      await form.locator('[name="message"]').fill("Please quote a two-week proof of concept for our returns data.");
      await form.getByRole("checkbox", { name: /Privacy Policy/ }).check();
      await settle(page);
      const latency = await timed(page, () => form.locator('button[type="submit"]').click());
      const success = await answerTime(page, () => !!document.querySelector('#quote [data-form-status="success"]'));
      return { "contact submit": latency, "contact success": success };
    },
  },
];

const ORDER: { interaction: string; answer?: [string, string] }[] = [
  { interaction: "mega-menu click" },
  { interaction: "Escape" },
  { interaction: "consent choice" },
  { interaction: '"View All Services"' },
  { interaction: "theme switch" },
  { interaction: "mobile menu" },
  { interaction: "mobile menu section" },
  { interaction: "search first open", answer: ["search usable", "search field usable after the first open"] },
  { interaction: "careers filter" },
  { interaction: "job details" },
  { interaction: "save job" },
  { interaction: "FAQ answer" },
  { interaction: "contact submit", answer: ["contact success", "contact form's success shown"] },
];

/** Measures every interaction `runs` times at the given CPU slowdown against a running site. */
export async function measureInteractions(origin: string, rate: number, runs = 3): Promise<InteractionRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const samples = new Map<string, number[]>();
  try {
    // Runs are interleaved (every scenario once, then again), so a busy moment affects all alike.
    for (let run = 0; run < runs; run += 1)
      for (const scenario of SCENARIOS) {
        const { context, page } = await openPage(browser, `${origin}${scenario.url}`, scenario.viewport, rate);
        try {
          for (const [name, ms] of Object.entries(await scenario.run(page)))
            samples.set(name, [...(samples.get(name) ?? []), Math.round(ms)]);
        } finally {
          await context.close();
        }
      }
  } finally {
    await browser.close();
  }
  return ORDER.map(({ interaction, answer }) => {
    const own = samples.get(interaction) ?? [];
    const row: InteractionRow = { interaction, samples: own, latencyMs: median(own) };
    if (answer) {
      const values = samples.get(answer[0]) ?? [];
      row.answer = { label: answer[1], samples: values, ms: median(values) };
    }
    return row;
  });
}

/** The step's printed table and verdicts. */
export function formatInteractions(rows: InteractionRow[], rate: number, index?: number): string {
  const lines = [
    `Interactions (Event Timing, input to next paint; CPU slowdown ${rate}×${index ? `, benchmark index ${index}` : ""}; median of ${rows[0]?.samples.length ?? 0}):`,
    "| interaction | latency | runs |",
    "|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.interaction} | ${row.latencyMs ? `${row.latencyMs} ms` : "< 16 ms"} | ${row.samples.join(", ")} |`,
    ),
    ...rows.flatMap((row) =>
      row.answer ? [`${row.answer.label}: ${row.answer.ms} ms (runs ${row.answer.samples.join(", ")})`] : [],
    ),
    `Targets: every interaction ≤ ${INTERACTION_TARGET_MS} ms (aim: 100), each answer ≤ ${ANSWER_TARGET_MS} ms.`,
  ];
  const over = rows.filter((row) => row.latencyMs > INTERACTION_TARGET_MS).map((row) => row.interaction);
  const late = rows.filter((row) => row.answer && row.answer.ms > ANSWER_TARGET_MS).map((row) => row.answer?.label);
  if (over.length) lines.push(`Over ${INTERACTION_TARGET_MS} ms: ${over.join(", ")}`);
  if (late.length) lines.push(`Over ${ANSWER_TARGET_MS} ms: ${late.join(", ")}`);
  return lines.join("\n");
}
