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
    // Playwright fixtures call their continuation `use`, which is not a React hook.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["scripts/**", "*.config.*"],
    languageOptions: { globals: globals.node },
  },
);
