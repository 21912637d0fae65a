// How an operator command reaches a JSONL store that a running server holds (DATA_DIR's lock): it posts to
// the server's loopback-only endpoint (server/privacy.ts's PRIVACY_PATH, on 127.0.0.1:PORT) with the token
// in DATA_DIR/privacy-token, so the server writes its own files and nothing it appends meanwhile is lost.
// Used by `npm run privacy` (scripts/privacy.ts) and `npm run inbox -- --release` (scripts/inbox.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PRIVACY_PATH, PRIVACY_TOKEN, PRIVACY_TOKEN_HEADER } from "../server/privacy";
import { LOCK_FILE } from "../server/store/jsonl";

/** The pid of the running server holding DATA_DIR's lock, if any. */
export function runningServer(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(join(dataDir, LOCK_FILE), "utf8").trim(), 10);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : undefined;
  }
}

/**
 * Posts `request` to the server (pid `pid`) on `port` and resolves its JSON answer; calls `fail` with a
 * sentence saying what to do when the token cannot be read, the server does not answer, or it refuses.
 */
export async function askServer(
  { dataDir, port, pid }: { dataDir: string; port: number; pid: number },
  request: Record<string, unknown>,
  fail: (message: string) => never,
): Promise<unknown> {
  const tokenFile = join(dataDir, PRIVACY_TOKEN);
  let token: string;
  try {
    token = readFileSync(tokenFile, "utf8").trim();
  } catch (error) {
    return fail(
      `the server (pid ${pid}) holds ${dataDir}, and its token ${tokenFile} cannot be read (${(error as Error).message}): run this as the server's user.`,
    );
  }
  const url = `http://127.0.0.1:${port}${PRIVACY_PATH}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", [PRIVACY_TOKEN_HEADER]: token },
      body: JSON.stringify(request),
    });
  } catch (error) {
    return fail(
      `the server (pid ${pid}) holds ${dataDir} but does not answer on ${url} (${(error as Error).message}): set PORT as the server has it.`,
    );
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok)
    return fail(
      `the server answered ${response.status} on ${url}: ${body.error ?? "no such endpoint (an older build, or another PORT)"}`,
    );
  return body;
}
