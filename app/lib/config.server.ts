/**
 * The build's configuration: every variable the build and the test tooling read, validated once
 * (docs/decisions/0107-configuration-and-collector.md). Imports nothing from the app, so server/main.ts and
 * scripts/postbuild.ts can read it before app/site.ts; browser code gets the site's values through `__SITE_ENV__`.
 */
import { z } from "zod";

/** One environment variable: how to read it, its default as documented, and what it means. */
export interface Variable<T = unknown> {
  schema: z.ZodType<T>;
  /** The default as the documentation shows it ("" when there is none). */
  default: string;
  meaning: string;
}

/** Unset and empty are the same: the default. */
export const variable = <S extends z.ZodType>(
  schema: S,
  defaultText: string,
  meaning: string,
): Variable<z.output<S>> => ({
  schema: z.preprocess((value) => (value === "" ? undefined : value), schema) as z.ZodType<z.output<S>>,
  default: defaultText,
  meaning,
});

export const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^/\s]+/.test(value) && URL.canParse(value), "an http(s) address");
/** A form action: a path on the site's own server or an http(s) address of a form service. */
const endpoint = z
  .string()
  .trim()
  .refine((value) => /^\/[^/]/.test(value) || /^https?:\/\/[^/\s]+/.test(value), {
    message: "a path on this site (/api/…) or an http(s) address",
  });
/** On or off: 1/true or 0/false. */
export const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(["1", "0", "true", "false"], { message: "1 or true to turn it on, 0 or false to turn it off" }))
  .transform((value) => value === "1" || value === "true");
export const port = z.coerce
  .number({ message: "a port number" })
  .int("a whole port number")
  .min(0, "a port number from 0 to 65535")
  .max(65535, "a port number from 0 to 65535");

/** The providers app/lib/analytics/config.ts knows (a test keeps the two lists equal). */
export const ANALYTICS_PROVIDER_NAMES = ["plausible", "umami", "ga4"] as const;

/**
 * The site's build-time overrides (app/site.ts), read by the build and, for the links and policies it
 * writes, by the server. Unset: the value in app/site.ts.
 */
export const SITE_VARIABLES = {
  SITE_ORIGIN: variable(
    httpUrl.optional(),
    "",
    "canonical URLs, Open Graph URLs, sitemap, the newsletter's confirmation links; unset: the `origin` written in app/site.ts",
  ),
  CONTACT_ENDPOINT: variable(
    endpoint.optional(),
    "/api/contact",
    "contact form action (the bundled collector, or a form service URL)",
  ),
  NEWSLETTER_ENDPOINT: variable(endpoint.optional(), "/api/newsletter", "footer newsletter form action"),
  MAIL_PROVIDER: variable(
    z.string().trim().max(80).optional(),
    "",
    "the name of the email service `SMTP_URL` points to (e.g. `Amazon SES`), named in the privacy policy; unset: general words",
  ),
  ANALYTICS_PROVIDER: variable(
    z.string().trim().toLowerCase().pipe(z.enum(ANALYTICS_PROVIDER_NAMES)).optional(),
    "",
    "`plausible`, `umami` or `ga4`; unset: no analytics code at all",
  ),
  ANALYTICS_HOST: variable(
    httpUrl.optional(),
    "",
    "the provider's address (required for Umami, or a self-hosted Plausible); Plausible: `https://plausible.io`, GA4: `https://www.googletagmanager.com` by default",
  ),
  ANALYTICS_ID: variable(
    z.string().trim().optional(),
    "",
    "Plausible: the site's domain (the origin's by default); Umami: the website id; GA4: the measurement id `G-…`",
  ),
} satisfies Record<string, Variable>;

/** The variables only the build reads. */
export const BUILD_VARIABLES = {
  ...SITE_VARIABLES,
  BUILD_SHARE_IMAGES: variable(flag.default(true), "1", "`0`: skip drawing the share images (faster test builds)"),
  NGINX_ROOT: variable(
    z.string().optional(),
    "build/client",
    "the `root` of build/nginx.conf (absolute path on the web server)",
  ),
  NGINX_LISTEN: variable(
    z.string().trim().default("8080"),
    "8080",
    "the `listen` of build/nginx.conf (a port or address:port)",
  ),
  NGINX_UPSTREAM: variable(
    httpUrl.default("http://127.0.0.1:3000"),
    "http://127.0.0.1:3000",
    "where build/nginx.conf proxies `/api/*` (the `npm start` process)",
  ),
  NGINX_BROTLI: variable(
    flag.default(false),
    "0",
    "`1`: build/nginx.conf serves the precompressed `.br` files (needs the brotli module)",
  ),
  NODE_ENV: variable(
    z.enum(["development", "production", "test"]).optional(),
    "",
    "set by Vite and Vitest; `development` shows draft blog posts",
  ),
} satisfies Record<string, Variable>;

/**
 * The build also reads whether the notification channels and DATABASE_URL are set (the privacy policy
 * names the channels and where submissions are stored), never their values; they are the server's variables (server/config.ts), so they are documented there.
 */
export const BUILD_FLAGS = ["SMTP_URL", "NOTIFY_WEBHOOK_URL", "DATABASE_URL"] as const;

/** The test tooling's variables (Playwright, the checkers, the benchmark). */
export const TOOLING_VARIABLES = {
  E2E_PORT: variable(port.default(4173), "4173", "the port Playwright starts `npm start` on"),
  CHROMIUM_PATH: variable(
    z.string().default("/usr/bin/chromium"),
    "/usr/bin/chromium",
    "the Chromium the tests, checkers and benchmark drive",
  ),
  NGINX_PATH: variable(
    z.string().default("/usr/sbin/nginx"),
    "/usr/sbin/nginx",
    "the nginx binary of `tests/e2e/hosts.spec.ts`",
  ),
  JAVA_PATH: variable(
    z.string().default("java"),
    "java",
    "the Java that runs the W3C Nu HTML Checker (`tests/e2e/vnu.spec.ts`)",
  ),
  CMS_BACKEND_PORT: variable(
    port.default(8081),
    "8081",
    "the port of the local editing backend `npm run cms` starts (decap-server, on 127.0.0.1 only); the site's dev server there listens on `PORT`",
  ),
  PW_REPORTERS: variable(
    z
      .string()
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: "custom", message: "JSON (Playwright's reporter list)" });
          return z.NEVER;
        }
      })
      .pipe(z.array(z.unknown()))
      .optional(),
    "",
    "Playwright's reporters as JSON (`tests/runner/run.ts` sets it); unset: the list reporter",
  ),
} satisfies Record<string, Variable>;

type Values<V extends Record<string, Variable>> = { [K in keyof V]: V[K] extends Variable<infer T> ? T : never };
export type SiteSettings = Values<typeof SITE_VARIABLES>;
export type BuildConfig = Values<typeof BUILD_VARIABLES>;
export type ToolingConfig = Values<typeof TOOLING_VARIABLES>;
export type Environment = Record<string, string | undefined>;

/** A variable with a value its schema refuses; the message names the variable, the value and what it must be. */
export class ConfigError extends Error {
  constructor(readonly problems: { name: string; message: string }[]) {
    super(`Configuration: ${problems.map((problem) => `${problem.name}: ${problem.message}`).join("; ")}`);
    this.name = "ConfigError";
  }
}

/** Reads `variables` from `env`, or throws a ConfigError naming every variable with a bad value. */
export function readVariables<V extends Record<string, Variable>>(variables: V, env: Environment): Values<V> {
  const values: Record<string, unknown> = {};
  const problems: { name: string; message: string }[] = [];
  for (const [name, { schema }] of Object.entries(variables)) {
    const result = schema.safeParse(env[name]);
    if (result.success) values[name] = result.data;
    else {
      const reason = result.error.issues.map((issue) => issue.message).join(", ");
      problems.push({ name, message: `${JSON.stringify(env[name])} is not valid: expected ${reason}` });
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return values as Values<V>;
}

/** The build's configuration from `env` (the process's environment by default); throws naming a bad variable. */
export function buildConfig(env: Environment = process.env): BuildConfig {
  return readVariables(BUILD_VARIABLES, env);
}

/**
 * The notification channels and DATABASE_URL as the privacy policy sees them (app/lib/privacy.ts): only the ones set
 * in the environment, even empty (set means "known"), never validated here (the server does that).
 */
export function buildFlags(env: Environment = process.env): Partial<Record<(typeof BUILD_FLAGS)[number], string>> {
  return Object.fromEntries(BUILD_FLAGS.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])));
}

/** The test tooling's configuration; throws naming a bad variable. */
export function toolingConfig(env: Environment = process.env): ToolingConfig {
  return readVariables(TOOLING_VARIABLES, env);
}

/** The values app/site.ts reads through `__SITE_ENV__` (unset ones left out: app/site.ts has the defaults). */
export function siteEnv(settings: SiteSettings): Record<string, string> {
  return Object.fromEntries(
    Object.keys(SITE_VARIABLES).flatMap((name) => {
      const value = settings[name as keyof SiteSettings];
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

/**
 * The compile-time constants of every bundle of the app's code (Vite's prerender and the browser's
 * esbuild bundle): the site's overrides, the build year, and whether analytics code exists at all.
 */
export function siteDefines(config: BuildConfig = buildConfig()): Record<string, string> {
  return {
    __SITE_ENV__: JSON.stringify(siteEnv(config)),
    __BUILD_YEAR__: String(new Date().getFullYear()),
    __ANALYTICS__: JSON.stringify(Boolean(config.ANALYTICS_PROVIDER)),
  };
}

/**
 * For Node processes that run app/site.ts without a bundler's `define` (the postbuild, the server,
 * Playwright's workers): makes the site's overrides visible to app/site.ts as the global `__SITE_ENV__`.
 * Must run before app/site.ts is first evaluated.
 */
export function provideSiteEnv(settings: SiteSettings): void {
  const scope = globalThis as { __SITE_ENV__?: Record<string, string> };
  scope.__SITE_ENV__ ??= siteEnv(settings);
}

/** A `.env.example` block or a table row of docs/configuration.md per variable. */
export function renderVariableTable(variables: Record<string, Variable>): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  const rows = Object.entries(variables).map(
    ([name, { default: value, meaning }]) =>
      `| \`${name}\` | ${value === "" ? "(none)" : `\`${value}\``} | ${cell(meaning)} |`,
  );
  return ["| variable | default | meaning |", "|---|---|---|", ...rows].join("\n");
}

export function renderEnvExample(groups: { title: string; variables: Record<string, Variable> }[]): string {
  const lines = [
    "# Every environment variable the site reads, with its default and meaning.",
    "# Generated from the schemas in app/lib/config.server.ts and server/config.ts",
    "# (app/lib/config.test.ts checks this file against them). Unset or empty: the default.",
  ];
  for (const { title, variables } of groups) {
    lines.push("", `# ---- ${title}`);
    for (const [name, { default: value, meaning }] of Object.entries(variables)) {
      lines.push(`# ${meaning.replace(/`/g, "")}`, `# ${name}=${value}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
