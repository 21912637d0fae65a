import type { ReactNode } from "react";
import type { DocumentSection } from "~/lib/content/legal";
import type { DepartmentContact as Contact } from "~/site";
import { Checklist, FeatureGrid } from "./FeatureGrid";
import { DepartmentContact } from "./DepartmentContact";
import { DotList } from "./Lists";

const CONTACT_LABELS = {
  privacy: "Privacy team",
  legal: "Legal team",
  ethics: "Ethics team",
} as const;

/**
 * A legal or policy document as a readable page (docs/requirements.md#company-and-legal-pages): a table of contents linking to each section's
 * anchor, then the sections in order with their blocks. `after` places a control after a section by id.
 */
export function DocumentBody({
  sections,
  contacts,
  after = {},
}: {
  sections: DocumentSection[];
  /** The configured contact details of each department a section names (docs/requirements.md#company-constants). */
  contacts: Partial<Record<keyof typeof CONTACT_LABELS, Contact>>;
  after?: Record<string, ReactNode>;
}) {
  // minmax(0, 1fr) and breakable long words (addresses, URLs): no sideways scroll at 320 px.
  return (
    <div className="container-site grid grid-cols-[minmax(0,1fr)] gap-10 py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
      <nav aria-labelledby="toc-title" className="lg:sticky lg:top-28 lg:self-start" data-print-hidden>
        <h2 id="toc-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          On this page
        </h2>
        <ol className="mt-4 grid gap-1 border-l border-slate-200 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-slate-600 hover:border-primary-500 hover:text-primary-800"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl [overflow-wrap:anywhere]">
        {sections.map((section) => {
          const contact = section.contact ? contacts[section.contact] : undefined;
          return (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-28 border-b border-slate-100 py-8 first:pt-0 last:border-0"
            >
              <h2 id={`${section.id}-title`} className="text-2xl">
                {section.title}
              </h2>
              <div className="mt-4 grid gap-4 leading-relaxed text-slate-700">
                {section.paragraphs?.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              {section.list ? <DotList items={section.list} /> : null}
              {section.definitions ? (
                <dl className="mt-4 grid gap-4">
                  {section.definitions.map((item) => (
                    <div key={item.title} className="rounded-xl bg-slate-50 p-4">
                      <dt className="font-semibold text-primary-950">{item.title}</dt>
                      <dd className="mt-1 leading-relaxed text-slate-700">{item.description}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {section.cards ? (
                <div className="-mt-6">
                  <FeatureGrid items={section.cards} columns={2} />
                </div>
              ) : null}
              {section.checklists ? (
                <div className="mt-6 grid gap-6">
                  {section.checklists.map((checklist) => (
                    <div key={checklist.title}>
                      <h3 className="mb-3 text-lg">{checklist.title}</h3>
                      <Checklist items={checklist.items} />
                    </div>
                  ))}
                </div>
              ) : null}
              {section.contact && contact ? (
                <DepartmentContact contact={contact} label={CONTACT_LABELS[section.contact]} />
              ) : null}
              {section.closing ? (
                <div className="mt-4 grid gap-4 leading-relaxed text-slate-700">
                  {section.closing.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              ) : null}
              {after[section.id]}
            </section>
          );
        })}
      </div>
    </div>
  );
}
