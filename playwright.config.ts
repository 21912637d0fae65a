import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, type ReporterDescription } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium";
import { buildConfig, provideSiteEnv, toolingConfig } from "./app/lib/config.server";

/**
 * End-to-end tests against the built site served by the production server (`npm start`).
 * tests/runner/run.ts picks a free port and passes it as E2E_PORT; Debian's Chromium drives the tests.
 */
const tooling = toolingConfig();
// Specs that import app/site.ts compare with the build's values (docs/decisions/0107-configuration-and-collector.md).
provideSiteEnv(buildConfig());
const port = tooling.E2E_PORT;
export const baseURL = `http://127.0.0.1:${port}`;
export const dataDir = join(tmpdir(), `brightlane-e2e-data-${port}`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: (tooling.PW_REPORTERS as ReporterDescription[] | undefined) ?? [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: "off",
  },
  webServer: {
    command: "node --import tsx scripts/start.ts",
    url: `${baseURL}/`,
    // Form submissions go to a throwaway folder, never ./data; the rate limit is far above what the
    // suite sends, except where a test starts its own server with the default limit.
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, RATE_LIMIT: "100000", SPAM_BURST: "100000" },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
