import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const lucide = { name: "lucide-react", message: "Use <Icon name=…> and add the icon to icon-registry.ts." };

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "bench-results/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Icons come from the build's sprite through `Icon` (decision 0012); only the registry names lucide.
    files: ["app/**"],
    ignores: ["app/components/ui/icon-registry.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [lucide] }] },
  },
  {
    // Browser code and the search island's components run without the router: no page loads it
    // (docs/decisions/0105-static-by-default.md). A rule of the same name replaces the one above for
    // these files, so it repeats the icon rule.
    files: ["app/client/**", "app/components/search/**"],
    // Tests beside browser code render the server's markup, which may hold router links.
    ignores: ["**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            lucide,
            {
              name: "react-router",
              message: "Browser code runs without the router: use plain <a href> links (a full page load).",
            },
          ],
          patterns: [
            { group: ["react-router/*", "@react-router/*"], message: "Browser code runs without the router." },
          ],
        },
      ],
    },
  },
  {
    // Content is data (docs/decisions/0109-content-is-data.md): the modules in app/content/ hold typed
    // values and import only each other, their types and the site configuration. Code that loads, derives,
    // renders or checks content lives in app/lib/. The content tests check the data with that code, so they
    // are left out.
    files: ["app/content/**"],
    // types.ts derives the catalogues' types from their schemas in app/lib/ (decision 0145), types only.
    ignores: ["**/*.test.ts", "**/*.test.tsx", "app/content/types.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [lucide],
          patterns: [
            {
              group: [
                "react",
                "react/*",
                "react-dom",
                "react-dom/*",
                "react-router",
                "react-router/*",
                "@react-router/*",
              ],
              message: "Content is data: rendering belongs in app/components/ or app/routes/.",
            },
            { group: ["rehype*", "remark*", "unified"], message: "Content is data: processing belongs in app/lib/." },
            {
              group: ["~/lib", "~/lib/*", "**/lib", "**/lib/*"],
              message: "Content is data: app/lib/ imports content, never the other way (decision 0109).",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not a React hook.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // The environment is read in the configuration modules only, where each variable has a schema
    // (docs/decisions/0107-configuration-and-collector.md). Passing it on to a child process
    // (`{ ...process.env, PORT }`) is not reading it; tests may set up their own.
    files: ["**/*.{js,mjs,ts,tsx}"],
    ignores: ["app/lib/config.server.ts", "server/config.ts", "**/*.test.{ts,tsx}", "tests/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "MemberExpression[object.name='process'][property.name='env']:not(SpreadElement > MemberExpression)",
          message: "Read the environment through app/lib/config.server.ts (build) or server/config.ts (server).",
        },
        {
          selector:
            "MemberExpression[object.type='MetaProperty'][property.name='env']:not(MemberExpression[property.name=/^(DEV|PROD|SSR|MODE|BASE_URL)$/] > MemberExpression.object)",
          message:
            "Read the environment through app/lib/config.server.ts; import.meta.env holds only Vite's own flags.",
        },
      ],
    },
  },
  {
    files: ["scripts/**", "*.config.*"],
    languageOptions: { globals: globals.node },
  },
);
