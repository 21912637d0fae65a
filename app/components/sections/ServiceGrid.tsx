import { useId, useState } from "react";
import type { ServiceSummary } from "~/content/types";
import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { EntryCard } from "./EntryCard";

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
            <EntryCard
              key={service.id}
              data-extra={extra ? "" : undefined}
              className={extra && !expanded ? "hidden" : "flex"}
              icon={service.icon}
              title={service.title}
              description={service.description}
              href={`/services/${service.id}`}
            />
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
