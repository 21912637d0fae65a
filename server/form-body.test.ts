// @vitest-environment node
/**
 * An oversized form gets its answer (docs/decisions/0115-the-413-that-arrives-and-a-page-in-one-line.md):
 * real HTTP over 127.0.0.1 through raw sockets that keep writing after the server has answered, with
 * a declared length and with chunked encoding, through fetch, and without JavaScript.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../app/lib/forms";
import { site as company } from "../app/site";
import { MAX_BODY_BYTES } from "./form-body";
import { type CollectorSite, startCollectorSite } from "../tests/support/server-fixtures";

const TWO_MB = 2 * 1024 * 1024;
/** What the server still reads of a refused body: small here, so that a test of the bounds is quick. */
const DISCARD = { bytes: 4 * 1024 * 1024, ms: 600 };

const CONTACT_PAGE = [
  "<!DOCTYPE html><html><head><title>Contact Us</title></head><body>",
  '<form method="post" action="/api/contact">',
  '<input id="contact-name" name="name" type="text" required=""/>',
  '<input id="contact-email" name="email" type="email" required=""/>',
  '<textarea id="contact-message" name="message" rows="5" required=""></textarea>',
  '<div data-form-status="" aria-live="polite"></div></form></body></html>',
].join("");

let site: CollectorSite;
let port: number;
let base: string;

beforeAll(async () => {
  site = await startCollectorSite({
    prefix: "form-body-",
    files: { "index.html": "<h1>Home</h1>" },
    collector: { rateLimit: 10_000, page: (path) => (path === "/contact" ? CONTACT_PAGE : undefined) },
    limits: { discard: DISCARD },
  });
  ({ port, base } = site);
});

afterAll(() => site.close());

interface Outcome {
  /** Everything the server sent, as text. */
  text: string;
  /** The socket error the client saw, if any (EPIPE, ECONNRESET). */
  error?: string;
  /** Milliseconds from connecting until the server's answer was complete, and until the connection closed. */
  answeredMs: number;
  closedMs: number;
  /** Bytes of body the client managed to write. */
  written: number;
}

/**
 * Posts to /api/contact through a raw socket and keeps writing the body (in 16 KB pieces, as fast as
 * the socket takes them, or one piece every `everyMs`) until `bodyBytes` are written or the server
 * closes. `chunked`: no Content-Length, chunked encoding, and a body without end (bodyBytes ignored).
 */
function postRaw({
  chunked = false,
  close = false,
  bodyBytes = TWO_MB,
  everyMs = 0,
}: {
  chunked?: boolean;
  close?: boolean;
  bodyBytes?: number;
  everyMs?: number;
}): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // allowHalfOpen: the client goes on writing after the server's FIN (Node's default would stop).
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    const chunks: Buffer[] = [];
    let answeredMs = -1;
    let error: string | undefined;
    let written = 0;
    let closed = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error("the server neither answered nor closed within 10 s"));
    }, 10_000);
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // A chunked JSON answer is complete at its last chunk.
      if (answeredMs < 0 && Buffer.concat(chunks).includes("\r\n0\r\n\r\n")) answeredMs = performance.now() - started;
    });
    socket.on("error", (cause: NodeJS.ErrnoException) => (error ??= cause.code ?? cause.message));
    socket.on("close", () => {
      closed = true;
      clearTimeout(timer);
      const closedMs = performance.now() - started;
      resolve({ text: Buffer.concat(chunks).toString("latin1"), error, answeredMs, closedMs, written });
    });
    const framing = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${bodyBytes}`;
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\n${close ? "Connection: close\r\n" : ""}` +
        `Content-Type: application/x-www-form-urlencoded\r\nAccept: application/json\r\n${framing}\r\n\r\n`,
    );
    const piece = Buffer.alloc(16 * 1024, "x");
    piece.write("message=");
    const next = () => {
      if (closed || socket.destroyed) return;
      if (!chunked && written >= bodyBytes) {
        socket.end(); // the whole request is written; the client still reads
        return;
      }
      const size = chunked ? piece.length : Math.min(piece.length, bodyBytes - written);
      const data = chunked
        ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), piece, Buffer.from("\r\n")])
        : piece.subarray(0, size);
      written += size;
      const more = socket.write(data);
      if (everyMs > 0) setTimeout(next, everyMs);
      else if (more) setImmediate(next);
      else socket.once("drain", next);
    };
    next();
  });
}

/** A complete 413 answer in JSON, naming the limit. */
function expectComplete413(outcome: Outcome, label: string) {
  expect(outcome.text, label).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/);
  expect(outcome.text, label).toMatch(/\r\nconnection: close\r\n/i);
  const body = outcome.text.slice(outcome.text.indexOf("\r\n\r\n") + 4);
  expect(body, label).toContain('{"ok":false,"message":"The form is too large."}');
  expect(outcome.answeredMs, label).toBeGreaterThanOrEqual(0);
}

async function expectStillServing() {
  const res = await fetch(`${base}/`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain("Home");
}

describe("a 2 MB form gets its 413, every time", () => {
  it("with a declared length, from a client that keeps writing its body: the whole answer, no reset", async () => {
    for (const close of [false, true]) {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const label = `${close ? "Connection: close" : "keep-alive"}, attempt ${attempt}`;
        const outcome = await postRaw({ close });
        expectComplete413(outcome, label);
        // The server read (and dropped) the whole body before closing: the client could write all of
        // it and saw no EPIPE or ECONNRESET.
        expect(outcome.error, label).toBeUndefined();
        expect(outcome.written, label).toBe(TWO_MB);
      }
    }
    await expectStillServing();
  });

  it("chunked, from a client that never stops writing: the whole answer, then the server closes", async () => {
    for (const close of [false, true]) {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const label = `${close ? "Connection: close" : "keep-alive"}, attempt ${attempt}`;
        const outcome = await postRaw({ chunked: true, close });
        expectComplete413(outcome, label);
        // Cut off once the bound of discarded bytes is reached: writing forever holds no connection.
        expect(outcome.written, label).toBeLessThan(MAX_BODY_BYTES + DISCARD.bytes + 8 * 1024 * 1024);
        expect(outcome.closedMs, label).toBeLessThan(DISCARD.ms + 2_000);
      }
    }
    await expectStillServing();
  });

  it("from a slow client that keeps writing: the answer at once, the connection closed after the time bound", async () => {
    const outcome = await postRaw({ chunked: true, everyMs: 20 });
    expectComplete413(outcome, "slow writer");
    expect(outcome.answeredMs).toBeLessThan(500);
    expect(outcome.closedMs).toBeGreaterThanOrEqual(DISCARD.ms);
    expect(outcome.closedMs).toBeLessThan(DISCARD.ms + 1_500);
    await expectStillServing();
  });

  it("through fetch with a 2 MB body", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: `message=${"x".repeat(TWO_MB)}`,
      });
      expect(res.status, `attempt ${attempt}`).toBe(413);
      expect(await res.json()).toEqual({ ok: false, message: "The form is too large." });
    }
    await expectStillServing();
  });
});

describe("without JavaScript, a form too large comes back as the contact page", () => {
  const post = (body: string) =>
    fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body,
    });

  it("keeps the fields read whole and the message cut to the length the form takes", async () => {
    const message = `${"Our portal needs a rewrite. ".repeat(700)}THE END`; // ~19 KB: over a field's 16 KB
    const res = await post(new URLSearchParams({ name: "Asha Rao", email: "asha@example.com", message }).toString());
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain("<title>Contact Us</title>");
    expect(html).toContain('value="Asha Rao"');
    expect(html).toContain('value="asha@example.com"');
    expect(html).toContain(`${message.slice(0, LIMITS.message)}</textarea>`);
    expect(html).not.toContain("THE END");
    expect(html).toContain("Your message is too long: the form takes up to 5,000 characters.");
    expect(html).toContain('data-form-status="error"');
  });

  it("refills the fields read before a body without a declared length grew past the limit", async () => {
    const parts = [
      "name=Asha+Rao&email=asha%40example.com&message=",
      ...Array.from({ length: 8 }, () => "x".repeat(16 * 1024)),
    ];
    const res = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      // A stream: sent chunked, so only reading it shows it is too large.
      body: new ReadableStream({
        pull(controller) {
          const part = parts.shift();
          if (part === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(part));
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain("<title>Contact Us</title>");
    expect(html).toContain('value="Asha Rao"');
    expect(html).toContain('value="asha@example.com"');
    expect(html).toContain("The form is too large to send: a message takes up to 5,000 characters. It was not sent.");
    expect(html).toContain("What could be read of it is below.");
    await expectStillServing();
  });

  it("answers a short page saying what was too large and how to send it when the declared length alone refused it", async () => {
    const res = await post(`name=Asha&message=${"x".repeat(TWO_MB)}`);
    expect(res.status).toBe(413);
    const html = await res.text();
    // Not the contact page: nothing of the form was read, so there is nothing to refill.
    expect(html).not.toContain("<form");
    expect(html).toContain("<title>Your message was not sent</title>");
    expect(html).toContain(
      "The form is too large. It was not sent, and nothing of it was kept: the form takes up to 64 KB, a message up to 5,000 characters.",
    );
    expect(html).toContain(`shorten the message and send it again, or write to us at ${company.email}.`);
    expect(html).toContain('<a href="/contact">Go back</a>');
    await expectStillServing();
  });
});
