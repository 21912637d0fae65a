// The editor's GitHub sign-in against a stand-in GitHub (a local HTTP server): the state check, the code
// exchange, and the token handed only to a same-origin opener.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CMS_AUTH_PATH } from "../app/lib/constants";
import type { Handler } from "./app";
import { CMS_CALLBACK_PATH, CMS_DONE_SCRIPT_PATH, createCmsAuthRoutes } from "./cms-auth";

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

const exchanges: Record<string, unknown>[] = [];
const github = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    if (req.method === "POST" && req.url === "/login/oauth/access_token") {
      const sent = JSON.parse(body) as Record<string, unknown>;
      exchanges.push(sent);
      const granted = sent.code === "good-code" && sent.client_secret === "app-secret";
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(granted ? { access_token: "gho_token123" } : { error: "bad_verification_code" }));
      return;
    }
    res.writeHead(404).end();
  });
});

let site: Server;
let origin = "";
beforeAll(async () => {
  const githubUrl = await listen(github);
  let routes: Record<string, Handler> = {};
  site = createServer((req, res) => void routes[new URL(req.url ?? "/", "http://x").pathname]?.(req, res));
  origin = await listen(site);
  routes = createCmsAuthRoutes({ origin, clientId: "app-id", clientSecret: "app-secret", githubUrl });
});
afterAll(() => {
  github.close();
  site.close();
});

/** Starts a sign-in: GitHub's address it redirects to and the state cookie it set. */
async function start() {
  const answer = await fetch(`${origin}${CMS_AUTH_PATH}?provider=github&scope=repo`, { redirect: "manual" });
  const location = new URL(answer.headers.get("location") ?? "");
  const cookie = (answer.headers.get("set-cookie") ?? "").split(";")[0]!;
  return { answer, location, cookie, state: location.searchParams.get("state") ?? "" };
}

const dataOf = (html: string, name: string) =>
  (new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

describe("the editor's GitHub sign-in", () => {
  it("sends the person to GitHub with the app's id, the callback and a state kept in an HttpOnly cookie", async () => {
    const { answer, location, cookie, state } = await start();
    expect(answer.status).toBe(302);
    expect(location.pathname).toBe("/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe("app-id");
    expect(location.searchParams.get("redirect_uri")).toBe(`${origin}${CMS_CALLBACK_PATH}`);
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(cookie).toBe(`cms_oauth_state=${state}`);
    expect(answer.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it("refuses a callback whose state differs from the cookie's, without asking GitHub", async () => {
    const { cookie } = await start();
    const before = exchanges.length;
    const answer = await fetch(`${origin}${CMS_CALLBACK_PATH}?code=good-code&state=forged`, { headers: { cookie } });
    const html = await answer.text();
    expect(answer.status).toBe(403);
    expect(html).not.toContain("gho_token123");
    expect(dataOf(html, "message")).toMatch(/^authorization:github:error:/);
    expect(exchanges.length).toBe(before);
    // No cookie at all (a link from elsewhere) is refused too.
    const bare = await fetch(`${origin}${CMS_CALLBACK_PATH}?code=good-code&state=forged`);
    expect(bare.status).toBe(403);
  });

  it("exchanges the code with the app's secret and hands the token over with no inline script", async () => {
    const { cookie, state } = await start();
    const answer = await fetch(`${origin}${CMS_CALLBACK_PATH}?code=good-code&state=${state}`, { headers: { cookie } });
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(exchanges.at(-1)).toMatchObject({ client_id: "app-id", client_secret: "app-secret", code: "good-code" });
    expect(dataOf(html, "message")).toBe('authorization:github:success:{"token":"gho_token123","provider":"github"}');
    expect(dataOf(html, "origin")).toBe(origin);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(answer.headers.get("content-security-policy")).not.toMatch(/unsafe-inline|unsafe-eval/);
    // The state is spent: the same callback again is refused.
    expect(answer.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });

  it("reports GitHub's refusal of a code to the editor, with no token", async () => {
    const { cookie, state } = await start();
    const answer = await fetch(`${origin}${CMS_CALLBACK_PATH}?code=stale&state=${state}`, { headers: { cookie } });
    expect(answer.status).toBe(502);
    expect(await answer.text()).not.toContain("access_token");
  });

  it("hands the token only to an opener on the site's own origin, posted to that origin", async () => {
    const script = await (await fetch(`${origin}${CMS_DONE_SCRIPT_PATH}`)).text();
    const message = 'authorization:github:success:{"token":"gho_token123","provider":"github"}';
    const run = () => {
      const posted: { data: string; target: string }[] = [];
      const listeners: ((event: { origin: string; source: unknown; data: string }) => void)[] = [];
      const opener = { postMessage: (data: string, target: string) => posted.push({ data, target }) };
      const element = { getAttribute: (name: string) => (name === "data-origin" ? origin : message) };
      const window = {
        opener,
        addEventListener: (_type: string, listener: (typeof listeners)[0]) => listeners.push(listener),
      };
      runInNewContext(script, { window, document: { getElementById: () => element } });
      const answer = (from: string, source: unknown = opener) =>
        listeners.forEach((listener) => listener({ origin: from, source, data: "authorizing:github" }));
      return { posted, answer, opener };
    };

    const { posted, answer, opener } = run();
    expect(posted).toEqual([{ data: "authorizing:github", target: origin }]);
    answer("https://attacker.example");
    answer(origin, { postMessage: () => {} });
    expect(posted.some(({ data }) => data.includes("gho_token123"))).toBe(false);
    answer(origin, opener);
    expect(posted.at(-1)).toEqual({ data: message, target: origin });
    expect(posted.every(({ target }) => target === origin)).toBe(true);
  });
});
