import type { Route } from "./+types/services";
import { CallToAction } from "~/components/sections/CallToAction";
import {
  ProcessSection,
  TechnologyTilesSection,
  TrustSection,
  WhyChooseSection,
} from "~/components/sections/CompanySections";
import { PageHero } from "~/components/sections/PageHero";
import { Section, SectionHeading } from "~/components/sections/Section";
import { ServiceGrid } from "~/components/sections/ServiceGrid";
import { ButtonLink } from "~/components/ui/Button";
import { services, toSummary } from "~/lib/catalogues.server";
import { pageCopy } from "~/lib/page-copy.server";
import { SERVICES_PAGE_COLLAPSED } from "~/lib/constants";
import { loaderMeta } from "~/lib/meta";
import { seo } from "~/lib/seo";
import { pageTitle } from "~/site";

/** Build time: the catalogue's cards, the company sections and the page copy with its count filled in. */
export function loader() {
  const page = pageCopy.services;
  return {
    page,
    services: services.map(toSummary),
    ...pageCopy.companySections,
    meta: seo({ title: pageTitle("Services"), description: page.metaDescription, path: "/services" }),
  };
}

export const meta = loaderMeta;

/** /services (docs/requirements.md#services-page). */
export default function Services({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const { hero, grid, cta } = data.page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        actions={
          <>
            <ButtonLink to="/contact" size="lg" arrow>
              {hero.primary}
            </ButtonLink>
            <ButtonLink to="/portfolio" size="lg" variant="outline-light">
              {hero.secondary}
            </ButtonLink>
          </>
        }
      />
      <Section labelledBy="services-title" id="services">
        <SectionHeading id="services-title" eyebrow={grid.eyebrow} title={grid.title} description={grid.description} />
        <ServiceGrid services={data.services} collapsedCount={SERVICES_PAGE_COLLAPSED} />
      </Section>
      <ProcessSection content={data.developmentProcess} tone="tinted" />
      <TechnologyTilesSection content={data.technologyTiles} />
      <WhyChooseSection content={data.whyChoose} tone="tinted" />
      <TrustSection stats={data.trustStats} valueList={data.values} />
      <CallToAction id="services-cta" {...cta} />
    </>
  );
}
