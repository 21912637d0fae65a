/**
 * The form collector (D7, D8): POST /api/contact and POST /api/newsletter on the bundled server, and
 * the newsletter's consent loop: GET /api/newsletter/confirm (double opt-in when email can be sent)
 * and POST /api/newsletter/unsubscribe.
 * Bodies are parsed by busboy (multipart or urlencoded) with hard limits; the same rules as the form
 * (app/lib/forms.ts) are enforced with the field named in every error; each client is rate-limited per
 * endpoint; honeypot hits are answered like a success and dropped; accepted submissions are stored
 * durably (server/store.ts) before success is answered. Browsers posting without JavaScript get a
 * redirect to a confirmation page, or the form again with the error and their values; clients that
 * ask for JSON get JSON.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import busboy from "busboy";
import {
  CONTACT_FIELDS,
  type ContactValues,
  type FieldError,
  HONEYPOT,
  isContactSubject,
  validateContact,
  validateNewsletter,
} from "../app/lib/forms";
import { NEWSLETTER_API, NEWSLETTER_PATHS } from "../app/content/newsletter";
import { confirmationEmail } from "../app/lib/newsletter-email";
import { type Handler, parseRequestPath } from "./app";
import { contentSecurityPolicy, policyForHtml } from "./csp";
import {
  applyEvent,
  CONFIRMATION_TTL_MS,
  foldSubscribers,
  type NewsletterEvent,
  type NewsletterEventKind,
  normalizeEmail,
  signToken,
  type Subscriber,
  verifyToken,
} from "./newsletter";
import { securityHeaders } from "./rules";
import { JsonlStore } from "./store";

/**
 * Double opt-in (D8): a sign-up is stored unconfirmed and its address is emailed a signed link that
 * confirms it. Without it, sign-ups are stored as single opt-in and no email is sent.
 */
export interface DoubleOptIn {
  /** Signs the links (NEWSLETTER_SECRET or the generated one, server/newsletter.ts). */
  secret: string;
  /**
   * Origin of the links: the site's canonical one, never a request's Host header, which a client
   * chooses (a forged Host would mail a real token to a link on someone else's server).
   */
  origin: string;
  /** Sends the email after the answer; must never throw (server/notify.ts's `email`). */
  send: (message: { to: string; subject: string; text: string }) => void;
  /** How long a link works (default CONFIRMATION_HOURS). */
  ttlMs?: number;
}

export interface CollectorOptions {
  dataDir: string;
  /** Requests per client per endpoint per window (default 20 per 10 minutes, D7). */
  rateLimit?: number;
  windowMs?: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy you trust). */
  trustProxy?: boolean;
  /** Largest accepted body in bytes. */
  maxBodyBytes?: number;
  /** The prerendered HTML of a page, for answers to browsers without JavaScript. */
  page?: (path: string) => string | undefined;
  log?: (line: string) => void;
  /** Called after a submission or a newsletter sign-up is stored (notifications). */
  onStored?: (kind: "contact" | "newsletter", record: Record<string, unknown>) => void;
  /** Off: sign-ups are single opt-in. */
  doubleOptIn?: DoubleOptIn;
}

export interface CollectorRoutes {
  post: Record<string, Handler>;
  get: Record<string, Handler>;
}

export const CONTACT_THANKS = "/contact/thanks";
export const NEWSLETTER_THANKS = "/newsletter/thanks";

type Fields = Record<string, string>;
type Parsed = { fields: Fields } | { status: number; message: string };

/** Confirmation emails one address can be sent per rate-limit window, however many sign-ups ask. */
const CONFIRMATIONS_PER_WINDOW = 3;
const MAX_FIELDS = 12;
const MAX_FIELD_BYTES = 16 * 1024;

/** Reads a form body within the limits, or says which limit it broke. */
export function parseForm(req: IncomingMessage, maxBodyBytes: number): Promise<Parsed> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Parsed) => {
      if (settled) return;
      settled = true;
      if ("status" in result) req.unpipe();
      req.resume(); // drain what is left, so the answer can be sent
      resolve(result);
    };
    const length = Number(req.headers["content-length"] ?? 0);
    if (length > maxBodyBytes) return finish({ status: 413, message: "The form is too large." });
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, files: 0, fileSize: 0, parts: MAX_FIELDS },
      });
    } catch {
      return finish({ status: 415, message: "Send the form as multipart/form-data or urlencoded." });
    }
    const fields: Fields = {};
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) finish({ status: 413, message: "The form is too large." });
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) finish({ status: 413, message: `The field ${name} is too large.` });
      else if (!(name in fields)) fields[name] = value;
    });
    parser.on("file", (name, stream) => {
      stream.resume();
      finish({ status: 400, message: `File uploads are not accepted (field ${name}).` });
    });
    parser.on("filesLimit", () => finish({ status: 400, message: "File uploads are not accepted." }));
    parser.on("fieldsLimit", () => finish({ status: 413, message: "The form has too many fields." }));
    parser.on("partsLimit", () => finish({ status: 413, message: "The form has too many fields." }));
    parser.on("error", () => finish({ status: 400, message: "The form data could not be read." }));
    parser.on("close", () => finish({ fields }));
    req.pipe(parser);
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A prerendered page answered at another URL (an endpoint's, e.g. the form again with its error, or
 * the invalid-link page at the confirm link), without its scripts. It answers a post the browser made
 * itself, without JavaScript, and its inline scripts' hashes belong to the page's own address; every
 * page works without JavaScript, so it is served as it was rendered, scripts aside.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/** Gives the first <input> with this attribute (e.g. `name="email"`) the value, escaped. */
function fillInput(html: string, attribute: string, value: string): string {
  return html.replace(new RegExp(`<input([^>]*\\s${attribute}[^>]*?)\\s*/?>`), (_tag, attrs: string) => {
    return `<input${attrs.replace(/\svalue="[^"]*"/, "")} value="${escapeHtml(value)}"/>`;
  });
}

/** Writes an error into the form's empty status region (`data-form-status=""`). */
function fillFormStatus(html: string, message: string): string {
  return html.replace(
    /<div([^>]*\sdata-form-status="")([^>]*)><\/div>/,
    (_tag, _status, rest: string) =>
      `<div data-form-status="error"${rest}><p class="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">${escapeHtml(message)}</p></div>`,
  );
}

/**
 * The prerendered contact page with the visitor's values filled in, a subject selected and, when
 * given, an error in the form's status region (for browsers without JavaScript).
 */
export function fillContactPage(html: string, values: Partial<ContactValues>, error?: string): string {
  let out = html;
  for (const name of ["name", "email", "phone", "company"] as const) {
    const value = values[name];
    if (value) out = fillInput(out, `name="${name}"`, value);
  }
  if (values.message) {
    out = out.replace(
      /(<textarea[^>]*\sname="message"[^>]*>)[\s\S]*?(<\/textarea>)/,
      (_m, open: string, close: string) => `${open}${escapeHtml(values.message ?? "")}${close}`,
    );
  }
  if (values.subject && isContactSubject(values.subject)) {
    out = out.replace(
      /(<select[^>]*\sname="subject"[^>]*>)([\s\S]*?)(<\/select>)/,
      (_m, open, options: string, close) => {
        const cleared = options.replace(/\sselected=""/g, "");
        return `${open}${cleared.replace(`value="${values.subject}"`, `value="${values.subject}" selected=""`)}${close}`;
      },
    );
  }
  if (values.privacy) {
    out = out.replace(
      /<input([^>]*\sname="privacy"[^>]*?)\s*\/?>/,
      (_tag, attrs: string) => `<input${attrs} checked=""/>`,
    );
  }
  if (error) out = fillFormStatus(out, `${error} Your message was not sent; everything you typed is still here.`);
  return out;
}

/** The prerendered unsubscribe page with the address typed and the error (browsers without JavaScript). */
export function fillUnsubscribePage(html: string, email: string, error: string): string {
  const filled = email ? fillInput(html, 'id="unsubscribe-email"', email) : html;
  return fillFormStatus(filled, `${error} Nothing was changed; check the address and send it again.`);
}

function html(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": policyForHtml(body),
    ...headers,
  });
  res.end(body);
}

function json(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

const simplePage = (title: string, message: string, back: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.25rem;line-height:1.6"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${back}">Go back</a></p></body></html>`;

/** The POST endpoints only (the site handler's `postHandlers`); see createCollectorRoutes. */
export function createCollector(options: CollectorOptions): Record<string, Handler> {
  return createCollectorRoutes(options).post;
}

export function createCollectorRoutes(options: CollectorOptions): CollectorRoutes {
  const {
    dataDir,
    rateLimit = 20,
    windowMs = 10 * 60 * 1000,
    trustProxy = false,
    maxBodyBytes = 64 * 1024,
    page = () => undefined,
    log = () => {},
    onStored = () => {},
    doubleOptIn,
  } = options;
  const contacts = new JsonlStore(dataDir, "contact");
  const newsletter = new JsonlStore(dataDir, "newsletter");
  /** The fold of newsletter.jsonl, read on first use and kept in step with every event stored since. */
  let subscribers: Map<string, Subscriber> | undefined;
  const hits = new Map<string, number[]>();

  const clientOf = (req: IncomingMessage) => {
    const forwarded = trustProxy
      ? String(req.headers["x-forwarded-for"] ?? "")
          .split(",")[0]
          ?.trim()
      : "";
    return forwarded || req.socket.remoteAddress || "unknown";
  };

  /** Seconds to wait when `key` (an endpoint and a client) is over `limit`, or 0. Every request counts. */
  function overLimit(key: string, limit = rateLimit): number {
    const now = Date.now();
    if (hits.size > 50_000) for (const [key, times] of hits) if ((times.at(-1) ?? 0) < now - windowMs) hits.delete(key);
    const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
    if (recent.length >= limit) {
      hits.set(key, recent);
      return Math.max(1, Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000));
    }
    recent.push(now);
    hits.set(key, recent);
    return 0;
  }

  const wantsJson = (req: IncomingMessage) => /application\/json/.test(String(req.headers.accept ?? ""));

  function reject(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    error: FieldError | { message: string },
    /** `form`: a prerendered page to answer with instead of the plain refusal page. */
    { back, form, headers = {} }: { back: string; form?: string; headers?: Record<string, string> },
  ) {
    if (wantsJson(req)) return json(res, status, { ok: false, ...error }, headers);
    if (form) return html(res, status, withoutScripts(form), headers);
    return html(res, status, simplePage("We could not accept that", error.message, back), headers);
  }

  /** Success: JSON for scripts, a redirect to the confirmation page for browsers without JavaScript. */
  function accept(req: IncomingMessage, res: ServerResponse, location: string, body: object = {}) {
    return wantsJson(req) ? json(res, 200, { ok: true, ...body }) : html(res, 303, "", { Location: location });
  }

  /** Answers 429 and says so when the client is over the endpoint's limit. */
  function limited(path: string, back: string, req: IncomingMessage, res: ServerResponse): boolean {
    const wait = overLimit(`${path} ${clientOf(req)}`);
    if (wait === 0) return false;
    const minutes = Math.ceil(wait / 60);
    const message = `Too many submissions from your address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
    reject(req, res, 429, { message }, { back, headers: { "Retry-After": String(wait) } });
    return true;
  }

  /**
   * The fields of a form posted to `path`, or nothing once the request has been answered: over the
   * rate limit, an unreadable body, or a honeypot hit (answered like a success at `done`, and dropped).
   */
  async function readForm(
    path: string,
    { back, done }: { back: string; done: string },
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<Record<string, string> | undefined> {
    if (limited(path, back, req, res)) return undefined;
    const parsed = await parseForm(req, maxBodyBytes);
    if ("status" in parsed) {
      reject(req, res, parsed.status, { message: parsed.message }, { back });
      return undefined;
    }
    if (parsed.fields[HONEYPOT]) {
      log(`${path}: honeypot filled, dropped`);
      accept(req, res, done);
      return undefined;
    }
    return parsed.fields;
  }

  const contact: Handler = async (req, res) => {
    const fields = await readForm("/api/contact", { back: "/contact", done: CONTACT_THANKS }, req, res);
    if (!fields) return;
    const values = Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, (fields[field] ?? "").trim()]),
    ) as ContactValues;
    const error = validateContact(values);
    if (error) {
      const form = page("/contact");
      return reject(req, res, 400, error, {
        back: "/contact",
        form: form ? fillContactPage(form, values, error.message) : undefined,
      });
    }
    const record = { id: randomUUID(), receivedAt: new Date().toISOString(), ...values, privacy: true };
    await contacts.append(record);
    onStored("contact", record);
    return accept(req, res, CONTACT_THANKS);
  };

  const currentSubscribers = () => (subscribers ??= foldSubscribers(newsletter.readAll()));

  /**
   * Stores one newsletter event on disk before resolving. The fold changes first, so a concurrent
   * request already sees it, and is put back if the write fails.
   */
  async function store(event: NewsletterEvent) {
    const state = currentSubscribers();
    const before = state.get(event.email);
    applyEvent(state, event);
    try {
      await newsletter.append(event);
    } catch (failure) {
      if (before) state.set(event.email, before);
      else state.delete(event.email);
      throw failure;
    }
  }

  const newsletterEvent = (
    event: NewsletterEventKind,
    email: string,
    extra: Partial<NewsletterEvent> = {},
  ): NewsletterEvent => ({ id: randomUUID(), event, email, receivedAt: new Date().toISOString(), ...extra });

  /** Emails the address its confirmation link, a few times per window at most (no mail bombing). */
  function sendConfirmation(optIn: DoubleOptIn, email: string) {
    if (overLimit(`confirmation-email ${email}`, CONFIRMATIONS_PER_WINDOW) > 0) {
      log(`${NEWSLETTER_API.confirm}: confirmation email not sent again yet (limit per address)`);
      return;
    }
    const token = signToken(email, optIn.secret, { ttlMs: optIn.ttlMs ?? CONFIRMATION_TTL_MS });
    const links = {
      confirm: `${optIn.origin}${NEWSLETTER_API.confirm}?token=${token}`,
      unsubscribe: `${optIn.origin}${NEWSLETTER_PATHS.unsubscribe}`,
    };
    optIn.send({ to: email, ...confirmationEmail(links) });
  }

  /**
   * A sign-up. Without double opt-in it is stored as single opt-in. With it, it is stored unconfirmed
   * and a link is emailed; an address still unconfirmed is emailed again. Every valid address gets the
   * same answer, so the answer does not tell who is subscribed.
   */
  const subscribe: Handler = async (req, res) => {
    const done = doubleOptIn ? NEWSLETTER_PATHS.checkEmail : NEWSLETTER_THANKS;
    const fields = await readForm("/api/newsletter", { back: "/", done }, req, res);
    if (!fields) return;
    const typed = (fields.email ?? "").trim();
    const error = validateNewsletter(typed);
    if (error) return reject(req, res, 400, error, { back: "/" });
    const email = normalizeEmail(typed);
    const current = currentSubscribers().get(email);
    if (!current) {
      const event = newsletterEvent("subscribe", email, doubleOptIn ? { confirmed: false } : { optIn: "single" });
      await store(event);
      onStored("newsletter", { ...event });
    }
    if (doubleOptIn && (!current || current.status === "unconfirmed")) sendConfirmation(doubleOptIn, email);
    return accept(req, res, done, doubleOptIn ? { confirm: true } : {});
  };

  /**
   * An unsubscription, stored whether or not the address is subscribed: the answer and its timing are
   * the same either way, and the request itself is on record.
   */
  const unsubscribe: Handler = async (req, res) => {
    const back = NEWSLETTER_PATHS.unsubscribe;
    const fields = await readForm(NEWSLETTER_API.unsubscribe, { back, done: NEWSLETTER_PATHS.unsubscribed }, req, res);
    if (!fields) return;
    const typed = (fields.email ?? "").trim();
    const error = validateNewsletter(typed);
    if (error) {
      const form = page(NEWSLETTER_PATHS.unsubscribe);
      return reject(req, res, 400, error, {
        back,
        form: form ? fillUnsubscribePage(form, typed, error.message) : undefined,
      });
    }
    await store(newsletterEvent("unsubscribe", normalizeEmail(typed)));
    return accept(req, res, NEWSLETTER_PATHS.unsubscribed);
  };

  /**
   * A followed confirmation link: a valid token for an address still subscribed stores a confirm
   * event (once) and goes on to the confirmed page; anything else gets the invalid-link page.
   */
  const confirm: Handler = async (req, res) => {
    const back = "/";
    if (limited(NEWSLETTER_API.confirm, back, req, res)) return;
    const token = new URL(req.url ?? "", "http://localhost").searchParams.get("token") ?? "";
    const check = doubleOptIn ? verifyToken(token, doubleOptIn.secret) : ({ ok: false, reason: "off" } as const);
    const subscriber = check.ok ? currentSubscribers().get(check.email) : undefined;
    if (!check.ok || !subscriber) {
      log(`${NEWSLETTER_API.confirm}: refused (${check.ok ? "not subscribed" : check.reason})`);
      const message = "This confirmation link is invalid or has expired. Please sign up again.";
      return reject(req, res, 400, { message }, { back, form: page(NEWSLETTER_PATHS.invalidLink) });
    }
    if (subscriber.status !== "confirmed") await store(newsletterEvent("confirm", subscriber.email));
    return accept(req, res, NEWSLETTER_PATHS.confirmed);
  };

  return {
    post: {
      "/api/contact": contact,
      "/api/newsletter": subscribe,
      [NEWSLETTER_API.unsubscribe]: unsubscribe,
    },
    get: { [NEWSLETTER_API.confirm]: confirm },
  };
}

/**
 * The site handler with GET routes in front (server/app.ts routes only POST to handlers): the same
 * security headers, and a failure answered 500 for that request only. Everything else goes to `app`.
 */
export function withGetRoutes(app: Handler, routes: Record<string, Handler>, log: (line: string) => void = () => {}) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const parsed = parseRequestPath(req.url);
    const route = req.method === "GET" && "pathname" in parsed ? routes[parsed.pathname] : undefined;
    if (!route) return app(req, res);
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy());
    return Promise.resolve(route(req, res)).catch((error: unknown) => {
      log(`error ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        res.end("Internal Server Error");
      } else res.end();
    });
  };
}
