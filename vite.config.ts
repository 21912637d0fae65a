import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { SITE_ENV_KEYS } from "./app/site";

/** The D1 build-time overrides, inlined identically into the prerender and browser bundles. */
const siteEnv = Object.fromEntries(SITE_ENV_KEYS.map((key) => [key, process.env[key] ?? ""]));

export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss(), mode === "test" ? null : reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __SITE_ENV__: JSON.stringify(siteEnv), __BUILD_YEAR__: String(new Date().getFullYear()) },
  build: { assetsInlineLimit: 0 },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
}));
