/**
 * Reading a posted form (multipart/form-data or urlencoded, through busboy) within hard limits: the
 * body's size, the number of fields and each field's size; files are refused. A broken limit is
 * answered with its status and a sentence naming it.
 */
import type { IncomingMessage } from "node:http";
import busboy from "busboy";

export type Fields = Record<string, string>;
export type ParsedForm = { fields: Fields } | { status: number; message: string };

const MAX_FIELDS = 12;
const MAX_FIELD_BYTES = 16 * 1024;
/** The largest body the collector accepts by default, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Reads a form body within the limits, or says which limit it broke. The first value of a field wins. */
export function parseForm(req: IncomingMessage, maxBodyBytes = MAX_BODY_BYTES): Promise<ParsedForm> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: ParsedForm) => {
      if (settled) return;
      settled = true;
      if ("status" in result) req.unpipe();
      req.resume(); // drain what is left, so the answer can be sent
      resolve(result);
    };
    const length = Number(req.headers["content-length"] ?? 0);
    if (length > maxBodyBytes) return finish({ status: 413, message: "The form is too large." });
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, files: 0, fileSize: 0, parts: MAX_FIELDS },
      });
    } catch {
      return finish({ status: 415, message: "Send the form as multipart/form-data or urlencoded." });
    }
    const fields: Fields = {};
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) finish({ status: 413, message: "The form is too large." });
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) finish({ status: 413, message: `The field ${name} is too large.` });
      else if (!(name in fields)) fields[name] = value;
    });
    parser.on("file", (name, stream) => {
      stream.resume();
      finish({ status: 400, message: `File uploads are not accepted (field ${name}).` });
    });
    parser.on("filesLimit", () => finish({ status: 400, message: "File uploads are not accepted." }));
    parser.on("fieldsLimit", () => finish({ status: 413, message: "The form has too many fields." }));
    parser.on("partsLimit", () => finish({ status: 413, message: "The form has too many fields." }));
    parser.on("error", () => finish({ status: 400, message: "The form data could not be read." }));
    parser.on("close", () => finish({ fields }));
    req.pipe(parser);
  });
}
