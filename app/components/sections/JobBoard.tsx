import type { Department } from "~/content/types";
import type { Job } from "~/lib/content/jobs";
import { ButtonLink, buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { Checklist } from "./FeatureGrid";
import { CTA } from "~/content/cta";

type Filter = Department | "all";

/** A filter button: outline, filled while it is the chosen one (`aria-pressed`, set by the feature). */
const filterClasses = buttonClasses(
  "outline",
  "md",
  "aria-pressed:border-accent-400 aria-pressed:bg-accent-400 aria-pressed:text-primary-950 aria-pressed:shadow-sm aria-pressed:hover:bg-accent-300",
);

/**
 * The job list of /careers and /careers/positions (docs/requirements.md#careers): a department filter, job cards that expand
 * one at a time (`<details name>`, so they work without JavaScript), and 'Save Opportunity'. The HTML
 * is the whole initial state (every job, "All" chosen, nothing saved); app/client/features/job-board.ts
 * runs the filter and the saved marks. It starts at page load (`data-feature-eager`): a returning
 * visitor sees the jobs they saved without doing anything. Without JavaScript every job is listed and
 * the filter and save buttons are hidden.
 */
export function JobBoard({
  jobs,
  filters,
  emptyText,
}: {
  jobs: Job[];
  filters: { value: Filter; label: string }[];
  emptyText: string;
}) {
  return (
    <div className="mt-10" data-feature="job-board" data-feature-eager="">
      <div role="group" aria-label="Filter by department" className="flex flex-wrap gap-2" data-js-only>
        {filters.map((option) => (
          <button
            key={option.value}
            type="button"
            data-filter={option.value}
            aria-pressed={option.value === "all"}
            className={filterClasses}
          >
            {option.label}
          </button>
        ))}
      </div>
      <p className="sr-only" role="status" data-one="position shown" data-many="positions shown">
        {jobs.length} {jobs.length === 1 ? "position" : "positions"} shown
      </p>
      {/* The class, not the `hidden` attribute, that React would write as hidden="" (not valid HTML). */}
      <p
        data-jobs-empty=""
        className={`${jobs.length > 0 ? "hidden" : ""} mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600`}
      >
        {emptyText}
      </p>
      {/* The mark of a saved job, put after its title by the feature. */}
      <template data-saved-mark="">
        <span className="ml-3 inline-flex items-center rounded-full bg-accent-50 px-2.5 py-0.5 align-middle text-xs font-semibold text-accent-700">
          Saved
        </span>
      </template>
      <ul className="mt-6 grid gap-4">
        {jobs.map((job) => (
          <li key={job.id} id={`job-${job.id}`} data-job={job.id} data-department={job.department}>
            <details
              name="jobs"
              className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:shadow-md"
            >
              <summary className="grid cursor-pointer list-none items-center gap-x-4 gap-y-2 p-6 sm:grid-cols-[1fr_auto] [&::-webkit-details-marker]:hidden">
                {/* A summary holds one heading and phrasing content: the facts are spans. */}
                <h3 className="text-xl sm:col-start-1">{job.title}</h3>
                <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 sm:col-start-1">
                  <span className="capitalize">{job.department}</span>
                  <span>{job.location}</span>
                  <span>{job.type}</span>
                  <span>{job.experience}</span>
                </span>
                <span className="mt-2 inline-flex min-h-11 items-center gap-2 justify-self-start rounded-full bg-primary-50 py-1 pr-1.5 pl-4 text-sm font-semibold text-primary-800 sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:mt-0">
                  <span className="group-open:hidden">View Details</span>
                  <span className="hidden group-open:inline">Hide Details</span>
                  <span className="inline-flex h-8 w-8 items-center justify-center transition-transform group-open:rotate-180">
                    <Icon name="chevron-down" size={20} />
                  </span>
                </span>
              </summary>
              <div className="border-t border-slate-100 p-6">
                <p className="leading-relaxed text-slate-700">{job.description}</p>
                <div className="mt-6 grid gap-6 lg:grid-cols-3">
                  {(
                    [
                      ["Requirements", job.requirements],
                      ["Responsibilities", job.responsibilities],
                      ["Benefits", job.benefits],
                    ] as const
                  ).map(([heading, items]) => (
                    <div key={heading}>
                      <h4 className="mb-3 font-semibold text-primary-950">{heading}</h4>
                      <div className="[&_ul]:grid-cols-1">
                        <Checklist items={[...items]} />
                      </div>
                    </div>
                  ))}
                </div>
                <div className="mt-6 flex flex-wrap gap-3">
                  <ButtonLink to="/contact?subject=career" arrow>
                    {CTA.submitContractorApplication}
                  </ButtonLink>
                  <button
                    type="button"
                    data-js-only
                    data-save=""
                    data-cta=""
                    aria-pressed="false"
                    className={buttonClasses("outline", "md", "group/save")}
                  >
                    <Icon name="plus" size={16} className="group-aria-pressed/save:hidden" />
                    <Icon name="check" size={16} className="hidden group-aria-pressed/save:block" />
                    {CTA.saveOpportunity}
                  </button>
                </div>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
