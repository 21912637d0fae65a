import type { Route } from "./+types/home";
import { CallToAction } from "~/components/sections/CallToAction";
import {
  ProcessSection,
  TechnologyTilesSection,
  TrustSection,
  WhyChooseSection,
} from "~/components/sections/CompanySections";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { HomeHero } from "~/components/sections/HomeHero";
import { LinkCardGrid } from "~/components/sections/LinkCardGrid";
import { HeadedSection, Section, SectionHeading } from "~/components/sections/Section";
import { ServiceGrid } from "~/components/sections/ServiceGrid";
import { services, toSummary } from "~/lib/catalogues.server";
import { pageCopy } from "~/lib/page-copy.server";
import { HOME_SERVICES_COLLAPSED } from "~/lib/constants";
import { loaderMeta } from "~/lib/meta";
import { seo } from "~/lib/seo";
import { site } from "~/site";
import { organizationLd, webSiteLd } from "~/lib/structured-data";

/**
 * Build time: the page's copy, the card view of every service (the toggle shows them all) and the
 * shared sections. Copy reaches the page as route data, never as JavaScript.
 */
export function loader() {
  return {
    hero: pageCopy.home.hero,
    intro: pageCopy.home.services,
    serve: pageCopy.home.serve,
    industries: pageCopy.home.industries,
    // Its tokens ({estimate}) filled: the closing invitation states the register's words.
    contact: pageCopy.home.contact,
    services: services.map(toSummary),
    serveWays: pageCopy.company.serveWays,
    ...pageCopy.companySections,
    meta: seo({ title: site.homeTitle, path: "/", structuredData: [organizationLd(), webSiteLd()] }),
  };
}

export const meta = loaderMeta;

/** Home (docs/requirements.md#home): the hero, then every section in the required order. */
export default function Home({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <HomeHero content={data.hero} />
      <Section id="services" labelledBy="home-services-title">
        <SectionHeading id="home-services-title" {...data.intro} />
        <ServiceGrid services={data.services} collapsedCount={HOME_SERVICES_COLLAPSED} columns={4} />
      </Section>
      <ProcessSection content={data.developmentProcess} tone="tinted" />
      <TechnologyTilesSection content={data.technologyTiles} />
      <HeadedSection
        name="serve"
        tone="tinted"
        eyebrow={data.serve.eyebrow}
        title={data.serveWays.title}
        description={data.serve.description}
      >
        <FeatureGrid items={data.serveWays.items} />
      </HeadedSection>
      <WhyChooseSection content={data.whyChoose} />
      <TrustSection stats={data.trustStats} valueList={data.values} />
      <Section id="industries" labelledBy="industries-title">
        <SectionHeading id="industries-title" {...data.industries} />
        <LinkCardGrid cards={data.industries.cards} linkLabel="Explore solutions" />
      </Section>
      <CallToAction id="contact-cta" {...data.contact} joinPrevious />
    </>
  );
}
