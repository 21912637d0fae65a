import type { Route } from "./+types/positions";
import { JobBoard } from "~/components/sections/JobBoard";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { careersPage, departmentFilters, positionsPage } from "~/content/careers";
import { jobs } from "~/content/jobs";
import { fillTokens } from "~/content/tokens";
import { loaderMeta } from "~/lib/meta";
import { seo, withMeta } from "~/lib/seo";
import { pageTitle } from "~/site";

export function loader() {
  return withMeta(
    { page: fillTokens(positionsPage), jobs, filters: departmentFilters, emptyText: careersPage.jobs.empty },
    (loaderData) =>
      seo({
        title: pageTitle(loaderData.page.title),
        description: loaderData.page.metaDescription,
        path: loaderData.page.path,
      }),
  );
}

export const meta = loaderMeta;

/** /careers/positions (D4): the open positions with the same filter and cards as /careers. */
export default function Positions({ loaderData }: Route.ComponentProps) {
  const { page, jobs: openings, filters, emptyText } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.title} description={page.hero.description} />
      <Section name="jobs" id="jobs" tone="tinted" labelledBy="jobs-title">
        <h2 id="jobs-title" className="mb-8 text-3xl">
          {page.listTitle}
        </h2>
        <JobBoard jobs={openings} filters={filters} emptyText={emptyText} />
      </Section>
    </>
  );
}
