// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../app/lib/config.server";
import { loadServerConfig } from "./config";

describe("the server's configuration (docs/decisions/0107-configuration-and-collector.md)", () => {
  it("has a default for everything", () => {
    expect(loadServerConfig({})).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "data",
      RATE_LIMIT: 20,
      RATE_LIMIT_WINDOW_SECONDS: 600,
      TRUST_PROXY: false,
    });
  });

  it("reads each variable as its type", () => {
    const config = loadServerConfig({
      PORT: "4412",
      RATE_LIMIT: "1000000",
      TRUST_PROXY: "true",
      SMTP_URL: "smtps://website%40example.com:p%40ss@smtp.example.com:465",
      SMTP_FROM: "Website <website@example.com>",
      NOTIFY_WEBHOOK_URL: "http://127.0.0.1:9999/hook",
      NEWSLETTER_SECRET: "x".repeat(32),
      SITE_ORIGIN: "https://www.example.com",
    });
    expect(config).toMatchObject({ PORT: 4412, RATE_LIMIT: 1_000_000, TRUST_PROXY: true });
    expect(config.SITE_ORIGIN).toBe("https://www.example.com");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "99999"],
    ["RATE_LIMIT", "0"],
    ["RATE_LIMIT_WINDOW_SECONDS", "ten"],
    ["TRUST_PROXY", "yes"],
    ["SMTP_URL", "smtp.example.com"],
    ["NOTIFY_WEBHOOK_URL", "hooks.example.com"],
    ["NOTIFY_EMAIL", "nobody"],
    ["NEWSLETTER_SECRET", "short"],
    ["SITE_ORIGIN", "example.com"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    const read = () => loadServerConfig({ [name]: value });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(`${name}: "${value}" is not valid`);
  });
});

describe("npm start with a bad value", () => {
  let entry = "";
  beforeAll(async () => {
    // The server's entry bundled as `npm run build` bundles it (scripts/build.ts).
    entry = join(mkdtempSync(join(tmpdir(), "server-config-")), "index.mjs");
    await build({
      entryPoints: ["server/main.ts"],
      outfile: entry,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "silent",
      banner: {
        js: "import { createRequire as bundledRequire } from 'node:module'; const require = bundledRequire(import.meta.url);",
      },
    });
  }, 60_000);

  it("exits 1 before listening, naming the variable", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "server-config-data-"));
    const result = spawnSync(process.execPath, [entry], {
      env: { PATH: process.env.PATH, PORT: "abc", DATA_DIR: dataDir },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT: "abc" is not valid');
    expect(result.stderr).not.toContain("Site on http");
  });

  it("names every bad variable at once", () => {
    const result = spawnSync(process.execPath, [entry], {
      env: { PATH: process.env.PATH, TRUST_PROXY: "maybe", SITE_ORIGIN: "nowhere" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/TRUST_PROXY: .*SITE_ORIGIN: /);
  });
});
