// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openTestStore } from "../tests/support/server-fixtures";
import { RETENTION_PERIODS, type Scheduler, startRetention, SWEEP_EVERY_MS } from "./retention";
import type { Store, SweptCounts } from "./store/store";

const NONE: SweptCounts = { contacts: 0, held: 0, newsletter: 0, outbox: 0, marks: 0 };

/** A scheduler the test drives: `tick()` runs what is due, as a day passing would. */
function manualScheduler() {
  const tasks: { task: () => void; ms: number; stopped: boolean }[] = [];
  const schedule: Scheduler = (task, ms) => {
    const entry = { task, ms, stopped: false };
    tasks.push(entry);
    return { stop: () => (entry.stopped = true) };
  };
  return { schedule, tasks, tick: () => tasks.filter((entry) => !entry.stopped).forEach((entry) => entry.task()) };
}

const dirs: string[] = [];
const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("retention the server enforces", () => {
  it("sweeps at start and then once a day, with the policy's periods and the clock's time, logging the counts", async () => {
    const calls: { now: Date; periods: unknown }[] = [];
    const store = {
      sweep: (now: Date, periods: unknown) => {
        calls.push({ now, periods });
        return Promise.resolve({ ...NONE, contacts: calls.length });
      },
    };
    let time = Date.UTC(2026, 10, 25, 3);
    const log: string[] = [];
    const clock = manualScheduler();
    const retention = startRetention({
      store,
      log: (line) => log.push(line),
      now: () => new Date(time),
      schedule: clock.schedule,
    });
    expect(await retention.first).toEqual({ ...NONE, contacts: 1 });
    expect(clock.tasks.map((task) => task.ms)).toEqual([SWEEP_EVERY_MS]);
    expect(SWEEP_EVERY_MS).toBe(24 * 60 * 60 * 1000);
    time += SWEEP_EVERY_MS;
    clock.tick();
    await retention.stop();
    expect(calls.map((call) => call.now.toISOString())).toEqual([
      "2026-11-25T03:00:00.000Z",
      "2026-11-26T03:00:00.000Z",
    ]);
    expect(calls[0]?.periods).toBe(RETENTION_PERIODS);
    expect(log).toEqual([
      expect.stringMatching(
        /^Retention: removed 1 contact messages, 0 held messages, 0 newsletter records, 0 sent or undeliverable notifications and 0 expired marks/,
      ),
      expect.stringMatching(/^Retention: removed 2 contact messages/),
    ]);
    // Stopped: a later tick starts nothing.
    clock.tick();
    expect(calls).toHaveLength(2);
  });

  it("logs a failed sweep in one line, never throws, and sweeps again at the next turn", async () => {
    let fail = true;
    const store = {
      sweep: () =>
        fail ? Promise.reject(new Error("PostgreSQL at db:5432/site refused the connection")) : Promise.resolve(NONE),
    };
    const log: string[] = [];
    const clock = manualScheduler();
    const retention = startRetention({ store, log: (line) => log.push(line), schedule: clock.schedule });
    expect(await retention.first).toBeUndefined();
    expect(log).toEqual([
      expect.stringMatching(
        /^Retention: the sweep failed \(PostgreSQL at db:5432\/site refused the connection\); .*runs again in 24 hours$/,
      ),
    ]);
    fail = false;
    expect(await retention.sweep()).toEqual(NONE);
    expect(log[1]).toMatch(/^Retention: removed 0 contact messages/);
    await retention.stop();
  });

  it("runs one sweep at a time: a turn that comes while one runs joins it", async () => {
    let release = () => {};
    let calls = 0;
    const store = {
      sweep: () => {
        calls += 1;
        return new Promise<SweptCounts>((resolve) => (release = () => resolve(NONE)));
      },
    };
    const clock = manualScheduler();
    const retention = startRetention({ store, log: () => {}, schedule: clock.schedule });
    clock.tick();
    clock.tick();
    expect(calls).toBe(1);
    release();
    await retention.first;
    await retention.stop();
  });

  it("removes from the store, at start, a message past its period and keeps one inside it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "retention-"));
    dirs.push(dir);
    const now = new Date("2026-11-25T12:00:00.000Z");
    const store = await openTestStore(dir, { now: () => now.getTime() });
    stores.push(store);
    const old = { id: "old", receivedAt: "2024-11-25T11:59:00.000Z", subject: "project", email: "a@example.com" };
    const recent = { id: "recent", receivedAt: "2024-11-25T12:01:00.000Z", subject: "project", email: "b@example.com" };
    await store.contacts.add(old);
    await store.contacts.add(recent);
    const log: string[] = [];
    const retention = startRetention({
      store,
      log: (line) => log.push(line),
      now: () => now,
      schedule: manualScheduler().schedule,
    });
    expect(await retention.first).toMatchObject({ contacts: 1 });
    expect((await store.contacts.read()).records.map((record) => record.id)).toEqual(["recent"]);
    expect(log).toEqual([expect.stringMatching(/^Retention: removed 1 contact messages/)]);
    await retention.stop();
  });

  it("enforces the periods the privacy policy states", () => {
    expect(RETENTION_PERIODS).toMatchObject({
      messages: { months: 24 },
      careerMessages: { months: 12 },
      held: { days: 30 },
      deliveredNotifications: { days: 7 },
      undeliveredNotifications: { days: 30 },
    });
  });
});
