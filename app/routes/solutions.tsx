import type { Route } from "./+types/solutions";
import { CallToAction } from "~/components/sections/CallToAction";
import { EntryCard } from "~/components/sections/EntryCard";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { PageHero } from "~/components/sections/PageHero";
import { HeadedSection, Section, SectionHeading } from "~/components/sections/Section";
import { Steps } from "~/components/sections/Steps";
import { DotList } from "~/components/sections/Lists";
import { ButtonLink } from "~/components/ui/Button";
import { solutions, toSolutionSummary } from "~/lib/catalogues.server";
import { pageCopy } from "~/lib/page-copy.server";
import { loaderMeta } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";
import { CTA } from "~/content/cta";

/** Build time: the page copy and one card per solution (no solution page's copy beyond its card). */
export function loader() {
  const page = pageCopy.solutions;
  return { page, solutions: solutions.map(toSolutionSummary), meta: pageMeta(page) };
}

export const meta = loaderMeta;

/** A card's short list under its own small heading. */
function CardList({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div className="mt-4">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{heading}</h4>
      <DotList items={items} className="mt-2 grid gap-1.5 text-sm text-slate-700" />
    </div>
  );
}

/** /solutions (docs/requirements.md#solutions-page). */
export default function Solutions({ loaderData }: Route.ComponentProps) {
  const { page, solutions: cards } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.title}
        description={page.hero.description}
        actions={
          <ButtonLink to="/contact" size="lg" arrow>
            {CTA.consultation}
          </ButtonLink>
        }
      />
      <Section name="solutions" id="solutions" labelledBy="solutions-title">
        <SectionHeading
          id="solutions-title"
          eyebrow={page.intro.eyebrow}
          title={page.intro.title}
          description={page.intro.description}
        />
        <ul className="grid-even mt-8 sm:mt-12 sm:[--cols:2] lg:[--cols:3]">
          {cards.map((card) => (
            <EntryCard
              key={card.id}
              icon={card.icon}
              title={card.title}
              description={card.description}
              href={`/solutions/${card.id}`}
            >
              <CardList heading="How we help" items={card.help} />
              <CardList heading="Key solutions" items={card.solutions} />
            </EntryCard>
          ))}
        </ul>
      </Section>
      <HeadedSection {...page.whyChoose} name="why-choose" tone="tinted">
        <FeatureGrid items={page.whyChoose.points} />
      </HeadedSection>
      <HeadedSection {...page.approach} name="approach">
        <Steps steps={page.approach.steps} />
      </HeadedSection>
      <CallToAction id="solutions-cta-title" {...page.cta} />
    </>
  );
}
