import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/sections/ContactForm";
import { MapEmbed } from "~/components/sections/MapEmbed";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { cardClasses } from "~/components/ui/Card";
import { Icon } from "~/components/ui/Icon";
import { MAP_PROVIDER } from "~/content/server-constants";
import { hoursText, timezoneText } from "~/lib/business-hours";
import { pageCopy } from "~/lib/page-copy.server";
import { loaderMeta } from "~/lib/meta";
import { seo } from "~/lib/seo";
import { companyPageLd } from "~/lib/structured-data";
import { pageTitle, site } from "~/site";
import { StepNumber } from "~/components/ui/StepNumber";

export function loader() {
  // A map of the configured address: the embedded frame loads only when the visitor asks (docs/requirements.md#consent-and-third-parties).
  const mapQuery = encodeURIComponent(site.address.fullAddress);
  const page = pageCopy.contact;
  return {
    ...page,
    formStatus: pageCopy.contactFormStatus,
    formConsent: pageCopy.contactConsent,
    map: {
      ...pageCopy.map,
      embed: `https://${MAP_PROVIDER.host}/maps?q=${mapQuery}&output=embed`,
      link: `https://${MAP_PROVIDER.host}/maps/search/?api=1&query=${mapQuery}`,
    },
    meta: seo({
      title: pageTitle("Contact Us"),
      description: page.metaDescription,
      path: "/contact",
      structuredData: [companyPageLd("ContactPage", { name: "Contact Us", path: "/contact" })],
    }),
  };
}

/** The office's details (docs/requirements.md#company-constants) from the site config, each left out when empty. */
function officeDetails() {
  return {
    email: site.email,
    phone: site.phone,
    address: site.address.fullAddress,
    hours: [
      ["Monday–Friday", site.businessHours.mondayToFriday],
      ["Saturday", site.businessHours.saturday],
      ["Sunday", site.businessHours.sunday],
    ]
      .filter(([, value]) => value)
      .map(([day, value]) => [day, hoursText(value ?? "")] as const),
    timezone: timezoneText(site.businessHours),
  };
}

export const meta = loaderMeta;

/** /contact (docs/requirements.md#contact-page): address, email, business hours, a lazy map and the message form (anchor #quote). */
export default function Contact({ loaderData: page }: Route.ComponentProps) {
  const office = officeDetails();
  const { hours } = office;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} description={page.description} />
      <Section name="contact" className="scroll-mt-24">
        <div className="grid gap-12 lg:grid-cols-12">
          <div id="quote" className="scroll-mt-28 lg:col-span-7">
            <h2 id="contact-form-title" className="text-3xl">
              {page.formTitle}
            </h2>
            <p className="mt-3 text-slate-600">{page.formDescription}</p>
            <div className={`${cardClasses} mt-8 sm:p-8`}>
              <ContactForm status={page.formStatus} consent={page.formConsent} />
            </div>
          </div>
          <aside aria-label="Contact details" className="grid content-start gap-6 lg:col-span-5">
            <div className={cardClasses}>
              <h2 className="text-xl">{page.detailsTitle}</h2>
              <ul className="mt-4 grid gap-3 text-slate-700">
                {office.email ? (
                  <li className="flex items-center gap-3">
                    <Icon name="mail" size={18} className="shrink-0 text-primary-600" />
                    <a
                      href={`mailto:${office.email}`}
                      className="font-medium text-primary-700 underline underline-offset-2"
                    >
                      {office.email}
                    </a>
                  </li>
                ) : null}
                {office.phone ? (
                  <li className="flex items-center gap-3">
                    <Icon name="phone" size={18} className="shrink-0 text-primary-600" />
                    <a href={`tel:${office.phone.replace(/\s+/g, "")}`} className="font-medium text-primary-700">
                      {office.phone}
                    </a>
                  </li>
                ) : null}
                {office.address ? (
                  <li className="flex items-start gap-3">
                    <Icon name="map-pin" size={18} className="mt-1 shrink-0 text-primary-600" />
                    <address className="not-italic">{office.address}</address>
                  </li>
                ) : null}
              </ul>
            </div>
            {hours.length > 0 ? (
              <div className={cardClasses}>
                <h2 className="text-xl">{page.hoursTitle}</h2>
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-700">
                  {hours.map(([day, value]) => (
                    <div key={day} className="contents">
                      <dt className="font-medium text-primary-950">{day}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
                {office.timezone ? (
                  <p className="mt-3 text-sm text-slate-600">{`${page.hoursZone.before} ${office.timezone}${page.hoursZone.after}`}</p>
                ) : null}
              </div>
            ) : null}
            <div className={cardClasses}>
              <h2 className="text-xl">{page.nextTitle}</h2>
              <ol className="mt-4 grid gap-4">
                {page.next.map((step, index) => (
                  <li key={step.title} className="flex gap-3">
                    <StepNumber index={index} size="sm" />
                    <p className="text-slate-700">
                      <strong className="text-primary-950">{step.title}.</strong> {step.description}
                    </p>
                  </li>
                ))}
              </ol>
            </div>
          </aside>
        </div>
      </Section>
      {office.address ? (
        <Section name="map" tone="tinted" labelledBy="map-title">
          <h2 id="map-title" className="text-3xl">
            {page.mapTitle}
          </h2>
          <p className="mt-3 text-slate-600">
            {office.address}.{" "}
            <a
              href={page.map.link}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary-700 underline underline-offset-2"
            >
              {page.map.open}
            </a>
          </p>
          <MapEmbed
            title={`Map of ${office.address}`}
            src={page.map.embed}
            showLabel={page.map.show}
            notice={page.map.notice}
          />
        </Section>
      ) : null}
    </>
  );
}
