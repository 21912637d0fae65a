/**
 * Reading a posted form (busboy) within hard limits on size, fields and each field; files are refused.
 * A refusal may come before the body has arrived, and must still reach the client
 * (docs/decisions/0115-the-413-that-arrives-and-a-page-in-one-line.md): see `answerBeforeBody`.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import busboy from "busboy";
import { CONTACT_FIELDS, type ContactValues, LIMITS } from "../app/lib/forms";
import { site } from "../app/site";
import { refusalPage } from "./form-answers";
import { fillContactPage } from "./form-refill";

export type Fields = Record<string, string>;
/**
 * The fields, or the limit broken; a refusal carries the fields read whole before it (so a page can
 * give the visitor back what they typed) and names a field that was too large.
 */
export type ParsedForm = { fields: Fields } | FormRefusal;
export interface FormRefusal {
  status: number;
  message: string;
  /** The fields read whole before the refusal (none when the declared length was refused at once). */
  fields: Fields;
  /** A field larger than a field may be: its name and the start of its value, as far as it was read. */
  tooLarge?: { field: string; start: string };
}

const MAX_FIELDS = 12;
const MAX_FIELD_BYTES = 16 * 1024;
/** The largest body the collector accepts by default, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * How much of a body the server still reads and throws away after answering it early: enough for what
 * a browser or script posts by mistake (a pasted file, a 2 MB message), never a way to hold a
 * connection open (the connection is closed at whichever bound comes first).
 */
export interface DiscardLimits {
  bytes: number;
  ms: number;
}
export const DISCARD_LIMITS: DiscardLimits = { bytes: 16 * 1024 * 1024, ms: 5_000 };

/** Reads a form body within the limits, or says which limit it broke. The first value of a field wins. */
export function parseForm(req: IncomingMessage, maxBodyBytes = MAX_BODY_BYTES): Promise<ParsedForm> {
  return new Promise((resolve) => {
    const fields: Fields = {};
    let settled = false;
    const finish = (result: ParsedForm) => {
      if (settled) return;
      settled = true;
      if ("status" in result) req.unpipe();
      req.resume(); // drain what is left, so the answer can be sent
      resolve(result);
    };
    const refuse = (status: number, message: string, tooLarge?: FormRefusal["tooLarge"]) =>
      finish({ status, message, fields, ...(tooLarge ? { tooLarge } : {}) });
    const length = Number(req.headers["content-length"] ?? 0);
    if (length > maxBodyBytes) return refuse(413, "The form is too large.");
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, files: 0, fileSize: 0, parts: MAX_FIELDS },
      });
    } catch {
      return refuse(415, "Send the form as multipart/form-data or urlencoded.");
    }
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) refuse(413, "The form is too large.");
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) refuse(413, `The field ${name} is too large.`, { field: name, start: value });
      else if (!(name in fields)) fields[name] = value;
    });
    parser.on("file", (name, stream) => {
      stream.resume();
      refuse(400, `File uploads are not accepted (field ${name}).`);
    });
    parser.on("filesLimit", () => refuse(400, "File uploads are not accepted."));
    parser.on("fieldsLimit", () => refuse(413, "The form has too many fields."));
    parser.on("partsLimit", () => refuse(413, "The form has too many fields."));
    parser.on("error", () => refuse(400, "The form data could not be read."));
    parser.on("close", () => finish({ fields }));
    req.pipe(parser);
  });
}

const hasBody = (req: IncomingMessage) =>
  Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;

/**
 * Makes an answer sent before the body has arrived (a 413, 429, 405) reach the client: Node would close the
 * connection at once and the client's next bytes would get a reset, not the answer. So it says
 * `Connection: close`, half-closes, and reads and discards the rest within a bound of bytes and time.
 */
export function answerBeforeBody(req: IncomingMessage, res: ServerResponse, limits: DiscardLimits = DISCARD_LIMITS) {
  if (!hasBody(req)) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (!req.complete && !this.headersSent) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];

  // Node ends a `Connection: close` answer with socket.destroySoon(): destroyed as soon as the answer
  // is flushed. While the body is still arriving, end (half-close) and discard instead, within bounds.
  const socket = req.socket;
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    if (req.complete || socket.destroyed) return destroySoon();
    socket.end();
    let discarded = 0;
    const timer = setTimeout(() => socket.destroy(), limits.ms);
    timer.unref();
    const count = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > limits.bytes) socket.destroy();
    };
    socket.on("data", count);
    req.once("end", () => socket.destroy()); // the whole body has arrived: nothing left to wait for
    socket.once("close", () => clearTimeout(timer));
    req.resume();
  };
}

/**
 * The no-JavaScript answer to a contact form refused as too large: the contact page again, with the
 * error and every field that was read whole; a message longer than a field may be comes back cut to
 * the length the form takes, so the visitor shortens it instead of typing it again. When nothing of it
 * was read (the declared length alone refused it), a short page says what was too large and how to send it.
 */
export function tooLargeContactPage(form: string, refusal: FormRefusal, maxBodyBytes = MAX_BODY_BYTES): string {
  const values: Partial<ContactValues> = {};
  for (const name of CONTACT_FIELDS) if (refusal.fields[name] !== undefined) values[name] = refusal.fields[name];
  const max = LIMITS.message.toLocaleString("en-US");
  if (refusal.tooLarge?.field === "message") {
    values.message = refusal.tooLarge.start.slice(0, LIMITS.message);
    return fillContactPage(
      form,
      values,
      `Your message is too long: the form takes up to ${max} characters. It was not sent; it is cut to fit below, so check its end before you send it again.`,
      "",
    );
  }
  if (Object.keys(values).length === 0)
    return refusalPage(
      "Your message was not sent",
      `${refusal.message} It was not sent, and nothing of it was kept: the form takes up to ${Math.round(maxBodyBytes / 1024)} KB, a message up to ${max} characters. Go back (in most browsers, Back keeps what you typed), shorten the message and send it again, or write to us at ${site.email}.`,
      "/contact",
    );
  return fillContactPage(
    form,
    values,
    `The form is too large to send: a message takes up to ${max} characters. It was not sent.`,
    "What could be read of it is below.",
  );
}
