import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runScript, tsxArgs } from "../../scripts/tsx";
import { startSite, type SiteProcess } from "../e2e/site-process";
import type { EnginePage } from "./browsers";

/**
 * The smoke suite one engine runs (docs/decisions/0126-engine-smoke-suite.md): what a visitor does on
 * every page, against the built site served by `npm start`. Interactions are timed in the page, from the
 * input event to the first frame that shows the result, so a control that answers only eventually fails.
 */

/** A control's visible answer (a menu, a dialog, a filter): at most this long after the input. */
export const PROMPT_MS = 1000;
/** Slower answers with work behind them (search's first open, a stored message): the 2.5 s. */
export const ANSWER_MS = 2500;
/** How long a page may take to start its boot module once loaded. */
const BOOT_MS = 5000;

const BOOTED = 'return document.documentElement.hasAttribute("data-booted")';

/** Polls `body` in the page until it returns something truthy; fails naming `what` after `timeoutMs`. */
async function waitFor<T>(page: EnginePage, body: string, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await page.run<T>(body);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${page.name}: ${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Does `action` and returns the milliseconds, measured in the page, from its first input event (pointer
 * or key) to the first animation frame where the expression `ready` holds.
 */
async function timed(page: EnginePage, ready: string, action: () => Promise<void>, what: string, timeoutMs = 10_000) {
  await page.run(`
    const timing = (window.__engineTiming = { start: 0, took: -1 });
    const mark = () => { if (!timing.start) timing.start = performance.now(); };
    for (const type of ["pointerdown", "mousedown", "keydown"]) addEventListener(type, mark, { capture: true });
    const check = () => {
      if (timing.start && (${ready})) timing.took = Math.round(performance.now() - timing.start);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  `);
  await action();
  return waitFor<number>(
    page,
    "const took = window.__engineTiming?.took; return took >= 0 ? Math.max(took, 1) : 0",
    what,
    timeoutMs,
  );
}

export function smokeSuite(launch: () => Promise<EnginePage>) {
  let page: EnginePage;
  let site: SiteProcess;
  let dataDir: string;
  const timings: string[] = [];
  const url = (path: string) => `${site.origin}${path}`;
  /** Times an interaction, records it for the summary and checks it against `limitMs`. */
  const interaction = async (what: string, ready: string, action: () => Promise<void>, limitMs = PROMPT_MS) => {
    const took = await timed(page, ready, action, what);
    timings.push(`${what} ${took} ms`);
    expect(took, `${page.name}: ${what}`).toBeLessThanOrEqual(limitMs);
  };
  const booted = () => waitFor(page, BOOTED, "the boot module starting", BOOT_MS);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "brightlane-engines-data-"));
    // `npm start` on the build (it builds first when the build is older than its sources), with a
    // throwaway DATA_DIR; the limits are far above what the suite sends.
    const [started, launched] = await Promise.allSettled([
      startSite(
        { DATA_DIR: dataDir, RATE_LIMIT: "100000", SPAM_BURST: "100000" },
        { command: tsxArgs("scripts/start.ts"), timeoutMs: 150_000 },
      ),
      launch(),
    ]);
    // Whichever started is kept, so that afterAll stops it even when the other failed.
    if (started.status === "fulfilled") site = started.value;
    if (launched.status === "fulfilled") page = launched.value;
    for (const result of [started, launched]) if (result.status === "rejected") throw result.reason;
    await page.resize(1280, 900);
    // A returning visitor who answered the cookie banner, unless a test says otherwise.
    await page.goto(url("/"));
    await page.run('localStorage.setItem("cookieConsent", "accepted")');
  });

  afterAll(async () => {
    if (page) console.log(`${page.name}: ${timings.join(", ")}`);
    await page?.close();
    site?.child.kill("SIGTERM");
    await site?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe("the boot module starts", () => {
    test("on a page opened at the top", async () => {
      await page.goto(url("/"));
      await booted();
    });

    test("on a page opened at a fragment far down (/careers#jobs)", async () => {
      await page.goto(url("/about"));
      await page.goto(url("/careers#jobs"));
      expect(await page.run<number>("return scrollY")).toBeGreaterThan(1000);
      await booted();
    });

    test("after a reload part way down (/about)", async () => {
      await page.goto(url("/about"));
      await booted();
      await page.run("scrollTo(0, 2000)");
      await waitFor(page, "return scrollY > 1500", "scrolling down");
      await page.reload();
      // The browser restores the position, so the page's first paint is far down.
      expect(await page.run<number>("return scrollY")).toBeGreaterThan(1000);
      await booted();
    });
  });

  test("a mega-menu opens on click and closes on Escape", async () => {
    await page.goto(url("/services"));
    await booted();
    const trigger = 'header nav button[aria-controls="menu-services"]';
    const panelShown = `document.getElementById("menu-services").checkVisibility()`;
    await interaction("mega-menu open", `${panelShown}`, () => page.click(trigger));
    expect(await page.run(`return document.querySelector('${trigger}').getAttribute("aria-expanded")`)).toBe("true");
    await interaction("mega-menu Escape", `!${panelShown}`, () => page.pressEscape());
  });

  test("the mobile menu opens as a dialog and closes", async () => {
    await page.resize(390, 844);
    try {
      await page.goto(url("/"));
      await booted();
      await interaction(
        "mobile menu open",
        'document.getElementById("mobile-menu").open && document.activeElement?.matches("[data-menu-close]")',
        () => page.click("#mobile-menu-button"),
      );
      expect(await page.run('return document.getElementById("mobile-menu-button").ariaExpanded')).toBe("true");
      // It slides in: its close button is where a finger would find it once the slide has ended.
      await waitFor(page, 'return document.getElementById("mobile-menu").getAnimations().length === 0', "the slide");
      await interaction("mobile menu close", '!document.getElementById("mobile-menu").open', () =>
        page.click("#mobile-menu [data-menu-close]"),
      );
    } finally {
      await page.resize(1280, 900);
    }
  });

  test("the theme switch applies the dark theme and keeps it on the next page", async () => {
    await page.goto(url("/"));
    await interaction("theme menu open", 'document.getElementById("theme-menu").checkVisibility()', () =>
      page.click("#theme-button"),
    );
    await interaction(
      "theme switch",
      'document.documentElement.dataset.theme === "dark" && getComputedStyle(document.body).colorScheme !== "light"',
      () => page.click('#theme-menu [data-theme-choice="dark"]'),
    );
    await page.goto(url("/about"));
    expect(await page.run("return document.documentElement.dataset.theme")).toBe("dark");
    await page.run('localStorage.removeItem("theme")');
  });

  test("a fresh visitor sees the cookie banner; Accept All stores the choice and hides it for good", async () => {
    await page.goto(url("/"));
    await page.run('localStorage.removeItem("cookieConsent")');
    await page.reload();
    await booted();
    const bannerShown = 'document.querySelector("[data-cookie-banner]").checkVisibility()';
    await waitFor(page, `return ${bannerShown}`, "the cookie banner showing");
    await interaction("cookie banner Accept All", `!${bannerShown}`, () =>
      page.click('[data-cookie-banner] [data-consent="accepted"]'),
    );
    expect(await page.run('return localStorage.getItem("cookieConsent")')).toBe("accepted");
    await page.reload();
    await booted();
    expect(await page.run(`return ${bannerShown}`)).toBe(false);
  });

  test("search opens its dialog, ready to type in, and finds pages", async () => {
    await page.goto(url("/"));
    await booted();
    const usable = 'document.activeElement?.matches("dialog[open] input[type=search]")';
    await interaction("search first open", usable, () => page.click("#search-button"), ANSWER_MS);
    expect(await page.run("return location.pathname")).toBe("/");
    await page.type("dialog[open] input[type=search]", "cloud");
    await waitFor(page, 'return document.querySelectorAll("dialog[open] li a[href]").length > 0', "search results");
  });

  test("the contact form is submitted in place and the message is stored", async () => {
    await page.goto(url("/contact"));
    await booted();
    const form = "#quote form";
    const message = `Sent from ${page.name} by the engine smoke suite ${Date.now()}`;
    await page.type(`${form} [name="name"]`, "Asha Rao");
    await page.type(`${form} [name="email"]`, "asha@example.com");
    await page.run(`
      const subject = document.querySelector('${form} [name="subject"]');
      subject.value = "project";
      subject.dispatchEvent(new Event("change", { bubbles: true }));
    `);
    await page.type(`${form} [name="message"]`, message);
    await page.click(`${form} [name="privacy"]`);
    await interaction(
      "contact success shown",
      'document.body.innerText.includes("Your message is safely stored")',
      () => page.click(`${form} button[type="submit"]`),
      ANSWER_MS,
    );
    expect(await page.run("return location.pathname")).toBe("/contact");
    // Read through the store's own interface, whatever the store is.
    const inbox = await runScript("scripts/inbox.ts", { DATA_DIR: dataDir });
    expect(inbox.status, inbox.stderr).toBe(0);
    const stored = inbox.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(stored).toContainEqual(expect.objectContaining({ message, email: "asha@example.com", subject: "project" }));
  });

  test("the careers filter narrows the jobs to one department and back", async () => {
    await page.goto(url("/careers"));
    await booted();
    const all = await page.run<number>('return document.querySelectorAll("[data-job]").length');
    const design = await page.run<number>(
      'return document.querySelectorAll("[data-job][data-department=design]").length',
    );
    expect(design).toBeGreaterThan(0);
    expect(design).toBeLessThan(all);
    await interaction(
      "careers filter",
      `document.querySelectorAll("[data-job]").length === ${design} && document.querySelector('[data-filter="design"]').ariaPressed === "true"`,
      () => page.click('[data-filter="design"]'),
    );
    await page.click('[data-filter="all"]');
    await waitFor(page, `return document.querySelectorAll("[data-job]").length === ${all}`, "every job shown again");
  });
}
