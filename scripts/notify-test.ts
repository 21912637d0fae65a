// `npm run notify:test`: sends one test email (SMTP_URL, to NOTIFY_EMAIL or the site's email, from
// SMTP_FROM) and one test webhook (NOTIFY_WEBHOOK_URL) with the current environment, once each, and
// prints for each channel either success or the precise failure: DNS, refused connection, TLS,
// authentication, sender refused, HTTP status. Exits 1 when a configured channel failed.
import { site } from "../app/site";
import { createNotifier } from "../server/notify";

const env = process.env;
const notifier = createNotifier({
  smtpUrl: env.SMTP_URL,
  to: env.NOTIFY_EMAIL ?? site.email,
  from: env.SMTP_FROM,
  webhookUrl: env.NOTIFY_WEBHOOK_URL,
  retries: 0,
  timeoutMs: 10_000,
});
const results = await notifier.test();
if (!env.SMTP_URL) console.log("email: not configured (SMTP_URL is empty)");
if (!env.NOTIFY_WEBHOOK_URL) console.log("webhook: not configured (NOTIFY_WEBHOOK_URL is empty)");
for (const { channel, ok, message } of results) console.log(`${channel}: ${ok ? "OK" : "FAILED"}: ${message}`);
process.exit(results.some((result) => !result.ok) ? 1 : 0);
