import { createHash } from "node:crypto";

/** sha256 CSP sources for every inline <script> in a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Adds a meta CSP that allows only this page's own inline scripts plus same-origin modules. */
export function pinInlineScripts(html: string): string {
  const policy = `script-src 'self' ${inlineScriptHashes(html).join(" ")}`.trim();
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  return html.replace(/<head>/i, `<head>${meta}`);
}
