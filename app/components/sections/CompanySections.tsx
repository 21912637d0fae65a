/**
 * The company sections shared by the home page and /services (docs/requirements.md#home, #services-page): the development process,
 * technology tiles, the why-choose list, and the trust stats with the four values. Each takes its
 * content as props so the page's loader decides what reaches the browser.
 */
import type { CompanyBlocks } from "~/lib/content/company";
import { ButtonLink } from "~/components/ui/Button";
import { IconBadge } from "~/components/ui/Icon";
import { Checklist, FeatureGrid } from "./FeatureGrid";
import { HeadedSection, SplitSection, type SectionTone } from "./Section";
import { Stats } from "./Stats";
import { Steps } from "./Steps";
import { CTA } from "~/content/cta";

export function ProcessSection({
  content,
  tone,
}: {
  content: CompanyBlocks["developmentProcess"];
  tone?: SectionTone;
}) {
  return (
    <HeadedSection {...content} name="process" tone={tone}>
      <Steps steps={content.steps} />
    </HeadedSection>
  );
}

export function TechnologyTilesSection({
  content,
  tone,
}: {
  content: CompanyBlocks["technologyTiles"];
  tone?: SectionTone;
}) {
  return (
    <HeadedSection {...content} name="tech" tone={tone}>
      <FeatureGrid items={content.tiles} />
    </HeadedSection>
  );
}

export function WhyChooseSection({ content, tone }: { content: CompanyBlocks["whyChoose"]; tone?: SectionTone }) {
  return (
    <SplitSection
      {...content}
      name="why"
      tone={tone}
      aside={
        <div className="mt-8">
          <ButtonLink to="/contact" size="lg" arrow>
            {CTA.startProject}
          </ButtonLink>
        </div>
      }
    >
      <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <Checklist items={content.points} />
      </div>
    </SplitSection>
  );
}

export function TrustSection({
  stats,
  valueList,
}: {
  stats: CompanyBlocks["trustStats"];
  valueList: CompanyBlocks["values"];
}) {
  return (
    <HeadedSection {...stats} name="trust" tone="dark">
      <Stats stats={stats.stats} />
      <h3 className="mt-12 text-center text-2xl text-white sm:mt-16">{valueList.title}</h3>
      <ul className="grid-even mt-8 sm:[--cols:2] lg:[--cols:4]">
        {valueList.items.map((value) => (
          <li key={value.title} className="card-row rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
            <IconBadge name={value.icon} tone="dark" size={20} />
            <h4 className="mt-4 text-lg text-white">{value.title}</h4>
            <p className="mt-2 text-sm leading-relaxed text-primary-200">{value.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center sm:mt-12">
        <ButtonLink to="/contact" size="lg" arrow>
          {CTA.startProject}
        </ButtonLink>
      </div>
    </HeadedSection>
  );
}
