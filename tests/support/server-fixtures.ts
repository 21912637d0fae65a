/**
 * Fixtures the server's tests share (test code only: nothing in the server imports this).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { SMTPServer } from "smtp-server";
import { createApp, createSiteServer, type ServerLimits } from "../../server/app";
import { createCollector, type CollectorOptions } from "../../server/collector";
import { openSqlStore, SQLITE_FILE } from "../../server/store/sql";
import type { Store } from "../../server/store/store";

/**
 * The prerendered contact form, reduced to what the no-JavaScript answers fill in: the collector's
 * tests hand it to `page()` instead of a built site.
 */
export const CONTACT_FORM_HTML = [
  '<form method="post" action="/api/contact">',
  '<input id="contact-name" name="name" type="text" required=""/>',
  '<input id="contact-email" name="email" type="email" required=""/>',
  '<select id="contact-subject" name="subject" required=""><option value="">Select a subject</option>',
  '<option value="general">General Inquiry</option></select>',
  '<textarea id="contact-message" name="message" rows="5" required=""></textarea>',
  '<input type="checkbox" name="privacy" value="yes" required=""/>',
  '<div data-form-status="" aria-live="polite"></div></form>',
].join("");

/**
 * A loopback SMTP sink keeping each message's recipients and raw text; `cleanup` receives what closes it.
 */
export async function smtpSink(cleanup: (close: () => Promise<void>) => void) {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, messages };
}

/** A running production server with the collector, from `startCollectorSite`. */
export interface CollectorSite {
  /** The temporary folder holding the site root (`site/`) and the store (`data/`). */
  parent: string;
  store: Store;
  server: Server;
  port: number;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Closes the connections, the server and the store, and removes the folder. */
  close(): Promise<void>;
}

/**
 * The production server (`createSiteServer`) on a free loopback port, serving a site root made of `files`
 * (path to body) in a new temporary folder, with the collector on an SQLite store beside it. `collector`
 * is the collector's options but the store; `limits` the server's.
 */
export async function startCollectorSite({
  prefix,
  files,
  collector,
  limits,
}: {
  prefix: string;
  files: Record<string, string>;
  collector: Omit<CollectorOptions, "store">;
  limits?: ServerLimits;
}): Promise<CollectorSite> {
  const parent = mkdtempSync(join(tmpdir(), prefix));
  const root = join(parent, "site");
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  }
  const store = await openTestStore(join(parent, "data"));
  const postHandlers = createCollector({ ...collector, store });
  const server = createSiteServer(createApp({ root, postHandlers }), limits);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    parent,
    store,
    server,
    port,
    base: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await store.close();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** The store a server opens on `dataDir` (DATA_DIR/store.sqlite). */
export const openTestStore = (dataDir: string, options?: Parameters<typeof openSqlStore>[1]) =>
  openSqlStore(join(dataDir, SQLITE_FILE), options);
