/**
 * The production request handler: static files from the prerendered build through sirv, with the
 * redirect, not-found, caching and security rules of server/rules.ts. No request can crash it: bad
 * URLs get a 4xx, unsupported methods a 405, and any unexpected error a 500 for that request only.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { join } from "node:path";
import sirv from "sirv";
import { adminContentSecurityPolicy, contentSecurityPolicy, isAdminPage, policyForHtml } from "./csp";
import {
  adminHeaders,
  cacheControlFor,
  CACHE_REVALIDATE,
  findFallbackRedirect,
  findNotFoundPage,
  findRedirect,
  trailingSlashRedirect,
  securityHeaders,
} from "./rules";
import { answerBeforeBody, DISCARD_LIMITS, type DiscardLimits } from "./form-body";
import { sendHtml, sendText } from "./respond";

export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface AppOptions {
  /** The prerendered site: build/client. */
  root: string;
  /** POST endpoints (the form collectors), by exact path. */
  postHandlers?: Record<string, Handler>;
  /** GET endpoints answered before any file (the newsletter's confirm link, the health check), by exact path. */
  getHandlers?: Record<string, Handler>;
  /**
   * A page rendered for this request instead of its static file (e.g. /contact?subject=career with
   * that subject selected for browsers without JavaScript), or nothing to serve the file.
   */
  renderPage?: (pathname: string, query: URLSearchParams) => string | undefined;
  log?: (line: string) => void;
}

const MAX_URL_LENGTH = 2048;

/** Protective limits of the HTTP server itself, in milliseconds and bytes. */
export interface ServerLimits {
  /** Whole request, headers and body, must arrive within this (answered 408 otherwise). */
  requestTimeout?: number;
  /** Request line and headers must arrive within this (answered 408 otherwise). */
  headersTimeout?: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeout?: number;
  /** Request line plus headers larger than this are answered 431. */
  maxHeaderSize?: number;
  /** How often the two timeouts above are checked (Node's default is 30 s). */
  connectionsCheckingInterval?: number;
  /** What is still read (and discarded) of a body answered before it ended, e.g. with 413 (server/form-body.ts). */
  discard?: DiscardLimits;
}

/** The production values (server/main.ts); tests pass shorter ones. */
export const PRODUCTION_LIMITS: Required<ServerLimits> = {
  requestTimeout: 30_000,
  headersTimeout: 15_000,
  keepAliveTimeout: 5_000,
  maxHeaderSize: 16 * 1024,
  // How often the two timeouts are enforced: a slow client is cut off within ~2 s of its deadline.
  connectionsCheckingInterval: 2_000,
  discard: DISCARD_LIMITS,
};

/** The answer to a request Node's parser refused, as Node itself would give it without a listener. */
function clientErrorStatus(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return "431 Request Header Fields Too Large";
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return "413 Payload Too Large";
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return "408 Request Timeout";
    default:
      return "400 Bad Request";
  }
}

/**
 * The HTTP server around a handler, with limits so that slow, idle or oversized clients cannot hold
 * connections open indefinitely or exhaust memory; requests Node cannot parse get a 4xx and a close.
 */
export function createSiteServer(handler: Handler, limits: ServerLimits = {}): Server {
  const { requestTimeout, headersTimeout, keepAliveTimeout, maxHeaderSize, connectionsCheckingInterval, discard } = {
    ...PRODUCTION_LIMITS,
    ...limits,
  };
  const server = createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(headersTimeout, requestTimeout),
      maxHeaderSize,
      connectionsCheckingInterval,
    },
    (req, res) => {
      // An answer given before the body has arrived (413, 429, 405) must reach the client.
      answerBeforeBody(req, res, discard);
      return handler(req, res);
    },
  );
  server.keepAliveTimeout = keepAliveTimeout;
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A response already under way on this connection cannot be followed by another one.
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      socket.end(`HTTP/1.1 ${clientErrorStatus(error)}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    } else socket.destroy(error);
  });
  return server;
}

/** Reads the pathname of a request, or explains why it cannot be served (status and message). */
export function parseRequestPath(
  rawUrl: string | undefined,
): { pathname: string; search: string } | { error: number; message: string } {
  if (!rawUrl || rawUrl.length > MAX_URL_LENGTH) return { error: 414, message: "URI Too Long" };
  if (!rawUrl.startsWith("/")) return { error: 400, message: "Bad Request" };
  let url: URL;
  try {
    url = new URL(rawUrl, "http://localhost");
  } catch {
    return { error: 400, message: "Bad Request" };
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return { error: 400, message: "Bad Request: malformed percent-encoding" };
  }
  if (decoded.includes("\0") || decoded.includes("\\") || decoded.split("/").some((part) => part === "..")) {
    return { error: 400, message: "Bad Request" };
  }
  return { pathname: url.pathname, search: url.search };
}

export function createApp({
  root,
  postHandlers = {},
  getHandlers = {},
  renderPage,
  log = () => {},
}: AppOptions): Handler {
  const assets = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
    },
  });

  /**
   * The HTML file sirv answers a request path with ("/services" → "/services/index.html"), if any. Only
   * paths with a page are remembered, so the cache is bounded by the site's pages whatever is asked.
   */
  const htmlFiles = new Map<string, string>();
  function htmlFileFor(pathname: string): string | undefined {
    if (pathname.endsWith(".html")) return existsSync(join(root, pathname)) ? pathname : undefined;
    if (/\.[a-z0-9]+$/i.test(pathname)) return undefined;
    let page = htmlFiles.get(pathname);
    if (page === undefined) {
      const base = pathname.replace(/\/+$/, "");
      page = [`${base}/index.html`, `${base}.html`].find((file) => existsSync(join(root, file)));
      if (page) htmlFiles.set(pathname, page);
    }
    return page;
  }

  // Each page's own policy, from the file sirv serves (read once; the build never changes under us).
  const policies = new Map<string, string>();
  function policyForFile(pathname: string): string {
    let policy = policies.get(pathname);
    if (policy === undefined) {
      const file = join(root, pathname);
      policy = isAdminPage(pathname)
        ? adminContentSecurityPolicy()
        : existsSync(file)
          ? policyForHtml(readFileSync(file, "utf8"))
          : contentSecurityPolicy();
      policies.set(pathname, policy);
    }
    return policy;
  }

  const notFoundCache = new Map<string, { body: Buffer; br?: Buffer; gz?: Buffer }>();
  function notFoundBody(page: string) {
    let entry = notFoundCache.get(page);
    if (!entry) {
      const file = join(root, page);
      const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
      entry = { body: read("") ?? Buffer.from("Page Not Found"), br: read(".br"), gz: read(".gz") };
      notFoundCache.set(page, entry);
    }
    return entry;
  }

  function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const page = notFoundBody(findNotFoundPage(pathname));
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": CACHE_REVALIDATE,
      Vary: "Accept-Encoding",
    };
    let body = page.body;
    if (page.br && /\bbr\b/.test(accepts)) {
      body = page.br;
      headers["Content-Encoding"] = "br";
    } else if (page.gz && /\bgzip\b/.test(accepts)) {
      body = page.gz;
      headers["Content-Encoding"] = "gzip";
    }
    headers["Content-Length"] = String(body.length);
    headers["Content-Security-Policy"] = policyForFile(findNotFoundPage(pathname));
    res.writeHead(404, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function redirect(res: ServerResponse, status: number, location: string) {
    res.writeHead(status, {
      Location: location,
      "Cache-Control": status === 301 ? "public, max-age=3600" : "no-store",
    });
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy());

    const parsed = parseRequestPath(req.url);
    if ("error" in parsed) {
      sendText(res, parsed.error, parsed.message);
      return;
    }
    const { pathname, search } = parsed;
    const method = req.method ?? "GET";

    const postHandler = postHandlers[pathname];
    if (method === "POST" && postHandler) {
      await postHandler(req, res);
      return;
    }
    if (method !== "GET" && method !== "HEAD") {
      const allow = postHandler ? "POST" : "GET, HEAD";
      sendText(res, 405, "Method Not Allowed", { Allow: allow });
      return;
    }
    const getHandler = getHandlers[pathname];
    if (method === "GET" && getHandler) {
      await getHandler(req, res);
      return;
    }

    const exact = findRedirect(pathname);
    if (exact) {
      redirect(res, exact.status, exact.to + search);
      return;
    }
    const canonical = trailingSlashRedirect(pathname);
    if (canonical) {
      redirect(res, 301, canonical + search);
      return;
    }

    const rendered = search ? renderPage?.(pathname, new URLSearchParams(search)) : undefined;
    if (rendered !== undefined) {
      sendHtml(res, 200, rendered, {}, req.method === "HEAD");
      return;
    }

    // sirv indexes the build when the server starts and streams a file without listening for errors:
    // a file removed since (a rebuild in place) would crash the process. The response is already
    // under way with its headers, so that one connection is closed and the server keeps serving.
    // A page's own policy goes with every answer for it, a 304 included: a browser revalidating its
    // cached copy takes the 304's headers as the page's, and the strictest policy would block the
    // page's inline scripts and styles on every visit after the first.
    const page = htmlFileFor(pathname);
    if (page) res.setHeader("Content-Security-Policy", policyForFile(page));
    if (page && isAdminPage(page)) for (const [name, value] of Object.entries(adminHeaders)) res.setHeader(name, value);
    res.once("pipe", (source) =>
      source.once("error", (error: Error) => {
        log(`error ${req.method} ${req.url}: ${error.message}`);
        res.destroy();
      }),
    );
    assets(req, res, () => {
      const fallback = findFallbackRedirect(pathname);
      if (fallback) {
        redirect(res, fallback.status, fallback.to);
        return;
      }
      sendNotFound(req, res, pathname);
    });
  }

  return (req, res) => {
    Promise.resolve(handle(req, res)).catch((error: unknown) => {
      log(`error ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) sendText(res, 500, "Internal Server Error");
      else res.end();
    });
  };
}
