import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const lucide = { name: "lucide-react", message: "Use <Icon name=…> and add the icon to icon-registry.ts." };

/** React's hooks that hold state or run effects: in a page that never hydrates they never run. */
const STATE_AND_EFFECT_HOOKS = new Set([
  "useState",
  "useReducer",
  "useEffect",
  "useLayoutEffect",
  "useInsertionEffect",
  "useEffectEvent",
  "useSyncExternalStore",
  "useTransition",
  "useDeferredValue",
  "useOptimistic",
  "useActionState",
  "useFormStatus",
  "useImperativeHandle",
]);

/**
 * Pages are static HTML that never hydrates (docs/decisions/0105-static-by-default.md), so React state,
 * effects and event props on DOM elements do nothing there: behaviour belongs in app/client/. Only the
 * search island renders in the browser (docs/decisions/0133-no-single-page-leftovers.md).
 */
const staticPages = {
  rules: {
    "no-client-react": {
      meta: {
        type: "problem",
        schema: [],
        messages: {
          hook: "{{name}} does nothing in a static page: put the behaviour in app/client/ (only the search island renders in the browser).",
          handler:
            "{{name}} on <{{element}}> does nothing in a static page: attach the listener in app/client/features/.",
        },
      },
      create(context) {
        const calleeName = (callee) =>
          callee.type === "Identifier"
            ? callee.name
            : callee.type === "MemberExpression" && !callee.computed && callee.property.type === "Identifier"
              ? callee.property.name
              : undefined;
        return {
          CallExpression(node) {
            const name = calleeName(node.callee);
            if (name && STATE_AND_EFFECT_HOOKS.has(name)) context.report({ node, messageId: "hook", data: { name } });
          },
          JSXAttribute(node) {
            const element = node.parent.name;
            if (node.name.type !== "JSXIdentifier" || !/^on[A-Z]/.test(node.name.name)) return;
            if (element.type !== "JSXIdentifier" || !/^[a-z]/.test(element.name)) return;
            context.report({ node, messageId: "handler", data: { name: node.name.name, element: element.name } });
          },
        };
      },
    },
  },
};

/** The router's client-side parts: pages load no router, so a link is a plain <a href> (a full load). */
const routerClient = {
  name: "react-router",
  importNames: ["Link", "NavLink", "Form", "useNavigate", "useNavigation", "useFetcher", "useSubmit", "useRevalidator"],
  message: "Pages load no router: use a plain <a href> or <form action> (a full page load).",
};

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
    rules: { "no-restricted-imports": ["error", { paths: [lucide, routerClient] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/client/islands/**", "app/components/search/**"],
    plugins: { "static-pages": staticPages },
    rules: { "static-pages/no-client-react": "error" },
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
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
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
              group: ["~/lib", "~/lib/**", "**/lib", "**/lib/**"],
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
