import type { Route } from "./+types/technology";
import { CallToAction } from "~/components/sections/CallToAction";
import { Faq } from "~/components/sections/Faq";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { PageHero } from "~/components/sections/PageHero";
import { PricingTiers } from "~/components/sections/PricingTiers";
import { ProfileCards } from "~/components/sections/ProfileCards";
import { HeadedSection, Section } from "~/components/sections/Section";
import { Steps } from "~/components/sections/Steps";
import { TagGroups } from "~/components/sections/TagGroups";
import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { getTechnology } from "~/lib/catalogues.server";
import { TechnologyNotFound } from "~/components/sections/TechnologyNotFound";
import { TECHNOLOGY_OVERVIEW_ITEMS as FIRST } from "~/lib/constants";
import { loaderMeta } from "~/lib/meta";
import { seo, technologyNotFoundMeta } from "~/lib/seo";
import { pageStructuredData, serviceLd, trail } from "~/lib/structured-data";
import { pageTitle, site } from "~/site";
import { pageCopy } from "~/lib/page-copy.server";
import { CTA } from "~/content/cta";

/** Where the consultation buttons lead (docs/requirements.md#button-targets). */
const CONSULTATION = "/contact?subject=project";

/**
 * Build time: the one record this page shows, or none: `/technologies/404` is prerendered as the
 * 'Technology Not Found' page that the server and static host answer with HTTP 404 (docs/requirements.md#unknown-addresses-and-errors).
 */
export function loader({ params }: Route.LoaderArgs) {
  const technology = getTechnology(params.technologyId);
  if (!technology) return { technology: null, shared: null, breadcrumbs: [], meta: technologyNotFoundMeta() };
  const path = `/technologies/${technology.id}`;
  const breadcrumbs = trail({ name: "Technologies", path: "/technologies" }, { name: technology.title, path });
  return {
    technology,
    shared: {
      ...pageCopy.technology,
      brand: site.brand,
    },
    breadcrumbs,
    meta: seo({
      title: pageTitle(technology.title),
      description: technology.metaDescription,
      path,
      structuredData: pageStructuredData({
        items: [serviceLd({ name: technology.title, description: technology.metaDescription, path })],
        breadcrumbs,
        faqs: technology.faqs,
      }),
    }),
  };
}

export const meta = loaderMeta;

/** /technologies/{id} (docs/requirements.md#technology-page): every section in the required order. */
export default function TechnologyPage({ loaderData }: Route.ComponentProps) {
  const { technology, shared } = loaderData;
  if (!technology || !shared) return <TechnologyNotFound />;
  const { name, hero, overview, expertise } = technology;
  return (
    <article data-technology={technology.id}>
      <div data-section="hero">
        <PageHero
          breadcrumbs={loaderData.breadcrumbs}
          eyebrow={technology.title}
          title={hero.title}
          subtitle={hero.subtitle}
          description={hero.description}
          actions={
            <>
              <ButtonLink to={CONSULTATION} size="lg" arrow>
                {hero.ctaText}
              </ButtonLink>
              <ButtonLink to={`/technologies/${technology.id}/brochure`} size="lg" variant="outline-light">
                {CTA.downloadBrochure}
              </ButtonLink>
            </>
          }
        />
      </div>

      <section data-section="badges" aria-label="Our commitments" className="border-b border-slate-200 bg-white">
        <ul className="container-site grid grid-cols-2 gap-4 py-6 lg:grid-cols-4">
          {shared.badges.map((badge) => (
            <li key={badge.label} className="flex items-center gap-3 font-semibold text-primary-900">
              <span className="inline-flex rounded-lg bg-accent-50 p-2 text-accent-700">
                <Icon name={badge.icon} size={20} />
              </span>
              {badge.label}
            </li>
          ))}
        </ul>
      </section>

      <HeadedSection
        name="why-choose"
        eyebrow={`Why ${name}`}
        title={`Why choose ${shared.brand} for ${name}`}
        description={overview.summary}
      >
        <TagGroups
          groups={[
            { heading: "Benefits", items: overview.benefits.slice(0, FIRST), variant: "list" },
            { heading: "Use cases", items: overview.useCases.slice(0, FIRST), variant: "list" },
            { heading: "Frameworks", items: expertise.frameworks.slice(0, FIRST) },
            { heading: "Tools", items: expertise.tools.slice(0, FIRST) },
          ]}
        />
      </HeadedSection>

      <HeadedSection name="hiring" tone="tinted" eyebrow="Hiring process" title={technology.hiringProcess.title}>
        <Steps steps={technology.hiringProcess.steps} />
      </HeadedSection>

      <HeadedSection name="benefits" eyebrow="Benefits" title={technology.benefits.title}>
        <FeatureGrid items={technology.benefits.items} />
      </HeadedSection>

      <HeadedSection
        name="profiles"
        tone="tinted"
        eyebrow="Developer profiles"
        title={technology.developers.title}
        description={technology.developers.description}
      >
        <ProfileCards profiles={technology.developers.profiles} />
      </HeadedSection>

      <HeadedSection
        name="pricing"
        eyebrow="Pricing"
        title={technology.pricing.title}
        description={technology.pricing.description}
      >
        <PricingTiers tiers={technology.pricing.tiers} ctaHref={CONSULTATION} />
      </HeadedSection>

      <HeadedSection name="faqs" tone="tinted" eyebrow="FAQs" title={`${name} hiring questions, answered`}>
        <Faq items={technology.faqs} name="faq" />
      </HeadedSection>

      <div data-section="consult">
        <CallToAction id="consult-title" {...shared.ctas.consult} />
      </div>

      <HeadedSection name="stack" eyebrow="Technology stack" title={`The full ${name} stack we work with`}>
        <TagGroups
          groups={[
            { heading: "Frameworks", items: expertise.frameworks },
            { heading: "Databases", items: expertise.databases },
            { heading: "Cloud platforms", items: expertise.cloudPlatforms },
            { heading: "Tools", items: expertise.tools },
          ]}
        />
      </HeadedSection>

      <Section name="closing" tone="dark" labelledBy="closing-title">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="closing-title" className="text-3xl text-white sm:text-4xl">
              {shared.ctas.closing.title}
            </h2>
            <p className="mt-4 text-lg text-primary-200">{shared.ctas.closing.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={CONSULTATION} size="lg" arrow>
                {CTA.scheduleFreeConsultation}
              </ButtonLink>
              <ButtonLink to={`/technologies/${technology.id}/brochure`} size="lg" variant="outline-light">
                <Icon name="download" size={18} />
                {CTA.downloadBrochure}
              </ButtonLink>
            </div>
          </div>
          <ul className="grid gap-4">
            {shared.promises.map((promise) => (
              <li key={promise.title} className="flex gap-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-primary-950">
                  <Icon name={promise.icon} size={22} />
                </span>
                <div>
                  <h3 className="text-lg text-white">{promise.title}</h3>
                  <p className="mt-1 text-primary-200">{promise.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </article>
  );
}
