/**
 * Sign-in for the content editor at /admin/ (docs/decisions/0150-content-editor.md): GitHub's OAuth
 * code-for-token exchange, in the window the editor opens. /api/cms/auth sends the person to GitHub with
 * a random state also kept in a cookie; /api/cms/callback refuses a state that differs, exchanges the code
 * with the app's secret, and hands the token to the window that opened it, only if that window is the
 * site's own origin (its script, /api/cms/done.js, posts with that explicit origin; no inline script).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { CMS_AUTH_PATH } from "../app/lib/constants";
import { sendHtml, sendText } from "./respond";

export const CMS_CALLBACK_PATH = "/api/cms/callback";
export const CMS_DONE_SCRIPT_PATH = "/api/cms/done.js";
const STATE_COOKIE = "cms_oauth_state";
const STATE_SECONDS = 600;
/** The provider name Decap CMS expects in the messages. */
const PROVIDER = "github";

export interface CmsAuthOptions {
  /** The site's origin: the only window the token is handed to, and the callback's host. */
  origin: string;
  clientId: string;
  clientSecret: string;
  /** github.com, a GitHub Enterprise server, or a stand-in in tests. */
  githubUrl: string;
  log?: (line: string) => void;
}

/** The sign-in window must keep its opener through GitHub's pages: no "same-origin" opener policy here. */
const OPENER = { "Cross-Origin-Opener-Policy": "unsafe-none" };

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The callback's page: the message for the opener in data attributes, read by the done script. */
export function callbackPage(origin: string, message: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content editor sign-in</title><script src="${CMS_DONE_SCRIPT_PATH}" defer></script></head><body><p id="cms-auth" data-origin="${escapeAttribute(origin)}" data-message="${escapeAttribute(message)}">${text}</p></body></html>`;
}

/**
 * Decap's handshake: this window says "authorizing:github" to its opener; when the opener answers from
 * the expected origin, it gets the message with the token, posted to that origin only.
 */
export const DONE_SCRIPT = `"use strict";
(function () {
  var element = document.getElementById("cms-auth");
  var opener = window.opener;
  if (!element || !opener) return;
  var origin = element.getAttribute("data-origin");
  var message = element.getAttribute("data-message");
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== opener) return;
    opener.postMessage(message, origin);
  });
  opener.postMessage("authorizing:${PROVIDER}", origin);
})();
`;

function cookieState(req: IncomingMessage): string | undefined {
  const cookies = String(req.headers.cookie ?? "").split(/;\s*/);
  const found = cookies.find((cookie) => cookie.startsWith(`${STATE_COOKIE}=`));
  return found?.slice(STATE_COOKIE.length + 1);
}

const sameState = (a: string | undefined, b: string | null) =>
  !!a && !!b && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The GET handlers, by path, for server/app.ts. */
export function createCmsAuthRoutes(options: CmsAuthOptions) {
  const { origin, clientId, clientSecret, githubUrl, log = () => {} } = options;
  const secure = origin.startsWith("https:") ? "; Secure" : "";
  const cookie = (value: string, maxAge: number) =>
    `${STATE_COOKIE}=${value}; Path=/api/cms; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
  const redirectUri = `${origin}${CMS_CALLBACK_PATH}`;

  const fail = (res: ServerResponse, status: number, reason: string) =>
    sendHtml(
      res,
      status,
      callbackPage(origin, `authorization:${PROVIDER}:error:${JSON.stringify({ message: reason })}`, reason),
      { ...OPENER, "Set-Cookie": cookie("", 0) },
    );

  async function start(req: IncomingMessage, res: ServerResponse) {
    const state = randomBytes(24).toString("base64url");
    const scope = new URL(req.url ?? "/", origin).searchParams.get("scope") === "public_repo" ? "public_repo" : "repo";
    const target = new URL("/login/oauth/authorize", githubUrl);
    target.search = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, scope, state }).toString();
    res.writeHead(302, {
      Location: target.toString(),
      "Cache-Control": "no-store",
      "Set-Cookie": cookie(state, STATE_SECONDS),
      ...OPENER,
    });
    res.end();
  }

  async function callback(req: IncomingMessage, res: ServerResponse) {
    const query = new URL(req.url ?? "/", origin).searchParams;
    if (!sameState(cookieState(req), query.get("state"))) {
      fail(
        res,
        403,
        "Sign-in refused: it did not start from this site's editor, or took longer than 10 minutes. Close this window and sign in again.",
      );
      return;
    }
    const code = query.get("code");
    if (!code) {
      fail(
        res,
        400,
        `Sign-in refused by GitHub: ${query.get("error_description") ?? query.get("error") ?? "no code"}.`,
      );
      return;
    }
    let token: string | undefined;
    try {
      const answer = await fetch(new URL("/login/oauth/access_token", githubUrl), {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code, redirect_uri: redirectUri }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await answer.json()) as { access_token?: string; error?: string };
      token = body.access_token;
      if (!token) log(`cms sign-in: GitHub refused the code (${body.error ?? answer.status})`);
    } catch (error) {
      log(`cms sign-in: GitHub could not be reached (${error instanceof Error ? error.message : String(error)})`);
    }
    if (!token) {
      fail(res, 502, "GitHub did not grant access. Close this window and sign in again.");
      return;
    }
    sendHtml(
      res,
      200,
      callbackPage(
        origin,
        `authorization:${PROVIDER}:success:${JSON.stringify({ token, provider: PROVIDER })}`,
        "Signed in. This window closes by itself once the editor has the sign-in.",
      ),
      { ...OPENER, "Set-Cookie": cookie("", 0) },
    );
  }

  function doneScript(_req: IncomingMessage, res: ServerResponse) {
    sendText(res, 200, DONE_SCRIPT, { "Content-Type": "text/javascript; charset=utf-8" });
  }

  return { [CMS_AUTH_PATH]: start, [CMS_CALLBACK_PATH]: callback, [CMS_DONE_SCRIPT_PATH]: doneScript };
}
