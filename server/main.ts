/**
 * Entry point of the bundled production server (build/server/index.mjs): `npm start`.
 * PORT (default 3000) and HOST (default 0.0.0.0) configure where it listens.
 * With SMTP_URL set, newsletter sign-ups are confirmed by an emailed link (double opt-in), signed with
 * NEWSLETTER_SECRET or a secret generated once into DATA_DIR/newsletter-secret.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isContactSubject } from "../app/lib/forms";
import { createApp, createSiteServer, PRODUCTION_LIMITS } from "./app";
import { site } from "../app/site";
import { createCollectorRoutes, fillContactPage, withGetRoutes } from "./collector";
import { loadSecret } from "./newsletter";
import { createNotifier } from "./notify";
import { createHealthCheck, HEALTH_PATH } from "./health";
import { Outbox } from "./outbox";

const here = dirname(fileURLToPath(import.meta.url));
const root = process.env.SITE_ROOT ?? join(here, "..", "client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const log = (line: string) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);
const pages = new Map<string, string>();
/** A prerendered page's HTML, read once. */
function page(path: string): string | undefined {
  if (!pages.has(path)) {
    const file = join(root, path, "index.html");
    if (!existsSync(file)) return undefined;
    pages.set(path, readFileSync(file, "utf8"));
  }
  return pages.get(path);
}

/** The id `npm run build` recorded (scripts/build-id.ts), for /healthz and the start line. */
function buildId(): string {
  try {
    return (JSON.parse(readFileSync(join(root, "..", "build-id.json"), "utf8")) as { id: string }).id;
  } catch {
    return "unknown";
  }
}

const number = (value: string | undefined, fallback: number) => (value && Number(value) > 0 ? Number(value) : fallback);
const dataDir = process.env.DATA_DIR ?? join(process.cwd(), "data");
/**
 * Email (SMTP_URL, to NOTIFY_EMAIL or the site's email) and webhook (NOTIFY_WEBHOOK_URL); both off by
 * default. Each notification waits in DATA_DIR/outbox.jsonl until sent, so a restart resumes it.
 */
const notifier = createNotifier({
  outbox: new Outbox(dataDir),
  smtpUrl: process.env.SMTP_URL,
  to: process.env.NOTIFY_EMAIL ?? site.email,
  from: process.env.SMTP_FROM,
  webhookUrl: process.env.NOTIFY_WEBHOOK_URL,
  log,
});
const collector = createCollectorRoutes({
  dataDir,
  rateLimit: number(process.env.RATE_LIMIT, 20),
  windowMs: number(process.env.RATE_LIMIT_WINDOW_SECONDS, 600) * 1000,
  trustProxy: process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true",
  page,
  log,
  onStored: (kind, record) => void notifier.notify(kind, record),
  // Links go to the canonical origin (SITE_ORIGIN), not to whatever Host header a request carried.
  doubleOptIn: notifier.canEmail
    ? {
        secret: loadSecret(dataDir, process.env.NEWSLETTER_SECRET),
        origin: site.origin,
        send: (message) => void notifier.email(message),
      }
    : undefined,
});

/** /contact?subject=career selects that subject in the HTML too, for browsers without JavaScript. */
function renderPage(pathname: string, query: URLSearchParams) {
  const subject = query.get("subject");
  if (!/^\/contact\/?$/.test(pathname) || !isContactSubject(subject)) return undefined;
  const html = page("/contact");
  return html ? fillContactPage(html, { subject }) : undefined;
}

// Slow, idle or oversized clients cannot hold connections open indefinitely (30 s per request, 15 s
// for its headers, 5 s idle keep-alive, 16 KB of headers).
const server = createSiteServer(
  withGetRoutes(
    createApp({ root, log, postHandlers: collector.post, renderPage }),
    { ...collector.get, [HEALTH_PATH]: createHealthCheck({ dataDir, buildId: buildId() }) },
    log,
  ),
  PRODUCTION_LIMITS,
);

server.listen(port, host, () => {
  log(`Site on http://${host === "0.0.0.0" ? "localhost" : host}:${port} (serving ${root}, build ${buildId()})`);
  if (notifier.enabled) log("Notifications on: each stored submission is also sent by email or webhook");
  log(
    notifier.canEmail
      ? `Newsletter: double opt-in, confirmation links to ${site.origin}`
      : "Newsletter: single opt-in (no SMTP_URL, no confirmation emails)",
  );
});

// Notifications a stopped or killed run left in the outbox go out now; the SMTP check says in one line
// whether email will work, without delaying the start.
void notifier.resume();
void notifier.verify().then((line) => line && log(line));

/**
 * SIGTERM drains: stop accepting connections, let requests in flight finish (an accepted submission is
 * stored and flushed before its answer), then exit. Notifications still being retried stay in the
 * outbox for the next start.
 */
function shutdown(signal: string) {
  log(`${signal}: no new requests; finishing those in flight, then exiting`);
  server.close(() => {
    log("stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
