import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { Builder, By, Key, type WebDriver } from "selenium-webdriver";
import { FIREFOX_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from "../runner/engines";
import { freePort } from "../../scripts/ports";

/**
 * The two engines besides Chromium that the smoke suite drives (docs/decisions/0126-engine-smoke-suite.md),
 * behind one small interface: Debian's Firefox ESR through puppeteer-core over WebDriver BiDi, and
 * Debian's WebKitGTK through selenium-webdriver and WebKitWebDriver under Xvfb. Playwright drives
 * neither: it needs its own patched builds.
 */

/** One browser window on the site. Page scripts are function bodies (strings): no bundler helper leaks in. */
export interface EnginePage {
  name: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `body` as a function in the page with `args` as `arguments`; a returned promise is awaited. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** A real click (pointer events included) in the middle of the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Focuses the element matching `selector` and types `text` key by key. */
  type(selector: string, text: string): Promise<void>;
  pressEscape(): Promise<void>;
  /** Sets the size of the page's viewport (the layout width media queries see). */
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

// No test reaches the internet: every host but the site's goes to a closed port.
const DEAD_PROXY = "127.0.0.1:9";

/**
 * Run before every click, with the element as `arguments[0]`. Laying out the bands a page skips with
 * `content-visibility: auto` moves what is below them, and a click computed before they settle lands
 * beside its target (WebKitWebDriver found no point at all): the element is brought into view until it
 * stays put for three frames with nothing over its middle.
 */
const SETTLE_FOR_CLICK = `
  const element = arguments[0];
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const topIfHit = () => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && element.contains(hit) ? box.top : null;
  };
  return (async () => {
    let last = null;
    let steady = 0;
    for (let tries = 0; tries < 120 && steady < 3; tries += 1) {
      element.scrollIntoView({ block: "center" });
      await frame();
      const top = topIfHit();
      steady = top !== null && top === last ? steady + 1 : 0;
      last = top;
    }
  })();
`;

export async function launchFirefox(): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    // No viewport at launch: setting one also sends a command Firefox ESR 140 lacks (see `resize`).
    defaultViewport: null,
    extraPrefsFirefox: {
      "network.proxy.type": 1,
      "network.proxy.http": "127.0.0.1",
      "network.proxy.http_port": 9,
      "network.proxy.ssl": "127.0.0.1",
      "network.proxy.ssl_port": 9,
      "network.proxy.no_proxies_on": "127.0.0.1",
    },
  });
  const page = await browser.newPage();
  return {
    name: `Firefox ${(await browser.version()).replace(/^firefox\//, "")}`,
    goto: async (url) => void (await page.goto(url, { waitUntil: "load" })),
    reload: async () => void (await page.reload({ waitUntil: "load" })),
    run: <T>(body: string, ...args: unknown[]) =>
      page.evaluate(`(function () { ${body} }).apply(null, ${JSON.stringify(args)})`) as Promise<T>,
    click: async (selector) => {
      await page.evaluate(
        `(function () { ${SETTLE_FOR_CLICK} }).apply(null, [document.querySelector(${JSON.stringify(selector)})])`,
      );
      await page.click(selector);
    },
    type: (selector, text) => page.type(selector, text),
    pressEscape: () => page.keyboard.press("Escape"),
    resize: async (width, height) => {
      // puppeteer-core sends BiDi's browsingContext.setViewport and, beside it,
      // emulation.setScreenOrientationOverride, which Firefox ESR 140 does not know (153 does). Both are sent
      // at once, so the viewport still changes: only that unknown command is forgiven, then the size awaited.
      await page.setViewport({ width, height }).catch((error: unknown) => {
        if (!String(error).includes("emulation.setScreenOrientationOverride")) throw error;
      });
      const deadline = Date.now() + 5000;
      let size = "";
      while (
        (size = await page.evaluate<[], () => string>("[innerWidth, innerHeight].join('×')")) !== `${width}×${height}`
      ) {
        if (Date.now() > deadline) throw new Error(`Firefox: asked for a ${width}×${height} viewport, got ${size}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => browser.close(),
  };
}

/** A display of its own for WebKit: Xvfb picks a free number and writes it to the pipe (`-displayfd`). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB_PATH, ["-displayfd", "3", "-screen", "0", "1600x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  const pipe = xvfb.stdio[3] as NodeJS.ReadableStream;
  let number = "";
  for await (const chunk of pipe) {
    number += String(chunk);
    if (number.includes("\n")) break;
  }
  return { display: `:${number.trim()}`, process: xvfb };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}

/** Waits until a WebDriver server answers its status endpoint (it listens a moment after it starts). */
async function untilReady(status: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(status)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${WEBKIT_DRIVER_PATH} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How long one start of WebKit (display, driver, browser session) may take before it is retried. */
const WEBKIT_START_MS = 45_000;

/**
 * WebKit through a fresh display and driver; a start that hangs (seen once in a CI run: the suite's
 * whole setup timed out with no word from the driver) is stopped and tried once more, its log kept.
 */
export async function launchWebKit(): Promise<EnginePage> {
  try {
    return await startWebKit();
  } catch (error) {
    console.warn(`WebKitGTK did not start, trying once more: ${error instanceof Error ? error.message : error}`);
    return startWebKit();
  }
}

async function startWebKit(): Promise<EnginePage> {
  const xvfb = await startXvfb();
  const port = await freePort();
  // WebKit keeps its storage under XDG_DATA_HOME: a throwaway one, so every run starts as a fresh visitor.
  // Without a GPU its compositing mode paints about one frame a second under Xvfb; the plain mode keeps 60.
  const home = mkdtempSync(join(tmpdir(), "brightlane-webkit-"));
  const webDriver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, "--host=127.0.0.1"], {
    env: {
      ...process.env,
      WEBKIT_DISABLE_COMPOSITING_MODE: "1",
      DISPLAY: xvfb.display,
      XDG_DATA_HOME: home,
      XDG_CACHE_HOME: home,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  webDriver.stderr?.on("data", (chunk) => (log = (log + String(chunk)).slice(-2000)));
  const stopAll = async () => {
    await stop(webDriver);
    await stop(xvfb.process);
    rmSync(home, { recursive: true, force: true });
  };
  let driver: WebDriver;
  let timer: NodeJS.Timeout | undefined;
  try {
    const session = (async () => {
      await untilReady(`http://127.0.0.1:${port}/status`);
      return new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: "MiniBrowser",
          proxy: { proxyType: "manual", httpProxy: DEAD_PROXY, sslProxy: DEAD_PROXY, noProxy: ["127.0.0.1"] },
        })
        .build();
    })();
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no browser session within ${WEBKIT_START_MS} ms; driver's log: ${log || "(empty)"}`)),
        WEBKIT_START_MS,
      );
    });
    driver = await Promise.race([session, late]);
  } catch (error) {
    await stopAll();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  // A page that never finishes loading fails its test with a message rather than hanging the suite.
  await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
  const version = String((await driver.getCapabilities()).get("browserVersion") ?? "");
  return {
    name: `WebKitGTK ${version}`,
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    run: (body, ...args) => driver.executeScript(body, ...args),
    click: async (selector) => {
      const element = await driver.findElement(By.css(selector));
      await driver.executeScript(SETTLE_FOR_CLICK, element);
      await element.click();
    },
    type: async (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
    pressEscape: () => driver.actions().sendKeys(Key.ESCAPE).perform(),
    resize: async (width, height) => {
      // The window's size includes whatever frame it has: grow it until the viewport has the size asked for.
      await driver.manage().window().setRect({ width, height });
      const [innerWidth, innerHeight] = await driver.executeScript<[number, number]>(
        "return [innerWidth, innerHeight]",
      );
      if (innerWidth !== width || innerHeight !== height)
        await driver
          .manage()
          .window()
          .setRect({ width: 2 * width - innerWidth, height: 2 * height - innerHeight });
    },
    close: async () => {
      await driver.quit().catch(() => undefined);
      await stopAll();
    },
  };
}
