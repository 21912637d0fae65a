// `npm run notify:test`: sends one test email (SMTP_URL, to NOTIFY_EMAIL or the site's email, from
// SMTP_FROM) and one test webhook (NOTIFY_WEBHOOK_URL) with the current environment, once each, and
// prints for each channel either success or the precise failure: DNS, refused connection, TLS,
// authentication, sender refused, HTTP status. Exits 1 when a configured channel failed. It also says
// how many notifications wait in the store's outbox (DATA_DIR or DATABASE_URL, opened read-only) and how
// many of those are stuck, failing again and again: the server retries them until the channel works.
import { readServerConfig } from "../server/config";
import { STUCK_AFTER_ATTEMPTS } from "../server/store/store";

// The configuration first: a bad value stops here, naming the variable, and app/site.ts gets the site's.
const env = readServerConfig();
const { createNotifier } = await import("../server/notify");
const { site } = await import("../app/site");
const { openStore } = await import("../server/store/open");

const notifier = createNotifier({
  smtpUrl: env.SMTP_URL,
  to: env.NOTIFY_EMAIL ?? site.email,
  from: env.SMTP_FROM,
  webhookUrl: env.NOTIFY_WEBHOOK_URL,
  domain: new URL(site.origin).hostname,
  retries: 0,
  timeoutMs: 10_000,
});
const results = await notifier.test();
if (!env.SMTP_URL) console.log("email: not configured (SMTP_URL is empty)");
if (!env.NOTIFY_WEBHOOK_URL) console.log("webhook: not configured (NOTIFY_WEBHOOK_URL is empty)");
for (const { channel, ok, message } of results) console.log(`${channel}: ${ok ? "OK" : "FAILED"}: ${message}`);
try {
  const store = await openStore(env, { log: (line) => console.error(line) });
  const { waiting, stuck } = await store.outbox.status();
  await store.close();
  console.log(
    `outbox (${store.kind}, ${store.location}): ${waiting} notification(s) waiting to be sent, ${stuck} of them stuck (failed ${STUCK_AFTER_ATTEMPTS} times or more; the server keeps retrying them)`,
  );
} catch (error) {
  console.log(`outbox: could not be read: ${(error as Error).message}`);
}
process.exit(results.some((result) => !result.ok) ? 1 : 0);
