import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

/**
 * End-to-end tests against the built site served by the production server (`npm start`).
 * scripts/test.mjs picks a free port and passes it as E2E_PORT; Debian's Chromium drives the tests.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: process.env.PW_REPORTERS ? JSON.parse(process.env.PW_REPORTERS) : [["list"]],
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
    command: "node scripts/start.mjs",
    url: `${baseURL}/`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
