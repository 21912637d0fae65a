/**
 * Copy of the newsletter's consent loop (docs/requirements.md#newsletter): the unsubscribe page, the pages the collector sends a
 * browser to (confirmation pending, confirmed, unsubscribed, a bad link); the confirmation email is
 * written by `app/lib/newsletter-email.ts`.
 * Every page here is prerendered and marked noindex, so the sitemap leaves it out.
 */
import { CTA } from "./cta";

/** How long a confirmation link works; the server signs its tokens with this expiry. */
export const CONFIRMATION_HOURS = 72;

/** The newsletter's own pages (docs/requirements.md#newsletter): the footer links the unsubscribe page from every page. */
export const NEWSLETTER_PATHS = {
  unsubscribe: "/newsletter/unsubscribe",
  checkEmail: "/newsletter/check-email",
  confirmed: "/newsletter/confirmed",
  unsubscribed: "/newsletter/unsubscribed",
  invalidLink: "/newsletter/link-invalid",
} as const;

/** The collector's endpoints behind these pages (server/collector.ts). */
export const NEWSLETTER_API = {
  confirm: "/api/newsletter/confirm",
  unsubscribe: "/api/newsletter/unsubscribe",
} as const;

export interface NewsletterPage {
  path: string;
  eyebrow: string;
  title: string;
  description: string;
  /** The hero's button; a page without one leads with its own form. */
  back?: { label: string; href: string };
}

/** The footer's sign-up field, on every page: where a visitor signs up again. */
/** Added after the error when the unsubscribe form, posted without JavaScript, is refused. */
export const unsubscribeRefused = "Nothing was changed; check the address and send it again.";

const SIGN_UP_AGAIN = { label: CTA.signUpAgain, href: "#newsletter-email" };
const HOME = { label: CTA.home, href: "/" };

export const newsletterPages: NewsletterPage[] = [
  {
    path: NEWSLETTER_PATHS.unsubscribe,
    eyebrow: "Newsletter",
    title: "Unsubscribe from our newsletter",
    description:
      "Enter the address you subscribed with, and we stop sending it our engineering notes. If the address has not signed up, or its records are already deleted, we store nothing about it; the answer is the same either way.",
  },
  {
    path: NEWSLETTER_PATHS.checkEmail,
    eyebrow: "One more step",
    title: "Check your inbox",
    description:
      "We email a new address a link to confirm the subscription, at most once a day. Follow it within {confirmationHours} hours; until you do, we send you nothing else. If no email arrives, check your spam folder or sign up again tomorrow. If your address is already confirmed, there is nothing more to do.",
    back: HOME,
  },
  {
    path: NEWSLETTER_PATHS.confirmed,
    eyebrow: "Thank you",
    title: "Subscription confirmed",
    description:
      "Your address is confirmed. Our engineering notes arrive once a month, and every issue has a link to unsubscribe.",
    back: HOME,
  },
  {
    path: NEWSLETTER_PATHS.unsubscribed,
    eyebrow: "Newsletter",
    title: "You are unsubscribed",
    description:
      "We will not send the newsletter to this address again. If you change your mind, the sign-up form is at the bottom of every page.",
    back: HOME,
  },
  {
    path: NEWSLETTER_PATHS.invalidLink,
    eyebrow: "Newsletter",
    title: "This link is invalid or has expired",
    description:
      "Confirmation links work for {confirmationHours} hours and only until you unsubscribe. Sign up again with the form at the bottom of this page, and we email you a new link, at most once a day.",
    back: SIGN_UP_AGAIN,
  },
];
