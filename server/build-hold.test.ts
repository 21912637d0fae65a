// @vitest-environment node
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../scripts/ports";
import { startPostgres } from "../tests/support/postgres";
import { buildHolders, holdBuild } from "./build-hold";

const repo = fileURLToPath(new URL("..", import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A directory laid out as `npm run build` leaves it (build-id.json, the server bundle). */
function fakeBuild() {
  const root = mkdtempSync(join(tmpdir(), "build-hold-"));
  dirs.push(root);
  mkdirSync(join(root, "build", "server"), { recursive: true });
  writeFileSync(join(root, "build", "build-id.json"), JSON.stringify({ id: "0000000000000000" }));
  writeFileSync(join(root, "build", "server", "index.mjs"), "");
  return root;
}

/** A process that stays alive until the test ends: a server running from the build, as far as the pid goes. */
function liveProcess(): number {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  if (child.pid === undefined) throw new Error("no child process");
  return child.pid;
}

const deadPid = () => Number(spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout);

describe("servers running from a build", () => {
  it("records this server while it runs from a build, and forgets it once released", () => {
    const build = join(fakeBuild(), "build");
    const release = holdBuild(build);
    expect(readdirSync(join(build, "running"))).toEqual([String(process.pid)]);
    // Its own pid never counts against itself.
    expect(buildHolders(build)).toEqual([]);
    release();
    expect(readdirSync(join(build, "running"))).toEqual([]);
  });

  it("counts live servers only, not a pid a killed one left behind, and holds nothing outside a build", () => {
    const build = join(fakeBuild(), "build");
    mkdirSync(join(build, "running"));
    const live = liveProcess();
    writeFileSync(join(build, "running", String(live)), `${live}\n${realpathSync(build)}\n`);
    const dead = deadPid();
    writeFileSync(join(build, "running", String(dead)), `${dead}\n${realpathSync(build)}\n`);
    expect(buildHolders(build)).toEqual([live]);
    // A copy of the build (a project copied with its build) is not held by the server running from the original.
    const copy = join(mkdtempSync(join(tmpdir(), "build-copy-")), "build");
    dirs.push(join(copy, ".."));
    cpSync(build, copy, { recursive: true });
    expect(buildHolders(copy)).toEqual([]);
    const notABuild = mkdtempSync(join(tmpdir(), "not-a-build-"));
    dirs.push(notABuild);
    holdBuild(notABuild)();
    expect(existsSync(join(notABuild, "running"))).toBe(false);
  });

  it("npm start refuses to rebuild build/ in place under a running server, in one line, and builds nothing", () => {
    const root = fakeBuild();
    mkdirSync(join(root, "build", "running"));
    const live = liveProcess();
    writeFileSync(join(root, "build", "running", String(live)), `${live}\n${realpathSync(join(root, "build"))}\n`);
    // tsx by its path: the build's directory has no node_modules to find it in.
    const tsx = pathToFileURL(join(repo, "node_modules", "tsx", "dist", "loader.mjs")).href;
    const run = spawnSync(process.execPath, ["--import", tsx, join(repo, "scripts", "start.ts")], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: "" },
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split("\n")).toEqual([
      expect.stringMatching(
        new RegExp(
          `^npm start: not rebuilding build/ \\(the build \\(0{16}\\) is older than its inputs .*\\): a server is running from it \\(pid ${live}\\)\\. Stop it, then run npm start again: it rebuilds, then starts\\.$`,
        ),
      ),
    ]);
    // The build is as it was: nothing was deleted or rebuilt.
    expect(existsSync(join(root, "build", "server", "index.mjs"))).toBe(true);
  });
});

/**
 * A checkout whose build is stale, with a stand-in for scripts/build.ts: it takes the build lock as the real
 * one does, counts itself in builds.log, takes a second, and leaves a build whose server is server/main.ts.
 */
function staleCheckout() {
  const root = mkdtempSync(join(tmpdir(), "two-starts-"));
  dirs.push(root);
  mkdirSync(join(root, "scripts"));
  symlinkSync(join(repo, "node_modules"), join(root, "node_modules"));
  writeFileSync(join(root, "package.json"), '{ "type": "module" }');
  mkdirSync(join(root, "site"));
  writeFileSync(join(root, "site", "index.html"), "<!doctype html><html><body>Brightlane</body></html>");
  const from = (file: string) => JSON.stringify(pathToFileURL(join(repo, file)).href);
  writeFileSync(
    join(root, "scripts", "build.ts"),
    `import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { buildInputsHash } from ${from("scripts/build-id.ts")};
import { holdBuildLock } from ${from("scripts/build-lock.ts")};
await holdBuildLock("build");
appendFileSync("builds.log", "build\\n");
const id = buildInputsHash();
await new Promise((resolve) => setTimeout(resolve, 1000));
mkdirSync("build/server", { recursive: true });
writeFileSync("build/server/index.mjs", ${JSON.stringify(`await import(${from("server/main.ts")});\n`)});
writeFileSync("build/build-id.json", JSON.stringify({ id }));
`,
  );
  return root;
}

/** `npm start` in `root` on its own free port; resolves with its output once it serves or exits. */
async function npmStart(root: string, env: Record<string, string>) {
  const tsx = pathToFileURL(join(repo, "node_modules", "tsx", "dist", "loader.mjs")).href;
  const child = spawn(process.execPath, ["--import", tsx, join(repo, "scripts", "start.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: "",
      // The app's "~/" imports resolve through the project's tsconfig, not the checkout's (it has none).
      TSX_TSCONFIG_PATH: join(repo, "tsconfig.json"),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(await freePort()),
      SITE_ROOT: join(root, "site"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  const add = (chunk: Buffer) => (output += chunk.toString("utf8"));
  child.stdout.on("data", add);
  child.stderr.on("data", add);
  const outcome = await new Promise<"serving" | number | null>((resolve) => {
    child.stderr.on("data", () => /Site on http/.test(output) && resolve("serving"));
    child.once("exit", resolve);
  });
  return { outcome, output };
}

describe("two npm start at once on a stale build", () => {
  it("builds once; on one SQLite store one serves and the other refuses in one line", async () => {
    const root = staleCheckout();
    const env = { DATA_DIR: join(root, "data"), DATABASE_URL: "" };
    const starts = await Promise.all([npmStart(root, env), npmStart(root, env)]);
    expect(readFileSync(join(root, "builds.log"), "utf8")).toBe("build\n");
    const all = starts.map((start) => start.output).join("\n");
    // One built while the other waited for it, then served the build it made.
    expect(all).toMatch(/npm start: waiting for the build another process is making \(pid \d+\)\./);
    expect(all).toMatch(/npm start: serving the current build/);
    expect(starts.map((start) => start.outcome).sort()).toEqual([1, "serving"]);
    const refused = starts.find((start) => start.outcome === 1)?.output ?? "";
    const lines = refused.split("\n").filter((line) => line && !/^npm start: (building|serving|waiting)/.test(line));
    expect(lines).toEqual([
      expect.stringMatching(
        /Cannot start: .*store\.sqlite is in use by another server \(pid \d+, .*Give this server another DATA_DIR/,
      ),
    ]);
  }, 120_000);

  it("a start finding build.lock left by a killed build takes it over in one line, builds once and serves", async () => {
    const root = staleCheckout();
    const dead = deadPid();
    writeFileSync(join(root, "build.lock"), `${dead}\n`);
    const start = await npmStart(root, { DATA_DIR: join(root, "data"), DATABASE_URL: "" });
    expect(start.outcome).toBe("serving");
    expect(start.output.split("\n").filter((line) => /build\.lock/.test(line))).toEqual([
      `npm start: took over build.lock from pid ${dead}, a build no longer running.`,
    ]);
    expect(readFileSync(join(root, "builds.log"), "utf8")).toBe("build\n");
    // Released once the build is made: the lock is gone while the server runs.
    expect(existsSync(join(root, "build.lock"))).toBe(false);
  }, 120_000);

  it("on PostgreSQL both serve, from the one build", async () => {
    const cluster = await startPostgres();
    try {
      const root = staleCheckout();
      const starts = await Promise.all([
        npmStart(root, { DATABASE_URL: cluster.url }),
        npmStart(root, { DATABASE_URL: cluster.url }),
      ]);
      expect(starts.map((start) => start.outcome)).toEqual(["serving", "serving"]);
      expect(readFileSync(join(root, "builds.log"), "utf8")).toBe("build\n");
    } finally {
      for (const child of children.splice(0)) child.kill("SIGKILL");
      await cluster.stop();
    }
  }, 180_000);
});
