// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONFIG_DOC, CONFIG_TABLES, envExample, withConfigTables } from "../../scripts/config-docs";
import { ANALYTICS_PROVIDERS } from "./analytics/config";
import {
  ANALYTICS_PROVIDER_NAMES,
  buildConfig,
  buildFlags,
  ConfigError,
  siteDefines,
  SITE_VARIABLES,
  toolingConfig,
} from "./config.server";
import { site } from "../site";

const configDoc = readFileSync(CONFIG_DOC, "utf8");
/** README.md and every document of docs/ a reader follows (decision records are history). */
const guides = [
  "README.md",
  ...readdirSync("docs")
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** The message a bad environment fails with. */
function failure(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
}

describe("the build's configuration (docs/decisions/0107-configuration-and-collector.md)", () => {
  it("has a default for everything: an empty environment is a valid one", () => {
    const config = buildConfig({});
    expect(config).toMatchObject({
      BUILD_SHARE_IMAGES: true,
      NGINX_LISTEN: "8080",
      NGINX_UPSTREAM: "http://127.0.0.1:3000",
      NGINX_BROTLI: false,
    });
    expect(config.SITE_ORIGIN).toBeUndefined();
    expect(toolingConfig({})).toMatchObject({ E2E_PORT: 4173, CHROMIUM_PATH: "/usr/bin/chromium" });
  });

  it("reads each variable as its type; empty counts as unset", () => {
    const config = buildConfig({
      SITE_ORIGIN: "https://www.example.com/",
      ANALYTICS_PROVIDER: " Plausible ",
      BUILD_SHARE_IMAGES: "0",
      NGINX_BROTLI: "1",
      CONTACT_ENDPOINT: "",
    });
    expect(config).toMatchObject({
      SITE_ORIGIN: "https://www.example.com/",
      ANALYTICS_PROVIDER: "plausible",
      BUILD_SHARE_IMAGES: false,
      NGINX_BROTLI: true,
    });
    expect(config.CONTACT_ENDPOINT).toBeUndefined();
    expect(toolingConfig({ E2E_PORT: "4412", PW_REPORTERS: '[["list"]]' })).toMatchObject({
      E2E_PORT: 4412,
      PW_REPORTERS: [["list"]],
    });
  });

  it.each([
    ["SITE_ORIGIN", "www.example.com"],
    ["CONTACT_ENDPOINT", "forms.example.com/f/abc"],
    ["ANALYTICS_PROVIDER", "matomo"],
    ["ANALYTICS_HOST", "plausible.example.com"],
    ["BUILD_SHARE_IMAGES", "no"],
    ["NGINX_BROTLI", "yes"],
    ["NGINX_UPSTREAM", "127.0.0.1:3000"],
    ["NODE_ENV", "staging"],
  ])("refuses %s=%s, naming the variable and the value", (name, value) => {
    const message = failure(() => buildConfig({ [name]: value }));
    expect(message).toContain(`${name}: "${value}" is not valid`);
  });

  it("names every bad variable at once", () => {
    const message = failure(() => buildConfig({ SITE_ORIGIN: "nowhere", NGINX_BROTLI: "maybe" }));
    expect(message).toMatch(/SITE_ORIGIN: .*; NGINX_BROTLI: /);
  });

  it.each([
    ["E2E_PORT", "abc"],
    ["E2E_PORT", "70000"],
    ["PW_REPORTERS", "[list]"],
  ])("refuses the tooling's %s=%s", (name, value) => {
    expect(failure(() => toolingConfig({ [name]: value }))).toContain(`${name}: "${value}"`);
  });

  it("inlines only the site's variables that are set, and analytics only with a provider", () => {
    const defines = siteDefines(buildConfig({ SITE_ORIGIN: "https://www.example.com", SMTP_URL: "smtp://secret" }));
    expect(JSON.parse(defines.__SITE_ENV__ ?? "")).toEqual({ SITE_ORIGIN: "https://www.example.com" });
    expect(defines.__ANALYTICS__).toBe("false");
    expect(siteDefines(buildConfig({ ANALYTICS_PROVIDER: "umami" })).__ANALYTICS__).toBe("true");
  });

  it("tells the privacy policy which notification channels are set, never checking their values", () => {
    expect(buildFlags({})).toEqual({});
    expect(buildFlags({ SMTP_URL: "", NOTIFY_WEBHOOK_URL: "https://hooks.example.com/x" })).toEqual({
      SMTP_URL: "",
      NOTIFY_WEBHOOK_URL: "https://hooks.example.com/x",
    });
  });

  it("knows the providers the analytics module knows", () => {
    expect([...ANALYTICS_PROVIDER_NAMES]).toEqual([...ANALYTICS_PROVIDERS]);
  });

  it("documents the defaults app/site.ts has", () => {
    // Vitest runs with the environment's overrides inlined; without them, app/site.ts has its defaults.
    if (buildConfig().SITE_ORIGIN) return;
    expect(SITE_VARIABLES.CONTACT_ENDPOINT.default).toBe(site.forms.contactEndpoint);
    expect(SITE_VARIABLES.NEWSLETTER_ENDPOINT.default).toBe(site.forms.newsletterEndpoint);
  });
});

describe("the configuration's documentation is the schemas'", () => {
  it("docs/configuration.md's variable tables are written from the schemas (scripts/config-docs.ts --write)", () => {
    expect(withConfigTables(configDoc)).toBe(configDoc);
  });

  it(".env.example lists every variable with its default and meaning (scripts/config-docs.ts --write)", () => {
    expect(readFileSync(".env.example", "utf8")).toBe(envExample());
  });

  it("README.md and docs/ set no variable (NAME=value) the schemas do not declare", () => {
    const declared = new Set(CONFIG_TABLES.flatMap(({ variables }) => Object.keys(variables)));
    const text = guides.map((file) => readFileSync(file, "utf8")).join("\n");
    const set = [...text.matchAll(/\b([A-Z][A-Z0-9_]+)=/g)].map((match) => match[1] ?? "");
    expect(set.length).toBeGreaterThan(5);
    expect(set.filter((name) => !declared.has(name))).toEqual([]);
  });
});

describe("the environment is read in the configuration modules only", () => {
  const lint = async (filePath: string, code: string) => {
    const { ESLint } = await import("eslint");
    const [result] = await new ESLint().lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-syntax").length;
  };

  it("refuses process.env and import.meta.env elsewhere, Vite's own flags and passing it on aside", async () => {
    const reads = "export const a = process.env.PORT;\nexport const b = import.meta.env.SITE_ORIGIN;\n";
    const allowed = "export const c = import.meta.env.DEV;\nexport const d = { ...process.env, PORT: '1' };\n";
    expect(await lint("app/lib/probe.ts", reads + allowed)).toBe(2);
    expect(await lint("server/probe.ts", reads)).toBe(2);
    expect(await lint("app/lib/config.server.ts", reads)).toBe(0);
    expect(await lint("server/config.ts", reads)).toBe(0);
  }, 60_000);
});
