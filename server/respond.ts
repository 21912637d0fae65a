/**
 * The server's answers that are not files: plain text, HTML and JSON, never cached. An HTML answer
 * carries the policy its own inline scripts and styles need (server/csp.ts), whichever handler writes it.
 */
import type { ServerResponse } from "node:http";
import { policyForHtml } from "./csp";

export type Headers = Record<string, string>;

export function sendText(res: ServerResponse, status: number, body: string, headers: Headers = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(body);
}

/** HTML with its own Content-Security-Policy; a HEAD request gets the headers only. */
export function sendHtml(res: ServerResponse, status: number, body: string, headers: Headers = {}, head = false) {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": policyForHtml(body),
    ...headers,
  });
  res.end(head ? undefined : body);
}

export function sendJson(res: ServerResponse, status: number, body: object, headers: Headers = {}) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}
