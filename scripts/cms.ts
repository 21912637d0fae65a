/**
 * `npm run cms`: local editing. Starts the local backend (decap-server, which has no authentication, so
 * on 127.0.0.1 only) on CMS_BACKEND_PORT (8081) and the site's dev server on PORT (3000), which answers
 * /admin/ (scripts/admin-dev.ts) and re-reads a content file when it changes (scripts/content-reload.ts).
 * The editor then writes the files of this checkout directly: review them with `git diff` and commit as a
 * developer would. Ctrl-C stops both; if either stops by itself, so does the other and this exits non-zero.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { loadServerConfig } from "../server/config";
import { toolingConfig } from "../app/lib/config.server";
import { ADMIN_PATH } from "../server/csp";
import { listening, portProblem } from "./ports";

const env = { ...process.env };
const { PORT: port } = loadServerConfig(env);
const { CMS_BACKEND_PORT: backendPort } = toolingConfig(env);

/** A port near `taken` that is free now, to suggest. */
async function freeNear(taken: number): Promise<number | undefined> {
  for (let candidate = taken + 1; candidate < taken + 100 && candidate <= 65535; candidate += 1)
    if (candidate !== port && candidate !== backendPort && !(await portProblem(candidate))) return candidate;
  return undefined;
}

/** One line naming the variable to change when a port cannot be used, before anything starts. */
async function portsProblem(): Promise<string | undefined> {
  if (port === backendPort)
    return `PORT and CMS_BACKEND_PORT are both ${port}: start with CMS_BACKEND_PORT=${await freeNear(port)} npm run cms`;
  for (const [name, value] of [
    ["PORT", port],
    ["CMS_BACKEND_PORT", backendPort],
  ] as const) {
    const problem = await portProblem(value);
    if (problem)
      return `Port ${value} ${problem}: start with ${name}=${(await freeNear(value)) ?? "<another port>"} npm run cms`;
  }
  return undefined;
}

const problem = await portsProblem();
if (problem) {
  console.error(`npm run cms: ${problem}`);
  process.exit(1);
}

const children: ChildProcess[] = [];
let stopping = false;
function start(name: string, args: string[], extra: Record<string, string>) {
  const child = spawn(process.execPath, args, { env: { ...env, ...extra }, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      // Stopping by itself, even with code 0, leaves the editor without its backend or its site.
      console.error(`npm run cms: ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
      process.exitCode = code || 1;
    }
    stop();
  });
  children.push(child);
}
function stop() {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
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

// The address only once both answer, so it is never printed for an editor that failed to start.
while (!stopping && !((await listening(port)) && (await listening(backendPort))))
  await new Promise((resolve) => setTimeout(resolve, 250));
if (!stopping)
  console.log(
    `npm run cms: the editor at http://localhost:${port}${ADMIN_PATH}/ (local backend on 127.0.0.1:${backendPort})`,
  );
