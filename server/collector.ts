/**
 * The form collector (D7, D8): POST /api/contact and POST /api/newsletter on the bundled server.
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
import type { Handler } from "./app";
import { policyForHtml } from "./csp";
import { JsonlStore } from "./store";

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
  /** Called after a submission is stored (notifications). */
  onStored?: (kind: "contact" | "newsletter", record: Record<string, unknown>) => void;
}

export const CONTACT_THANKS = "/contact/thanks";
export const NEWSLETTER_THANKS = "/newsletter/thanks";

type Fields = Record<string, string>;
type Parsed = { fields: Fields } | { status: number; message: string };

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
 * The prerendered contact page with the visitor's values filled in, a subject selected and, when
 * given, an error in the form's status region (for browsers without JavaScript).
 */
export function fillContactPage(html: string, values: Partial<ContactValues>, error?: string): string {
  let out = html;
  for (const name of ["name", "email", "phone", "company"] as const) {
    const value = values[name];
    if (!value) continue;
    out = out.replace(new RegExp(`<input([^>]*\\sname="${name}"[^>]*?)\\s*/?>`), (_tag, attrs: string) => {
      return `<input${attrs.replace(/\svalue="[^"]*"/, "")} value="${escapeHtml(value)}"/>`;
    });
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
  if (error) {
    out = out.replace(
      /<div([^>]*\sdata-form-status="")([^>]*)><\/div>/,
      `<div data-form-status="error"$2><p class="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">${escapeHtml(error)} Your message was not sent; everything you typed is still here.</p></div>`,
    );
  }
  return out;
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

export function createCollector(options: CollectorOptions): Record<string, Handler> {
  const {
    dataDir,
    rateLimit = 20,
    windowMs = 10 * 60 * 1000,
    trustProxy = false,
    maxBodyBytes = 64 * 1024,
    page = () => undefined,
    log = () => {},
    onStored = () => {},
  } = options;
  const contacts = new JsonlStore(dataDir, "contact");
  const subscribers = new JsonlStore(dataDir, "newsletter");
  let subscribed: Set<string> | undefined;
  const hits = new Map<string, number[]>();

  const clientOf = (req: IncomingMessage) => {
    const forwarded = trustProxy
      ? String(req.headers["x-forwarded-for"] ?? "")
          .split(",")[0]
          ?.trim()
      : "";
    return forwarded || req.socket.remoteAddress || "unknown";
  };

  /** Seconds to wait when the client is over the limit, or 0. Every request counts. */
  function overLimit(endpoint: string, req: IncomingMessage): number {
    const now = Date.now();
    if (hits.size > 50_000) for (const [key, times] of hits) if ((times.at(-1) ?? 0) < now - windowMs) hits.delete(key);
    const key = `${endpoint} ${clientOf(req)}`;
    const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
    if (recent.length >= rateLimit) {
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
    { back, form, headers = {} }: { back: string; form?: string; headers?: Record<string, string> },
  ) {
    if (wantsJson(req)) return json(res, status, { ok: false, ...error }, headers);
    if (form) return html(res, status, form, headers);
    return html(res, status, simplePage("We could not accept that", error.message, back), headers);
  }

  function endpoint(kind: "contact" | "newsletter"): Handler {
    const path = `/api/${kind}`;
    /** Where a browser without JavaScript goes back to from a refusal. */
    const back = kind === "contact" ? "/contact" : "/";
    return async (req, res) => {
      const wait = overLimit(path, req);
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60);
        const message = `Too many submissions from your address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
        return reject(req, res, 429, { message }, { back, headers: { "Retry-After": String(wait) } });
      }
      const parsed = await parseForm(req, maxBodyBytes);
      if ("status" in parsed) return reject(req, res, parsed.status, { message: parsed.message }, { back });
      const { fields } = parsed;
      const thanks = kind === "contact" ? CONTACT_THANKS : NEWSLETTER_THANKS;
      const accepted = () => (wantsJson(req) ? json(res, 200, { ok: true }) : html(res, 303, "", { Location: thanks }));

      if (fields[HONEYPOT]) {
        log(`${path}: honeypot filled, dropped`);
        return accepted();
      }

      if (kind === "contact") {
        const values = Object.fromEntries(
          CONTACT_FIELDS.map((field) => [field, (fields[field] ?? "").trim()]),
        ) as ContactValues;
        const error = validateContact(values);
        if (error) {
          const form = page("/contact");
          return reject(req, res, 400, error, {
            back,
            form: form ? fillContactPage(form, values, error.message) : undefined,
          });
        }
        const record = { id: randomUUID(), receivedAt: new Date().toISOString(), ...values, privacy: true };
        await contacts.append(record);
        onStored("contact", record);
        return accepted();
      }

      const email = (fields.email ?? "").trim();
      const error = validateNewsletter(email);
      if (error) return reject(req, res, 400, error, { back });
      subscribed ??= new Set(subscribers.readAll().map((record) => String(record.email).toLowerCase()));
      const key = email.toLowerCase();
      if (!subscribed.has(key)) {
        subscribed.add(key);
        const record = { id: randomUUID(), receivedAt: new Date().toISOString(), email };
        try {
          await subscribers.append(record);
        } catch (failure) {
          subscribed.delete(key);
          throw failure;
        }
        onStored("newsletter", record);
      }
      return accepted();
    };
  }

  return { "/api/contact": endpoint("contact"), "/api/newsletter": endpoint("newsletter") };
}
