/**
 * Export, erase and release through the running server (docs/decisions/0120-requests-about-a-persons-data.md):
 * `npm run privacy` and `npm run inbox -- --release` post here, so the store's files are rewritten in this
 * process's queues. Answered only from loopback, without proxy headers, with DATA_DIR's token; else 404.
 */
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson, sendText } from "./respond";
import type { ContactRecord, Store } from "./store/store";

export const PRIVACY_PATH = "/internal/privacy";
/** The secret's name: `DATA_DIR/privacy-token` on the JSONL store. */
export const PRIVACY_TOKEN = "privacy-token";
export const PRIVACY_TOKEN_HEADER = "x-privacy-token";
const MAX_BODY_BYTES = 4096;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The request comes straight from this host, not relayed by a proxy. */
export function isLocalRequest(req: IncomingMessage): boolean {
  const proxied = ["x-forwarded-for", "forwarded", "x-real-ip"].some((name) => req.headers[name] !== undefined);
  return !proxied && LOOPBACK.test(req.socket.remoteAddress ?? "");
}

function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== "string") return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The handler; `token` is the store's privacy token, `release` lets a held message through (server/held.ts). */
export function createPrivacyHandler({
  store,
  token,
  log,
  release,
}: {
  store: Store;
  token: string;
  log: (line: string) => void;
  release?: (id: string) => Promise<ContactRecord | undefined>;
}) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (!isLocalRequest(req) || !sameToken(req.headers[PRIVACY_TOKEN_HEADER], token)) {
      req.resume();
      sendText(res, 404, "Not Found");
      return;
    }
    const text = await readBody(req);
    let request: { action?: unknown; email?: unknown; id?: unknown } = {};
    try {
      request = JSON.parse(text ?? "") as typeof request;
    } catch {
      request = {};
    }
    const { action, email, id } = request;
    if (action === "release" && release && typeof id === "string" && id) {
      try {
        const record = await release(id);
        if (record) log(`held message ${id} released on request: stored and notified`);
        if (record) sendJson(res, 200, record);
        else sendJson(res, 404, { error: `no held message has the id ${id}` });
      } catch (error) {
        sendJson(res, 503, { error: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    if ((action !== "export" && action !== "erase") || typeof email !== "string" || !email.includes("@")) {
      sendJson(res, 400, {
        error: 'expected {"action": "export" | "erase", "email": "an address"} or {"action": "release", "id": "…"}',
      });
      return;
    }
    try {
      if (action === "export") {
        sendJson(res, 200, await store.personal.find(email));
      } else {
        const counts = await store.personal.erase(email);
        // The log names counts, never the address.
        log(
          `privacy: erased an address on request (${counts.contacts} messages, ${counts.newsletter} newsletter events, ${counts.outbox} notifications)`,
        );
        sendJson(res, 200, counts);
      }
    } catch (error) {
      sendJson(res, 503, { error: error instanceof Error ? error.message : String(error) });
    }
  };
}
