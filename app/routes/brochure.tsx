import type { ReactNode } from "react";
import type { Route } from "./+types/brochure";
import { PrintButton } from "~/components/ui/PrintButton";
import { TechnologyNotFound } from "~/components/sections/TechnologyNotFound";
import { DotList } from "~/components/sections/Lists";
import { getTechnology } from "~/lib/catalogues.server";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { loaderMeta } from "~/lib/meta";
import { seo, technologyNotFoundMeta } from "~/lib/seo";
import { pageStructuredData, trail } from "~/lib/structured-data";
import { pageTitle, site } from "~/site";

/** Build time: the record the brochure prints, and the contact details it ends with (docs/requirements.md#company-constants). */
export function loader({ params }: Route.LoaderArgs) {
  const technology = getTechnology(params.technologyId);
  if (!technology) return { technology: null, contact: null, breadcrumbs: [], meta: technologyNotFoundMeta() };
  const path = `/technologies/${technology.id}`;
  const breadcrumbs = trail(
    { name: "Technologies", path: "/technologies" },
    { name: technology.title, path },
    { name: "Brochure", path: `${path}/brochure` },
  );
  return {
    technology,
    contact: {
      email: site.email,
      address: site.address.fullAddress,
      brand: site.brand,
      host: site.origin.replace(/^https?:\/\//, ""),
    },
    breadcrumbs,
    meta: seo({
      title: pageTitle(`${technology.title} Brochure`),
      description: `A printable one-page brochure on ${technology.title} at ${site.brand}: what you gain, expertise, hiring steps, developer profiles and hourly rates.`,
      path: `${path}/brochure`,
      structuredData: pageStructuredData({ breadcrumbs }),
    }),
  };
}

export const meta = loaderMeta;

/** A printed section: heading and content, kept on one page where it fits. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="break-inside-avoid border-t border-slate-200 pt-6">
      <h2 className="text-xl">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * /technologies/{id}/brochure ('Download Brochure', docs/requirements.md#button-targets): the technology's offer on one print-ready
 * page. 'Print or Save as PDF' uses the browser's print dialog; without JavaScript the browser's own
 * print command gives the same result (the print stylesheet drops the site chrome).
 */
export default function Brochure({ loaderData }: Route.ComponentProps) {
  const { technology, contact } = loaderData;
  if (!technology || !contact) return <TechnologyNotFound />;
  const { expertise } = technology;
  const expertiseRows: [string, string[]][] = [
    ["Frameworks", expertise.frameworks],
    ["Tools", expertise.tools],
    ["Databases", expertise.databases],
    ["Cloud platforms", expertise.cloudPlatforms],
    ["Methodologies", expertise.methodologies],
  ];
  return (
    <article data-brochure={technology.id} className="bg-slate-100 py-10 print:bg-white print:py-0">
      <div className="container-site flex flex-wrap items-center justify-between gap-3 pb-6" data-print-hidden>
        <Breadcrumbs trail={loaderData.breadcrumbs} tone="light" />
        <PrintButton />
      </div>
      <div className="mx-auto max-w-[210mm] bg-white p-8 shadow-sm sm:p-12 print:max-w-none print:p-0 print:shadow-none">
        <header className="border-b-4 border-accent-400 pb-6">
          <p className="eyebrow">{contact.brand} brochure</p>
          <h1 className="mt-2 text-3xl sm:text-4xl">{technology.title}</h1>
          <p className="mt-3 text-lg font-semibold text-primary-700">{technology.hero.subtitle}</p>
          <p className="mt-3 leading-relaxed text-slate-700">{technology.overview.summary}</p>
        </header>
        <div className="mt-6 grid gap-6">
          <div className="grid gap-6 sm:grid-cols-2">
            <Block title="What you gain">
              <DotList items={technology.overview.benefits} className="grid gap-1.5 text-slate-700" />
            </Block>
            <Block title="Typical projects">
              <DotList items={technology.overview.useCases} className="grid gap-1.5 text-slate-700" />
            </Block>
          </div>
          <Block title="Expertise">
            <dl className="grid gap-2">
              {expertiseRows.map(([label, items]) => (
                <div key={label} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
                  <dt className="font-semibold text-primary-900">{label}</dt>
                  <dd className="text-slate-700">{items.join(", ")}</dd>
                </div>
              ))}
            </dl>
          </Block>
          <Block title="How hiring works">
            <ol className="grid gap-3 sm:grid-cols-2">
              {technology.hiringProcess.steps.map((step) => (
                <li key={step.step}>
                  <p className="font-semibold text-primary-900">
                    {step.step}. {step.title} <span className="font-normal text-slate-500">({step.duration})</span>
                  </p>
                  <p className="text-sm text-slate-600">{step.description}</p>
                </li>
              ))}
            </ol>
          </Block>
          <Block title="Developer profiles">
            <ul className="grid gap-3">
              {technology.developers.profiles.map((profile) => (
                <li key={profile.id}>
                  <p className="font-semibold text-primary-900">
                    {profile.title}: {profile.experience}, {profile.hourlyRate} per hour, {profile.availability}
                  </p>
                  <p className="text-sm text-slate-600">{profile.skills.join(", ")}</p>
                </li>
              ))}
            </ul>
          </Block>
          <Block title="Rates">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-500">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Tier
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Experience
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Hourly rate
                  </th>
                </tr>
              </thead>
              <tbody>
                {technology.pricing.tiers.map((tier) => (
                  <tr key={tier.level} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-4 font-semibold text-primary-900">
                      {tier.level}
                    </th>
                    <td className="py-2 pr-4 text-slate-700">{tier.experience}</td>
                    <td className="py-2 text-slate-700">{tier.rate}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Block>
          <Block title="Talk to us">
            <p className="text-slate-700">
              {contact.email ? (
                <>
                  Email <a href={`mailto:${contact.email}`}>{contact.email}</a> or visit{" "}
                </>
              ) : (
                "Visit "
              )}
              {contact.host}/contact. {contact.brand}, {contact.address}.
            </p>
          </Block>
        </div>
      </div>
    </article>
  );
}
