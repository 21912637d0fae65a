/**
 * The production server (`npm start`, through server/main.ts): the site, the form collector, the health
 * check and the notifications, configured by server/config.ts. With SMTP_URL set, newsletter sign-ups
 * are confirmed by an emailed link (double opt-in), signed with NEWSLETTER_SECRET or a secret generated
 * once into the store. Everything stored goes through the store the configuration picks
 * (server/store/open.ts): SQLite in DATA_DIR, or PostgreSQL. What is past
 * the privacy policy's periods is removed at start and daily (server/retention.ts), and the built policy is
 * compared with this configuration at start (server/policy-check.ts). The forms' spam check
 * (server/challenge.ts, server/spam.ts) signs its challenges with CHALLENGE_SECRET or a secret generated
 * once into the store, and a notice within the hour tells the team about held messages (server/held.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isContactSubject } from "../app/lib/forms";
import { createApp, createSiteServer, PRODUCTION_LIMITS } from "./app";
import { site } from "../app/site";
import { challengeKey } from "./challenge";
import { createCollectorRoutes } from "./collector";
import { HELD_PATH, HELD_SECRET, heldLinks, heldRoutes, startHeldNotices } from "./held";
import { fillContactPage } from "./form-refill";
import type { ServerConfig } from "./config";
import { newsletterSecret } from "./newsletter";
import { configuredNotifier } from "./notify";
import { createHealthCheck, HEALTH_PATH } from "./health";
import { createCmsAuthRoutes } from "./cms-auth";
import { watchStore } from "./store-watch";
import { checkPolicy } from "./policy-check";
import { holdBuild } from "./build-hold";
import { startRetention } from "./retention";
import { openStore } from "./store/open";
import type { Store } from "./store/store";

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Starts the server with a validated configuration; SIGTERM and SIGINT drain it and exit. A store that
 * cannot be used (DATA_DIR not writable, or used by another server; the database unreachable) stops
 * the start with the reason.
 */
export async function serve(config: ServerConfig) {
  const root = config.SITE_ROOT ?? join(here, "..", "client");
  const { PORT: port, HOST: host } = config;

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

  // The port first: a server that cannot listen never migrates or sweeps the store.
  const refusal = await portRefusal(port, host);
  if (refusal) {
    log(refusal);
    process.exit(1);
  }
  let store: Store;
  try {
    store = await openStore(config, { log, server: true });
  } catch (error) {
    log(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const watch = watchStore(log);
  // The built policy against this server's configuration: a disagreement is logged, one line each.
  checkPolicy(root, config, store.kind, log);
  // The privacy policy's periods: swept now and daily (server/retention.ts).
  const retention = startRetention({ store, log });
  /**
   * Email (SMTP_URL, to NOTIFY_EMAIL or the site's email) and webhook (NOTIFY_WEBHOOK_URL); both off by
   * default. Each notification waits in the store's outbox until sent, so a restart resumes it.
   */
  const notifier = configuredNotifier(config, site, store.outbox, log);
  const secret = notifier.canEmail ? await newsletterSecret(store, config.NEWSLETTER_SECRET) : undefined;
  let spamKey: string;
  try {
    spamKey = await challengeKey(store, config.CHALLENGE_SECRET);
  } catch (error) {
    log(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // The held notice's links, signed with the store's secret so every server on it accepts them.
  const links = heldLinks({ origin: site.origin, secret: await store.secret(HELD_SECRET) });
  const notices = startHeldNotices({ store, queue: notifier.queue, links, log });
  const limits = { limit: config.RATE_LIMIT, windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000 };
  const held = heldRoutes({ store, links, queue: notifier.queue, ...limits, trustProxy: config.TRUST_PROXY, log });
  const collector = createCollectorRoutes({
    store,
    watch,
    rateLimit: limits.limit,
    windowMs: limits.windowMs,
    trustProxy: config.TRUST_PROXY,
    page,
    log,
    // Answered once the notification is in the outbox: a server killed after answering leaves it to be sent.
    onStored: (kind, record) => notifier.queue(kind, record),
    onHeld: () => void notices.check(),
    // The proof-of-work's key; likely-spam messages are held, and listed in the team's held notice (decision 0122).
    spam: {
      key: spamKey,
      burst: config.SPAM_BURST ? { contact: config.SPAM_BURST, newsletter: config.SPAM_BURST } : {},
    },
    // Links go to the canonical origin (SITE_ORIGIN), not to whatever Host header a request carried.
    doubleOptIn: secret
      ? {
          secret,
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

  // The content editor's GitHub sign-in, when an OAuth app is configured (server/cms-auth.ts).
  const cmsAuth =
    config.CMS_GITHUB_CLIENT_ID && config.CMS_GITHUB_CLIENT_SECRET
      ? createCmsAuthRoutes({
          origin: site.origin,
          clientId: config.CMS_GITHUB_CLIENT_ID,
          clientSecret: config.CMS_GITHUB_CLIENT_SECRET,
          githubUrl: config.CMS_GITHUB_URL,
          log,
        })
      : {};
  if (!config.CMS_GITHUB_CLIENT_ID !== !config.CMS_GITHUB_CLIENT_SECRET)
    log("Content editor sign-in off: CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET are needed together");

  // Slow, idle or oversized clients cannot hold connections open indefinitely (30 s per request, 15 s
  // for its headers, 5 s idle keep-alive, 16 KB of headers).
  const server = createSiteServer(
    createApp({
      root,
      log,
      postHandlers: { ...collector.post, [HELD_PATH]: held.post },
      getHandlers: {
        ...collector.get,
        [HELD_PATH]: held.get,
        ...cmsAuth,
        [HEALTH_PATH]: createHealthCheck({ store, watch, buildId: buildId() }),
      },
      renderPage,
    }),
    PRODUCTION_LIMITS,
  );

  // `npm start` does not rebuild this build in place while this server runs from it (server/build-hold.ts).
  const releaseBuild = holdBuild(join(here, ".."));
  // Taken in the moment since the check above: the same one line, never a stack trace.
  server.once("error", (error) => {
    log(describePortError(error, port));
    process.exit(1);
  });
  server.listen(port, host, () => {
    log(`Site on http://${host === "0.0.0.0" ? "localhost" : host}:${port} (serving ${root}, build ${buildId()})`);
    log(`Store: ${store.kind === "sqlite" ? "SQLite at" : "PostgreSQL at"} ${store.location}`);
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
  void notices.check();
  void notifier.verify().then((line) => line && log(line));

  /**
   * SIGTERM drains: stop accepting connections, let requests in flight finish (an accepted submission is
   * stored and flushed before its answer), let the notification tries in flight end, then exit.
   * Notifications not yet sent stay in the outbox for the next start.
   */
  function shutdown(signal: string) {
    log(`${signal}: no new requests; finishing those in flight, then exiting`);
    notices.stop();
    server.close(() => {
      // Tries in flight end (each within its timeout); what is still unsent waits in the outbox for the next start.
      void notifier
        .stop()
        .then(() => retention.stop())
        .then(() => store.close())
        .finally(() => {
          releaseBuild();
          log("stopped");
          process.exit(0);
        });
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** One line for a port that cannot be listened on, saying what to do. */
function describePortError(error: unknown, port: number): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE")
    return `Port ${port} is in use: another program (perhaps a server already running) listens on it. Stop it, or set PORT to a free port.`;
  if (code === "EACCES")
    return `Port ${port} needs privileges this user lacks: set PORT above 1023, or run behind a proxy.`;
  return `Port ${port} cannot be listened on (${code ?? String(error)}): check PORT and HOST.`;
}

/** The refusal when `port` on `host` cannot be listened on now, or nothing (it was free: listened on and closed). */
function portRefusal(port: number, host: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error) => resolve(describePortError(error, port)));
    probe.listen(port, host, () => probe.close(() => resolve(undefined)));
  });
}
