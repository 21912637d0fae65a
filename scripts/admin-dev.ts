/**
 * The editor at /admin/ on the development server (`npm run dev`, `npm run cms`): its page, its bundle
 * from node_modules (checked like the build's, scripts/admin-bundle.ts) and its config with the local
 * backend added, under the editor's own policy. Without this the dev server would answer Not Found.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { ADMIN_PATH } from "../app/lib/constants";
import { verifiedAdminAssets } from "./admin-bundle";
import type * as Csp from "../server/csp";
import type * as Rules from "../server/rules";

/** The local backend's API, which Decap uses instead of the git host when the page is on localhost. */
export const localBackendUrl = (port: number) => `http://127.0.0.1:${port}/api/v1`;

/** The committed config with the local backend: the local mode publishes directly, never a pull request. */
export function localConfig(committed: string, backendPort: number): string {
  const withoutWorkflow = committed.replace(/^publish_mode: .*\n/m, "");
  return `${withoutWorkflow}local_backend:\n  url: ${localBackendUrl(backendPort)}\n`;
}

export function adminDevServer({ backendPort }: { backendPort: number }): Plugin {
  const publicAdmin = join(process.cwd(), "public", ADMIN_PATH.slice(1));
  let assets: Map<string, string> | undefined;
  return {
    name: "brightlane:admin",
    apply: "serve",
    configureServer(server) {
      // Through Vite: the policy's modules import the site's "~/" paths, which plain Node cannot resolve.
      const load = async () => ({
        ...((await server.ssrLoadModule("/server/csp.ts")) as typeof Csp),
        ...((await server.ssrLoadModule("/server/rules.ts")) as typeof Rules),
      });
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? "").split("?")[0] ?? "";
        if (path !== ADMIN_PATH && !path.startsWith(`${ADMIN_PATH}/`)) return next();
        const send = (type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
          res.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store", ...headers });
          res.end(body);
        };
        const name = path.slice(ADMIN_PATH.length + 1);
        if (name === "" || name === "index.html") {
          const { adminContentSecurityPolicy, adminHeaders } = await load();
          return send("text/html; charset=utf-8", readFileSync(join(publicAdmin, "index.html")), {
            ...adminHeaders,
            "Content-Security-Policy": adminContentSecurityPolicy({
              localBackend: new URL(localBackendUrl(backendPort)).origin,
            }),
          });
        }
        if (name === "config.yml")
          return send(
            "text/yaml; charset=utf-8",
            localConfig(readFileSync(join(publicAdmin, "config.yml"), "utf8"), backendPort),
          );
        assets ??= verifiedAdminAssets();
        const file = assets.get(name);
        if (!file) return next();
        return send(name.endsWith(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8", readFileSync(file));
      });
    },
  };
}

/**
 * The editor's own react-router-dom 5 (a dependency of decap-cms) is hoisted into node_modules, and
 * React Router's plugin pre-bundles any react-router-dom it finds, which then fails against React Router
 * 7: the site never imports it, so it is taken out of the dev server's pre-bundling.
 */
export function withoutEditorRouter(): Plugin {
  return {
    name: "brightlane:without-editor-router",
    enforce: "post",
    config(config) {
      const include = config.optimizeDeps?.include;
      if (include) config.optimizeDeps!.include = include.filter((name) => name !== "react-router-dom");
    },
  };
}
