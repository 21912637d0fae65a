import type { Route } from "./+types/mission";
import { CallToAction } from "~/components/sections/CallToAction";
import { Checklist, FeatureGrid } from "~/components/sections/FeatureGrid";
import { PageHero } from "~/components/sections/PageHero";
import { HeadedSection, Section, SplitSection } from "~/components/sections/Section";
import { cardClasses } from "~/components/ui/Card";
import { IconBadge } from "~/components/ui/Icon";
import { pageCopy } from "~/lib/page-copy.server";
import { loaderMeta } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";

export function loader() {
  const page = pageCopy.mission;
  return { page, coreValues: pageCopy.company.coreValues, meta: pageMeta(page) };
}

export const meta = loaderMeta;

/** Our Mission (docs/requirements.md#company-and-legal-pages): statement, vision, values, purpose, what we do, impact and the closing buttons (docs/requirements.md#button-targets). */
export default function Mission({ loaderData }: Route.ComponentProps) {
  const { page, coreValues: values } = loaderData;
  return (
    <>
      <div data-section="hero">
        <PageHero eyebrow={page.hero.eyebrow} title={page.title} description={page.hero.description} />
      </div>
      <Section name="statement" labelledBy="statement-title">
        <div className="mx-auto max-w-4xl text-center">
          <h2 id="statement-title" className="eyebrow">
            {page.statement.eyebrow}
          </h2>
          <p className="mt-6 text-2xl leading-relaxed font-semibold text-primary-950 sm:text-3xl">
            {page.statement.text}
          </p>
        </div>
      </Section>
      <Section name="vision" tone="dark" labelledBy="vision-title">
        <div className="mx-auto max-w-3xl text-center">
          <p className="eyebrow text-primary-200">{page.vision.eyebrow}</p>
          <h2 id="vision-title" className="mt-3 text-3xl text-white">
            {page.vision.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-primary-100">{page.vision.text}</p>
        </div>
      </Section>
      <HeadedSection {...values} name="values">
        <FeatureGrid items={values.items} columns={4} />
      </HeadedSection>
      <SplitSection name="purpose" tone="tinted" eyebrow={page.purpose.eyebrow} title={page.purpose.title} centered>
        <div className="grid gap-4 text-lg leading-relaxed text-slate-700">
          {page.purpose.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </SplitSection>
      <HeadedSection {...page.whatWeDo} name="what-we-do">
        <FeatureGrid items={page.whatWeDo.items} columns={4} />
      </HeadedSection>
      <HeadedSection {...page.impact} name="impact" tone="tinted">
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          {page.impact.groups.map((group) => (
            <div key={group.title} className={`${cardClasses} p-8`}>
              <div className="flex items-center gap-4">
                <IconBadge name={group.icon} />
                <h3 className="text-xl">{group.title}</h3>
              </div>
              <div className="mt-6">
                <Checklist items={group.points} />
              </div>
            </div>
          ))}
        </div>
      </HeadedSection>
      <div data-section="cta">
        <CallToAction id="mission-cta-title" {...page.cta} />
      </div>
    </>
  );
}
