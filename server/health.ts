/**
 * GET /healthz for load balancers and uptime checks: 200 with the build's id when the submission
 * store can be written, 503 otherwise (a full disk or a read-only DATA_DIR would lose form posts).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Handler } from "./app";

export const HEALTH_PATH = "/healthz";

export function createHealthCheck({ dataDir, buildId }: { dataDir: string; buildId: string }): Handler {
  return (_req, res) => {
    let body: Record<string, string>;
    let status = 200;
    try {
      mkdirSync(dataDir, { recursive: true });
      const probe = join(dataDir, `.healthz-${process.pid}`);
      writeFileSync(probe, "ok");
      rmSync(probe);
      body = { status: "ok", build: buildId };
    } catch (error) {
      status = 503;
      body = {
        status: "unavailable",
        build: buildId,
        reason: `the store is not writable (${(error as Error).message})`,
      };
    }
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    res.end(JSON.stringify(body));
  };
}
