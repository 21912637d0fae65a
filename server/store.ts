/**
 * Durable, append-only storage for form submissions: one JSON object per line in `<dataDir>/<name>.jsonl`.
 * Each append is written and flushed to disk (fdatasync) before it resolves, and appends run one at a
 * time, so concurrent requests never interleave lines and an acknowledged submission survives a crash.
 */
import { mkdirSync, openSync, closeSync, fsyncSync, existsSync, readFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { dirname, join } from "node:path";

export class JsonlStore {
  readonly file: string;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(dataDir: string, name: string) {
    this.file = join(dataDir, `${name}.jsonl`);
  }

  /** Appends one record and resolves once it is on disk. */
  append(record: object): Promise<void> {
    const line = `${JSON.stringify(record)}\n`;
    const write = this.queue.then(() => this.write(line));
    this.queue = write.catch(() => undefined);
    return write;
  }

  /** Every stored record, oldest first (a torn last line after a power cut is skipped). */
  readAll(): Record<string, unknown>[] {
    if (!existsSync(this.file)) return [];
    return readFileSync(this.file, "utf8")
      .split("\n")
      .filter(Boolean)
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
  }

  private async write(line: string) {
    if (!existsSync(this.file)) {
      mkdirSync(dirname(this.file), { recursive: true });
      // Create the file and flush its directory entry once, so the file itself survives a crash.
      closeSync(openSync(this.file, "a"));
      const dir = openSync(dirname(this.file), "r");
      try {
        fsyncSync(dir);
      } finally {
        closeSync(dir);
      }
    }
    const handle = await open(this.file, "a");
    try {
      await handle.write(line);
      await handle.datasync();
    } finally {
      await handle.close();
    }
  }
}
