/**
 * The forms' proof of work, solved in the browser (docs/decisions/0123-our-own-challenge-solver.md): the
 * server's challenge is ALTCHA's format (`CHALLENGE_API` in app/lib/forms.ts), and the answer is the number
 * in 0..maxnumber whose SHA-256 of `salt + number`, in hex, is `challenge`. Shared by the worker
 * (app/client/workers/challenge.ts) and, where there are no workers, the main thread
 * (app/client/challenge.ts). The browser's own SHA-256 (`crypto.subtle`) does the hashing.
 */

/** A challenge as `GET /api/challenge` answers it. */
export interface Challenge {
  algorithm: string;
  challenge: string;
  /** Optional in ALTCHA's format, where it then means 1,000,000; our server always sends it. */
  maxnumber?: number;
  salt: string;
  signature: string;
}

/**
 * Numbers hashed at once: the browser works through a batch's digests without a round trip to this code
 * for each (faster than one at a time in headless Chromium, decision 0123 has the figures), and the main
 * thread gets a turn between batches.
 */
const BATCH = 500;

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));

const sameBytes = (digest: ArrayBuffer, target: Uint8Array) => {
  const bytes = new Uint8Array(digest);
  return bytes.length === target.length && bytes.every((byte, index) => byte === target[index]);
};

/**
 * The number that solves the challenge, or undefined when none in 0..maxnumber does (or the challenge is
 * not one this solver knows). `pause` runs between batches: on the main thread it yields to the page.
 */
export async function solve(
  { algorithm, challenge, maxnumber = 1_000_000, salt }: Challenge,
  pause?: () => Promise<unknown>,
): Promise<number | undefined> {
  if (algorithm !== "SHA-256" || !/^[0-9a-f]{64}$/i.test(challenge) || !Number.isSafeInteger(maxnumber))
    return undefined;
  const target = hexBytes(challenge);
  const encoder = new TextEncoder();
  for (let first = 0; first <= maxnumber; first += BATCH) {
    const count = Math.min(BATCH, maxnumber - first + 1);
    const digests = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        crypto.subtle.digest("SHA-256", encoder.encode(`${salt}${first + index}`)),
      ),
    );
    const found = digests.findIndex((digest) => sameBytes(digest, target));
    if (found >= 0) return first + found;
    await pause?.();
  }
  return undefined;
}
