import type { Route } from "./+types/careers";
import { CallToAction } from "~/components/sections/CallToAction";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { JobBoard } from "~/components/sections/JobBoard";
import { PageHero } from "~/components/sections/PageHero";
import { HeadedSection, Section, SectionHeading } from "~/components/sections/Section";
import { Steps } from "~/components/sections/Steps";
import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { departmentFilters } from "~/content/careers";
import { jobs } from "~/lib/catalogues.server";
import { pageCopy } from "~/lib/page-copy.server";
import { loaderMeta } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";
import { jobPostingLd } from "~/lib/structured-data";
import { site } from "~/site";
import { CTA } from "~/content/cta";

export function loader() {
  const page = pageCopy.careers;
  return {
    page,
    jobs,
    filters: departmentFilters,
    linkedin: site.socialLinks.linkedin,
    meta: pageMeta(
      page,
      jobs.map((job) => jobPostingLd(job, page.path)),
    ),
  };
}

export const meta = loaderMeta;

/** /careers (docs/requirements.md#careers): the contractor network, with its button behaviour (docs/requirements.md#button-targets). */
export default function Careers({ loaderData }: Route.ComponentProps) {
  const { page, jobs: openings, filters, linkedin } = loaderData;
  return (
    <>
      <div data-section="hero">
        <PageHero
          eyebrow={page.hero.eyebrow}
          title={page.title}
          subtitle={page.hero.subtitle}
          description={page.hero.description}
          actions={
            <>
              <ButtonLink to="/contact?subject=career" size="lg" arrow>
                {CTA.applyAsContractor}
              </ButtonLink>
              <a
                href="#jobs"
                data-cta=""
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-white/30 px-6 py-3 font-semibold text-white hover:bg-white/10"
              >
                {CTA.viewOpportunities}
              </a>
            </>
          }
        />
      </div>
      <HeadedSection {...page.network} name="network">
        <FeatureGrid items={page.network.points} columns={4} />
        <details
          className="group mx-auto mt-10 max-w-3xl rounded-2xl border border-primary-200 bg-primary-50"
          data-revenue-sharing
        >
          <summary
            data-cta=""
            className="flex min-h-14 cursor-pointer list-none items-center justify-center gap-2 px-4 py-4 font-semibold text-primary-800 sm:px-6 [&::-webkit-details-marker]:hidden"
          >
            {CTA.revenueSharing}
            <Icon name="chevron-down" size={18} className="transition-transform group-open:rotate-180" />
          </summary>
          <div className="grid gap-3 px-6 pb-6 leading-relaxed text-slate-700">
            <h3 className="text-lg">{page.revenueSharing.title}</h3>
            {page.revenueSharing.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      </HeadedSection>
      <Section name="jobs" id="jobs" tone="tinted" labelledBy="jobs-title">
        <SectionHeading
          id="jobs-title"
          align="left"
          eyebrow={page.jobs.eyebrow}
          title={page.jobs.title}
          description={page.jobs.description}
        />
        <JobBoard jobs={openings} filters={filters} emptyText={page.jobs.empty} />
      </Section>
      <HeadedSection {...page.onboarding} name="onboarding">
        <Steps steps={page.onboarding.steps} />
      </HeadedSection>
      <div data-section="cta">
        <CallToAction
          id="careers-cta-title"
          title={page.cta.title}
          description={page.cta.description}
          actions={[
            ...page.cta.actions,
            ...(linkedin ? [{ label: page.cta.linkedinLabel, href: linkedin, external: true }] : []),
          ]}
          joinPrevious
        />
      </div>
    </>
  );
}
