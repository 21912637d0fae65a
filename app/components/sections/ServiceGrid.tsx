import { useId, useState } from "react";
import { Link } from "react-router";
import type { ServiceSummary } from "~/content/types";
import { buttonClasses } from "~/components/ui/Button";
import { Icon, IconBadge } from "~/components/ui/Icon";

/**
 * Service cards with the 'View All Services' / 'Show Less' toggle (§2.3, §2.4, §4). Every card is in
 * the HTML; the extra ones are hidden while collapsed. Without JavaScript a <noscript> rule in the
 * document head shows them all and hides the toggle, so every service stays reachable.
 */
export function ServiceGrid({
  services,
  collapsedCount,
  columns = 3,
}: {
  services: ServiceSummary[];
  collapsedCount: number;
  /** Cards per row on large screens: the collapsed set should fill whole rows. */
  columns?: 3 | 4;
}) {
  const [expanded, setExpanded] = useState(false);
  const gridId = useId();
  const canToggle = services.length > collapsedCount;

  return (
    <>
      <ul
        id={gridId}
        className={`mt-12 grid gap-5 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
      >
        {services.map((service, index) => {
          const extra = index >= collapsedCount;
          return (
            <li
              key={service.id}
              data-extra={extra ? "" : undefined}
              className={`${extra && !expanded ? "hidden" : "flex"} group flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary-200 hover:shadow-md`}
            >
              <IconBadge name={service.icon} />
              <h3 className="mt-5 text-lg">{service.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-slate-600">{service.description}</p>
              <Link
                to={`/services/${service.id}`}
                prefetch="intent"
                className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-primary-700 hover:text-primary-500"
              >
                Learn More<span className="sr-only">: {service.title}</span>
                <Icon name="arrow-right" size={18} className="transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          );
        })}
      </ul>
      {canToggle ? (
        <div className="mt-10 flex justify-center" data-js-only>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={gridId}
            onClick={() => setExpanded((value) => !value)}
            className={buttonClasses("outline", "lg")}
          >
            {expanded ? "Show Less" : "View All Services"}
            <Icon
              name="chevron-down"
              size={18}

              className={`transition-transform ${expanded ? "rotate-180" : ""}`}
            />
          </button>
        </div>
      ) : null}
    </>
  );
}
