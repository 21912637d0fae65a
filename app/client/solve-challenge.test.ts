import { createChallenge, verifySolution } from "altcha-lib/v1";
import { describe, expect, it, vi } from "vitest";
import { solve } from "./solve-challenge";

const KEY = "a test signing key";

/** A challenge as the server issues it (ALTCHA's library, its largest number 100,000, an expiry in the salt). */
const issue = (options: { maxnumber?: number; number?: number } = {}) =>
  createChallenge({
    algorithm: "SHA-256",
    hmacKey: KEY,
    maxnumber: options.maxnumber ?? 100_000,
    number: options.number,
    expires: new Date(Date.now() + 60_000),
  });

describe("the proof-of-work solver (docs/decisions/0123-our-own-challenge-solver.md)", () => {
  it("finds the number of a challenge from ALTCHA's server library, which the library then accepts", async () => {
    const challenge = await issue();
    const number = await solve(challenge);
    expect(number).toEqual(expect.any(Number));
    const payload = btoa(JSON.stringify({ ...challenge, number }));
    expect(await verifySolution(payload, KEY)).toBe(true);
  });

  it("finds the largest number the challenge allows, and nothing beyond it", async () => {
    expect(await solve(await issue({ maxnumber: 1200, number: 1200 }))).toBe(1200);
    expect(await solve(await issue({ maxnumber: 1200, number: 1201 }))).toBeUndefined();
  });

  it("gives the page a turn between batches of hashes (the main thread's solve)", async () => {
    const pause = vi.fn(() => Promise.resolve());
    expect(await solve(await issue({ maxnumber: 5000, number: 4321 }), pause)).toBe(4321);
    expect(pause.mock.calls.length).toBeGreaterThan(1);
  });

  it("does not try a challenge in an algorithm it does not know", async () => {
    const challenge = { ...(await issue({ maxnumber: 10, number: 3 })), algorithm: "SHA-512" };
    expect(await solve(challenge)).toBeUndefined();
  });
});
