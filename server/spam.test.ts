// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ChallengeCheck } from "./challenge";
import { findLinks, judge, score, SPAM_RULES, type SpamSignals } from "./spam";
import { GENUINE, SPAM } from "../tests/support/spam-corpus";
import { memoryMarks } from "../tests/support/spam-fixtures";

const PERSON: ChallengeCheck = { verdict: "ok", seconds: 95 };
const NO_JS: ChallengeCheck = { verdict: "missing" };
const MACHINE: ChallengeCheck = { verdict: "ok", seconds: 0.8 };
const quiet: SpamSignals = { challenge: PERSON, links: 0, shorteners: [], repeat: false, burst: false };
const BURST = { form: "contact", limit: 3 } as const;

/** Judges each post in turn on one store, each from its own client address unless `client` is given. */
async function judgeAll(posts: { message: string; challenge: ChallengeCheck; client?: string }[]) {
  const store = memoryMarks();
  const verdicts = [];
  for (const [index, post] of posts.entries())
    verdicts.push(await judge({ form: "contact", client: post.client ?? `203.0.113.${index}`, ...post }, { store }));
  return verdicts;
}

describe("the spam score", () => {
  it("holds nothing for a person's post, and never holds for a missing or expired challenge alone", () => {
    expect(score(quiet)).toEqual({ score: 0, reasons: [], held: false });
    expect(score({ ...quiet, challenge: NO_JS }).held).toBe(false);
    expect(score({ ...quiet, challenge: { verdict: "expired", seconds: 9000 } }).held).toBe(false);
  });

  it("holds a forged or replayed challenge on its own, and says why", () => {
    expect(score({ ...quiet, challenge: { verdict: "invalid" } })).toMatchObject({
      held: true,
      reasons: ["proof-of-work invalid"],
    });
    expect(score({ ...quiet, challenge: { verdict: "reused", seconds: 4 } })).toMatchObject({
      held: true,
      reasons: ["proof-of-work reused (a replay)"],
    });
  });

  it("holds a post at machine speed that adds anything else, a link or a burst", () => {
    expect(score({ ...quiet, challenge: MACHINE })).toMatchObject({ held: false });
    expect(score({ ...quiet, challenge: MACHINE }).reasons[0]).toMatch(/machine speed/);
    expect(score({ ...quiet, challenge: MACHINE, links: 1 }).held).toBe(true);
    expect(score({ ...quiet, challenge: MACHINE, burst: BURST }).held).toBe(true);
  });

  it("holds three links or a shortener whatever else the post does", () => {
    expect(score({ ...quiet, links: 1 }).held).toBe(false);
    expect(score({ ...quiet, links: 2 }).held).toBe(false);
    expect(score({ ...quiet, links: 3 }).held).toBe(true);
    expect(score({ ...quiet, links: 1, shorteners: ["bit.ly"] })).toMatchObject({
      held: true,
      reasons: ["1 link", "URL shortener (bit.ly)"],
    });
  });

  it("finds full URLs, www. addresses and bare shortened links, not prices or abbreviations", () => {
    expect(findLinks("see https://a.example/x, www.b.example and bit.ly/3xAb")).toEqual([
      "https://a.example/x,",
      "www.b.example",
      "bit.ly/3xAb",
    ]);
    expect(findLinks("INR 40,000-55,000, e.g. a 2/3 split, and/or 10.5/hour")).toEqual([]);
  });
});

describe("the corpus (tests/support/spam-corpus.ts)", () => {
  it.each(SPAM)("holds $shape sent by a script without the proof-of-work", async ({ message, links }) => {
    const [verdict] = await judgeAll([{ message, challenge: NO_JS }]);
    expect(findLinks(message)).toHaveLength(links);
    expect(verdict).toMatchObject({ held: true });
  });

  it.each(SPAM)("holds $shape sent by a browser solving the proof-of-work at machine speed", async ({ message }) => {
    const [verdict] = await judgeAll([{ message, challenge: MACHINE }]);
    expect(verdict?.held).toBe(true);
  });

  it("holds the link farms and shortened links even from a solved challenge at a person's speed", async () => {
    const verdicts = await judgeAll(SPAM.map(({ message }) => ({ message, challenge: PERSON })));
    const held = SPAM.filter((_, index) => verdicts[index]?.held).map(({ shape }) => shape);
    expect(held).toEqual(
      expect.arrayContaining(["an SEO offer with a shortened link", "a link farm", "a crypto pitch"]),
    );
    expect(held).toContain("a web design offer with a shortener");
  });

  it.each(GENUINE)("lets $shape through from a person whose browser solved the challenge", async ({ message }) => {
    const [verdict] = await judgeAll([{ message, challenge: PERSON }]);
    expect(verdict).toMatchObject({ held: false });
  });

  it("lets a genuine message without links through from a browser without JavaScript; one with a link is held", async () => {
    const verdicts = await judgeAll(GENUINE.map(({ message }) => ({ message, challenge: NO_JS })));
    GENUINE.forEach(({ links, shape }, index) => expect([shape, verdicts[index]?.held]).toEqual([shape, links > 0]));
  });

  it("holds the same text sent again without JavaScript, however it is spaced or cased", async () => {
    const text = "Do you work with clients in Germany?";
    const verdicts = await judgeAll([
      { message: text, challenge: NO_JS },
      { message: `  do YOU work with\nclients in germany?`, challenge: NO_JS },
      { message: text, challenge: PERSON },
    ]);
    expect(verdicts.map((verdict) => verdict.held)).toEqual([false, true, false]);
    expect(verdicts[1]?.reasons).toContain("the same message was sent before");
  });

  it(`holds a burst: more than ${SPAM_RULES.burst.posts.contact} messages from one client address`, async () => {
    const verdicts = await judgeAll(
      GENUINE.filter(({ links }) => links === 0)
        .slice(0, 5)
        .map(({ message }) => ({ message, challenge: NO_JS, client: "198.51.100.7" })),
    );
    expect(verdicts.map((verdict) => verdict.held)).toEqual([false, false, false, true, true]);
  });
});
