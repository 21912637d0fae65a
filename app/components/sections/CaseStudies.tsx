import type { CaseStudy } from "~/lib/content/solutions";
import { cardClasses } from "~/components/ui/Card";
import { DotList } from "./Lists";

/**
 * Case studies (docs/requirements.md#solution-detail): challenge, solution and results. They are composite scenarios, not named
 * clients, and every card says so (docs/content-style.md "Claims").
 */
export function CaseStudies({ items }: { items: CaseStudy[] }) {
  return (
    <ul className="mt-12 grid gap-6 lg:grid-cols-2">
      {items.map((study) => (
        <li key={study.title} className={`${cardClasses} flex flex-col`}>
          <p className="self-start rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            Illustrative scenario
          </p>
          <h3 className="mt-4 text-xl">{study.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{study.description}</p>
          <dl className="mt-6 grid gap-5 border-t border-slate-100 pt-6">
            <div>
              <dt className="font-semibold text-primary-900">Challenge</dt>
              <dd className="mt-1 leading-relaxed text-slate-600">{study.challenge}</dd>
            </div>
            <div>
              <dt className="font-semibold text-primary-900">Solution</dt>
              <dd className="mt-1 leading-relaxed text-slate-600">{study.solution}</dd>
            </div>
            <div>
              <dt className="font-semibold text-primary-900">Results</dt>
              <dd className="mt-1">
                <DotList items={study.results} className="grid gap-2 leading-relaxed text-slate-600" />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
