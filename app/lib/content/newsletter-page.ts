import { z } from "zod";
import { NEWSLETTER_PATHS } from "../../content/server-constants";
import { defineCollection, type Entry } from "./collection";
import { ctaKey, group, line, resolveLink, text } from "./fields";

/** One newsletter page: the top section's eyebrow, heading and text (also its search description). */
const newsletterScreen = (where: string, shown: string) =>
  group(where.charAt(0).toUpperCase() + where.slice(1), `Shown ${shown}.`, {
    eyebrow: line({ title: "Eyebrow", description: `The short label above the heading of ${where}.` }),
    title: line({ title: "Heading", description: `The heading of ${where} and its browser tab title.` }),
    description: text({
      title: "Text",
      description: `The paragraph under the heading of ${where}; {confirmationHours} is how long a confirmation link works (a developer's setting).`,
    }),
  });

/** A newsletter page with a button: where a visitor goes next, a page or a place on the same page. */
const newsletterPageWithButton = (where: string, shown: string) =>
  newsletterScreen(where, shown)
    .extend({
      back: group("Button", `The button under the text of ${where}.`, {
        label: ctaKey(`on ${where}`),
        href: z
          .string()
          .regex(
            /^(?:\/[a-z0-9/#-]*|#[a-z0-9-]+)$/,
            "must be a path on the site, or #newsletter-email for the sign-up field",
          )
          .meta({
            title: "Link",
            description:
              "Where the button leads: a path on the site such as /, or #newsletter-email for the footer's sign-up field.",
          }),
      }),
    })
    .meta({ title: where.charAt(0).toUpperCase() + where.slice(1), description: `Shown ${shown}.` });

/**
 * The newsletter's pages (docs/requirements.md#newsletter), keyed by name: their addresses and the server's
 * redirects to them are developers' (`NEWSLETTER_PATHS`, app/content/server-constants.ts).
 */
export const newsletterPageSchema = z.object({
  unsubscribe: newsletterScreen(
    "the unsubscribe page",
    "at /newsletter/unsubscribe, above its form (the footer's Unsubscribe link leads there)",
  ),
  checkEmail: newsletterPageWithButton(
    "the check-your-inbox page",
    "at /newsletter/check-email after a sign-up sent without JavaScript, when the address must be confirmed by email",
  ),
  confirmed: newsletterPageWithButton(
    "the confirmed page",
    "at /newsletter/confirmed after a visitor follows the confirmation link",
  ),
  unsubscribed: newsletterPageWithButton(
    "the unsubscribed page",
    "at /newsletter/unsubscribed after an address is unsubscribed",
  ),
  invalidLink: newsletterPageWithButton(
    "the invalid-link page",
    "at /newsletter/link-invalid when a confirmation link has expired or is broken",
  ),
});

export const newsletterPage = defineCollection({
  name: "newsletter-page",
  label: "Pages: Newsletter",
  description:
    "The newsletter's own pages: unsubscribe, check your inbox, confirmed, unsubscribed and the invalid-link page. Their addresses are fixed.",
  kind: "file",
  path: "app/content/pages/newsletter.yml",
  schema: newsletterPageSchema,
  // The pages as a list in the order of their addresses, each with its path, as the route looks them up.
  resolve: (pages) =>
    // Typed by the addresses' keys, so an address without its page in the schema fails to compile.
    (Object.keys(NEWSLETTER_PATHS) as (keyof typeof NEWSLETTER_PATHS)[]).map((key) => {
      const page = pages[key];
      return {
        path: NEWSLETTER_PATHS[key],
        ...page,
        ...("back" in page ? { back: resolveLink(page.back) } : {}),
      };
    }),
});

/** A newsletter page as the route shows it (app/content/pages/newsletter.yml): its address, its button's words. */
export type NewsletterPage = Entry<typeof newsletterPage>[number];
