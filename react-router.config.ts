import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/pages";

/**
 * The whole site is static (decision 0002): every path of the page list (app/pages.ts) is prerendered
 * at build time and the route loaders run only then. `npm start` and any static host serve
 * `build/client` as is.
 */
export default {
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
