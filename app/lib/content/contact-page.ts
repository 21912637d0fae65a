import { z } from "zod";
import { CONFIRMATION_PATHS } from "../../content/confirmations";
import { defineCollection } from "./collection";
import { group, line, link, list, point, resolveLink, searchLine, text } from "./fields";

/** A confirmation page's words: where a browser without JavaScript lands after a form is accepted. */
const confirmation = (form: string) =>
  group(`After ${form}`, `The thank-you page a browser without JavaScript shows after ${form}.`, {
    title: line({ title: "Heading", description: `The page's heading (and its browser tab title) after ${form}.` }),
    description: text({
      title: "Text",
      description: "One or two sentences under the heading. Tokens such as {replyTime} may be used.",
    }),
    back: link("under the text"),
  });

/** The /contact page's own copy (docs/requirements.md#contact-page) and the forms' confirmation pages. */
export const contactPageSchema = z.object({
  eyebrow: line({ title: "Eyebrow", description: "The short label above the /contact page's heading." }),
  title: line({
    title: "Heading",
    description: 'The page\'s heading, "Contact Us" as the specification names it (the tab title stays "Contact Us").',
  }),
  description: text({
    title: "Introduction",
    description: "One or two sentences under the heading. Tokens such as {replyTime} or {brand} may be used.",
  }),
  metaDescription: searchLine("/contact's link", "{brand} is the company name, {city} the office's city"),
  formTitle: line({ title: "Form: heading", description: "The heading above the message form." }),
  formDescription: text({
    title: "Form: introduction",
    description: "Under the form's heading: which fields are required and what we use the details for.",
  }),
  detailsTitle: line({
    title: "Details: heading",
    description: "The heading of the box with our email, phone and address.",
  }),
  hoursTitle: line({ title: "Hours: heading", description: "The heading of the business hours box." }),
  hoursZone: group(
    "Time zone line",
    'The line under the hours, around the zone the site config gives: "All times are IST (UTC+5:30)."',
    {
      before: line({ title: "Before the zone", description: 'The words before the time zone: "All times are".' }),
      after: line({ title: "After the zone", description: "What follows the time zone, usually the full stop." }),
    },
  ),
  mapTitle: line({ title: "Map: heading", description: "The heading of the office map section." }),
  nextTitle: line({ title: "Next steps: heading", description: "The heading of the numbered steps after a message." }),
  next: list(point("step"), {
    title: "Next steps",
    description: "What happens after a message, numbered in this order. Tokens such as {replyTime} may be used.",
  }).min(1, "must have at least 1 step"),
  messageSent: confirmation("a contact message"),
  subscribed: confirmation("a newsletter sign-up"),
});

export const contactPage = defineCollection({
  name: "contact-page",
  label: "Page: Contact",
  description:
    "The /contact page's own words (the form's fields and the office's details come from elsewhere), and the thank-you pages after a message or a newsletter sign-up.",
  kind: "file",
  path: "app/content/pages/contact.yml",
  schema: contactPageSchema,
  // The confirmation pages get their paths from code: the form collector redirects to them.
  resolve: ({ messageSent, subscribed, ...page }) => ({
    page,
    confirmations: [
      { path: CONFIRMATION_PATHS.messageSent, ...messageSent, back: resolveLink(messageSent.back) },
      { path: CONFIRMATION_PATHS.subscribed, ...subscribed, back: resolveLink(subscribed.back) },
    ],
  }),
});
