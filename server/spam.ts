/**
 * Whether a form post is likely spam (docs/decisions/0122-spam-without-a-third-party.md): a score, not a wall,
 * and the visitor's answer is the same either way. No JavaScript means no challenge and no timing: that
 * alone never holds a post, so a plain message from such a visitor goes through.
 */
import { createHash } from "node:crypto";
import { RATE_LIMIT_WINDOW_SECONDS, retention } from "../app/content/server-constants";
import type { ChallengeCheck } from "./challenge";
import { type SpamVerdict, type Store, StoreUnavailable } from "./store/store";

/** The weights and the threshold, in one place; decision 0122 gives the reasoning. */
export const SPAM_RULES = {
  /** A post whose score reaches this is held. */
  threshold: 5,
  weights: {
    /** No challenge posted: a browser without JavaScript, or a script. Never enough on its own. */
    challengeMissing: 2,
    /** Solved but posted after the challenge's expiry: a page left open for hours. Never enough on its own. */
    challengeExpired: 2,
    /** A forged or broken solution: no browser running our solver posts one. Enough on its own. */
    challengeInvalid: 5,
    /** A challenge already accepted once: a replay. Enough on its own. */
    challengeReused: 5,
    /** Posted sooner than `minSeconds` after the challenge was issued: machine speed. */
    tooFast: 4,
    /** The message holds a link (http://, https://, www. or a shortener's address)… */
    link: 3,
    /** …and each further link adds this… */
    extraLink: 1,
    /** …up to this for all of them: three links hold a message whatever else it does. */
    linksMax: 5,
    /** A link through a URL shortener (`SHORTENER_HOSTS`), which hides where it goes; added to the link's weight. */
    shortener: 3,
    /** The same message text (normalized) was posted before, within `repeatDays`. */
    repeat: 3,
    /** More posts to one form from one client address within `burst.windowMs` than `burst.posts` allows. */
    burst: 3,
  },
  /**
   * Seconds from the challenge's issue to the post below which no person could have written it. The
   * browser asks for the challenge when a form is first used, and solving takes about a second.
   */
  minSeconds: 3,
  /** How long a message's hash is kept to find a repeat: the privacy policy's period (app/content/server-constants.ts). */
  repeatDays: retention.messageHashes.days,
  /**
   * What counts as a burst from one client address: a person sends one message, perhaps a second with
   * something forgotten; an office behind one address signs up several colleagues, each in a second with
   * autofill (too fast, 4) or without JavaScript (no answer, 2), so one more sign-up must not hold them.
   * A bot mailing strangers signs up far more, and a stranger is mailed at most once a day anyway.
   * SPAM_BURST, when set, replaces both counts. The window is the rate limit's default, the time the
   * privacy policy says an IP address is kept (app/content/server-constants.ts).
   */
  burst: { windowMs: RATE_LIMIT_WINDOW_SECONDS * 1000, posts: { contact: 3, newsletter: 10 } },
} as const;

/** URL shorteners: a genuine enquiry names its own site, not a redirect that hides it. Data; add to it. */
export const SHORTENER_HOSTS = [
  "bit.ly",
  "bitly.com",
  "t.co",
  "tinyurl.com",
  "goo.gl",
  "ow.ly",
  "is.gd",
  "buff.ly",
  "rebrand.ly",
  "cutt.ly",
  "shorturl.at",
  "rb.gy",
  "t.ly",
  "tiny.cc",
  "s.id",
  "v.gd",
  "clck.ru",
  "bl.ink",
  "lnkd.in",
  "shorte.st",
  "adf.ly",
] as const;

/** What was observed about one post; `score` turns it into a verdict. */
export interface SpamSignals {
  challenge: ChallengeCheck;
  /** Links in the message. */
  links: number;
  /** The shortener hosts those links go through. */
  shorteners: string[];
  /** The same message was posted before. */
  repeat: boolean;
  /** Over the form's burst limit (posts per client address in the window), or not. */
  burst: false | { form: SpamForm; limit: number };
}

export type SpamJudgement = SpamVerdict & { held: boolean };

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'\])]+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"'\])]*/gi;

/** The links in a text: full URLs, `www.` addresses and bare `host/path` ones (how shortened links are pasted). */
export function findLinks(text: string): string[] {
  return text.match(LINK) ?? [];
}

/** The host a link goes to, lower case, without `www.`. */
function hostOf(link: string): string {
  const bare = link.replace(/^https?:\/\//i, "").replace(/^www\./i, "");
  return (bare.split(/[/?#:]/)[0] ?? "").toLowerCase();
}

/** The message as compared for a repeat: Unicode-normalized, lower case, whitespace collapsed. */
export function normalizeMessage(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The verdict for `signals`: the score and the reason for each part of it. Pure. */
export function score(signals: SpamSignals): SpamJudgement {
  const { weights } = SPAM_RULES;
  const parts: [number, string][] = [];
  const { verdict, seconds } = signals.challenge;
  if (verdict === "missing") parts.push([weights.challengeMissing, "no proof-of-work (no JavaScript, or a script)"]);
  if (verdict === "expired") parts.push([weights.challengeExpired, "proof-of-work expired"]);
  if (verdict === "invalid") parts.push([weights.challengeInvalid, "proof-of-work invalid"]);
  if (verdict === "reused") parts.push([weights.challengeReused, "proof-of-work reused (a replay)"]);
  if (verdict === "ok" && seconds !== undefined && seconds < SPAM_RULES.minSeconds)
    parts.push([weights.tooFast, `posted ${seconds.toFixed(1)} s after the challenge (machine speed)`]);
  if (signals.links > 0)
    parts.push([
      Math.min(weights.linksMax, weights.link + weights.extraLink * (signals.links - 1)),
      `${signals.links} link${signals.links === 1 ? "" : "s"}`,
    ]);
  if (signals.shorteners.length > 0)
    parts.push([weights.shortener, `URL shortener (${[...new Set(signals.shorteners)].join(", ")})`]);
  if (signals.repeat) parts.push([weights.repeat, "the same message was sent before"]);
  if (signals.burst) {
    const { form, limit: posts } = signals.burst;
    const minutes = SPAM_RULES.burst.windowMs / 60_000;
    parts.push([
      weights.burst,
      `more than ${posts} ${form} post${posts === 1 ? "" : "s"} from one address in ${minutes} minutes`,
    ]);
  }
  const total = parts.reduce((sum, [weight]) => sum + weight, 0);
  return { score: total, reasons: parts.map(([, reason]) => reason), held: total >= SPAM_RULES.threshold };
}

export type SpamForm = keyof typeof SPAM_RULES.burst.posts;

/** How many posts per form one client address may send in the window (`SPAM_RULES.burst.posts` unless configured). */
export type BurstLimits = Partial<Record<SpamForm, number>>;

export interface SpamPost {
  /** Which form (the burst is counted per form). */
  form: SpamForm;
  /** The client address (server/rate-limit.ts's `clientAddress`). */
  client: string;
  challenge: ChallengeCheck;
  /** The message, for the content signals (none on a newsletter sign-up). */
  message?: string;
  /** The form's submission id (decision 0185), when the boot module wrote one. */
  submission?: string;
}

/** A store step that fails counts as "not seen": the post is judged on the rest, and storing it answers 503. */
async function orElse<T>(step: Promise<T>, fallback: T): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (!(error instanceof StoreUnavailable)) throw error;
    return fallback;
  }
}

/** Observes a post's signals (marking its message and counting its client in the store) and scores them. */
export async function judge(
  post: SpamPost,
  {
    store,
    now = Date.now,
    burst: limits = {},
  }: { store: Pick<Store, "once" | "rateLimit">; now?: () => number; burst?: BurstLimits },
): Promise<SpamJudgement> {
  const links = post.message ? findLinks(post.message) : [];
  const shorteners = links.map(hostOf).filter((host) => (SHORTENER_HOSTS as readonly string[]).includes(host));
  const text = post.message ? normalizeMessage(post.message) : "";
  const until = new Date(now() + SPAM_RULES.repeatDays * 24 * 60 * 60 * 1000);
  const hash = text ? createHash("sha256").update(text).digest("hex") : "";
  // A resend of one submission (the same id, perhaps to another server at the same moment) is not a repeat:
  // only its first post is compared with the messages seen before.
  const resend =
    hash && post.submission ? !(await orElse(store.once(`message ${hash} ${post.submission}`, until), true)) : false;
  const repeat = hash && !resend ? !(await orElse(store.once(`message ${hash}`, until), true)) : false;
  const { posts, windowMs } = SPAM_RULES.burst;
  const key = `spam-burst ${post.form} ${post.client}`;
  const limit = limits[post.form] ?? posts[post.form];
  const burst = (await orElse(store.rateLimit.hit(key, limit, windowMs), 0)) > 0 && { form: post.form, limit };
  return score({ challenge: post.challenge, links: links.length, shorteners, repeat, burst });
}
