/**
 * One append-only JSONL file: one JSON object per line (docs/decisions/0113-one-store-interface.md).
 *
 * An append resolves only when its whole line is on disk: written in a loop that checks how many bytes
 * each write took, then flushed (fdatasync). A write that fails or stops short (a full disk) cuts the
 * file back to its size before the append, flushes that, and rejects with a StoreUnavailable naming
 * the cause; so a line is either complete and acknowledged or absent, and the next append starts on a
 * line of its own. Appends run one at a time (one queue), so lines never interleave.
 *
 * On open, a torn last line (no newline at its end: a power cut mid-write) is moved aside to
 * `<name>.jsonl.torn-<time>` and the file cut back to its last complete line. Reading reports every
 * line it cannot parse, with the file's name and the line's number.
 */
import { closeSync, fsyncSync, openSync } from "node:fs";
import { type FileHandle, mkdir, open, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { basename, dirname } from "node:path";
import { type ReadResult, StoreUnavailable } from "./store";

/** One write of `length` bytes of `buffer` from `offset`: how many bytes it took (FileHandle.write's). */
export type WriteFunction = (handle: FileHandle, buffer: Buffer, offset: number, length: number) => Promise<number>;

const systemWrite: WriteFunction = async (handle, buffer, offset, length) =>
  (await handle.write(buffer, offset, length)).bytesWritten;

/** At most this many writes for one line: each must make progress, and a write that takes nothing fails. */
const MAX_WRITES_PER_LINE = 16;

/** What went wrong, in words an operator can act on (the error code in brackets). */
export function describeWriteFailure(error: unknown, where = "DATA_DIR"): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case "ENOSPC":
      return `no space left on the disk holding ${where} (ENOSPC)`;
    case "EDQUOT":
      return `the disk quota of the disk holding ${where} is used up (EDQUOT)`;
    case "EROFS":
      return `${where} is on a read-only file system (EROFS)`;
    case "EACCES":
    case "EPERM":
      return `no permission to write in ${where} (${code})`;
    case "EIO":
      return `the disk holding ${where} reported an input/output error (EIO)`;
    case "EFBIG":
      return `a file in ${where} is too large for its file system (EFBIG)`;
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/** Flushes a directory's entries (a created or renamed file survives a crash). */
export function syncDirectory(directory: string) {
  const descriptor = openSync(directory, "r");
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

export interface JsonlFileOptions {
  log?: (line: string) => void;
  /** Tests only: a write that fails or stops short where the system's would not. */
  write?: WriteFunction;
  /** The clock for the torn line's file name. */
  now?: () => number;
}

export class JsonlFile {
  /** The file's name without its directory (`contact.jsonl`), as read problems name it. */
  readonly name: string;
  private queue: Promise<unknown> = Promise.resolve();
  /** Set when a failed append could not be cut back: the size to cut back to before the next one. */
  private cutBackTo: number | undefined;
  private handle: FileHandle | undefined;

  private constructor(
    readonly file: string,
    private readonly write: WriteFunction,
  ) {
    this.name = basename(file);
  }

  /** The file for reading only (an operator's command while a server runs): nothing created or repaired. */
  static forReading(file: string): JsonlFile {
    return new JsonlFile(file, () => Promise.reject(new Error(`${file} was opened for reading only`)));
  }

  /** Opens (creating) the file, moving a torn last line aside first. */
  static async open(file: string, { log = () => {}, write = systemWrite, now = Date.now }: JsonlFileOptions = {}) {
    const jsonl = new JsonlFile(file, write);
    await mkdir(dirname(file), { recursive: true });
    // Readable by the server's user only: the files hold visitors' messages and addresses.
    const created = await open(file, "wx", 0o600).then(
      (handle) => handle.close().then(() => true),
      (error: NodeJS.ErrnoException) => {
        if (error.code === "EEXIST") return false;
        throw error;
      },
    );
    if (created) syncDirectory(dirname(file));
    await jsonl.moveTornLineAside(log, now);
    return jsonl;
  }

  private async moveTornLineAside(log: (line: string) => void, now: () => number) {
    const content = await readFile(this.file);
    if (content.length === 0 || content[content.length - 1] === 0x0a) return;
    const keep = content.lastIndexOf(0x0a) + 1;
    const aside = `${this.file}.torn-${new Date(now()).toISOString().replace(/[:.]/g, "-")}`;
    await writeFile(aside, content.subarray(keep), { flag: "wx", mode: 0o600 });
    const handle = await open(this.file, "r+");
    try {
      await handle.truncate(keep);
      await handle.sync();
    } finally {
      await handle.close();
    }
    syncDirectory(dirname(this.file));
    log(
      `store: ${this.name} ended in a torn line (${content.length - keep} bytes without a newline, left by a crash or a power cut); moved it to ${basename(aside)} and kept the ${keep} bytes before it`,
    );
  }

  /** Appends one record as one line; resolves once the whole line is on disk. */
  append(record: object): Promise<void> {
    const line = Buffer.from(`${JSON.stringify(record)}\n`);
    return this.serialised(() => this.appendLine(line));
  }

  /** Every line, oldest first, and each line that could not be read. */
  read(): Promise<ReadResult<Record<string, unknown>>> {
    return this.serialised(async () => {
      let text: string;
      try {
        text = await readFile(this.file, "utf8");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return { records: [], problems: [] };
        throw new StoreUnavailable(`could not read ${this.file}: ${describeWriteFailure(error)}`, { cause: error });
      }
      const lines = text.split("\n");
      const last = lines.pop();
      const result: ReadResult<Record<string, unknown>> = { records: [], problems: [] };
      const problem = (index: number, reason: string) =>
        result.problems.push({ where: `${this.name} line ${index + 1}`, reason });
      lines.forEach((line, index) => {
        if (line.trim() === "") return problem(index, "an empty line");
        try {
          const value: unknown = JSON.parse(line);
          if (value && typeof value === "object" && !Array.isArray(value))
            result.records.push(value as Record<string, unknown>);
          else problem(index, "not a JSON object");
        } catch (error) {
          problem(index, `not JSON (${(error as Error).message})`);
        }
      });
      if (last) problem(lines.length, "a torn line (no newline at its end)");
      return result;
    });
  }

  /**
   * Rewrites the file without the lines `drop` picks (given each line's text and, when it parses, its
   * record), in the append queue: appends queued meanwhile wait and land in the new file, so none is
   * lost. Atomic: the kept lines go to a temporary file, which is flushed, renamed over this one, and
   * the directory flushed; a crash leaves the old file or the new one, never a mix. Resolves with how
   * many lines were dropped (nothing is written when none is).
   */
  rewrite(drop: (line: string, record: Record<string, unknown> | undefined) => boolean): Promise<number> {
    return this.rewriteAll((lines) => {
      const dropped = new Set<number>();
      lines.forEach(({ line, record }, index) => {
        if (drop(line, record)) dropped.add(index);
      });
      return dropped;
    });
  }

  /**
   * `rewrite`, deciding on every line at once: `pick` sees all lines (oldest first) and answers the indexes
   * of those to drop (a decision that depends on later lines, such as retention's newsletter rules).
   */
  rewriteAll(pick: (lines: { line: string; record: Record<string, unknown> | undefined }[]) => Set<number>) {
    return this.serialised(async () => {
      let text: string;
      try {
        text = await readFile(this.file, "utf8");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
        throw new StoreUnavailable(`could not read ${this.file}: ${describeWriteFailure(error)}`, { cause: error });
      }
      const lines = text.split("\n");
      const last = lines.pop() ?? "";
      const entries = (last === "" ? lines : [...lines, last]).map((line) => {
        let record: Record<string, unknown> | undefined;
        try {
          const value: unknown = JSON.parse(line);
          if (value && typeof value === "object" && !Array.isArray(value)) record = value as Record<string, unknown>;
        } catch {
          record = undefined;
        }
        return { line, record };
      });
      const dropped = pick(entries);
      const kept = entries.filter((_, index) => !dropped.has(index)).map((entry) => entry.line);
      if (kept.length === entries.length) return 0;
      const temporary = `${this.file}.rewrite-${process.pid}`;
      try {
        const handle = await open(temporary, "w", 0o600);
        try {
          const content = Buffer.from(kept.map((line) => `${line}\n`).join(""));
          let offset = 0;
          while (offset < content.length) {
            const written = await this.write(handle, content, offset, content.length - offset);
            if (!(written > 0))
              throw Object.assign(new Error(`short write of ${basename(temporary)}`), { code: "ESHORT" });
            offset += written;
          }
          await handle.sync();
        } finally {
          await handle.close();
        }
        // The append handle points at the old file: closed, so the next append opens the new one.
        await this.handle?.close();
        this.handle = undefined;
        await rename(temporary, this.file);
        syncDirectory(dirname(this.file));
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw new StoreUnavailable(`could not rewrite ${this.file}: ${describeWriteFailure(error)}`, { cause: error });
      }
      return entries.length - kept.length;
    });
  }

  /** Closes the file once the appends queued so far are done. */
  close(): Promise<void> {
    return this.serialised(async () => {
      await this.handle?.close();
      this.handle = undefined;
    });
  }

  private serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async appendLine(line: Buffer) {
    let before: number | undefined;
    try {
      this.handle ??= await open(this.file, "a");
      const handle = this.handle;
      if (this.cutBackTo !== undefined) await this.cutBack(handle, this.cutBackTo);
      before = (await handle.stat()).size;
      let offset = 0;
      for (let writes = 0; offset < line.length; writes += 1) {
        const written = writes < MAX_WRITES_PER_LINE ? await this.write(handle, line, offset, line.length - offset) : 0;
        if (!(written > 0)) {
          throw Object.assign(new Error(`short write: ${offset} of ${line.length} bytes reached ${this.name}`), {
            code: "ESHORT",
          });
        }
        offset += written;
      }
      await handle.datasync();
    } catch (error) {
      if (before !== undefined && this.handle) await this.cutBack(this.handle, before).catch(() => undefined);
      throw new StoreUnavailable(
        `could not store in ${this.file}: ${describeWriteFailure(error)}${this.cutBackTo === undefined ? "" : `; and could not cut it back to its last complete line yet (it will be before the next write)`}`,
        { cause: error },
      );
    }
  }

  /** Cuts the file back to `size` bytes (its last complete line) and flushes that. */
  private async cutBack(handle: FileHandle, size: number) {
    this.cutBackTo = size;
    await handle.truncate(size);
    await handle.sync();
    this.cutBackTo = undefined;
  }
}
