import { data } from "react-router";
import type { Route } from "./+types/confirmation";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { confirmationPages } from "~/content/contact";
import { seo } from "~/lib/seo";
import { pageTitle } from "~/site";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const page = confirmationPages.find((candidate) => candidate.path === pathname.replace(/\/$/, ""));
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  seo({ title: pageTitle(loaderData.title), description: loaderData.description, noindex: true });

/** Where the collector sends a browser without JavaScript after an accepted form (D7, D8). */
export default function Confirmation({ loaderData: page }: Route.ComponentProps) {
  return (
    <PageHero
      eyebrow="Thank you"
      title={page.title}
      description={page.description}
      actions={
        <ButtonLink to={page.back.href} size="lg" arrow>
          {page.back.label}
        </ButtonLink>
      }
    />
  );
}
