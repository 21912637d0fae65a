import type { Route } from "./+types/solution";
import { CallToAction } from "~/components/sections/CallToAction";
import { CaseStudies } from "~/components/sections/CaseStudies";
import { Faq } from "~/components/sections/Faq";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { EntryHero } from "~/components/sections/EntryHero";
import { HeadedSection, headingsOf, SplitSection } from "~/components/sections/Section";
import { StepCards } from "~/components/sections/Steps";
import { ButtonLink } from "~/components/ui/Button";
import { detailPage, solutions, withSolutionDefaults } from "~/lib/catalogues.server";
import { DEFAULT_HERO_IMAGE } from "~/content/hero-images";
import { heroImagePreconnect } from "~/lib/image-sources";
import { describedPicture } from "~/lib/media.server";
import { loaderMeta } from "~/lib/meta";
import { CTA } from "~/content/cta";

/** Build time: the one entry this page shows, with the fallbacks of docs/requirements.md#solution-detail applied. */
export async function loader({ params }: Route.LoaderArgs) {
  const {
    entry: solution,
    breadcrumbs,
    meta,
  } = detailPage(
    {
      name: "Solutions",
      path: "/solutions",
      entries: solutions,
      resolve: withSolutionDefaults,
      serviceName: (entry) => `${entry.title} software development`,
    },
    params.solutionId,
  );
  return { solution, hero: await describedPicture(solution.heroUpload), breadcrumbs, meta };
}

export const links: Route.LinksFunction = () => heroImagePreconnect(DEFAULT_HERO_IMAGE);

export const meta = loaderMeta;

/** /solutions/{solutionId} (docs/requirements.md#solution-detail): ten sections in order, each heading from the entry or its default. */
export default function SolutionDetail({ loaderData }: Route.ComponentProps) {
  const { solution, hero, breadcrumbs } = loaderData;
  return (
    <article data-solution={solution.id}>
      <EntryHero
        entry={solution}
        upload={hero}
        eyebrow="Industry solutions"
        breadcrumbs={breadcrumbs}
        actions={
          <>
            <ButtonLink to="/contact" size="lg" arrow>
              {CTA.consultation}
            </ButtonLink>
            <ButtonLink to="/solutions" size="lg" variant="outline-light">
              {CTA.viewAllSolutions}
            </ButtonLink>
          </>
        }
      />

      <SplitSection name="overview" {...headingsOf(solution, "overview")} centered>
        <p className="rounded-3xl border-l-4 border-accent-500 bg-primary-50 p-8 text-lg leading-relaxed text-slate-700">
          {solution.overview}
        </p>
      </SplitSection>

      <HeadedSection name="help" tone="tinted" {...headingsOf(solution, "help")}>
        <FeatureGrid items={solution.howWeHelp} columns={solution.howWeHelp.length % 4 === 0 ? 4 : 3} />
      </HeadedSection>

      <HeadedSection name="solutions" {...headingsOf(solution, "solutions")}>
        <FeatureGrid items={solution.keySolutions.map(({ features, ...item }) => ({ ...item, bullets: features }))} />
      </HeadedSection>

      <HeadedSection name="technology" tone="tinted" {...headingsOf(solution, "tech")}>
        <FeatureGrid
          items={solution.technologyStack.map(({ category, technologies, ...item }) => ({
            ...item,
            title: category,
            tags: technologies,
          }))}
          columns={solution.technologyStack.length % 4 === 0 ? 4 : 3}
        />
      </HeadedSection>

      <HeadedSection name="process" {...headingsOf(solution, "process")}>
        <StepCards steps={solution.implementationProcess} />
      </HeadedSection>

      <HeadedSection name="metrics" tone="tinted" {...headingsOf(solution, "metrics")}>
        <FeatureGrid items={solution.successMetrics.map(({ examples, ...item }) => ({ ...item, bullets: examples }))} />
      </HeadedSection>

      <HeadedSection name="case-studies" {...headingsOf(solution, "caseStudies")}>
        <CaseStudies items={solution.caseStudies} />
      </HeadedSection>

      <HeadedSection name="faqs" tone="tinted" {...headingsOf(solution, "faqs")}>
        <Faq items={solution.faqs} name={`faq-${solution.id}`} />
      </HeadedSection>

      <div data-section="cta">
        <CallToAction
          id="solution-cta-title"
          {...headingsOf(solution, "cta")}
          actions={[{ label: solution.ctaText, href: "/contact" }]}
        />
      </div>
    </article>
  );
}
