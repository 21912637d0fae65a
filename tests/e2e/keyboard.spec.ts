import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, booted, settled, test } from "./fixtures";
import { expectedPages, templatePaths } from "./pages";
import { htmlFileFor } from "../bench/page-weight";
import { readOrder } from "../../app/lib/content-files.server";
import { services as serviceFiles } from "../../app/lib/content/services";

const SERVICE_IDS = readOrder(serviceFiles);

/**
 * Keyboard and screen-reader use (§ production quality): one page of every template is tabbed through
 * from top to bottom; every page's built HTML is checked for landmarks and heading order.
 */
const templates = templatePaths();

interface Stop {
  /** The element's visit number, written on it as data-kb-stop (its first one if it was visited before). */
  visit: number;
  again: boolean;
  /** Focus is inside an embedded frame (the contact page's map): third-party content, not ours to check. */
  frame?: boolean;
  name: string;
  indicator: boolean;
  contrast: number;
  large: boolean;
}

/**
 * What an element (the focused one by default) looks like: its place, a visible focus indicator, text
 * contrast as shown. Self-contained: it runs in the page.
 */
function describe(target?: Element): Stop | null {
  const el = (target ?? document.activeElement) as HTMLElement | null;
  if (!el || el === document.body) return null;
  if (el.tagName === "IFRAME")
    return { visit: -1, again: false, frame: true, name: "iframe", indicator: true, contrast: 21, large: false };
  const style = getComputedStyle(el);
  const indicator =
    (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) ||
    (style.boxShadow !== "none" && style.boxShadow !== "") ||
    style.textDecorationLine.includes("underline");
  // Any CSS colour (Tailwind's are oklch) as [r, g, b, alpha], read back from a canvas pixel.
  const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  const rgb = (value: string): number[] => {
    if (!context) return [0, 0, 0, 1];
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  // The background as painted: translucent layers blended over the first opaque one (white if none).
  const layers: number[][] = [];
  for (let node: HTMLElement | null = el; node; node = node.parentElement) {
    const [r = 0, g = 0, b = 0, a = 1] = rgb(getComputedStyle(node).backgroundColor);
    if (a === 0) continue;
    layers.push([r, g, b, a]);
    if (a >= 1) break;
  }
  let background = [255, 255, 255];
  for (const [r = 0, g = 0, b = 0, a = 1] of layers.reverse()) {
    background = [
      r * a + (background[0] ?? 0) * (1 - a),
      g * a + (background[1] ?? 0) * (1 - a),
      b * a + (background[2] ?? 0) * (1 - a),
    ];
  }
  const fg = luminance(rgb(style.color));
  const bg = luminance(background);
  const contrast = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  const size = parseFloat(style.fontSize);
  const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
  const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
  // Mark the element: lazy parts of the page (the mobile menu) may change the DOM while we tab.
  const previous = el.dataset.kbStop;
  const visit = previous === undefined ? document.querySelectorAll("[data-kb-stop]").length : Number(previous);
  el.dataset.kbStop = String(visit);
  return { visit, again: previous !== undefined, name, indicator, contrast, large };
}

/**
 * After tabbing: the elements a keyboard user should reach but did not, and whether the visits
 * followed the document's order.
 */
function audit(): { unreached: string[]; inOrder: boolean } {
  const selector =
    'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
  const unreached = [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((el) => el.tabIndex >= 0 && !el.closest("[inert]") && el.checkVisibility({ visibilityProperty: true }))
    .filter((el) => !(el instanceof HTMLInputElement && el.type === "radio" && !el.checked && el.name))
    .filter((el) => el.dataset.kbStop === undefined)
    .map(
      (el) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
    );
  const visited = [...document.querySelectorAll<HTMLElement>("[data-kb-stop]")].map((el) => Number(el.dataset.kbStop));
  // querySelectorAll lists in document order: the visit numbers must rise along it.
  const inOrder = visited.every((visit, i) => i === 0 || visit > (visited[i - 1] ?? -1));
  return { unreached, inOrder };
}

/**
 * Tabs until focus comes round to the first stop again: past the last element it leaves the page for
 * the browser, and one more Tab brings it back to the top. (Focus also leaves the page for a moment
 * when it passes through an embedded frame, so leaving alone does not end the walk.)
 */
async function tabThrough(page: Page): Promise<{ stops: Stop[]; leftThePage: boolean; revisited: string[] }> {
  const stops: Stop[] = [];
  const revisited: string[] = [];
  let outside = 0;
  // Start at the top of the page, where a keyboard visitor starts (the search page focuses its field).
  await page.evaluate(() => {
    const start = document.createElement("span");
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.remove();
  });
  for (let press = 0; press < 400; press += 1) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(describe, undefined);
    if (stop === null) {
      outside += 1;
      if (outside > 3) return { stops, leftThePage: true, revisited };
      continue;
    }
    outside = 0;
    if (stop.again && stop.visit === 0) return { stops, leftThePage: true, revisited };
    // Tabbing through a frame's own controls (a map's, or the offline error page) is the frame's business.
    if (stop.frame) continue;
    if (stop.again) revisited.push(stop.name);
    else stops.push(stop);
  }
  return { stops, leftThePage: false, revisited };
}

test.describe("the keyboard reaches everything, in order, with a visible focus indicator", () => {
  // The honeypot field is hidden from everyone, keyboard included (it is aria-hidden and tabindex -1).
  test.use({ reducedMotion: "reduce" });
  for (const path of templates) {
    test(path, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await settled(page);
      // Lazy parts (the search page's panel, which focuses its field) are in place before the walk.
      await page.waitForLoadState("networkidle");
      // The search page's island replaces the server's form on the first sign of intent: before the walk.
      const island = page.locator("[data-feature=search-page]");
      if (await island.count()) {
        await island.hover();
        await expect(island).toHaveAttribute("data-island-mounted", "", { timeout: 20_000 });
      }
      // An embedded frame's content is a third party's (the map; offline here, Chromium's error page in
      // another process, which hands focus back at its own pace): an empty frame stands in for it.
      await page.evaluate(() => document.querySelectorAll("iframe").forEach((frame) => frame.removeAttribute("src")));
      const { stops, leftThePage, revisited } = await tabThrough(page);
      // Nothing traps focus: tabbing runs off the end of the page.
      expect(leftThePage).toBe(true);
      // Everything reachable is reached, once, in reading order (no positive tabindex reorders it).
      const { unreached, inOrder } = await page.evaluate(audit);
      expect(unreached).toEqual([]);
      expect(revisited).toEqual([]);
      expect(inOrder).toBe(true);
      expect(stops.filter((stop) => !stop.indicator).map((stop) => stop.name)).toEqual([]);
      // Text stays readable while focused (AA: 4.5:1, 3:1 for large text).
      expect(
        stops
          .filter((stop) => stop.contrast < (stop.large ? 3 : 4.5))
          .map((stop) => `${stop.name} ${stop.contrast.toFixed(2)}`),
      ).toEqual([]);
    });
  }
});

test.describe("menus by keyboard", () => {
  test("the mobile menu is a modal: Tab cycles inside it until Escape closes it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await booted(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("an FAQ opens and closes from the keyboard", async ({ page }) => {
    await page.goto(`/services/${SERVICE_IDS[0]}`);
    await booted(page);
    const question = page.locator('[data-section="faqs"] summary, #faqs summary').first();
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(question.locator("xpath=..")).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(question.locator("xpath=..")).not.toHaveAttribute("open", "");
  });

  for (const colorScheme of ["light", "dark"] as const)
    test(`links and buttons keep AA contrast on hover in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/");
      await settled(page);
      // One of each kind of link and button (same classes on the same section background) in the
      // header, the page and the footer: a hover costs a mouse move, so look-alikes are hovered once.
      await page.evaluate(() => {
        const seen = new Set<string>();
        for (const el of document.querySelectorAll<HTMLElement>(
          "header a[href], header button, main a[href], main button, footer a[href], footer button",
        )) {
          if (!el.checkVisibility()) continue;
          const ground = el.closest("section, header, footer, [data-section]");
          const kind = `${el.className}|${ground?.className ?? ""}`;
          if (seen.has(kind)) continue;
          seen.add(kind);
          el.dataset.hoverSample = "";
        }
      });
      const targets = page.locator("[data-hover-sample]");
      const count = await targets.count();
      expect(count).toBeGreaterThan(10);
      const failures: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const target = targets.nth(i);
        await target.hover();
        const shown = await target.evaluate(describe);
        if (shown && shown.contrast < (shown.large ? 3 : 4.5))
          failures.push(`${shown.name} ${shown.contrast.toFixed(2)}`);
      }
      expect(failures).toEqual([]);
    });
});

/**
 * The dark theme (decision 0103): every control of one page of each template, focused in turn as a keyboard
 * user would see it, keeps a visible indicator and AA contrast. (The walk above checks order and reach,
 * which do not depend on the theme.)
 */
test.describe("in the dark theme, focused controls keep a visible indicator and AA contrast", () => {
  test.use({ colorScheme: "dark", reducedMotion: "reduce" });
  for (const path of templates) {
    test(path, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await settled(page);
      await page.evaluate(() => document.querySelectorAll("iframe").forEach((frame) => frame.removeAttribute("src")));
      // A first key press makes every later focus a keyboard focus (:focus-visible).
      await page.keyboard.press("Tab");
      // Mark them first: focusing some (the skip link) changes what else is visible.
      const count = await page.evaluate(() => {
        const controls = [
          ...document.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, summary',
          ),
        ].filter(
          (el) => el.tabIndex >= 0 && !el.closest("[inert]") && el.checkVisibility({ visibilityProperty: true }),
        );
        controls.forEach((el, i) => (el.dataset.focusSample = String(i)));
        return controls.length;
      });
      expect(count).toBeGreaterThan(5);
      const failures: string[] = [];
      for (let i = 0; i < count; i += 1) {
        // A control may be gone by now (with consent, the map replaces its Show map button).
        const focused = await page.evaluate((n) => {
          const control = document.querySelector<HTMLElement>(`[data-focus-sample="${n}"]`);
          control?.focus();
          return Boolean(control);
        }, i);
        if (!focused) continue;
        const shown = await page.evaluate(describe, undefined);
        if (!shown || shown.frame) continue;
        if (!shown.indicator) failures.push(`${shown.name}: no focus indicator`);
        if (shown.contrast < (shown.large ? 3 : 4.5)) failures.push(`${shown.name} ${shown.contrast.toFixed(2)}`);
      }
      expect(failures).toEqual([]);
    });
  }
});

// Landmarks and heading order, read from every page's built HTML (no browser, so it stays fast).
const root = join(process.cwd(), "build", "client");
test.describe("every page has landmarks and headings that descend without skipping", () => {
  for (const { path } of expectedPages()) {
    test(path, () => {
      const html = readFileSync(htmlFileFor(root, path), "utf8");
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<nav [^>]*aria-label="Main"/);
      expect(html.match(/<main[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<footer[\s>]/);
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      const skips = levels.flatMap((level, i) =>
        i > 0 && level > (levels[i - 1] ?? 0) + 1 ? [`h${levels[i - 1]}→h${level}`] : [],
      );
      expect(skips).toEqual([]);
    });
  }
});
