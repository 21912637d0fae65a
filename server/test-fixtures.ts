/**
 * Fixtures the server's tests share (test code only: nothing in the server imports this).
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

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
