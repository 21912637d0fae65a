import type { Link } from "~/content/types";
import { ButtonLink } from "~/components/ui/Button";

/**
 * A closing call to action band: heading, text and its links as buttons on the primary colour, the first
 * the main one. Many pages share its words, so the search index leaves it out (`data-search="skip"`,
 * scripts/search-index.ts).
 */
export function CallToAction({
  id,
  eyebrow,
  title,
  description,
  actions,
  joinPrevious = false,
}: {
  /** Drops the top padding when the section before is also plain white, so the gap is not doubled. */
  joinPrevious?: boolean;
  id: string;
  /** A short label above the heading. */
  eyebrow?: string;
  title: string;
  description: string;
  actions: Link[];
}) {
  return (
    <section
      aria-labelledby={id}
      data-search="skip"
      className={`bg-white pb-12 sm:pb-24 ${joinPrevious ? "pt-0" : "pt-12 sm:pt-24"}`}
    >
      <div className="container-site">
        <div className="relative isolate overflow-hidden rounded-3xl bg-primary-900 px-3 py-10 text-center sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,var(--color-primary-600),transparent_55%),radial-gradient(circle_at_90%_100%,var(--color-primary-700),transparent_50%)]"
          />
          {eyebrow ? <p className="eyebrow text-accent-400">{eyebrow}</p> : null}
          <h2 id={id} className="mx-auto max-w-2xl text-3xl text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-primary-100">{description}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {actions.map((action, index) => (
              <ButtonLink
                key={action.href + action.label}
                to={action.href}
                size="lg"
                arrow={index === 0}
                variant={index === 0 ? undefined : "outline-light"}
                external={action.external}
              >
                {action.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
