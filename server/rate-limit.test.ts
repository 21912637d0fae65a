import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientAddress, createRateLimiter } from "./rate-limit";

const request = (remoteAddress: string, forwarded?: string) =>
  ({
    headers: forwarded ? { "x-forwarded-for": forwarded } : {},
    socket: { remoteAddress },
  }) as unknown as IncomingMessage;

describe("the collector's rate limit", () => {
  afterEach(() => vi.useRealTimers());

  it("lets `limit` requests per key through in a window, then says how many seconds to wait", () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.wait("/api/contact 1.2.3.4")).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(limiter.wait("/api/contact 1.2.3.4")).toBe(0);
    expect(limiter.wait("/api/contact 1.2.3.4")).toBe(50);
    // Another key has its own count.
    expect(limiter.wait("/api/newsletter 1.2.3.4")).toBe(0);
    // The window slides: the first request leaves it after 60 s.
    vi.advanceTimersByTime(50_000);
    expect(limiter.wait("/api/contact 1.2.3.4")).toBe(0);
  });

  it("takes a key's own, lower limit (confirmation emails per address)", () => {
    const limiter = createRateLimiter({ limit: 20, windowMs: 60_000 });
    expect(limiter.wait("confirmation-email a@example.com", 1)).toBe(0);
    expect(limiter.wait("confirmation-email a@example.com", 1)).toBeGreaterThan(0);
  });

  it("trusts X-Forwarded-For only behind a proxy you trust", () => {
    const req = request("10.0.0.1", "203.0.113.7, 10.0.0.1");
    expect(clientAddress(req, false)).toBe("10.0.0.1");
    expect(clientAddress(req, true)).toBe("203.0.113.7");
    expect(clientAddress(request("10.0.0.1"), true)).toBe("10.0.0.1");
  });
});
