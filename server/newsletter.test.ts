// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openTestStore } from "../tests/support/server-fixtures";
import {
  CONFIRMATION_TTL_MS,
  foldSubscribers,
  newsletterSecret,
  SECRET_FILE,
  signToken,
  toEvent,
  verifyToken,
} from "./newsletter";

const at = (day: number) => `2026-03-${String(day).padStart(2, "0")}T10:00:00.000Z`;
const event = (kind: string, email: string, day: number, extra: Record<string, unknown> = {}) => ({
  id: `${kind}-${day}`,
  event: kind,
  email,
  receivedAt: at(day),
  ...extra,
});

describe("the newsletter fold", () => {
  it("turns the events into current subscribers with their status", () => {
    const subscribers = foldSubscribers([
      { id: "legacy", receivedAt: at(1), email: "Old@Example.com" },
      event("subscribe", "single@example.com", 2, { optIn: "single" }),
      event("subscribe", "double@example.com", 3, { confirmed: false }),
      event("confirm", "double@example.com", 4),
      event("subscribe", "pending@example.com", 5, { confirmed: false }),
    ]);
    expect([...subscribers.values()]).toEqual([
      { email: "old@example.com", status: "single opt-in", subscribedAt: at(1) },
      { email: "single@example.com", status: "single opt-in", subscribedAt: at(2) },
      { email: "double@example.com", status: "confirmed", subscribedAt: at(3), confirmedAt: at(4) },
      { email: "pending@example.com", status: "unconfirmed", subscribedAt: at(5) },
    ]);
  });

  it("drops an unsubscribed address, and a later sign-up starts over", () => {
    const records = [
      event("subscribe", "asha@example.com", 1, { confirmed: false }),
      event("confirm", "asha@example.com", 2),
      event("unsubscribe", "asha@example.com", 3),
    ];
    expect(foldSubscribers(records).size).toBe(0);
    const again = foldSubscribers([...records, event("subscribe", "asha@example.com", 4, { confirmed: false })]);
    expect(again.get("asha@example.com")).toEqual({
      email: "asha@example.com",
      status: "unconfirmed",
      subscribedAt: at(4),
    });
  });

  it("ignores a confirmation after unsubscribing, a repeated sign-up, and lines that are not events", () => {
    const subscribers = foldSubscribers([
      event("subscribe", "a@example.com", 1, { confirmed: false }),
      event("unsubscribe", "a@example.com", 2),
      event("confirm", "a@example.com", 3),
      event("unsubscribe", "never@example.com", 3),
      event("subscribe", "b@example.com", 4, { confirmed: false }),
      event("confirm", "b@example.com", 5),
      event("subscribe", "B@example.com", 6, { confirmed: false }),
      { event: "subscribe", receivedAt: at(7) },
      event("delete", "b@example.com", 8),
    ]);
    expect([...subscribers.values()]).toEqual([
      { email: "b@example.com", status: "confirmed", subscribedAt: at(4), confirmedAt: at(5) },
    ]);
  });

  it("reads a pre-consent-loop line as a single opt-in sign-up, lower-cased", () => {
    expect(toEvent({ id: "x", receivedAt: at(1), email: " Dev@Example.COM " })).toEqual({
      id: "x",
      event: "subscribe",
      email: "dev@example.com",
      receivedAt: at(1),
      optIn: "single",
    });
  });
});

describe("confirmation tokens", () => {
  const secret = "s".repeat(43);
  const now = Date.UTC(2026, 2, 1);

  it("verify for the address they were signed for, lower-cased, until they expire", () => {
    const token = signToken("Asha@Example.com", secret, { now });
    expect(token).toMatch(/^[\w-]+\.\d+\.[\w-]{43}$/);
    expect(verifyToken(token, secret, now)).toEqual({ ok: true, email: "asha@example.com" });
    expect(verifyToken(token, secret, now + CONFIRMATION_TTL_MS - 1000)).toMatchObject({ ok: true });
    expect(verifyToken(token, secret, now + CONFIRMATION_TTL_MS)).toEqual({ ok: false, reason: "expired" });
    expect(CONFIRMATION_TTL_MS).toBe(72 * 60 * 60 * 1000);
  });

  it("refuse another secret, a changed address or expiry, a changed signature, and garbage", () => {
    const token = signToken("asha@example.com", secret, { now });
    const [, expires, signature] = token.split(".");
    const otherAddress = `${Buffer.from("eve@example.com").toString("base64url")}.${expires}.${signature}`;
    const later = token.replace(`.${expires}.`, `.${Number(expires) + 3600}.`);
    const flipped = token.replace(`.${signature}`, `.${signature?.startsWith("A") ? "B" : "A"}${signature?.slice(1)}`);
    expect(verifyToken(token, `${secret}x`, now)).toEqual({ ok: false, reason: "forged" });
    expect(verifyToken(otherAddress, secret, now)).toEqual({ ok: false, reason: "forged" });
    expect(verifyToken(later, secret, now)).toEqual({ ok: false, reason: "forged" });
    expect(verifyToken(flipped, secret, now)).toEqual({ ok: false, reason: "forged" });
    for (const garbage of ["", "abc", "a.b.c", `${token}.x`, token.replace(/\.\d+\./, ".-1."), "a b.1.c"]) {
      expect(verifyToken(garbage, secret, now)).toMatchObject({ ok: false });
    }
  });
});

describe("the signing secret", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "newsletter-secret-"));
    dirs.push(dir);
    return join(dir, "data");
  };

  it("is generated once into the store, and read back after a restart", async () => {
    const dir = dataDir();
    const store = await openTestStore(dir);
    const secret = await newsletterSecret(store);
    expect(secret.length).toBeGreaterThanOrEqual(43);
    expect(await store.storedSecret(SECRET_FILE)).toBe(secret);
    await store.close();
    const restarted = await openTestStore(dir);
    expect(await newsletterSecret(restarted)).toBe(secret);
    await restarted.close();
  });

  it("comes from NEWSLETTER_SECRET when set, which must be long enough", async () => {
    const dir = dataDir();
    const store = await openTestStore(dir);
    const configured = "c".repeat(40);
    expect(await newsletterSecret(store, configured)).toBe(configured);
    await expect(newsletterSecret(store, "short")).rejects.toThrow(/at least 32 characters/);
    expect(await store.storedSecret(SECRET_FILE)).toBeUndefined();
    await store.close();
  });

  it("keeps a secret another process stored first", async () => {
    const dir = dataDir();
    const other = await openTestStore(dir);
    await other.secret(SECRET_FILE, "from-the-other-process-0123456789abcdef");
    await other.close();
    const store = await openTestStore(dir);
    expect(await newsletterSecret(store)).toBe("from-the-other-process-0123456789abcdef");
    await store.close();
  });
});
