// @vitest-environment node
/**
 * The production server against hostile clients: real HTTP over 127.0.0.1 through raw sockets, so
 * that nothing normalises the request on the way. Every case must be answered 4xx (never 5xx, never a
 * file from outside the site root) or cut off, and the server must keep serving everyone else.
 * The server's limits are the production mechanism with short values (server/app.ts createSiteServer).
 */
import { rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CollectorSite, startCollectorSite } from "../tests/support/server-fixtures";

const SECRET = `TOP-SECRET-${Math.random().toString(36).slice(2)}`;
const LIMITS = {
  headersTimeout: 1_000,
  requestTimeout: 2_000,
  keepAliveTimeout: 500,
  maxHeaderSize: 16 * 1024,
  connectionsCheckingInterval: 100,
};

let site: CollectorSite;
let port: number;
let base: string;

beforeAll(async () => {
  site = await startCollectorSite({
    prefix: "hostile-",
    files: {
      "index.html": "<h1>Home</h1>",
      "404.html": "<h1>Page Not Found</h1>",
      "assets/entry-abc123.js": "console.log(1)",
      "assets/removed-def456.js": "console.log(2)",
    },
    collector: { rateLimit: 1000 },
    limits: LIMITS,
  });
  ({ port, base } = site);
  // The site root is parent/site; the secret sits next to it, where a traversal would find it.
  writeFileSync(join(site.parent, "secret.txt"), SECRET);
  writeFileSync(join(site.parent, "secret.txt.html"), SECRET);
});

afterAll(() => site.close());

interface RawResponse {
  /** 0 when the connection was closed without an answer. */
  status: number;
  headers: Record<string, string>;
  text: string;
  /** Milliseconds from connecting to the close. */
  ms: number;
}

function parse(text: string, started: number): RawResponse {
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
  const head = text.split("\r\n\r\n")[0] ?? "";
  const headers = Object.fromEntries(
    head
      .split("\r\n")
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  return { status, headers, text, ms: performance.now() - started };
}

/**
 * Sends bytes exactly as given and collects everything until the server closes the connection.
 * Rejects if the server neither answers nor closes within `timeoutMs` (a hang).
 */
function send(request: string | Buffer, timeoutMs = 3_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer or close within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    // The server may answer and close before reading everything (oversized input): a reset is fine.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks).toString("latin1"), started));
    });
    socket.write(request);
  });
}

const requestFor = (method: string, path: string, extra = "") =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`;

/** Every case ends with this: an ordinary visitor is still served. */
async function expectStillServing() {
  const started = performance.now();
  const res = await fetch(`${base}/`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain("Home");
  expect(performance.now() - started).toBeLessThan(1_000);
}

function expectRefused(res: RawResponse, label: string) {
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(res.text, label).not.toContain(SECRET);
}

describe("hostile input: paths", () => {
  it.each([
    "/../secret.txt",
    "/../secret",
    "/..%2fsecret.txt",
    "/%2e%2e/secret.txt",
    "/%2e%2e%2fsecret.txt",
    "/%2E%2E/secret.txt",
    "/.%2e/secret.txt",
    "/%252e%252e/secret.txt",
    "/%252e%252e%252fsecret.txt",
    "/..%5csecret.txt",
    "/assets/..%5c..%5csecret.txt",
    "/assets/../../secret.txt",
    "/assets/%2e%2e/%2e%2e/secret.txt",
    "/..\\secret.txt",
    "/%c0%ae%c0%ae/secret.txt",
    "/..%2f..%2fetc%2fpasswd",
    "/a%00b",
    "/secret.txt%00.html",
  ])("refuses the traversal %s with a 4xx and no file from outside the root", async (path) => {
    const res = await send(requestFor("GET", path));
    expectRefused(res, path);
    await expectStillServing();
  });

  it.each(["/%", "/%zz", "/%E0%A4%A", "/%%30", "/abc%"])("answers the malformed encoding %s with 400", async (path) => {
    const res = await send(requestFor("GET", path));
    expect(res.status).toBe(400);
    await expectStillServing();
  });

  it("refuses request targets that are not a path with 400", async () => {
    for (const target of ["http://127.0.0.1/../secret.txt", "*", "secret.txt"]) {
      const res = await send(requestFor("GET", target));
      expectRefused(res, target);
    }
    await expectStillServing();
  });

  it("answers a 10 KB URL with 414, and one past the header limit with 431", async () => {
    expect((await send(requestFor("GET", `/${"a".repeat(10 * 1024)}`))).status).toBe(414);
    expect((await send(requestFor("GET", `/${"a".repeat(5000)}`))).status).toBe(414);
    expect((await send(requestFor("GET", `/${"a".repeat(20 * 1024)}`))).status).toBe(431);
    await expectStillServing();
  });
});

describe("a build changed under the running server", () => {
  it("a file removed after start closes that one response and the server keeps serving", async () => {
    rmSync(join(site.parent, "site", "assets", "removed-def456.js"));
    const res = await send(requestFor("GET", "/assets/removed-def456.js"));
    expect(res.text).not.toContain("console.log(2)");
    await expectStillServing();
  });
});

describe("hostile input: headers and bodies", () => {
  it("answers a 32 KB header with 431 and closes the connection", async () => {
    const res = await send(requestFor("GET", "/", `X-Big: ${"a".repeat(32 * 1024)}\r\n`));
    expect(res.status).toBe(431);
    expect(res.headers.connection).toBe("close");
    await expectStillServing();
  });

  it("answers many headers adding up past the limit with 431", async () => {
    const many = Array.from({ length: 600 }, (_, i) => `X-H${i}: ${"b".repeat(40)}\r\n`).join("");
    expect((await send(requestFor("GET", "/", many))).status).toBe(431);
    await expectStillServing();
  });

  it("answers a contact body beyond the collector's 64 KB limit with 413 (declared or chunked)", async () => {
    const body = `name=${"x".repeat(100 * 1024)}`;
    const form = "Content-Type: application/x-www-form-urlencoded\r\nAccept: application/json\r\n";
    const declared = await send(requestFor("POST", "/api/contact", `${form}Content-Length: ${body.length}\r\n`) + body);
    expect(declared.status).toBe(413);
    const chunked = await send(
      requestFor("POST", "/api/contact", `${form}Transfer-Encoding: chunked\r\n`) +
        `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    expect(chunked.status).toBe(413);
    // A huge declared length is refused at once, without waiting for (or reading) the body.
    const huge = await send(requestFor("POST", "/api/contact", `${form}Content-Length: 1000000000\r\n`) + "name=x");
    expect(huge.status).toBe(413);
    await expectStillServing();
  });

  it("refuses ambiguous framing (Content-Length with chunked, request smuggling) with 400", async () => {
    const res = await send(
      requestFor("POST", "/api/contact", "Content-Length: 4\r\nTransfer-Encoding: chunked\r\n") + "0\r\n\r\n",
    );
    expect(res.status).toBe(400);
    await expectStillServing();
  });

  it("refuses a request without Host with 400", async () => {
    expect((await send("GET / HTTP/1.1\r\nConnection: close\r\n\r\n")).status).toBe(400);
    await expectStillServing();
  });
});

describe("hostile input: methods", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"])(
    "answers %s on a page with 405 and Allow: GET, HEAD",
    async (method) => {
      const res = await send(requestFor(method, "/", "Content-Length: 0\r\n"));
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD");
      await expectStillServing();
    },
  );

  it("answers other methods on a form endpoint with 405 and Allow: POST, and GET with the Not Found page", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const res = await send(requestFor(method, "/api/contact", "Content-Length: 0\r\n"));
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe("POST");
    }
    expect((await send(requestFor("GET", "/api/contact"))).status).toBe(404);
    await expectStillServing();
  });

  it("answers an unknown method with 400 and closes a CONNECT without an answer", async () => {
    expect((await send(requestFor("FROBNICATE", "/"))).status).toBe(400);
    expect((await send("CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n")).status).toBe(0);
    await expectStillServing();
  });
});

/** A client sending `text` one byte every `intervalMs`, until the server closes on it. */
function drip(text: string, intervalMs = 1_000) {
  const started = performance.now();
  const socket = connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  let sent = 0;
  const next = () => {
    if (sent < text.length && socket.writable) socket.write(text[sent++] ?? "");
  };
  socket.on("connect", next);
  const timer = setInterval(next, intervalMs);
  socket.on("data", (chunk) => chunks.push(chunk));
  socket.on("error", () => {});
  let open = true;
  const closed = new Promise<RawResponse>((resolve) =>
    socket.on("close", () => {
      open = false;
      clearInterval(timer);
      resolve(parse(Buffer.concat(chunks).toString("latin1"), started));
    }),
  );
  return { closed, isOpen: () => open, destroy: () => socket.destroy() };
}

describe("hostile input: slow and idle clients", () => {
  it("cuts off clients dripping a request line one byte per second, serving others meanwhile", async () => {
    const slow = Array.from({ length: 20 }, () => drip("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expectStillServing();
    // That answer came while every slow client was still connected and dripping.
    expect(slow.every((client) => client.isOpen())).toBe(true);
    let deadline: NodeJS.Timeout | undefined;
    const results = await Promise.race([
      Promise.all(slow.map((client) => client.closed)),
      new Promise<never>((_, reject) => {
        deadline = setTimeout(() => reject(new Error("slow clients not cut off")), 3_000);
      }),
    ]).finally(() => {
      clearTimeout(deadline);
      slow.forEach((client) => client.destroy());
    });
    for (const res of results) {
      expect([0, 408]).toContain(res.status);
      expect(res.ms).toBeLessThan(LIMITS.headersTimeout + 1_000);
    }
    await expectStillServing();
  });

  it("cuts off a client that connects and sends nothing", async () => {
    const res = await send("", 3_000);
    expect([0, 408]).toContain(res.status);
    expect(res.ms).toBeLessThan(LIMITS.headersTimeout + 1_000);
    await expectStillServing();
  });

  it("cuts off a form body dripping one byte per second at the request timeout", async () => {
    const head = requestFor(
      "POST",
      "/api/contact",
      "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n",
    );
    // The head goes out at once, then the body trickles in one byte per second.
    const res = await new Promise<RawResponse>((resolve, reject) => {
      const started = performance.now();
      const client = connect(port, "127.0.0.1", () => client.write(`${head}name=`));
      const chunks: Buffer[] = [];
      const timer = setInterval(() => client.writable && client.write("x"), 1_000);
      const deadline = setTimeout(() => {
        client.destroy();
        reject(new Error("slow body not cut off"));
      }, 4_000);
      client.on("data", (chunk) => chunks.push(chunk));
      client.on("error", () => {});
      client.on("close", () => {
        clearInterval(timer);
        clearTimeout(deadline);
        resolve(parse(Buffer.concat(chunks).toString("latin1"), started));
      });
    });
    expect([0, 408]).toContain(res.status);
    expect(res.ms).toBeLessThan(LIMITS.requestTimeout + 1_000);
    await expectStillServing();
  });

  it("closes an idle keep-alive connection after the keep-alive timeout", async () => {
    const res = await send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 3_000);
    expect(res.status).toBe(200);
    // Node 20 adds a one-second grace to the keep-alive timeout.
    expect(res.ms).toBeGreaterThan(LIMITS.keepAliveTimeout);
    expect(res.ms).toBeLessThan(LIMITS.keepAliveTimeout + 1_500);
  });
});
