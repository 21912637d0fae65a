import type { Route } from "./+types/about";
import { CallToAction } from "~/components/sections/CallToAction";
import { Checklist, FeatureGrid } from "~/components/sections/FeatureGrid";
import { PageHero } from "~/components/sections/PageHero";
import { HeadedSection, Section, SplitSection } from "~/components/sections/Section";
import { Stats } from "~/components/sections/Stats";
import { Steps } from "~/components/sections/Steps";
import { ButtonLink } from "~/components/ui/Button";
import { cardClasses } from "~/components/ui/Card";
import { pageCopy } from "~/lib/page-copy.server";
import { loaderMeta } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";
import { companyPageLd } from "~/lib/structured-data";
import { CTA } from "~/content/cta";

export function loader() {
  const page = pageCopy.about;
  return {
    page,
    coreValues: pageCopy.company.coreValues,
    stats: pageCopy.companySections.trustStats.stats,
    meta: pageMeta(page, [companyPageLd("AboutPage", { name: page.title, path: page.path })]),
  };
}

export const meta = loaderMeta;

/** About Us (docs/requirements.md#company-and-legal-pages): every listed section, with its button targets (docs/requirements.md#button-targets). */
export default function About({ loaderData }: Route.ComponentProps) {
  const { page, coreValues: values, stats } = loaderData;
  return (
    <>
      <div data-section="hero">
        <PageHero
          eyebrow={page.hero.eyebrow}
          title={page.title}
          description={page.hero.description}
          actions={
            <ButtonLink to="/contact#quote" size="lg" arrow>
              {CTA.aboutGetStarted}
            </ButtonLink>
          }
        />
      </div>
      <Section name="mission" labelledBy="mission-title">
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { id: "mission-title", ...page.mission },
            { id: "vision-title", ...page.vision },
          ].map((block) => (
            <div key={block.id} className={`${cardClasses} p-8`}>
              <h2 id={block.id} className="text-2xl">
                {block.title}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-slate-700">{block.text}</p>
            </div>
          ))}
        </div>
      </Section>
      <HeadedSection {...page.story} name="story" tone="tinted">
        <Steps steps={page.story.stages} columns={3} />
      </HeadedSection>
      <HeadedSection {...values} name="values">
        <FeatureGrid items={values.items} columns={4} />
      </HeadedSection>
      <HeadedSection {...page.whyChoose} name="why-choose" tone="tinted">
        <FeatureGrid items={page.whyChoose.points} columns={4} />
      </HeadedSection>
      <HeadedSection {...page.expertise} name="expertise">
        <FeatureGrid items={page.expertise.areas} />
      </HeadedSection>
      <HeadedSection {...page.achievements} name="achievements" tone="dark">
        <Stats stats={stats} />
      </HeadedSection>
      <SplitSection {...page.culture} name="culture">
        <div className={`${cardClasses} p-8`}>
          <h3 className="mb-6 text-xl">{page.culture.listTitle}</h3>
          <Checklist items={page.culture.reasons} />
          <div className="mt-8">
            <ButtonLink to="/careers" variant="outline">
              {CTA.careers}
            </ButtonLink>
          </div>
        </div>
      </SplitSection>
      <div data-section="cta">
        <CallToAction id="about-cta-title" {...page.cta} joinPrevious />
      </div>
    </>
  );
}
