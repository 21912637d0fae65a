/**
 * The server's configuration (`npm start`): every variable it reads, validated once at start; a bad value
 * stops the start naming it (docs/decisions/0107-configuration-and-collector.md). The site's own variables
 * are shared with the build (app/lib/config.server.ts): the server writes links and policies with them.
 */
import { z } from "zod";
import {
  type Environment,
  flag,
  httpUrl,
  port,
  provideSiteEnv,
  readVariables,
  SITE_VARIABLES,
  type Variable,
  variable,
} from "../app/lib/config.server";
import { RATE_LIMIT_WINDOW_SECONDS } from "../app/content/server-constants";

const positive = (what: string) => z.coerce.number({ message: what }).int(what).positive(what);
/** An address, or a name and an address ("Website <website@example.com>"). */
const email = z.string().trim().regex(/\S@\S/, "an email address");

/** The server's own variables, in the order docs/configuration.md lists them. */
export const SERVER_VARIABLES = {
  PORT: variable(port.default(3000), "3000", "the port `npm start` listens on"),
  HOST: variable(z.string().trim().default("0.0.0.0"), "0.0.0.0", "the address `npm start` listens on"),
  SITE_ROOT: variable(z.string().optional(), "build/client", "the prerendered site it serves"),
  DATA_DIR: variable(
    z.string().default("data"),
    "./data",
    "the directory holding the store, one SQLite file (`store.sqlite`): submissions, the outbox, the secrets",
  ),
  DATABASE_URL: variable(
    z
      .string()
      .trim()
      .refine(
        (value) => /^postgres(ql)?:\/\/[^/\s]/.test(value) && URL.canParse(value),
        "a postgres:// or postgresql:// address",
      )
      .optional(),
    "",
    "e.g. `postgres://user:password@db.example.com:5432/brightlane`: store everything in PostgreSQL instead of SQLite in DATA_DIR: required for more than one server or a disk wiped on deploy",
  ),
  RATE_LIMIT: variable(
    positive("a whole number above 0").default(20),
    "20",
    "form posts per endpoint per client per window; past it 429 (proof-of-work challenges: 50 times as many)",
  ),
  RATE_LIMIT_WINDOW_SECONDS: variable(
    positive("a whole number of seconds above 0").default(RATE_LIMIT_WINDOW_SECONDS),
    String(RATE_LIMIT_WINDOW_SECONDS),
    "the rate limit's window, in seconds (the privacy policy states the default: the server warns at start when it differs)",
  ),
  SPAM_BURST: variable(
    positive("a whole number above 0").optional(),
    "",
    "contact messages, and newsletter sign-ups, one client address may send within 10 minutes before more count as a burst towards holding them as likely spam (unset: 3 messages, 10 sign-ups); raise it when many people post from one address (an office behind one proxy)",
  ),
  TRUST_PROXY: variable(
    flag.default(false),
    "0",
    "`1`: take the client address from `X-Forwarded-For` (only behind your own proxy)",
  ),
  SMTP_URL: variable(
    z
      .string()
      .trim()
      .refine((value) => /^smtps?:\/\/[^/\s]+/.test(value) && URL.canParse(value), "an smtp:// or smtps:// address")
      .optional(),
    "",
    "e.g. `smtps://user:password@smtp.example.com:465`: each contact message is emailed to the site's email (or `NOTIFY_EMAIL`) with Reply-To set to the visitor, and newsletter sign-ups are confirmed by an emailed link (double opt-in)",
  ),
  SMTP_FROM: variable(email.optional(), "", "sender address (default `website@` the domain of the recipient)"),
  NOTIFY_EMAIL: variable(email.optional(), "", "where notifications go (default: the site's email in app/site.ts)"),
  NOTIFY_WEBHOOK_URL: variable(
    httpUrl.optional(),
    "",
    'each contact message is POSTed as JSON `{ "kind": "contact", "submission": {…} }` with an `Idempotency-Key` header (Slack or Teams workflows, Zapier, your CRM); newsletter sign-ups are not sent',
  ),
  NOTIFY_TIMEOUT_SECONDS: variable(
    positive("a whole number of seconds above 0").default(10),
    "10",
    "how long one try of an email or webhook may take; a server holds a claimed notification for three tries' time and 5 s before another may send it",
  ),
  NEWSLETTER_SECRET: variable(
    z.string().min(32, "at least 32 characters").optional(),
    "",
    "signs the newsletter's confirmation links; unset: a secret generated once into the store",
  ),
  CHALLENGE_SECRET: variable(
    z.string().min(32, "at least 32 characters").optional(),
    "",
    "signs the forms' proof-of-work challenges (`GET /api/challenge`); unset: a secret generated once into the store, shared by every server on it",
  ),
  CMS_GITHUB_CLIENT_ID: variable(
    z.string().trim().min(1).optional(),
    "",
    "the GitHub OAuth app's client id for signing in to the content editor at /admin/ (its callback: the site's origin + `/api/cms/callback`); unset: no sign-in endpoint",
  ),
  CMS_GITHUB_CLIENT_SECRET: variable(
    z.string().trim().min(1).optional(),
    "",
    "that OAuth app's client secret; required with `CMS_GITHUB_CLIENT_ID`",
  ),
  CMS_GITHUB_URL: variable(
    httpUrl.default("https://github.com"),
    "https://github.com",
    "the GitHub the editor's sign-in exchanges codes with (a GitHub Enterprise server's address)",
  ),
} satisfies Record<string, Variable>;

/** Everything `npm start` reads: its own variables and the site's. */
export const ALL_SERVER_VARIABLES = { ...SERVER_VARIABLES, ...SITE_VARIABLES };

export type ServerConfig = {
  [K in keyof typeof ALL_SERVER_VARIABLES]: z.output<(typeof ALL_SERVER_VARIABLES)[K]["schema"]>;
};

/** The server's configuration from `env`; throws a ConfigError naming every bad variable. */
export function loadServerConfig(env: Environment): ServerConfig {
  return readVariables(ALL_SERVER_VARIABLES, env);
}

/**
 * The process's configuration, at start: on a bad value, says which and exits 1. Also hands the site's
 * variables to app/site.ts, so call it before importing anything that imports the site module.
 */
export function readServerConfig(env: Environment = process.env): ServerConfig {
  let config: ServerConfig;
  try {
    config = loadServerConfig(env);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  provideSiteEnv(config);
  return config;
}
