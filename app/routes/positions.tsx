import type { Route } from "./+types/positions";
import { JobBoard } from "~/components/sections/JobBoard";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { departmentFilters } from "~/content/careers";
import { jobs } from "~/lib/catalogues.server";
import { pageCopy } from "~/lib/page-copy.server";
import { loaderMeta } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";

export function loader() {
  const page = pageCopy.positions;
  return { page, jobs, filters: departmentFilters, emptyText: pageCopy.careers.jobs.empty, meta: pageMeta(page) };
}

export const meta = loaderMeta;

/** /careers/positions (docs/requirements.md#pages-the-site-adds): the open positions with the same filter and cards as /careers. */
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
