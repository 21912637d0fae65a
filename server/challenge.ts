/**
 * The forms' proof-of-work check (docs/decisions/0122-spam-without-a-third-party.md), in ALTCHA's open format
 * through its server library (`altcha-lib/v1`): `GET /api/challenge` issues a signed challenge, the browser
 * finds the number whose SHA-256 matches, and the form posts it in the `altcha` field (app/lib/forms.ts's
 * `CHALLENGE_FIELD`). Nothing is stored in the browser and nothing is sent to anyone else.
 *
 * The salt carries two signed parameters: `expires` (ALTCHA's, in seconds) and `issued` (ours, in
 * milliseconds), so the server measures the time from issue to submit from a value the client cannot
 * change. A solution is accepted once: its challenge is marked spent in the store (`store.once`) until it
 * expires, on every server sharing the store.
 */
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import { type Store, StoreUnavailable } from "./store/store";

/**
 * The largest number a challenge hides (the solver tries up to this, half of it on average). 100,000 is
 * ALTCHA's recommended widget figure: about 50,000 SHA-256 hashes on average, 0.5 to 1 s on a phone with
 * the browser's own SHA-256 (decision 0122 records the measurement).
 */
export const CHALLENGE_MAX_NUMBER = 100_000;

/** How long a challenge can be solved and posted: a long message written slowly still fits. */
export const CHALLENGE_TTL_MS = 2 * 60 * 60 * 1000;

/** The store secret's name when CHALLENGE_SECRET is not set. */
export const CHALLENGE_SECRET_NAME = "challenge-secret";

/** What a posted solution is worth: spam.ts turns it into a score. */
export type ChallengeVerdict = "ok" | "missing" | "invalid" | "expired" | "reused";

export interface ChallengeCheck {
  verdict: ChallengeVerdict;
  /** Seconds from the challenge's issue to the post, when the challenge's signature held. */
  seconds?: number;
}

export interface ChallengeOptions {
  /** The HMAC key (`challengeKey`). */
  key: string;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
  ttlMs?: number;
  maxNumber?: number;
}

/**
 * The signing key: CHALLENGE_SECRET, or else the store's, generated on first start and kept, so every
 * server on the store and every restart issue and check with the same one.
 */
export async function challengeKey(store: Pick<Store, "secret">, configured?: string): Promise<string> {
  return configured ? configured : store.secret(CHALLENGE_SECRET_NAME);
}

/** A new challenge, ALTCHA's JSON: `{ algorithm: "SHA-256", challenge, maxnumber, salt, signature }`. */
export async function issueChallenge({
  key,
  now = Date.now,
  ttlMs = CHALLENGE_TTL_MS,
  maxNumber = CHALLENGE_MAX_NUMBER,
}: ChallengeOptions) {
  const issued = now();
  return createChallenge({
    algorithm: "SHA-256",
    hmacKey: key,
    maxnumber: maxNumber,
    expires: new Date(issued + ttlMs),
    params: { issued: String(issued) },
  });
}

interface Solution {
  algorithm: "SHA-256";
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The posted field decoded: base64 of ALTCHA's JSON payload, with the shape checked; else undefined. */
function decode(field: string): Solution | undefined {
  try {
    const value = JSON.parse(Buffer.from(field, "base64").toString("utf8")) as Record<string, unknown>;
    const { algorithm, challenge, number, salt, signature } = value;
    if (algorithm !== "SHA-256" || !Number.isSafeInteger(number) || (number as number) < 0) return undefined;
    if (![challenge, salt, signature].every((part) => typeof part === "string" && part.length > 0 && part.length < 500))
      return undefined;
    return value as unknown as Solution;
  } catch {
    return undefined;
  }
}

/**
 * Checks a posted solution: "missing" (no field: a browser without JavaScript, or a bot), "invalid" (not
 * ALTCHA's payload, a wrong number, or a signature this server did not make), "expired", "reused" (already
 * accepted once: a replay) or "ok", with the seconds since issue whenever the signature held. Marks an
 * unexpired valid challenge spent.
 */
export async function verifyChallenge(
  field: string | undefined,
  { key, store, now = Date.now }: { key: string; store: Pick<Store, "once">; now?: () => number },
): Promise<ChallengeCheck> {
  if (!field) return { verdict: "missing" };
  const solution = decode(field);
  // The expiry is checked below against the injected clock, not by the library's.
  if (!solution || !(await verifySolution(solution, key, false))) return { verdict: "invalid" };
  const params = extractParams(solution);
  const expires = Number(params.expires) * 1000;
  const issued = Number(params.issued);
  if (!Number.isFinite(expires) || !Number.isFinite(issued) || expires <= 0 || issued <= 0)
    return { verdict: "invalid" };
  const at = now();
  const seconds = Math.max(0, (at - issued) / 1000);
  if (at > expires) return { verdict: "expired", seconds };
  let first = true;
  try {
    first = await store.once(`challenge ${solution.challenge}`, new Date(expires));
  } catch (error) {
    // A store that cannot mark cannot store the post either: that answers 503, whatever this says.
    if (!(error instanceof StoreUnavailable)) throw error;
  }
  return first ? { verdict: "ok", seconds } : { verdict: "reused", seconds };
}
