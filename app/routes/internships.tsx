import type { Route } from "./+types/internships";
import { CallToAction } from "~/components/sections/CallToAction";
import { Checklist, FeatureGrid } from "~/components/sections/FeatureGrid";
import { PageHero } from "~/components/sections/PageHero";
import { HeadedSection, Section } from "~/components/sections/Section";
import { Steps } from "~/components/sections/Steps";
import { ButtonLink } from "~/components/ui/Button";
import { pageCopy } from "~/lib/page-copy.server";
import { loaderMeta } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";

export function loader() {
  const page = pageCopy.internships;
  return { page, meta: pageMeta(page) };
}

export const meta = loaderMeta;

/** /careers/internships (docs/requirements.md#pages-the-site-adds): what the program is, who can apply and how; apply → contact, subject Career. */
export default function Internships({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <div data-section="hero">
        <PageHero
          eyebrow={page.hero.eyebrow}
          title={page.title}
          description={page.hero.description}
          actions={
            <ButtonLink to={page.cta.actions[0]?.href ?? "/contact"} size="lg" arrow>
              {page.cta.actions[0]?.label}
            </ButtonLink>
          }
        />
      </div>
      <HeadedSection {...page.about} name="program">
        <FeatureGrid items={page.about.points} />
      </HeadedSection>
      <Section name="eligibility" tone="tinted" labelledBy="eligibility-title">
        <div className="mx-auto max-w-3xl">
          <h2 id="eligibility-title" className="text-3xl">
            {page.eligibility.title}
          </h2>
          <div className="mt-8">
            <Checklist items={page.eligibility.items} />
          </div>
        </div>
      </Section>
      <HeadedSection name="apply" eyebrow={page.howToApply.eyebrow} title={page.howToApply.title}>
        <Steps steps={page.howToApply.steps} columns={3} />
      </HeadedSection>
      <div data-section="cta">
        <CallToAction id="internships-cta-title" {...page.cta} joinPrevious />
      </div>
    </>
  );
}
