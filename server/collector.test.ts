// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { type CollectorOptions, createCollector, fillContactPage } from "./collector";

const FORM_PAGE = [
  '<form method="post" action="/api/contact">',
  '<input id="contact-name" name="name" type="text" required=""/>',
  '<input id="contact-email" name="email" type="email" required=""/>',
  '<select id="contact-subject" name="subject" required=""><option value="">Select a subject</option>',
  '<option value="general">General Inquiry</option><option value="career">Career Opportunity</option></select>',
  '<textarea id="contact-message" name="message" rows="5" required=""></textarea>',
  '<input type="checkbox" name="privacy" value="yes" required=""/>',
  '<div data-form-status="" aria-live="polite"></div></form>',
].join("");

const running: { server: Server; dataDir: string }[] = [];

async function start(options: Partial<CollectorOptions> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "collector-"));
  const postHandlers = createCollector({ dataDir, page: () => FORM_PAGE, ...options });
  const server = createServer(createApp({ root: dataDir, postHandlers }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  running.push({ server, dataDir });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stored = (name = "contact") => {
    try {
      return readFileSync(join(dataDir, `${name}.jsonl`), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    } catch {
      return [];
    }
  };
  return { base, stored };
}

afterEach(() => {
  for (const { server, dataDir } of running.splice(0)) {
    server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const valid = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+91 80 4000 0000",
  company: "Example Retail",
  subject: "project",
  message: "We need a partner portal connected to SAP.",
  privacy: "yes",
};

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const post = (
  base: string,
  path: string,
  body: BodyInit,
  headers: Record<string, string> = { Accept: "application/json" },
) => fetch(base + path, { method: "POST", body, headers, redirect: "manual" });

describe("contact collector (D7)", () => {
  it("stores an accepted message with every field before answering, as JSON or a redirect", async () => {
    const { base, stored } = await start();
    const json = await post(base, "/api/contact", form(valid));
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ok: true });
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).toMatchObject({ ...valid, privacy: true });
    expect(stored()[0].id).toMatch(/^[0-9a-f-]{36}$/);

    const browser = await post(base, "/api/contact", new URLSearchParams(valid), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(browser.status).toBe(303);
    expect(browser.headers.get("location")).toBe("/contact/thanks");
    expect(stored()).toHaveLength(2);
  });

  it.each([
    ["a missing name", { name: "" }, 400, "name"],
    ["a bad email", { email: "not-an-email" }, 400, "email"],
    ["no privacy consent", { privacy: "" }, 400, "privacy"],
    ["an unknown subject", { subject: "lottery" }, 400, "subject"],
    ["an over-long message", { message: "x".repeat(5001) }, 400, "message"],
    ["an over-long company", { company: "x".repeat(201) }, 400, "company"],
  ])("rejects %s with HTTP 400 naming the field, and stores nothing", async (_case, change, status, field) => {
    const { base, stored } = await start();
    const response = await post(base, "/api/contact", form({ ...valid, ...change }));
    expect(response.status).toBe(status);
    const body = (await response.json()) as { ok: boolean; field: string; message: string };
    expect(body.ok).toBe(false);
    expect(body.field).toBe(field);
    expect(body.message).toMatch(/[A-Z].+\./);
    expect(stored()).toEqual([]);
  });

  it("rejects an oversized body (413), a file part (400) and too many fields (413), storing nothing", async () => {
    const { base, stored } = await start({ maxBodyBytes: 32 * 1024 });
    expect((await post(base, "/api/contact", form({ ...valid, message: "x".repeat(40 * 1024) }))).status).toBe(413);
    const withFile = form(valid);
    withFile.append("attachment", new Blob(["%PDF-1.7"], { type: "application/pdf" }), "cv.pdf");
    expect((await post(base, "/api/contact", withFile)).status).toBe(400);
    const many = form(valid);
    for (let i = 0; i < 20; i += 1) many.append(`extra${i}`, "x");
    expect((await post(base, "/api/contact", many)).status).toBe(413);
    const plain = await post(base, "/api/contact", "name=x", {
      "Content-Type": "text/plain",
      Accept: "application/json",
    });
    expect(plain.status).toBe(415);
    expect(stored()).toEqual([]);
    // …and the server keeps serving.
    expect((await post(base, "/api/contact", form(valid))).status).toBe(200);
  });

  it("answers a browser without JavaScript with the form again: the error, and the visitor's values, escaped", async () => {
    const { base, stored } = await start();
    const values = { ...valid, name: 'Asha "<Rao>"', email: "asha@localhost", subject: "career" };
    const response = await post(base, "/api/contact", new URLSearchParams(values), {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "text/html",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="Asha &quot;&lt;Rao&gt;&quot;"');
    expect(html).toContain('value="asha@localhost"');
    expect(html).toContain('value="career" selected=""');
    expect(html).toContain(">We need a partner portal connected to SAP.</textarea>");
    expect(html).toMatch(/name="privacy"[^>]*checked=""/);
    expect(html).toMatch(/data-form-status="error"[^>]*><p[^>]*>Email Address is not a valid email address\./);
    expect(stored()).toEqual([]);
  });

  it("drops a honeypot hit silently: a success answer, nothing stored", async () => {
    const { base, stored } = await start();
    const response = await post(base, "/api/contact", form({ ...valid, _gotcha: "https://spam.example" }));
    expect(response.status).toBe(200);
    expect(stored()).toEqual([]);
  });

  it("limits each client per endpoint (429 with Retry-After) and trusts X-Forwarded-For only when told to", async () => {
    const { base } = await start({ rateLimit: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (
          await post(base, "/api/contact", form(valid), {
            Accept: "application/json",
            "X-Forwarded-For": `10.0.0.${i}`,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await post(base, "/api/contact", form(valid));
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(base, "/api/newsletter", form({ email: "a@example.com" }))).status).toBe(200);

    const proxied = await start({ rateLimit: 1, trustProxy: true });
    const from = (ip: string) =>
      post(proxied.base, "/api/contact", form(valid), { Accept: "application/json", "X-Forwarded-For": ip });
    expect((await from("203.0.113.1")).status).toBe(200);
    expect((await from("203.0.113.2")).status).toBe(200);
    expect((await from("203.0.113.1")).status).toBe(429);
  });

  it("stores a burst of 200 concurrent submissions exactly once each", async () => {
    const { base, stored } = await start({ rateLimit: 1000 });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(base, "/api/contact", form({ ...valid, message: `Burst message ${i}` })),
      ),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const messages = stored().map((record) => record.message);
    expect(messages).toHaveLength(200);
    expect(new Set(messages).size).toBe(200);
  });

  it("with the default limit, a burst gets 429 past it and stores exactly what it acknowledged", async () => {
    const { base, stored } = await start();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post(base, "/api/contact", form({ ...valid, message: `Burst ${i}` }))),
    );
    const acknowledged = responses.filter((response) => response.status === 200).length;
    expect(acknowledged).toBe(20);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(180);
    expect(stored()).toHaveLength(acknowledged);
  });
});

describe("newsletter collector (D8)", () => {
  it("accepts a repeated address once and stores it once; rejects a bad one", async () => {
    const { base, stored } = await start();
    for (const email of ["dev@example.com", "DEV@example.com", "dev@example.com"]) {
      expect((await post(base, "/api/newsletter", form({ email }))).status).toBe(200);
    }
    expect(stored("newsletter").map((record) => record.email)).toEqual(["dev@example.com"]);
    const bad = await post(base, "/api/newsletter", form({ email: "nope" }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { field: string }).field).toBe("email");
  });
});

describe("filling the contact page", () => {
  it("selects a subject without other changes", () => {
    const html = fillContactPage(FORM_PAGE, { subject: "career" });
    expect(html).toContain('<option value="career" selected="">');
    expect(html.replace(' selected=""', "")).toBe(FORM_PAGE);
  });
});
