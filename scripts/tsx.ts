import { spawn } from "node:child_process";

// The scripts are TypeScript, run by tsx (docs/decisions/0106-tsx-and-the-nu-html-checker.md). A script that
// starts another one in a child process runs it as `node --import tsx`: one process, so a signal sent to
// the child (a test's SIGKILL) reaches the script itself, which `npx tsx` (a parent that spawns Node)
// would not guarantee.

/** Node's arguments that run one of these scripts: `spawn(process.execPath, tsxArgs("scripts/build.ts"))`. */
export const tsxArgs = (script: string, ...args: string[]): string[] => ["--import", "tsx", script, ...args];

/**
 * Runs one of these scripts in a child process without blocking this one (a server in the same test answers
 * it meanwhile); resolves with its exit status and output.
 */
export function runScript(script: string, env: Record<string, string | undefined>, ...args: string[]) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, tsxArgs(script, ...args), {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("exit", (status) => resolve({ status, stdout, stderr }));
  });
}
