import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { writeFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";
import { renderIconSprite } from "./app/components/ui/icon-sprite";
import { SITE_ENV_KEYS } from "./app/site";

/** The D1 build-time overrides, inlined identically into the prerender and browser bundles. */
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

/**
 * The layout every page renders (header, menus, footer, UI atoms, site config) and the section widgets
 * most pages use (call to action, feature cards, steps, lists, FAQ) ship as one chunk with the
 * framework instead of many small ones, each with its own import overhead and manifest entry. Measured
 * on the 16 templates: the heaviest page went from 120.2 to 119.2 KB gzipped (decision 0011). The mobile
 * menu and the cookie banner load only when needed, and the theme switch's code only with the mobile menu
 * (the header's switch is server markup, decision 0103).
 */
const SHELL_MODULES =
  /\/app\/(components\/layout\/(?!CookieBanner|MobileMenu)|components\/ui\/(Button|Icon|Card)\.|components\/sections\/(Section|PageHero|CallToAction|FeatureGrid|Steps|Lists|Faq)\.|lib\/(meta|consent|constants)\.|content\/navigation\.)/;
/** Card widgets of the list pages: one chunk instead of two tiny ones, each with its own overhead. */
const COMMON_SECTIONS = /\/app\/components\/sections\/(Stats|EntryCard)\./;
/**
 * The framework in two chunks of its own, so the page's loader (scripts/critical-path.ts) evaluates
 * React DOM, React Router and the shell in separate tasks instead of one long one (decision 0098).
 */
const FRAMEWORK_CHUNKS: [RegExp, string][] = [
  [/\/node_modules\/(react|react-dom|scheduler)\//, "react"],
  [/\/node_modules\/react-router\//, "router"],
];
function shellChunk(id: string): string | undefined {
  for (const [pattern, chunk] of FRAMEWORK_CHUNKS) if (pattern.test(id)) return chunk;
  // The theme switch: only the mobile menu, or a header rendered in the browser, runs its code.
  if (id.includes("/app/components/layout/ThemeSwitch.")) return "theme-switch";
  if (SHELL_MODULES.test(id)) return "shell";
  return COMMON_SECTIONS.test(id) ? "sections" : undefined;
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
    // React Router preloads route modules itself; Vite's preload helper would only add bytes.
    modulePreload: false,
    // Terser takes ~3% more off than esbuild's minifier: the framework runtime is most of every page.
    minify: "terser",
    terserOptions: {
      module: true,
      ecma: 2020,
      compress: { passes: 3, ecma: 2020, pure_getters: true, unsafe_arrows: true, unsafe_methods: true },
      format: { ecma: 2020 },
    },
    rollupOptions: { output: { manualChunks: shellChunk } },
  },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
}));
