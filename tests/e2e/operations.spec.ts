import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { pageCopy } from "../../app/lib/page-copy.server";
import { copyProject, postContact, records, startSite, webhook } from "./site-process";
import { startPostgres } from "../support/postgres";
import { tsxArgs } from "../../scripts/tsx";
import { openSqlStore, SQLITE_FILE } from "../../server/store/sql";

/**
 * Running the site for real, as its owner does: notifications survive a killed process, SIGTERM lets
 * submissions in flight finish, /healthz tells a load balancer the truth, and `npm start` rebuilds a
 * stale build instead of serving it.
 */
const temp = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));
test("a notification still being retried when the server is killed is sent after the restart", async () => {
  const dir = temp("outbox-");
  const hook = await webhook();
  let site = await startSite({ DATA_DIR: dir, NOTIFY_WEBHOOK_URL: hook.url });
  try {
    expect((await postContact(site.origin, "Resume me after a crash")).status).toBe(200);
    await expect.poll(() => hook.state.attempts).toBeGreaterThan(0);
    site.child.kill("SIGKILL");
    await site.exited;
    hook.state.up = true;
    site = await startSite({ DATA_DIR: dir, NOTIFY_WEBHOOK_URL: hook.url }, { port: site.port });
    await expect
      .poll(() => hook.state.delivered.map((body) => body.submission.message), { timeout: 15_000 })
      .toContain("Resume me after a crash");
    await expect.poll(() => site.output()).toMatch(/resuming 1 notification/);
  } finally {
    site.child.kill("SIGKILL");
    hook.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("SIGTERM stops new connections, finishes the submission in flight, stores it and exits 0", async () => {
  const dir = temp("drain-");
  const site = await startSite({ DATA_DIR: dir });
  try {
    const boundary = "----drain";
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body =
      field("name", "Asha Rao") +
      field("email", "asha@example.com") +
      field("subject", "general") +
      field("message", "Sent while the server stops") +
      field("privacy", "yes") +
      `--${boundary}--\r\n`;
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(
        `${site.origin}/api/contact`,
        {
          method: "POST",
          headers: {
            "Content-Type": `multipart/form-data; boundary=${boundary}`,
            "Content-Length": Buffer.byteLength(body),
            Accept: "application/json",
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      // Half the form now; the rest after the server was told to stop.
      req.write(body.slice(0, 60));
      setTimeout(() => {
        site.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(60)), 300);
      }, 300);
    });
    expect(await answered).toBe(200);
    expect(await site.exited).toBe(0);
    expect(records(dir, "contact").map((record) => record.message)).toEqual(["Sent while the server stops"]);
    expect(site.output()).toMatch(/SIGTERM: no new requests/);
  } finally {
    site.child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
});

test("/healthz: 200 with the build's id and the store while it is writable; a DATA_DIR that cannot be written stops the start", async () => {
  const { id } = JSON.parse(readFileSync("build/build-id.json", "utf8")) as { id: string };
  const dir = temp("health-");
  const good = await startSite({ DATA_DIR: join(dir, "data") });
  // A DATA_DIR that is a file cannot hold submissions: the server says so and does not start
  // (a full disk while running, /healthz 503, is server/full-disk.test.ts).
  writeFileSync(join(dir, "not-a-folder"), "");
  try {
    const ok = await fetch(`${good.origin}/healthz`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(await ok.json()).toEqual({
      status: "ok",
      build: id,
      store: { kind: "sqlite", location: join(dir, "data", SQLITE_FILE), writable: true },
      outbox: { waiting: 0, stuck: 0 },
    });
    await expect(startSite({ DATA_DIR: join(dir, "not-a-folder") })).rejects.toThrow(
      /Cannot start: .*not-a-folder.* cannot be (created or )?written|Cannot start: .*not-a-folder.*ENOTDIR/,
    );
  } finally {
    good.child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the built server on PostgreSQL (DATABASE_URL): migrates at start, stores a post, and /healthz says where", async () => {
  test.setTimeout(90_000);
  const database = await startPostgres();
  const dir = temp("pg-site-");
  const site = await startSite({ DATABASE_URL: database.url, DATA_DIR: join(dir, "unused") }, { timeoutMs: 30_000 });
  try {
    const answer = await postContact(site.origin, "Stored in PostgreSQL by the built server.");
    expect(answer.status).toBe(200);
    const health = (await (await fetch(`${site.origin}/healthz`)).json()) as {
      store: { kind: string; writable: boolean };
    };
    expect(health.store).toMatchObject({ kind: "postgres", writable: true });
    const store = await openSqlStore(database.url);
    try {
      const { records, problems } = await store.contacts.read();
      expect(problems).toEqual([]);
      expect(records.map((record) => record.message)).toEqual(["Stored in PostgreSQL by the built server."]);
    } finally {
      await store.close();
    }
    // Nothing went to DATA_DIR: the database is the store.
    expect(existsSync(join(dir, "unused", SQLITE_FILE))).toBe(false);
  } finally {
    site.child.kill("SIGKILL");
    await site.exited;
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * A loopback "form service" on another origin (another port), as a third-party form service would be:
 * it answers JSON with CORS, refuses CORS, or fails with an HTML error page, as the test sets it.
 */
async function formService(siteOrigin: () => string) {
  const state = { mode: "ok" as "ok" | "no-cors" | "html-error", received: [] as string[] };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += String(chunk)));
    req.on("end", () => {
      state.received.push(body);
      const cors = state.mode === "no-cors" ? {} : { "Access-Control-Allow-Origin": siteOrigin() };
      if (state.mode === "html-error") {
        res.writeHead(502, "Bad Gateway", { "Content-Type": "text/html", ...cors }).end("<h1>Bad gateway</h1>");
      } else if (/application\/json/.test(req.headers.accept ?? "")) {
        res.writeHead(200, { "Content-Type": "application/json", ...cors }).end('{"ok":true}');
      } else {
        res.writeHead(200, { "Content-Type": "text/html" }).end("<h1>Thanks from the form service</h1>");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { state, origin, endpoint: `${origin}/f/contact`, close: () => server.close() };
}

async function fillContact(page: Page, message: string) {
  const form = page.locator("#quote form");
  await form.locator('[name="name"]').fill("Asha Rao");
  await form.locator('[name="email"]').fill("asha@example.com");
  await form.locator('[name="subject"]').selectOption("project");
  await form.locator('[name="message"]').fill(message);
  await form.locator('[name="privacy"]').check();
  return form;
}

test("npm start rebuilds a stale build (an edit, a form service's endpoint) and says so; the forms then post to that service, with and without JavaScript", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  // A copy of the project with this build in it, so the real checkout's build is left alone.
  const copy = copyProject("stale-", ["build"]);
  const start = (env: Record<string, string> = {}) =>
    startSite(
      { DATA_DIR: join(copy, "data"), ...env },
      { command: tsxArgs("scripts/start.ts"), cwd: copy, timeoutMs: 300_000 },
    );
  let siteOrigin = "";
  const service = await formService(() => siteOrigin);
  let site = await start();
  try {
    site.child.kill("SIGKILL");
    await site.exited;
    // Nothing changed: served as it is.
    site = await start();
    expect(site.output()).toMatch(/npm start: serving the current build \(\w+\)/);
    site.child.kill("SIGKILL");
    await site.exited;

    // An edited content file and a build-time variable: rebuilt first, and the change is served.
    const file = join(copy, "app/content/pages/coming-soon.yml");
    const before = readFileSync(file, "utf8");
    const edited = before.replace(
      /description: .+/,
      "description: Freshly edited description for the stale-build check",
    );
    expect(edited).not.toBe(before);
    writeFileSync(file, edited);
    site = await start({ CONTACT_ENDPOINT: service.endpoint });
    siteOrigin = site.origin;
    expect(site.output()).toMatch(/npm start: building first: the build \(\w+\) is older than its inputs/);
    const pages = await Promise.all(
      pageCopy.comingSoon.map(({ path }) => fetch(site.origin + path).then((r) => r.text())),
    );
    expect(pages.join("\n")).toContain("Freshly edited description for the stale-build check");

    // The form service's origin is allowed to receive the form, in place and as a plain post.
    const policy = (await fetch(`${site.origin}/contact`)).headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`connect-src 'self' ${service.origin}`);
    expect(policy).toContain(`form-action 'self' ${service.origin}`);
    const context = await browser.newContext();
    await context.route(
      (url) => url.origin !== site.origin && url.origin !== service.origin,
      (route) => route.abort(),
    );
    await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${site.origin}/contact`);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-booted"));
    const status = page.locator("#quote [data-form-status]");

    let form = await fillContact(page, "Through the form service with JavaScript");
    await form.getByRole("button", { name: /send/i }).click();
    await expect(status).toContainText(/Thank you/);
    expect(service.state.received.some((body) => body.includes("Through the form service with JavaScript"))).toBe(true);

    for (const [mode, said] of [
      ["no-cors", new RegExp(`form service at ${service.origin.replace("http://", "")}`)],
      ["html-error", /answered 502 Bad Gateway/],
    ] as const) {
      service.state.mode = mode;
      form = await fillContact(page, `Refused (${mode})`);
      await form.getByRole("button", { name: /send/i }).click();
      await expect(status).toContainText(said);
      // Nothing typed is lost.
      await expect(form.locator('[name="message"]')).toHaveValue(`Refused (${mode})`);
      await expect(form.locator('[name="email"]')).toHaveValue("asha@example.com");
    }
    expect(violations).toEqual([]);
    await context.close();

    // Without JavaScript the browser posts the form to the service itself.
    service.state.mode = "ok";
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto(`${site.origin}/contact`);
    form = await fillContact(noScript, "Through the form service without JavaScript");
    await form.getByRole("button", { name: /send/i }).click();
    await expect(noScript.getByRole("heading", { name: "Thanks from the form service" })).toBeVisible();
    expect(service.state.received.some((body) => body.includes("Through the form service without JavaScript"))).toBe(
      true,
    );
    await plain.close();
  } finally {
    site.child.kill("SIGKILL");
    service.close();
    rmSync(copy, { recursive: true, force: true });
  }
});

test("npm start with a bad value stops before serving, naming the variable (docs/decisions/0107-configuration-and-collector.md)", () => {
  // `npm start` serves the current build (the one under test), so it reaches the server's own check.
  const result = spawnSync(process.execPath, tsxArgs("scripts/start.ts"), {
    env: { ...process.env, PORT: "abc", HOST: "127.0.0.1", DATA_DIR: temp("brightlane-config-") },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(result.stdout).toContain("serving the current build");
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('PORT: "abc" is not valid');
  expect(result.stderr).not.toContain("Site on http");
});
