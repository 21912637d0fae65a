// @vitest-environment node
/**
 * `npm run cms` (scripts/cms.ts) as a marketer meets it: a reload shows an edited content file, a broken
 * file's error shows on its page while other pages still answer, and goes once it is fixed, without a restart (scripts/content-reload.ts); a taken port or a
 * failing process stops it with a non-zero code and one line naming what to change.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { parse } from "yaml";
import { chromium } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { copyProject } from "../tests/e2e/site-process";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { freePort, listening } from "./ports";
import { tsxArgs } from "./tsx";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** Runs `npm run cms` in `cwd` with the two ports; `exited` resolves with its code once it stops. */
function cms(cwd: string, port: number, backendPort: number) {
  const child: ChildProcess = spawn(process.execPath, tsxArgs(join(process.cwd(), "scripts", "cms.ts")), {
    cwd,
    env: { ...process.env, PORT: String(port), CMS_BACKEND_PORT: String(backendPort) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let [stdout, stderr] = ["", ""];
  child.stdout?.on("data", (chunk: Buffer) => (stdout += String(chunk)));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
  });
  return { exited, stdout: () => stdout, stderr: () => stderr };
}

/** Something else listening on a port of 127.0.0.1, as another program would. */
async function occupied(): Promise<number> {
  const port = await freePort();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  cleanups.push(() => server.close());
  return port;
}

/** Polls `check` until it holds or `timeoutMs` passes; returns its last answer. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("a taken port or a failing process", () => {
  it.each(["PORT", "CMS_BACKEND_PORT"] as const)(
    "a taken %s stops it with code 1 and one line naming the variable, and no editor address",
    async (name) => {
      const taken = await occupied();
      const other = await freePort();
      const run = cms(process.cwd(), name === "PORT" ? taken : other, name === "PORT" ? other : taken);
      expect(await run.exited).toBe(1);
      expect(run.stderr().trim()).toMatch(
        new RegExp(`^npm run cms: Port ${taken} is in use: start with ${name}=\\d+ npm run cms$`),
      );
      expect(run.stdout()).not.toContain("the editor at");
    },
    30_000,
  );

  it("a process that stops by itself (here: the dev server, on a broken config) stops the rest and exits non-zero", async () => {
    const copy = copyProject("brightlane-cms-broken-");
    cleanups.push(() => rmSync(copy, { recursive: true, force: true }));
    writeFileSync(join(copy, "vite.config.ts"), 'throw new Error("a broken config");\n');
    const backendPort = await freePort();
    const run = cms(copy, await freePort(), backendPort);
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain("npm run cms: the dev server stopped (exit code 1); stopping the rest");
    expect(run.stdout()).not.toContain("the editor at");
    // The local backend was stopped too: its port is free again.
    expect(await listening(backendPort)).toBe(false);
  }, 60_000);
});

describe("the dev server re-reads the content files", () => {
  it("a changed service file shows on the next page load and in an open page by itself, and a broken file's error shows on its page only and goes once it is fixed", async () => {
    const copy = copyProject("brightlane-cms-");
    cleanups.push(() => rmSync(copy, { recursive: true, force: true }));
    const [port, backendPort] = [await freePort(), await freePort()];
    const run = cms(copy, port, backendPort);
    const url = `http://127.0.0.1:${port}/services/cloud-migration`;
    const page = async () => {
      const answer = await fetch(url);
      return { status: answer.status, text: await answer.text() };
    };
    await eventually(
      async () => run.stdout(),
      (out) => out.includes("the editor at") || run.stderr().includes("stopped"),
      150_000,
    );
    expect(run.stdout()).toContain(`the editor at http://localhost:${port}/admin/`);

    const file = join(copy, "app", "content", "services", "cloud-migration.yml");
    const original = readFileSync(file, "utf8");
    const { title } = parse(original) as { title: string };
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.text).toContain(title);

    const edited = "Cloud Moves Without Downtime";
    writeFileSync(file, original.replace(`title: ${title}`, `title: ${edited}`));
    const after = await eventually(page, (answer) => answer.text.includes(edited), 30_000);
    expect(after.status).toBe(200);
    expect(after.text).toContain(`<h1`);
    expect(after.text).toContain(edited);

    writeFileSync(file, original.replace(/^icon: .*$/m, "icon: cloud-uplod"));
    const broken = await eventually(page, (answer) => answer.status === 500, 30_000);
    expect(broken.status).toBe(500);
    expect(broken.text).toContain("app/content/services/cloud-migration.yml: icon:");
    // Only the pages that use the file: the others, and the editor, still answer.
    for (const other of ["/", "/services", "/about", "/services/aws", "/admin/"]) {
      const answer = await fetch(`http://127.0.0.1:${port}${other}`);
      expect([other, answer.status]).toEqual([other, 200]);
      expect(await answer.text()).not.toContain("cloud-migration.yml: icon:");
    }

    writeFileSync(file, original);
    const fixed = await eventually(page, (answer) => answer.status === 200, 30_000);
    expect(fixed.status).toBe(200);
    expect(fixed.text).toContain(title);
    expect(fixed.text).not.toContain(edited);

    // A page open in the browser reloads by itself when the file changes.
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    cleanups.push(() => void browser.close());
    const tab = await browser.newPage();
    // No internet in tests: the page's photo is on another host.
    await tab.route(
      (address) => address.hostname !== "127.0.0.1",
      (route) => route.abort(),
    );
    // The page listens for the dev server's messages once its client has connected.
    const connected = tab.waitForEvent("console", (message) => message.text().includes("[vite] connected"));
    await tab.goto(url);
    await connected;
    const heading = tab.getByRole("heading", { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toContain(title);
    writeFileSync(file, original.replace(`title: ${title}`, `title: ${edited}`));
    await tab.waitForFunction((text) => document.querySelector("h1")?.textContent?.includes(text), edited, {
      timeout: 30_000,
    });
    await browser.close();

    // Still the same process: nothing was restarted.
    expect(run.stderr()).not.toContain("stopped");
  }, 240_000);
});
