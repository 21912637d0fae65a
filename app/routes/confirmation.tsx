import type { Route } from "./+types/confirmation";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { pageCopy } from "~/lib/page-copy.server";
import { pageForRequest } from "~/lib/page-for-request";
import { loaderMeta } from "~/lib/meta";
import { seo } from "~/lib/seo";
import { pageTitle } from "~/site";

export function loader({ request }: Route.LoaderArgs) {
  const page = pageForRequest(pageCopy.confirmations, request);
  return { ...page, meta: seo({ title: pageTitle(page.title), description: page.description, noindex: true }) };
}

export const meta = loaderMeta;

/** Where the collector sends a browser without JavaScript after an accepted form (docs/requirements.md#contact-form, #newsletter). */
export default function Confirmation({ loaderData: page }: Route.ComponentProps) {
  return (
    <PageHero
      eyebrow="Thank you"
      title={page.title}
      description={page.description}
      fill
      actions={
        <ButtonLink to={page.back.href} size="lg" arrow>
          {page.back.label}
        </ButtonLink>
      }
    />
  );
}
