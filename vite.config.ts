import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { writeFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";
import { renderIconSprite } from "./app/components/ui/icon-sprite";
import { SITE_ENV_KEYS } from "./app/site";

/** The build-time overrides of app/site.ts, inlined into the prerender (scripts/client-bundle.ts inlines the same). */
const siteEnv = Object.fromEntries(SITE_ENV_KEYS.map((key) => [key, process.env[key] ?? ""]));

/**
 * Writes the icon sprite from the icon registry before anything imports it (decision 0012), so the
 * sprite always matches the registry and `Icon` can import it as a hashed asset URL.
 */
function iconSprite(): Plugin {
  const write = () =>
    writeFileSync(
      fileURLToPath(new URL("./app/components/ui/icons.generated.svg", import.meta.url)),
      renderIconSprite(),
    );
  write();
  return { name: "brightlane:icon-sprite", buildStart: write };
}

export default defineConfig(({ mode }) => ({
  plugins: [iconSprite(), tailwindcss(), mode === "test" ? null : reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: {
    __SITE_ENV__: JSON.stringify(siteEnv),
    __BUILD_YEAR__: String(new Date().getFullYear()),
    // Analytics code exists in a build only when a provider is configured (issue 20, decision 0101).
    __ANALYTICS__: JSON.stringify(Boolean(siteEnv.ANALYTICS_PROVIDER)),
  },
  build: {
    assetsInlineLimit: 0,
    // React Router's client bundle is built but never loaded (decision 0105: the browser's code is
    // bundled by scripts/client-bundle.ts); minifying it would only cost build time.
    minify: false,
  },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
}));
