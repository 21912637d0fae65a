/**
 * `npm run cms`: local editing. Starts the local backend (decap-server, which has no authentication, so
 * on 127.0.0.1 only) on CMS_BACKEND_PORT (8081) and the site's dev server on PORT (3000), which answers
 * /admin/ (scripts/admin-dev.ts). The editor then writes the files of this checkout directly: review them
 * with `git diff` and commit as a developer would. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { loadServerConfig } from "../server/config";
import { toolingConfig } from "../app/lib/config.server";
import { ADMIN_PATH } from "../server/csp";

const env = { ...process.env };
const { PORT: port } = loadServerConfig(env);
const { CMS_BACKEND_PORT: backendPort } = toolingConfig(env);

const children: ChildProcess[] = [];
function start(name: string, args: string[], extra: Record<string, string>) {
  const child = spawn(process.execPath, args, { env: { ...env, ...extra }, stdio: "inherit" });
  child.on("exit", (code) => {
    console.log(`npm run cms: ${name} stopped (${code ?? "signal"}); stopping the rest`);
    stop();
  });
  children.push(child);
}
function stop() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = 0;
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

// MODE=fs: the local mode publishes directly (writes files, no commits, no editorial workflow).
start("the local backend", ["node_modules/decap-server/dist/index.js"], {
  PORT: String(backendPort),
  BIND_HOST: "127.0.0.1",
  MODE: "fs",
  GIT_REPO_DIRECTORY: process.cwd(),
});
start(
  "the dev server",
  ["node_modules/@react-router/dev/bin.js", "dev", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
  {
    CMS_BACKEND_PORT: String(backendPort),
  },
);
console.log(
  `npm run cms: the editor at http://localhost:${port}${ADMIN_PATH}/ (local backend on 127.0.0.1:${backendPort})`,
);
