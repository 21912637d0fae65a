// @vitest-environment node
import { storedText } from "../tests/support/stored-text";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openTestStore } from "../tests/support/server-fixtures";
import { NEWSLETTER_API, NEWSLETTER_PATHS } from "../app/content/server-constants";
import { createApp } from "./app";
import { type CollectorOptions, createCollectorRoutes } from "./collector";
import { fillContactPage, fillUnsubscribePage } from "./form-refill";
import { CONFIRMATION_TTL_MS, foldSubscribers, signToken } from "./newsletter";
import type { Store } from "./store/store";

const FORM_PAGE = [
  '<form method="post" action="/api/contact">',
  '<input id="contact-name" name="name" type="text" required=""/>',
  '<input id="contact-email" name="email" type="email" required=""/>',
  '<input id="contact-phone" type="tel" name="phone"/>',
  '<input id="contact-company" type="text" name="company"/>',
  '<select id="contact-subject" name="subject" required=""><option value="">Select a subject</option>',
  '<option value="general">General Inquiry</option><option value="career">Career Opportunity</option></select>',
  '<textarea id="contact-message" name="message" rows="5" required=""></textarea>',
  '<input type="checkbox" name="privacy" value="yes" required=""/>',
  '<div data-form-status="" aria-live="polite"></div></form>',
].join("");

/** The prerendered unsubscribe page as far as the collector reads it; the footer's sign-up field follows it. */
const UNSUBSCRIBE_PAGE = [
  '<link rel="modulepreload" href="/assets/entry.client.js"/><script>window.__reactRouterContext = {};</script>',
  '<form method="post" action="/api/newsletter/unsubscribe">',
  '<input id="unsubscribe-email" name="email" type="email" required=""/>',
  '<div data-form-status="" aria-live="polite"></div></form>',
  '<footer><input id="newsletter-email" name="email" type="email"/></footer>',
].join("");
const INVALID_LINK_PAGE = "<h1>This link is invalid or has expired</h1>";
/** A page as far as the sign-up's refusal reads it: the footer's field and its status line. */
const HOME_PAGE =
  '<h1>Home</h1><footer><form action="/api/newsletter"><input id="newsletter-email" name="email" type="email"/><p id="newsletter-status" role="status"></p></form></footer>';
const PAGES: Record<string, string> = {
  "/": HOME_PAGE,
  [NEWSLETTER_PATHS.unsubscribe]: UNSUBSCRIBE_PAGE,
  [NEWSLETTER_PATHS.invalidLink]: INVALID_LINK_PAGE,
};

/** What a browser posting a form without JavaScript sends: urlencoded fields, and an HTML page wanted back. */
const AS_BROWSER = { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" };

const running: { server: Server; dataDir: string; store: Store }[] = [];

async function start(options: Partial<CollectorOptions> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "collector-"));
  const store = await openTestStore(dataDir);
  const routes = createCollectorRoutes({ store, page: (path) => PAGES[path] ?? FORM_PAGE, ...options });
  const server = createServer(createApp({ root: dataDir, postHandlers: routes.post, getHandlers: routes.get }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  running.push({ server, dataDir, store });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stored = (name = "contact") => {
    try {
      return storedText(dataDir, name as "contact")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    } catch {
      return [];
    }
  };
  return { base, stored };
}

afterEach(async () => {
  for (const { server, dataDir, store } of running.splice(0)) {
    server.close();
    await store.close();
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

describe("contact collector", () => {
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
    ["a NUL in the name", { name: "Asha\u0000 Rao" }, 400, "name"],
    ["a line break in the company", { company: "Example\r\nRetail" }, 400, "company"],
    ["an escape character in the phone", { phone: "+91\u001b[2J" }, 400, "phone"],
    ["a NUL in the address", { email: "asha\u0000@example.com" }, 400, "email"],
    ["a NUL in the message", { message: "Hello\u0000 world" }, 400, "message"],
    ["a C1 control in the message", { message: "Hello\u0085 world" }, 400, "message"],
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
    const response = await post(base, "/api/contact", new URLSearchParams(values), AS_BROWSER);
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

  it("refills the form without the control character it refused, and stores a message's CRLF as LF, tabs kept", async () => {
    const { base, stored } = await start();
    const refused = await post(
      base,
      "/api/contact",
      new URLSearchParams({ ...valid, name: "Asha\u0000 Rao" }),
      AS_BROWSER,
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('value="Asha Rao"');
    expect(html).toMatch(/Full Name contains a control character/);
    expect(html).not.toContain("\u0000");
    const accepted = await post(base, "/api/contact", form({ ...valid, message: "Line one\r\n\tLine two\rthree" }));
    expect(accepted.status).toBe(200);
    expect(stored().map((record) => record.message)).toEqual(["Line one\n\tLine two\nthree"]);
  });

  it.each([
    ["name", "Full Name", "Asha\u0000 Rao"],
    ["email", "Email Address", "asha\u0000@example.com"],
    ["phone", "Phone Number", "+91 80\u001b 4000 0000"],
    ["company", "Company Name", "Example\u0007 Retail"],
    ["company", "Company Name", "Example\tRetail"],
    ["name", "Full Name", "Asha\r\nRao"],
  ] as const)(
    "without JavaScript, a control character in the %s answers 400 with every field refilled, that one without it",
    async (field, label, value) => {
      const { base, stored } = await start();
      const typed = { ...valid, [field]: value };
      const refused = await post(base, "/api/contact", new URLSearchParams(typed), AS_BROWSER);
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain(`${label} contains a control character`);
      for (const name of ["name", "email", "phone", "company"] as const)
        expect(html).toMatch(new RegExp(`name="${name}"[^>]*value="${valid[name].replace("+", "\\+")}"`));
      expect(html).toContain(`>${valid.message}</textarea>`);
      // Nothing refused is sent back: refilled, the form can be sent as it is shown.
      expect(html.replace(`>${valid.message}</textarea>`, "")).not.toMatch(/\p{Cc}/u);
      expect(stored()).toEqual([]);
    },
  );

  it("without JavaScript, a control character in the unsubscribe address answers 400 with the form refilled", async () => {
    const { base } = await start();
    const refused = await post(
      base,
      NEWSLETTER_API.unsubscribe,
      new URLSearchParams({ email: "ada\u0000@example.com" }),
      AS_BROWSER,
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('value="ada@example.com"');
    expect(html).toContain("Email Address contains a control character");
  });

  it("without JavaScript, a refused sign-up answers 400 with the page refilled at the footer's field, the error in its status", async () => {
    const { base, stored } = await start();
    for (const referer of [`${base}/`, "http://["]) {
      const refused = await post(base, "/api/newsletter", new URLSearchParams({ email: "ada\u0000@example.com" }), {
        ...AS_BROWSER,
        Referer: referer,
      });
      expect(refused.status, referer).toBe(400);
      const html = await refused.text();
      expect(html).toContain("<h1>Home</h1>");
      expect(html).toMatch(/<input id="newsletter-email"[^>]* value="ada@example.com"[^>]* autofocus=""/);
      expect(html).toMatch(
        /<p id="newsletter-status" role="status">Email Address contains a control character[^<]*You are not signed up yet/,
      );
      expect(html).not.toMatch(/\p{Cc}/u);
    }
    expect(stored("newsletter")).toEqual([]);
  });

  it("stores a message posted twice with one submission id once, answers success twice, and queues its notification once", async () => {
    const queued: string[] = [];
    const { base, stored } = await start({ onStored: (_kind, record) => void queued.push(String(record.id)) });
    const submission = "0123456789abcdef0123456789abcdef";
    for (let n = 0; n < 2; n++) {
      const answer = await post(base, "/api/contact", form({ ...valid, submission }));
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ ok: true });
    }
    const browser = await post(base, "/api/contact", new URLSearchParams({ ...valid, submission }), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(browser.headers.get("location")).toBe("/contact/thanks");
    expect(stored()).toHaveLength(1);
    // The repeat queues the same notification again (the outbox keeps one per message), never another message's.
    expect(new Set(queued)).toEqual(new Set([stored()[0].id]));
    // Without an id (no JavaScript, a static host), or with one that is not an id, each post is a message.
    await post(base, "/api/contact", form(valid));
    await post(base, "/api/contact", form({ ...valid, submission: "not-an-id" }));
    await post(base, "/api/contact", form({ ...valid, submission: "not-an-id" }));
    expect(stored()).toHaveLength(4);
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
  }, 30_000);

  it("with the default limit, a burst gets 429 past it and stores exactly what it acknowledged", async () => {
    const { base, stored } = await start();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post(base, "/api/contact", form({ ...valid, message: `Burst ${i}` }))),
    );
    const acknowledged = responses.filter((response) => response.status === 200).length;
    expect(acknowledged).toBe(20);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(180);
    expect(stored()).toHaveLength(acknowledged);
  }, 30_000);
});

describe("newsletter collector", () => {
  it("accepts a repeated address once and stores it once; rejects a bad one", async () => {
    const { base, stored } = await start();
    for (const email of ["dev@example.com", "DEV@example.com", "dev@example.com"]) {
      expect((await post(base, "/api/newsletter", form({ email }))).status).toBe(200);
    }
    expect(stored("newsletter").map((record) => record.email)).toEqual(["dev@example.com"]);
    for (const email of ["nope", "dev\u0000@example.com", "dev@exa\u0007mple.com"]) {
      const bad = await post(base, "/api/newsletter", form({ email }));
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { field: string }).field).toBe("email");
    }
    expect(stored("newsletter")).toHaveLength(1);
  });

  it("without email configured, stores a sign-up as single opt-in, lower-cased, and says thanks", async () => {
    const notified: unknown[] = [];
    const { base, stored } = await start({
      onStored: (kind, record) => {
        notified.push({ kind, record });
      },
    });
    const browser = await post(base, "/api/newsletter", new URLSearchParams({ email: " Ada@Example.com " }), {});
    expect(browser.status).toBe(303);
    expect(browser.headers.get("location")).toBe("/newsletter/thanks");
    const [record] = stored("newsletter");
    expect(record).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      event: "subscribe",
      email: "ada@example.com",
      receivedAt: expect.any(String),
      optIn: "single",
    });
    // A sign-up is used only to send the newsletter: it is not passed on to the team's notifications.
    expect(record).toBeDefined();
    expect(notified).toEqual([]);
    expect([...foldSubscribers(stored("newsletter")).values()]).toMatchObject([{ status: "single opt-in" }]);
  });

  it("with double opt-in, stores a sign-up unconfirmed and mails a link, once per address per day however often it signs up", async () => {
    const sent: { to: string; subject: string; text: string }[] = [];
    const doubleOptIn = {
      secret: "k".repeat(40),
      origin: "https://www.brightlane.example",
      send: sent.push.bind(sent),
    };
    const { base, stored } = await start({ doubleOptIn });
    const browser = await post(base, "/api/newsletter", new URLSearchParams({ email: "ada@example.com" }), {});
    expect(browser.status).toBe(303);
    expect(browser.headers.get("location")).toBe("/newsletter/check-email");
    expect(stored("newsletter")).toMatchObject([{ event: "subscribe", email: "ada@example.com", confirmed: false }]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe("ada@example.com");
    expect(sent[0]?.text).toMatch(
      /https:\/\/www\.brightlane\.example\/api\/newsletter\/confirm\?token=[\w-]+\.\d+\.[\w-]+\n/,
    );
    expect(sent[0]?.text).toContain("https://www.brightlane.example/newsletter/unsubscribe");
    // The email states the link's lifetime and the brand, with no unresolved `{token}` left in it.
    expect(`${sent[0]?.subject}\n${sent[0]?.text}`.match(/\{[a-zA-Z]+\}/g) ?? []).toEqual([]);
    expect(sent[0]?.text).toContain(`within ${CONFIRMATION_TTL_MS / 3_600_000} hours`);

    // Signing up again the same day gets the same answer and no second email (no mail bombing).
    for (let i = 0; i < 4; i += 1) {
      const again = await post(base, "/api/newsletter", form({ email: "ADA@example.com" }));
      expect(await again.json()).toEqual({ ok: true, confirm: true });
    }
    expect(sent).toHaveLength(1);
    expect(stored("newsletter")).toHaveLength(1);
  });

  it("confirms a valid link once; refuses an expired, forged or unknown one with the invalid-link page", async () => {
    const secret = "k".repeat(40);
    const sent: { text: string }[] = [];
    const { base, stored } = await start({ doubleOptIn: { secret, origin: "", send: sent.push.bind(sent) } });
    await post(base, "/api/newsletter", form({ email: "ada@example.com" }));
    const link = /\/api\/newsletter\/confirm\?token=\S+/.exec(sent[0]?.text ?? "")?.[0] ?? "";
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(base + path, { redirect: "manual", headers });

    const expired = `/api/newsletter/confirm?token=${signToken("ada@example.com", secret, { now: Date.now() - CONFIRMATION_TTL_MS - 1000 })}`;
    const forged = `/api/newsletter/confirm?token=${signToken("ada@example.com", "x".repeat(40))}`;
    const stranger = `/api/newsletter/confirm?token=${signToken("eve@example.com", secret)}`;
    for (const path of [expired, forged, stranger, "/api/newsletter/confirm", "/api/newsletter/confirm?token=%E0"]) {
      const refused = await get(path);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe(INVALID_LINK_PAGE);
    }
    const asJson = await get(forged, { Accept: "application/json" });
    expect(asJson.status).toBe(400);
    expect(await asJson.json()).toMatchObject({ ok: false, message: expect.stringMatching(/invalid or has expired/) });
    expect(foldSubscribers(stored("newsletter")).get("ada@example.com")?.status).toBe("unconfirmed");

    for (let i = 0; i < 2; i += 1) {
      const confirmed = await get(link);
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get("location")).toBe("/newsletter/confirmed");
      expect(confirmed.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(stored("newsletter").map((record) => record.event)).toEqual(["subscribe", "confirm"]);
    expect(foldSubscribers(stored("newsletter")).get("ada@example.com")?.status).toBe("confirmed");
    // Confirmation is a link in an email: GET only.
    expect((await fetch(base + link, { method: "POST" })).status).toBe(405);
  });

  it("without double opt-in, no link confirms anything", async () => {
    const { base, stored } = await start();
    await post(base, "/api/newsletter", form({ email: "ada@example.com" }));
    const token = signToken("ada@example.com", "k".repeat(40));
    const response = await fetch(`${base}/api/newsletter/confirm?token=${token}`, { redirect: "manual" });
    expect(response.status).toBe(400);
    expect(stored("newsletter")).toHaveLength(1);
  });
});

describe("newsletter unsubscribe", () => {
  it("stores the unsubscription of a subscribed address, nothing for any other, and answers the same either way", async () => {
    const { base, stored } = await start();
    await post(base, "/api/newsletter", form({ email: "ada@example.com" }));
    const answers = [];
    for (const email of ["ADA@example.com", "nobody@example.com"]) {
      const browser = await post(base, "/api/newsletter/unsubscribe", new URLSearchParams({ email }), {
        "Content-Type": "application/x-www-form-urlencoded",
      });
      answers.push([browser.status, browser.headers.get("location"), await browser.text()]);
    }
    expect(answers).toEqual([
      [303, "/newsletter/unsubscribed", ""],
      [303, "/newsletter/unsubscribed", ""],
    ]);
    const json = await post(base, "/api/newsletter/unsubscribe", form({ email: "x@example.com" }));
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ok: true });
    // Only the subscribed address's unsubscription is stored: nothing about the others.
    expect(stored("newsletter").map((record) => [record.event, record.email])).toEqual([
      ["subscribe", "ada@example.com"],
      ["unsubscribe", "ada@example.com"],
    ]);
    expect(foldSubscribers(stored("newsletter")).size).toBe(0);
  });

  it("answers a bad address with HTTP 400 naming the field; without JavaScript, the page again with the error and what was typed", async () => {
    const { base, stored } = await start();
    const json = await post(base, "/api/newsletter/unsubscribe", form({ email: "ada@localhost" }));
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ ok: false, field: "email" });
    const browser = await post(
      base,
      "/api/newsletter/unsubscribe",
      new URLSearchParams({ email: '"ada"@localhost' }),
      AS_BROWSER,
    );
    expect(browser.status).toBe(400);
    const html = await browser.text();
    expect(html).toContain(
      'id="unsubscribe-email" name="email" type="email" required="" value="&quot;ada&quot;@localhost"/>',
    );
    expect(html).toContain('<input id="newsletter-email" name="email" type="email"/>');
    // Answered at the endpoint's URL for a post made without JavaScript: served without its scripts.
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toMatch(
      /data-form-status="error"[^>]*><p[^>]*>Email Address is not a valid email address\. Nothing was changed/,
    );
    expect(stored("newsletter")).toEqual([]);
  });

  it("is rate-limited per client like the other endpoints", async () => {
    const { base } = await start({ rateLimit: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await post(base, "/api/newsletter/unsubscribe", form({ email: "a@example.com" }))).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await post(base, "/api/newsletter", form({ email: "a@example.com" }))).status).toBe(200);
  });
});

describe("filling the unsubscribe page", () => {
  it("keeps an empty field empty and still shows the error", () => {
    const html = fillUnsubscribePage(UNSUBSCRIBE_PAGE, "", "Email Address is required.");
    expect(html).not.toContain("value=");
    expect(html).toContain("Email Address is required. Nothing was changed");
  });
});

describe("filling the contact page", () => {
  it("selects a subject without other changes", () => {
    const html = fillContactPage(FORM_PAGE, { subject: "career" });
    expect(html).toContain('<option value="career" selected="">');
    expect(html.replace(' selected=""', "")).toBe(FORM_PAGE);
  });
});
