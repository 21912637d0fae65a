/**
 * The form collector's handlers (docs/forms.md, docs/decisions/0060-form-collector.md): the contact and
 * newsletter posts and the newsletter's confirm and unsubscribe. A submission is stored durably before
 * success is answered; a likely-spam one is answered exactly like any other (decision 0122).
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  CHALLENGE_API,
  CHALLENGE_FIELD,
  CONTACT_FIELDS,
  type ContactValues,
  HONEYPOT,
  validateContact,
  validateNewsletter,
  withLineFeeds,
} from "../app/lib/forms";
import { CONFIRMATION_PATHS } from "../app/content/confirmations";
import { SUBMISSION_FIELD, SUBMISSION_ID } from "../app/lib/submission";
import { NEWSLETTER_API, NEWSLETTER_PATHS } from "../app/content/server-constants";
import { formUnavailable } from "../app/content/form-messages";
import { confirmationEmail } from "../app/lib/newsletter-email";
import { fillGivenValues } from "../app/lib/fill";
import { site } from "../app/site";
import type { Handler } from "./app";
import { issueChallenge, verifyChallenge } from "./challenge";
import { accept, refuse } from "./form-answers";
import { type FormRefusal, MAX_BODY_BYTES, parseForm, tooLargeContactPage } from "./form-body";
import { fillContactPage, fillNewsletterSignUp, fillUnsubscribePage } from "./form-refill";
import { CONFIRMATION_TTL_MS, normalizeEmail, signToken, verifyToken } from "./newsletter";
import { clientAddress } from "./rate-limit";
import { type BurstLimits, judge, type SpamForm, type SpamJudgement } from "./spam";
import { sendJson } from "./respond";
import { type StoreWatch, watchStore } from "./store-watch";
import { confirmationEmailMark, type ContactRecord, type Store, StoreUnavailable } from "./store/store";
import { newsletterEvent } from "./subscribers";

export interface DoubleOptIn {
  /** Signs the links (NEWSLETTER_SECRET or the generated one, server/newsletter.ts). */
  secret: string;
  /**
   * Origin of the links: the site's canonical one, never a request's Host header, which a client
   * chooses (a forged Host would mail a real token to a link on someone else's server).
   */
  origin: string;
  /** Sends the email after the answer; must never throw (server/notify.ts's `email`). */
  send: (message: { to: string; subject: string; text: string }) => void;
  /** How long a link works (default CONFIRMATION_HOURS). */
  ttlMs?: number;
}

export interface CollectorOptions {
  /** Where submissions, newsletter events and the rate limit's counts are kept (server/store/open.ts). */
  store: Store;
  /** Shared with /healthz: whether the store is failing, logged once (default: the collector's own). */
  watch?: StoreWatch;
  /** Requests per client per endpoint per window (default 20 per 10 minutes, docs/requirements.md#contact-form). */
  rateLimit?: number;
  /** Challenges per client per window (default `rateLimit` × CHALLENGES_PER_POST). */
  challengeRateLimit?: number;
  windowMs?: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy you trust). */
  trustProxy?: boolean;
  /** Largest accepted body in bytes. */
  maxBodyBytes?: number;
  /** The prerendered HTML of a page, for answers to browsers without JavaScript. */
  page?: (path: string) => string | undefined;
  log?: (line: string) => void;
  /**
   * Called after a contact message is stored (notifications); the visitor is answered once what it
   * returns has resolved (the notification is queued), so a server killed after answering loses no
   * notification. Newsletter sign-ups are not passed on: the privacy policy says an address is used only
   * to send the newsletter (app/lib/privacy.ts).
   */
  onStored?: (kind: "contact", record: Record<string, unknown>) => void | Promise<void>;
  /** Called after a message is held as likely spam: the team's notice of it (server/held.ts). */
  onHeld?: () => void;
  /** Off: sign-ups are single opt-in. */
  doubleOptIn?: DoubleOptIn;
  /**
   * The spam check: the key that signs the proof-of-work challenges (server/challenge.ts's `challengeKey`)
   * the clock, the challenges' difficulty (default CHALLENGE_MAX_NUMBER) and the burst limits (SPAM_BURST). The server always has it on;
   * off (tests of other behaviour), every post goes through.
   */
  spam?: { key: string; now?: () => number; maxNumber?: number; burst?: BurstLimits };
}

export interface CollectorRoutes {
  post: Record<string, Handler>;
  get: Record<string, Handler>;
}

export const CONTACT_THANKS = CONFIRMATION_PATHS.messageSent;
export const NEWSLETTER_THANKS = CONFIRMATION_PATHS.subscribed;

/**
 * How many challenges a client address may fetch per form post it may send: everyone behind one address
 * (an office) who opens a form fetches one, and a refused one costs a real person their score, while
 * issuing one costs the server about 0.2 ms (docs/decisions/0129-challenge-limit-for-an-office.md).
 */
export const CHALLENGES_PER_POST = 50;

/** One confirmation email per address per day at most, however many sign-ups ask (no mail bombing). */
const CONFIRMATION_EMAIL_EVERY_MS = 24 * 60 * 60 * 1000;

/** The POST endpoints only (the site handler's `postHandlers`); see createCollectorRoutes. */
export function createCollector(options: CollectorOptions): Record<string, Handler> {
  return createCollectorRoutes(options).post;
}

export function createCollectorRoutes(options: CollectorOptions): CollectorRoutes {
  const {
    store,
    rateLimit = 20,
    challengeRateLimit = rateLimit * CHALLENGES_PER_POST,
    windowMs = 10 * 60 * 1000,
    trustProxy = false,
    maxBodyBytes = MAX_BODY_BYTES,
    page = () => undefined,
    log = () => {},
    onStored = () => {},
    onHeld = () => {},
    doubleOptIn,
    spam,
  } = options;
  const now = spam?.now ?? Date.now;
  const watch = options.watch ?? watchStore(log);
  /** What a visitor reads when their post could not be stored: try again, or write to the company's email. */
  const unavailableMessage = fillGivenValues(formUnavailable, { email: site.email });

  /**
   * Stores through `write`; on a StoreUnavailable answers 503 (with `form`, the page refilled with what
   * was typed, for browsers without JavaScript) and resolves false. Other failures are bugs: thrown.
   */
  async function stored(
    write: () => Promise<void>,
    req: IncomingMessage,
    res: ServerResponse,
    { back, form }: { back: string; form?: (message: string) => string | undefined },
  ): Promise<boolean> {
    try {
      await write();
      watch.worked();
      return true;
    } catch (error) {
      if (!(error instanceof StoreUnavailable)) throw error;
      watch.failed(error);
      refuse(
        req,
        res,
        503,
        { message: unavailableMessage },
        { back, form: form?.(unavailableMessage), headers: { "Retry-After": "60" } },
      );
      return false;
    }
  }

  /**
   * The seconds `key` has to wait (0: go ahead). A store that cannot count lets the request through:
   * storing it will answer 503 if the store cannot write either.
   */
  async function waitFor(key: string, limit: number): Promise<number> {
    try {
      return await store.rateLimit.hit(key, limit, windowMs);
    } catch (error) {
      if (!(error instanceof StoreUnavailable)) throw error;
      watch.failed(error);
      return 0;
    }
  }

  /** Answers 429 and says so when the client is over the endpoint's limit (`limit`, default `rateLimit`). */
  async function limited(
    path: string,
    back: string,
    req: IncomingMessage,
    res: ServerResponse,
    limit = rateLimit,
  ): Promise<boolean> {
    const wait = await waitFor(`${path} ${clientAddress(req, trustProxy)}`, limit);
    if (wait === 0) return false;
    const minutes = Math.ceil(wait / 60);
    const message = `Too many submissions from your address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
    refuse(req, res, 429, { message }, { back, headers: { "Retry-After": String(wait) } });
    return true;
  }

  /**
   * The fields of a form posted to `path`, or nothing once the request has been answered: over the
   * rate limit, an unreadable body, or a honeypot hit (answered like a success at `done`, and dropped).
   */
  async function readForm(
    path: string,
    { back, done, refill }: { back: string; done: string; refill?: (refusal: FormRefusal) => string | undefined },
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<Record<string, string> | undefined> {
    if (await limited(path, back, req, res)) return undefined;
    const parsed = await parseForm(req, maxBodyBytes);
    if ("status" in parsed) {
      refuse(req, res, parsed.status, { message: parsed.message }, { back, form: refill?.(parsed) });
      return undefined;
    }
    if (parsed.fields[HONEYPOT]) {
      log(`${path}: honeypot filled, dropped`);
      accept(req, res, done);
      return undefined;
    }
    return parsed.fields;
  }

  /**
   * The spam verdict on a post to `form` (server/spam.ts), or undefined with the check off. A store that
   * cannot mark or count lets the post be judged on the rest: storing it answers 503 if the store is down.
   */
  async function assess(
    form: SpamForm,
    fields: Record<string, string>,
    req: IncomingMessage,
    message?: string,
  ): Promise<SpamJudgement | undefined> {
    if (!spam) return undefined;
    const challenge = await verifyChallenge(fields[CHALLENGE_FIELD], { key: spam.key, store, now });
    const submission = SUBMISSION_ID.test(fields[SUBMISSION_FIELD] ?? "") ? fields[SUBMISSION_FIELD] : undefined;
    return judge(
      { form, client: clientAddress(req, trustProxy), challenge, message, submission },
      { store, now, burst: spam.burst },
    );
  }

  /** GET /api/challenge: a new proof-of-work challenge, never cached, at its own, larger rate limit. */
  const challenge: Handler = async (req, res) => {
    if (!spam || (await limited(CHALLENGE_API, "/", req, res, challengeRateLimit))) return;
    sendJson(res, 200, await issueChallenge({ key: spam.key, now, maxNumber: spam.maxNumber }));
  };

  const contact: Handler = async (req, res) => {
    // Too large: without JavaScript, the contact page again with what could be read (server/form-body.ts).
    const refill = (refusal: FormRefusal) => {
      const form = refusal.status === 413 ? page("/contact") : undefined;
      return form ? tooLargeContactPage(form, refusal, maxBodyBytes) : undefined;
    };
    const fields = await readForm("/api/contact", { back: "/contact", done: CONTACT_THANKS, refill }, req, res);
    if (!fields) return;
    const values = Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, withLineFeeds(fields[field] ?? "").trim()]),
    ) as ContactValues;
    const error = validateContact(values);
    if (error) {
      const form = page("/contact");
      return refuse(req, res, 400, error, {
        back: "/contact",
        form: form ? fillContactPage(form, values, error) : undefined,
      });
    }
    const record = { id: randomUUID(), receivedAt: new Date(now()).toISOString(), ...values, privacy: true };
    const verdict = await assess("contact", fields, req, values.message);
    const held = verdict?.held === true;
    const form = page("/contact");
    // One message per submission id: a resend is answered like the first post, and stores nothing.
    const submission = SUBMISSION_ID.test(fields[SUBMISSION_FIELD] ?? "") ? fields[SUBMISSION_FIELD] : undefined;
    let earlier: ContactRecord | undefined;
    // A held message is stored with its verdict and answered like any other; the team gets a held notice instead.
    const write = async () => {
      earlier = held
        ? await store.held.add({ ...record, verdict: { score: verdict.score, reasons: verdict.reasons } }, submission)
        : await store.contacts.add(record, submission);
    };
    const saved = await stored(write, req, res, {
      back: "/contact",
      form: (message) => (form ? fillContactPage(form, values, message) : undefined),
    });
    if (!saved) return;
    if (earlier) {
      log(`/api/contact: submission ${submission} already stored (${earlier.id}): answered again, nothing stored`);
      // Queued again in case the first post's server stopped before queuing it (the outbox keeps one per id).
      if (!("verdict" in earlier)) await onStored("contact", earlier);
      return accept(req, res, CONTACT_THANKS);
    }
    if (held) {
      log(`/api/contact: held ${record.id} as likely spam (score ${verdict.score}: ${verdict.reasons.join("; ")})`);
      onHeld();
    } else await onStored("contact", record);
    return accept(req, res, CONTACT_THANKS);
  };

  /** Emails the address its confirmation link, once a day at most (no mail bombing). */
  async function sendConfirmation(optIn: DoubleOptIn, email: string) {
    let first = true;
    try {
      first = await store.once(confirmationEmailMark(email), new Date(now() + CONFIRMATION_EMAIL_EVERY_MS));
    } catch (error) {
      if (!(error instanceof StoreUnavailable)) throw error;
      // Not knowing whether one was sent today, send none: the visitor can sign up again later.
      watch.failed(error);
      first = false;
    }
    if (!first) {
      log(`${NEWSLETTER_API.confirm}: confirmation email not sent again today (one per address per day)`);
      return;
    }
    const token = signToken(email, optIn.secret, { ttlMs: optIn.ttlMs ?? CONFIRMATION_TTL_MS });
    const links = {
      confirm: `${optIn.origin}${NEWSLETTER_API.confirm}?token=${token}`,
      unsubscribe: `${optIn.origin}${NEWSLETTER_PATHS.unsubscribe}`,
    };
    optIn.send({ to: email, ...confirmationEmail(links) });
  }

  /**
   * A sign-up. Without double opt-in it is stored as single opt-in. With it, it is stored unconfirmed
   * and a link is emailed; an address still unconfirmed is emailed again. Every valid address gets the
   * same answer, so the answer does not tell who is subscribed.
   */
  const subscribe: Handler = async (req, res) => {
    const done = doubleOptIn ? NEWSLETTER_PATHS.checkEmail : NEWSLETTER_THANKS;
    const fields = await readForm("/api/newsletter", { back: "/", done }, req, res);
    if (!fields) return;
    const typed = (fields.email ?? "").trim();
    const error = validateNewsletter(typed);
    if (error) {
      // The page the visitor signed up from (the footer is on every page), else home.
      const referer = String(req.headers.referer ?? "/");
      const from =
        (URL.canParse(referer, "http://site") && page(new URL(referer, "http://site").pathname)) || page("/");
      return refuse(req, res, 400, error, {
        back: "/",
        form: from && fillNewsletterSignUp(from, typed, error.message),
      });
    }
    const email = normalizeEmail(typed);
    const verdict = await assess("newsletter", fields, req);
    if (verdict?.held) {
      // Neither stored nor emailed (a stranger's address stays unmailed), and answered like any other.
      log(`/api/newsletter: a likely-spam sign-up ignored (score ${verdict.score}: ${verdict.reasons.join("; ")})`);
      return accept(req, res, done, doubleOptIn ? { confirm: true } : {});
    }
    const current = await store.newsletter.subscriber(email);
    if (!current) {
      const event = newsletterEvent("subscribe", email, doubleOptIn ? { confirmed: false } : { optIn: "single" });
      if (!(await stored(() => store.newsletter.add(event), req, res, { back: "/" }))) return;
    }
    if (doubleOptIn && (!current || current.status === "unconfirmed")) await sendConfirmation(doubleOptIn, email);
    return accept(req, res, done, doubleOptIn ? { confirm: true } : {});
  };

  /**
   * An unsubscription: stored for a subscribed address; nothing is stored for any other. The answer is
   * the same either way, so it does not tell who is subscribed.
   */
  const unsubscribe: Handler = async (req, res) => {
    const back = NEWSLETTER_PATHS.unsubscribe;
    const fields = await readForm(NEWSLETTER_API.unsubscribe, { back, done: NEWSLETTER_PATHS.unsubscribed }, req, res);
    if (!fields) return;
    const typed = (fields.email ?? "").trim();
    const error = validateNewsletter(typed);
    if (error) {
      const form = page(NEWSLETTER_PATHS.unsubscribe);
      return refuse(req, res, 400, error, {
        back,
        form: form ? fillUnsubscribePage(form, typed, error.message) : undefined,
      });
    }
    const email = normalizeEmail(typed);
    // An address that is not subscribed is not stored: the policy keeps no record of strangers' addresses.
    if (await store.newsletter.subscriber(email)) {
      const form = page(NEWSLETTER_PATHS.unsubscribe);
      const saved = await stored(() => store.newsletter.add(newsletterEvent("unsubscribe", email)), req, res, {
        back,
        form: (message) => (form ? fillUnsubscribePage(form, typed, message) : undefined),
      });
      if (!saved) return;
    }
    return accept(req, res, NEWSLETTER_PATHS.unsubscribed);
  };

  /**
   * A followed confirmation link: a valid token for an address still subscribed stores a confirm
   * event (once) and goes on to the confirmed page; anything else gets the invalid-link page.
   */
  const confirm: Handler = async (req, res) => {
    const back = "/";
    if (await limited(NEWSLETTER_API.confirm, back, req, res)) return;
    const token = new URL(req.url ?? "", "http://localhost").searchParams.get("token") ?? "";
    const check = doubleOptIn ? verifyToken(token, doubleOptIn.secret) : ({ ok: false, reason: "off" } as const);
    const subscriber = check.ok ? await store.newsletter.subscriber(check.email) : undefined;
    if (!check.ok || !subscriber) {
      log(`${NEWSLETTER_API.confirm}: refused (${check.ok ? "not subscribed" : check.reason})`);
      const message = "This confirmation link is invalid or has expired. Please sign up again.";
      return refuse(req, res, 400, { message }, { back, form: page(NEWSLETTER_PATHS.invalidLink) });
    }
    if (subscriber.status !== "confirmed") {
      const event = newsletterEvent("confirm", subscriber.email);
      if (!(await stored(() => store.newsletter.add(event), req, res, { back }))) return;
    }
    return accept(req, res, NEWSLETTER_PATHS.confirmed);
  };

  return {
    post: {
      "/api/contact": contact,
      "/api/newsletter": subscribe,
      [NEWSLETTER_API.unsubscribe]: unsubscribe,
    },
    get: { [NEWSLETTER_API.confirm]: confirm, ...(spam ? { [CHALLENGE_API]: challenge } : {}) },
  };
}
