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
import { companySections } from "~/content/company";
import { services, toSummary } from "~/content/services";
import { SERVICES_PAGE_COLLAPSED } from "~/lib/constants";
import { seo } from "~/lib/seo";
import { pageTitle, site } from "~/site";

export function loader() {
  return {
    services: services.map(toSummary),
    ...companySections,
  };
}

export const meta = ({ data }: Route.MetaArgs) =>
  seo({
    title: pageTitle("Services"),
    description: `Software development, cloud, AI, consulting and support from ${site.brand}: ${data?.services.length ?? "all our"} services, one accountable team, from discovery to support.`,
    path: "/services",
  });

/** /services (§2.4). */
export default function Services({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title="Everything You Need to Build, Run and Grow Your Software"
        description="From a two-week discovery workshop to 24/7 production support: pick one service or let one team carry your product from idea to scale."
        actions={
          <>
            <ButtonLink to="/contact" size="lg" arrow>
              Discuss Your Project
            </ButtonLink>
            <ButtonLink to="/portfolio" size="lg" variant="outline-light">
              See Our Work
            </ButtonLink>
          </>
        }
      />
      <Section labelledBy="services-title" id="services">
        <SectionHeading
          id="services-title"
          eyebrow="What we do"
          title="Our Services"
          description={`${data.services.length} services across development, cloud, AI, strategy and support. Each one can stand alone or join up with the rest.`}
        />
        <ServiceGrid services={data.services} collapsedCount={SERVICES_PAGE_COLLAPSED} />
      </Section>
      <ProcessSection content={data.developmentProcess} tone="tinted" />
      <TechnologyTilesSection content={data.technologyTiles} />
      <WhyChooseSection content={data.whyChoose} tone="tinted" />
      <TrustSection stats={data.trustStats} valueList={data.values} />
      <CallToAction
        id="services-cta"
        title="Not Sure Which Service You Need?"
        description="Tell us about the problem you are solving. We will recommend where to start, and show you comparable work from our portfolio."
      >
        <ButtonLink to="/contact" size="lg" arrow>
          Get a Free Consultation
        </ButtonLink>
        <ButtonLink to="/portfolio" size="lg" variant="outline-light">
          View Our Portfolio
        </ButtonLink>
      </CallToAction>
    </>
  );
}
