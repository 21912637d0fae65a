// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CHALLENGE_MAX_NUMBER, challengeKey, issueChallenge, verifyChallenge } from "./challenge";
import { memoryMarks, solve } from "../tests/support/spam-fixtures";

const KEY = "a-key-for-the-tests-only-000000000";
/** A clock the test moves. */
function clock(start = Date.parse("2026-11-25T09:00:00Z")) {
  let time = start;
  return { now: () => time, advance: (seconds: number) => (time += seconds * 1000) };
}
// Small challenges keep the tests quick; the figure itself is checked once below.
const small = { maxNumber: 2000 };

describe("the proof-of-work challenge", () => {
  it("is ALTCHA's format, SHA-256, with the expiry and the issue time signed into the salt", async () => {
    const { now } = clock();
    const challenge = await issueChallenge({ key: KEY, now });
    expect(Object.keys(challenge).sort()).toEqual(["algorithm", "challenge", "maxnumber", "salt", "signature"]);
    expect(challenge.algorithm).toBe("SHA-256");
    expect(challenge.maxnumber).toBe(CHALLENGE_MAX_NUMBER);
    const params = new URLSearchParams(challenge.salt.split("?")[1]);
    expect(Number(params.get("expires")) * 1000).toBeGreaterThan(now());
    expect(Number(params.get("issued"))).toBe(now());
  });

  it("accepts a solved challenge once, with the seconds since it was issued, and refuses a replay as reused", async () => {
    const time = clock();
    const store = memoryMarks(time.now);
    const field = await solve(await issueChallenge({ key: KEY, now: time.now, ...small }));
    time.advance(42);
    expect(await verifyChallenge(field, { key: KEY, store, now: time.now })).toEqual({ verdict: "ok", seconds: 42 });
    time.advance(5);
    expect(await verifyChallenge(field, { key: KEY, store, now: time.now })).toMatchObject({ verdict: "reused" });
  });

  it("says missing, invalid (another key, a wrong number, not ALTCHA's payload) or expired", async () => {
    const time = clock();
    const store = memoryMarks(time.now);
    const options = { key: KEY, store, now: time.now };
    expect(await verifyChallenge(undefined, options)).toEqual({ verdict: "missing" });
    expect(await verifyChallenge("", options)).toEqual({ verdict: "missing" });
    expect(await verifyChallenge("not base64 json", options)).toEqual({ verdict: "invalid" });
    const foreign = await solve(await issueChallenge({ key: "someone-else's-key", now: time.now, ...small }));
    expect(await verifyChallenge(foreign, options)).toEqual({ verdict: "invalid" });
    const field = await solve(await issueChallenge({ key: KEY, now: time.now, ...small }));
    const payload = JSON.parse(Buffer.from(field, "base64").toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString("base64");
    expect(await verifyChallenge(wrong, options)).toEqual({ verdict: "invalid" });
    time.advance(3 * 60 * 60);
    expect(await verifyChallenge(field, options)).toMatchObject({ verdict: "expired" });
  });

  it("signs with CHALLENGE_SECRET when set, else with one secret the store generates and keeps", async () => {
    const store = memoryMarks();
    expect(await challengeKey(store, "configured-secret-of-32-characters")).toBe("configured-secret-of-32-characters");
    const generated = await challengeKey(store, undefined);
    expect(await challengeKey(store, "")).toBe(generated);
  });
});
