import type { Route } from "./+types/service";
import { CallToAction } from "~/components/sections/CallToAction";
import { Faq } from "~/components/sections/Faq";
import { Checklist, PointGrid } from "~/components/sections/FeatureGrid";
import { EntryHero } from "~/components/sections/EntryHero";
import { HeadedSection, Section, SplitSection } from "~/components/sections/Section";
import { StepCards } from "~/components/sections/Steps";
import { StepNumber } from "~/components/ui/StepNumber";
import { ButtonLink } from "~/components/ui/Button";
import { cardClasses } from "~/components/ui/Card";
import { detailPage, services, withServiceDefaults } from "~/lib/catalogues.server";
import { pageCopy } from "~/lib/page-copy.server";
import { SERVICE_HERO_IMAGE } from "~/content/hero-images";
import { heroImagePreconnect } from "~/lib/image-sources";
import { describedPicture } from "~/lib/media.server";
import { loaderMeta } from "~/lib/meta";
import { site } from "~/site";
import { CTA } from "~/content/cta";

/** Build time: the one entry this page shows, with the fallbacks of docs/requirements.md#service-detail applied. */
export async function loader({ params }: Route.LoaderArgs) {
  const {
    entry: service,
    breadcrumbs,
    meta,
  } = detailPage(
    {
      name: "Services",
      path: "/services",
      entries: services,
      resolve: withServiceDefaults,
      serviceName: (entry) => entry.title,
    },
    params.serviceId,
  );
  return {
    service,
    hero: await describedPicture(pageCopy.services.heroUpload),
    initiativeBenefits: pageCopy.company.initiativeBenefits,
    detailAction: pageCopy.services.detailAction,
    hireUsUrl: site.hireUsUrl,
    breadcrumbs,
    meta,
  };
}

export const links: Route.LinksFunction = () => heroImagePreconnect(SERVICE_HERO_IMAGE);

export const meta = loaderMeta;

/** /services/{serviceId} (docs/requirements.md#service-detail): eight sections in order. */
export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service, hero, initiativeBenefits: benefits, breadcrumbs } = loaderData;
  return (
    <article data-service={service.id}>
      <EntryHero
        entry={service}
        upload={hero}
        eyebrow="Service"
        breadcrumbs={breadcrumbs}
        actions={
          <ButtonLink to="/contact" size="lg" arrow>
            {CTA.consultation}
          </ButtonLink>
        }
      />

      <HeadedSection name="why-us" eyebrow="Why us" title={service.whyUsTitle} description={service.whyUsDescription}>
        <PointGrid points={service.whyUs} />
      </HeadedSection>

      <SplitSection
        name="discuss"
        tone="tinted"
        eyebrow="Discuss your project"
        title={service.discussTitle}
        description={service.discussDescription}
        aside={
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/contact" size="lg" arrow>
              {CTA.consultation}
            </ButtonLink>
            <ButtonLink to="/contact#quote" size="lg" variant="outline">
              {CTA.quote}
            </ButtonLink>
          </div>
        }
      >
        <div className="grid gap-5">
          <div className={cardClasses}>
            <h3 className="text-lg">Getting started</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{service.onboarding}</p>
          </div>
          <div className={cardClasses}>
            <h3 className="mb-4 text-lg">What we need from you</h3>
            <Checklist items={service.requirements} />
          </div>
          <div className={cardClasses}>
            <h3 className="text-lg">Pricing</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{service.pricing}</p>
          </div>
        </div>
      </SplitSection>

      <HeadedSection
        name="process"
        eyebrow="Our process"
        title={service.processTitle}
        description={service.processDescription}
      >
        <StepCards steps={service.process} />
        <div className="mt-12 rounded-2xl bg-primary-50 p-6">
          <h3 className="text-center text-base">Engagement lifecycle</h3>
          {/* Numbered chips, not arrows: the order reads the same wherever a line breaks. */}
          <ol className="mt-4 flex flex-wrap items-center justify-center gap-2">
            {service.lifecycle.map((stage, index) => (
              <li
                key={stage}
                className="inline-flex items-center gap-2 rounded-full bg-white py-1 pr-4 pl-1 text-sm font-medium text-primary-800 ring-1 ring-primary-200"
              >
                <StepNumber index={index} size="sm" />
                {stage}
              </li>
            ))}
          </ol>
        </div>
      </HeadedSection>

      <SplitSection
        name="initiative"
        tone="dark"
        eyebrow="Our initiative"
        title={service.initiativeTitle}
        description={service.initiativeDescription}
        aside={<p className="mt-6 leading-relaxed text-primary-100">{service.initiative}</p>}
      >
        <div className="rounded-3xl bg-white/5 p-8 ring-1 ring-white/10">
          <Checklist items={benefits} tone="dark" />
        </div>
      </SplitSection>

      <HeadedSection
        name="faqs"
        tone="tinted"
        eyebrow="FAQs"
        title={service.faqsTitle}
        description={service.faqsDescription}
      >
        <Faq items={service.faqs} name={`faq-${service.id}`} />
      </HeadedSection>

      <Section name="hire" labelledBy="hire-title">
        <div className="flex flex-col items-start justify-between gap-8 rounded-3xl border border-slate-200 bg-white p-8 shadow-sm sm:p-12 lg:flex-row lg:items-center">
          <div className="max-w-2xl">
            <p className="eyebrow">Hire us</p>
            <h2 id="hire-title" className="mt-2 text-3xl">
              {service.hireTitle}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{service.hireDescription}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={loaderData.hireUsUrl} size="lg" external>
              {CTA.hireUs}
            </ButtonLink>
            <ButtonLink to="/contact#quote" size="lg" variant="outline">
              {CTA.quote}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <div data-section="cta">
        <CallToAction
          id="service-cta-title"
          title={service.ctaTitle}
          description={service.ctaDescription}
          actions={[loaderData.detailAction]}
          joinPrevious
        />
      </div>
    </article>
  );
}
