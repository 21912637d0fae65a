import { storedRecords } from "../support/stored-text";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../scripts/ports";

/** A production server process of this build, started for one test (`node build/server/index.mjs`). */
export interface SiteProcess {
  origin: string;
  port: number;
  child: ChildProcess;
  /** Everything it logged so far. */
  output: () => string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
}

/** Starts the built server (or `command`) with `env` on a free port and waits until it answers. */
export async function startSite(
  env: Record<string, string> = {},
  {
    port,
    command = ["build/server/index.mjs"],
    cwd,
    timeoutMs = 10_000,
  }: { port?: number; command?: string[]; cwd?: string; timeoutMs?: number } = {},
): Promise<SiteProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, command, {
    cwd,
    env: { ...process.env, PORT: String(chosen), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const origin = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    try {
      if ((await fetch(`${origin}/`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer within ${timeoutMs} ms: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, port: chosen, child, output: () => output, exited };
}

/** A contact form post, as a browser without JavaScript would send it, asking for JSON. */
export function postContact(origin: string, message: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries({
    name: "Asha Rao",
    email: "asha@example.com",
    subject: "general",
    message,
    privacy: "yes",
  })) {
    body.append(name, value);
  }
  return fetch(`${origin}/api/contact`, { method: "POST", body, headers: { Accept: "application/json" } });
}

/**
 * A copy of the project (sources, scripts, config; `node_modules` linked) in a fresh temporary folder,
 * so a test can build or rebuild it with other settings and leave the checkout's build alone. `extra`
 * adds paths to copy (an existing `build`).
 */
export function copyProject(prefix: string, extra: string[] = []): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  for (const path of ["app", "server", "public", "scripts", ...extra])
    cpSync(path, join(copy, path), { recursive: true });
  for (const file of ["package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"])
    cpSync(file, join(copy, file));
  symlinkSync(join(process.cwd(), "node_modules"), join(copy, "node_modules"));
  return copy;
}

/** The records of one kind a DATA_DIR's store holds (`contact`, `held`, `newsletter`, `marks`), or none. */
export const records = (dir: string, kind: string) => storedRecords(dir, kind as Parameters<typeof storedRecords>[1]);

/** A webhook receiver whose answer the test switches (500 while "down"), keeping what it was sent while up. */
export async function webhook({ up = false } = {}) {
  const state = { up, attempts: 0, delivered: [] as { kind?: string; submission: { message?: string } }[] };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += String(chunk)));
    req.on("end", () => {
      state.attempts += 1;
      if (state.up) state.delivered.push(JSON.parse(body));
      res.writeHead(state.up ? 200 : 500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, close: () => server.close() };
}
