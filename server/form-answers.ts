/**
 * How the collector answers a form post: JSON for scripts that ask for it (`Accept: application/json`);
 * for browsers posting without JavaScript, a redirect to the confirmation page on success, and on a
 * refusal the form again with the error (server/form-refill.ts) or a plain page saying why.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FieldError } from "../app/lib/forms";
import { escapeHtml, withoutScripts } from "./form-refill";
import { type Headers, sendHtml, sendJson } from "./respond";

const wantsJson = (req: IncomingMessage) => /application\/json/.test(String(req.headers.accept ?? ""));

/** A short page saying why, with a link back. */
export const refusalPage = (title: string, message: string, back: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.25rem;line-height:1.6"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${back}">Go back</a></p></body></html>`;

/**
 * A refusal with its status. `back`: where the plain page's link goes; `form`: a prerendered page to
 * answer with instead of the plain page (the form refilled, or a page of its own).
 */
export function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  error: FieldError | { message: string },
  { back, form, headers = {} }: { back: string; form?: string; headers?: Headers },
) {
  if (wantsJson(req)) return sendJson(res, status, { ok: false, ...error }, headers);
  if (form) return sendHtml(res, status, withoutScripts(form), headers);
  return sendHtml(res, status, refusalPage("We could not accept that", error.message, back), headers);
}

/** Success: JSON for scripts, a redirect to the confirmation page for browsers without JavaScript. */
export function accept(req: IncomingMessage, res: ServerResponse, location: string, body: object = {}) {
  return wantsJson(req) ? sendJson(res, 200, { ok: true, ...body }) : sendHtml(res, 303, "", { Location: location });
}
