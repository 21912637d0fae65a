import type { Route } from "./+types/legal";
import { DocumentBody } from "~/components/sections/DocumentBody";
import { PageHero } from "~/components/sections/PageHero";
import { ConsentControl } from "~/components/ui/ConsentControl";
import { legalDocuments } from "~/lib/catalogues.server";
import { consentLabels, privacyConfig, withDerivedBlocks } from "~/lib/privacy";
import { buildFlags } from "~/lib/config.server";
import { legalDates } from "~/lib/legal-dates.server";
import type { LegalId } from "~/content/legal/ids";
import { pageForRequest } from "~/lib/page-for-request";
import { loaderMeta } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";
import { departmentContact } from "~/site";

/**
 * Build time: the document at this path, its dates (effective, last changed: app/content/legal-dates.ts), its blocks derived from the configuration the site is built
 * with (where data goes, what is stored), and the contact details its sections name (docs/requirements.md#company-constants).
 */
export function loader({ request }: Route.LoaderArgs) {
  const config = privacyConfig(undefined, buildFlags());
  const document = withDerivedBlocks(pageForRequest(legalDocuments, request), config);
  const kinds = new Set(document.sections.flatMap((section) => (section.contact ? [section.contact] : [])));
  return {
    document,
    dates: legalDates(document.path.slice(1) as LegalId),
    contacts: Object.fromEntries([...kinds].map((kind) => [kind, departmentContact(kind)])),
    consentLabels: consentLabels(config),
    meta: pageMeta(document),
  };
}

export const meta = loaderMeta;

/** Privacy Policy, Terms of Service, Code of Conduct (docs/requirements.md#company-and-legal-pages) and the Cookie Policy (docs/requirements.md#pages-the-site-adds). */
export default function Legal({ loaderData }: Route.ComponentProps) {
  const { document, dates, contacts, consentLabels: labels } = loaderData;
  return (
    <article data-document={document.path.slice(1)}>
      <PageHero
        eyebrow={`Effective ${dates.effective.text} · Last updated ${dates.lastChanged.text}`}
        title={document.title}
      />
      <div className="border-b border-slate-200 bg-white">
        <div className="container-site grid gap-4 py-10 text-lg leading-relaxed text-slate-700 lg:pl-[20rem]">
          {document.intro.map((paragraph) => (
            <p key={paragraph} className="max-w-3xl">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
      <DocumentBody
        sections={document.sections}
        contacts={contacts}
        after={{ "your-choice": <ConsentControl labels={labels} /> }}
      />
    </article>
  );
}
