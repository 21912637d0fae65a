import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { writeFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";
import { renderIconSprite } from "./app/components/ui/icon-sprite";
import { siteDefines, toolingConfig } from "./app/lib/config.server";
import { adminDevServer, withoutEditorRouter } from "./scripts/admin-dev";
import { contentReload } from "./scripts/content-reload";

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
  plugins: [
    iconSprite(),
    tailwindcss(),
    mode === "test" ? null : reactRouter(),
    adminDevServer({ backendPort: toolingConfig().CMS_BACKEND_PORT }),
    withoutEditorRouter(),
    contentReload(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The site's build-time overrides, validated (a bad value stops the build naming the variable), the
  // build year, and whether analytics code exists at all
  // (docs/decisions/0101-analytics-by-configuration.md): the constants the browser's bundle gets too.
  define: siteDefines(),
  build: {
    assetsInlineLimit: 0,
    // React Router's client bundle is built but never loaded (decision 0105: the browser's code is
    // bundled by scripts/client-bundle.ts); minifying it would only cost build time.
    minify: false,
  },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/support/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
}));
