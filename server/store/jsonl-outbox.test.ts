// @vitest-environment node
import { describe, expect, it } from "vitest";
import { JsonlOutbox, MemoryLines } from "./jsonl-outbox";
import { STUCK_AFTER_ATTEMPTS } from "./store";

/** An outbox on in-memory lines with a clock the test moves. */
function outboxWithClock(lines = new MemoryLines()) {
  const clock = { now: Date.parse("2026-11-26T10:00:00.000Z") };
  return { lines, clock, outbox: new JsonlOutbox(lines, { now: () => clock.now }) };
}
const item = (id: string) => ({ id, channel: "webhook" as const, payload: { type: "notification", kind: "contact" } });

describe("the JSONL outbox", () => {
  it("does not hand out an item whose lease is held, until the lease ends", async () => {
    const { outbox, clock } = outboxWithClock();
    await outbox.queue(item("m-1.webhook"));
    expect((await outbox.claim(10, 30_000)).map((claimed) => claimed.id)).toEqual(["m-1.webhook"]);
    // A second delivery loop (or the same one, woken again) gets nothing while the first one is sending.
    expect(await outbox.claim(10, 30_000)).toEqual([]);
    clock.now += 29_999;
    expect(await outbox.claim(10, 30_000)).toEqual([]);
    // The sender never came back: once the lease ends, the item is claimed again.
    clock.now += 2;
    expect((await outbox.claim(10, 30_000)).map((claimed) => claimed.id)).toEqual(["m-1.webhook"]);
  });

  it("two loops claiming at once share no item", async () => {
    const { outbox } = outboxWithClock();
    for (let index = 0; index < 30; index += 1) await outbox.queue(item(`m-${index}.webhook`));
    const [first, second] = await Promise.all([outbox.claim(20, 30_000), outbox.claim(20, 30_000)]);
    const ids = [...(first ?? []), ...(second ?? [])].map((claimed) => claimed.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it("a failed try is counted and due again at its time; a sent item is never claimed again", async () => {
    const { outbox, clock, lines } = outboxWithClock();
    await outbox.queue(item("m-2.webhook"));
    await outbox.claim(1, 30_000);
    await outbox.failed("m-2.webhook", "webhook answered 500", new Date(clock.now + 2_000));
    expect(await outbox.claim(1, 30_000)).toEqual([]);
    clock.now += 2_000;
    expect(await outbox.claim(1, 30_000)).toMatchObject([
      { id: "m-2.webhook", attempts: 1, lastError: "webhook answered 500" },
    ]);
    await outbox.sent("m-2.webhook");
    clock.now += 3_600_000;
    expect(await outbox.claim(1, 30_000)).toEqual([]);
    expect(await outbox.status()).toEqual({ waiting: 0, stuck: 0 });
    // A restart reads the same state back from the lines.
    const again = new JsonlOutbox(lines, { now: () => clock.now });
    expect(await again.claim(1, 30_000)).toEqual([]);
    expect(await again.pending()).toEqual([]);
  });

  it("counts an item that keeps failing as stuck, still waiting, and queuing its id again changes nothing", async () => {
    const { outbox, clock, lines } = outboxWithClock();
    await outbox.queue(item("m-3.webhook"));
    for (let index = 0; index < STUCK_AFTER_ATTEMPTS; index += 1)
      await outbox.failed("m-3.webhook", "down", new Date(clock.now));
    expect(await outbox.status()).toEqual({ waiting: 1, stuck: 1 });
    const before = (await lines.read()).records.length;
    expect(await outbox.queue(item("m-3.webhook"))).toMatchObject({ attempts: STUCK_AFTER_ATTEMPTS });
    expect((await lines.read()).records).toHaveLength(before);
    expect(await new JsonlOutbox(lines).status()).toEqual({ waiting: 1, stuck: 1 });
  });

  it("reads the lines an earlier version wrote (queued without attempts or due time, and sent)", async () => {
    const lines = new MemoryLines();
    const payload = { type: "notification", kind: "contact", submission: { id: "old" } };
    await lines.append({
      event: "queued",
      item: { id: "a", channel: "email", payload, queuedAt: "2026-11-20T09:00:00.000Z" },
    });
    await lines.append({
      event: "queued",
      item: { id: "b", channel: "webhook", payload, queuedAt: "2026-11-20T09:00:01.000Z" },
    });
    await lines.append({ event: "sent", id: "a", sentAt: "2026-11-20T09:00:02.000Z" });
    const outbox = new JsonlOutbox(lines);
    expect(await outbox.claim(10, 30_000)).toEqual([
      {
        id: "b",
        channel: "webhook",
        payload,
        queuedAt: "2026-11-20T09:00:01.000Z",
        attempts: 0,
        dueAt: "2026-11-20T09:00:01.000Z",
      },
    ]);
  });

  it("says which lines it could not read, once", async () => {
    const logged: string[] = [];
    const outbox = new JsonlOutbox(
      {
        append: () => Promise.resolve(),
        read: () => Promise.resolve({ records: [], problems: [{ where: "outbox.jsonl line 3", reason: "torn" }] }),
        rewrite: () => Promise.resolve(0),
      },
      { log: (line) => logged.push(line) },
    );
    await outbox.status();
    await outbox.status();
    expect(logged).toEqual(["outbox: outbox.jsonl line 3: torn (this line is ignored)"]);
  });

  it("changes nothing in memory when the file refuses the line", async () => {
    let refuse = false;
    const lines = new MemoryLines();
    const outbox = new JsonlOutbox({
      append: (record) => (refuse ? Promise.reject(new Error("no space left")) : lines.append(record)),
      read: () => lines.read(),
      rewrite: (drop) => lines.rewrite(drop),
    });
    await outbox.queue(item("m-4.webhook"));
    refuse = true;
    await expect(outbox.sent("m-4.webhook")).rejects.toThrow("no space left");
    await expect(outbox.queue(item("m-5.webhook"))).rejects.toThrow("no space left");
    expect(await outbox.status()).toEqual({ waiting: 1, stuck: 0 });
    refuse = false;
    expect((await outbox.claim(10, 1000)).map((claimed) => claimed.id)).toEqual(["m-4.webhook"]);
  });
});
