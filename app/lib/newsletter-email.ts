import { site } from "~/site";
import { CONFIRMATION_HOURS } from "~/content/server-constants";

/** The double opt-in email: the link that confirms, and the way out. */
export function confirmationEmail(links: { confirm: string; unsubscribe: string }) {
  return {
    subject: `Confirm your subscription to the ${site.brand} newsletter`,
    text: [
      `Someone, hopefully you, asked to receive the ${site.brand} newsletter at this address.`,
      "",
      `To confirm, open this link within ${CONFIRMATION_HOURS} hours:`,
      links.confirm,
      "",
      "If you did not ask for it, ignore this email: without your confirmation we send you nothing else.",
      "",
      `To unsubscribe at any time: ${links.unsubscribe}`,
      "",
    ].join("\n"),
  };
}
