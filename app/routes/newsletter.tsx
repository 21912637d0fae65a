import type { Route } from "./+types/newsletter";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { ButtonLink, buttonClasses } from "~/components/ui/Button";
import { cardClasses } from "~/components/ui/Card";
import { EmailField } from "~/components/ui/FormField";
import { NEWSLETTER_API, NEWSLETTER_PATHS } from "~/content/server-constants";
import { pageCopy } from "~/lib/page-copy.server";
import { pageForRequest } from "~/lib/page-for-request";
import { loaderMeta } from "~/lib/meta";
import { seo } from "~/lib/seo";
import { pageTitle } from "~/site";
import { CTA } from "~/content/cta";

export function loader({ request }: Route.LoaderArgs) {
  const page = pageForRequest(pageCopy.newsletter, request);
  return { ...page, meta: seo({ title: pageTitle(page.title), description: page.description, noindex: true }) };
}

export const meta = loaderMeta;

/**
 * The newsletter's pages (docs/requirements.md#newsletter): /newsletter/unsubscribe with its form, and
 * the pages the collector sends a browser to (confirmation pending, confirmed, unsubscribed, an invalid
 * link).
 */
export default function NewsletterPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        description={page.description}
        fill={page.path !== NEWSLETTER_PATHS.unsubscribe}
        actions={
          page.back ? (
            <ButtonLink to={page.back.href} size="lg" arrow>
              {page.back.label}
            </ButtonLink>
          ) : undefined
        }
      />
      {page.path === NEWSLETTER_PATHS.unsubscribe ? <UnsubscribeForm /> : null}
    </>
  );
}

/**
 * A plain form, with and without JavaScript: its outcome is a page of its own, so submitting in place
 * would gain nothing. Marked `data-feature="form"` only for the proof of work; with no message templates,
 * the form feature leaves the submission to the browser.
 */
function UnsubscribeForm() {
  // Close under the hero: the button stays above the consent notice on a 1280×900 first screen.
  return (
    <Section name="unsubscribe" className="sm:pt-10">
      <div className={`${cardClasses} max-w-xl sm:p-8`}>
        <form method="post" action={NEWSLETTER_API.unsubscribe} className="grid gap-5" data-feature="form">
          <EmailField id="unsubscribe-email" label="Your email address" />
          <div>
            <button type="submit" className={buttonClasses("solid", "lg")} data-cta="">
              {CTA.unsubscribe}
            </button>
          </div>
          <div data-form-status="" aria-live="polite"></div>
        </form>
      </div>
    </Section>
  );
}
