/**
 * The built privacy policy checked against the running server (docs/decisions/0121-retention.md): some of
 * what it states (storage, notification channels, mail provider, rate window) is known only at start, so
 * each disagreement with the facts the build wrote is one log line; the server starts anyway.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { retention } from "../app/content/server-constants";
import { type PolicyFacts, PRIVACY_FACTS_FILE } from "../app/lib/privacy";
import type { ServerConfig } from "./config";
import type { Store } from "./store/store";

/** What the server runs with, in the policy's terms. */
export function serverFacts(
  config: Pick<ServerConfig, "SMTP_URL" | "NOTIFY_WEBHOOK_URL" | "MAIL_PROVIDER" | "RATE_LIMIT_WINDOW_SECONDS">,
  storeKind: Store["kind"],
): Required<PolicyFacts> {
  return {
    storage: storeKind === "postgres" ? "database" : "files",
    notifications: { email: Boolean(config.SMTP_URL), webhook: Boolean(config.NOTIFY_WEBHOOK_URL) },
    mailProvider: config.MAIL_PROVIDER ?? "",
    rateLimitWindowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    retention,
  };
}

const onOff = (on: boolean) => (on ? "set" : "unset");

/** One line per fact the policy states differently from the server (none when they agree). */
export function policyDisagreements(policy: PolicyFacts, server: Required<PolicyFacts>): string[] {
  const lines: string[] = [];
  const differ = (variable: string, policyValue: string, serverValue: string) =>
    lines.push(
      `Privacy policy disagrees with this server on ${variable}: the built policy says ${policyValue}, the server has ${serverValue}. Rebuild (npm run build, or npm start) with the server's configuration so the policy says what the server does.`,
    );
  const storage = { files: "files in DATA_DIR (DATABASE_URL unset)", database: "a database (DATABASE_URL set)" };
  if (policy.storage && policy.storage !== server.storage)
    differ("DATABASE_URL", storage[policy.storage], storage[server.storage]);
  if (policy.notifications) {
    if (policy.notifications.email !== server.notifications.email)
      differ(
        "SMTP_URL",
        `email notifications ${policy.notifications.email ? "on" : "off"} (${onOff(policy.notifications.email)})`,
        onOff(server.notifications.email),
      );
    if (policy.notifications.webhook !== server.notifications.webhook)
      differ(
        "NOTIFY_WEBHOOK_URL",
        `webhook notifications ${policy.notifications.webhook ? "on" : "off"} (${onOff(policy.notifications.webhook)})`,
        onOff(server.notifications.webhook),
      );
  }
  if (policy.mailProvider !== server.mailProvider)
    differ(
      "MAIL_PROVIDER",
      policy.mailProvider ? `"${policy.mailProvider}"` : "no name (unset)",
      server.mailProvider ? `"${server.mailProvider}"` : "unset",
    );
  if (policy.rateLimitWindowSeconds !== server.rateLimitWindowSeconds)
    differ(
      "RATE_LIMIT_WINDOW_SECONDS",
      `${policy.rateLimitWindowSeconds} (IP addresses kept about ${policy.rateLimitWindowSeconds / 60} minutes)`,
      String(server.rateLimitWindowSeconds),
    );
  if (JSON.stringify(policy.retention) !== JSON.stringify(server.retention))
    differ(
      "the retention periods (app/content/server-constants.ts)",
      JSON.stringify(policy.retention),
      JSON.stringify(server.retention),
    );
  return lines;
}

/** The facts of the build that made the site at `root` (beside it, with build-id.json), if it wrote them. */
export function readPolicyFacts(root: string): PolicyFacts | undefined {
  const file = join(root, "..", PRIVACY_FACTS_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as PolicyFacts;
  } catch {
    return undefined;
  }
}

/** Logs how the built policy at `root` compares with the server: one line per disagreement, or one that it agrees. */
export function checkPolicy(
  root: string,
  config: Parameters<typeof serverFacts>[0],
  storeKind: Store["kind"],
  log: (line: string) => void,
): string[] {
  const policy = readPolicyFacts(root);
  if (!policy) {
    log(
      `Privacy policy: no ${PRIVACY_FACTS_FILE} beside ${root} (a build from before the check, or a site built elsewhere), so it was not compared with this server`,
    );
    return [];
  }
  const lines = policyDisagreements(policy, serverFacts(config, storeKind));
  for (const line of lines) log(line);
  if (lines.length === 0)
    log("Privacy policy: says what this server does (storage, notifications, mail provider, rate limit, retention)");
  return lines;
}
