/**
 * Fixtures for the spam tests (test code only): a small in-memory stand-in for the store's `once`,
 * `rateLimit` and `secret`, and a solver for a challenge as a browser would solve it.
 */
import { solveChallenge } from "altcha-lib/v1";
import type { issueChallenge } from "../../server/challenge";

/** `store.once`, `store.rateLimit.hit` and `store.secret` in memory, on the injected clock. */
export function memoryMarks(now: () => number = Date.now) {
  const marks = new Map<string, number>();
  const hits = new Map<string, number[]>();
  const secrets = new Map<string, string>();
  return {
    async once(key: string, until: Date) {
      const end = marks.get(key);
      if (end !== undefined && end > now()) return false;
      marks.set(key, until.getTime());
      return true;
    },
    rateLimit: {
      async hit(key: string, limit: number, windowMs: number) {
        const recent = (hits.get(key) ?? []).filter((time) => time > now() - windowMs);
        const wait = recent.length >= limit ? Math.ceil((recent[0]! + windowMs - now()) / 1000) : 0;
        hits.set(key, [...recent, now()]);
        return wait;
      },
    },
    async secret(name: string) {
      if (!secrets.has(name)) secrets.set(name, `secret-${name}-${secrets.size}`);
      return secrets.get(name)!;
    },
  };
}

/** The `altcha` field a browser posts for `challenge`: base64 of ALTCHA's JSON payload. */
export async function solve(challenge: Awaited<ReturnType<typeof issueChallenge>>): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error("no solution found");
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: hash, number: solution.number, salt, signature })).toString(
    "base64",
  );
}
