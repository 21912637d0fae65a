// @vitest-environment node
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
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
    writeFileSync(join(build, "running", String(live)), "");
    writeFileSync(join(build, "running", String(deadPid())), "");
    expect(buildHolders(build)).toEqual([live]);
    const notABuild = mkdtempSync(join(tmpdir(), "not-a-build-"));
    dirs.push(notABuild);
    holdBuild(notABuild)();
    expect(existsSync(join(notABuild, "running"))).toBe(false);
  });

  it("npm start refuses to rebuild build/ in place under a running server, in one line, and builds nothing", () => {
    const root = fakeBuild();
    mkdirSync(join(root, "build", "running"));
    const live = liveProcess();
    writeFileSync(join(root, "build", "running", String(live)), "");
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
          `^npm start: not rebuilding build/ \\(the build \\(0{16}\\) is older than its inputs .*\\): a server is running from it \\(pid ${live}\\); stop it first`,
        ),
      ),
    ]);
    // The build is as it was: nothing was deleted or rebuilt.
    expect(existsSync(join(root, "build", "server", "index.mjs"))).toBe(true);
  });
});
