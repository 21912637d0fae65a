import type { ServiceSummary } from "~/lib/content/services";
import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { EntryCard } from "./EntryCard";
import { CTA } from "~/content/cta";

/**
 * Service cards with the 'View All Services' / 'Show Less' toggle (docs/requirements.md#home, #services-page, #interface-states), without any
 * script: the toggle is a `<details>` after the list, and while it is closed a `:has()` rule hides the
 * extra cards (`data-extra`). The browser keeps the toggle's state and exposes it (expanded or
 * collapsed) to assistive technology. Every card is in the HTML. Without JavaScript a <noscript> rule
 * in the document head (app/root.tsx) shows them all and hides the toggle, as it does for every
 * control that would only hide content.
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
  const canToggle = services.length > collapsedCount;
  return (
    <div className="[&:has(>details:not([open]))_[data-extra]]:hidden">
      <ul className={`grid-even mt-8 sm:mt-12 sm:[--cols:2] ${columns === 4 ? "lg:[--cols:4]" : "lg:[--cols:3]"}`}>
        {services.map((service, index) => (
          <EntryCard
            key={service.id}
            data-extra={index >= collapsedCount ? "" : undefined}
            icon={service.icon}
            title={service.title}
            description={service.description}
            href={`/services/${service.id}`}
            clampOnPhones
          />
        ))}
      </ul>
      {canToggle ? (
        <details className="group/toggle mt-8 text-center sm:mt-10" data-service-toggle="" data-js-only>
          <summary
            data-cta=""
            className={buttonClasses("outline", "lg", "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
          >
            <span className="group-open/toggle:hidden">{CTA.viewAllServices}</span>
            <span className="hidden group-open/toggle:inline">{CTA.showLess}</span>
            <Icon name="chevron-down" size={18} className="transition-transform group-open/toggle:rotate-180" />
          </summary>
        </details>
      ) : null}
    </div>
  );
}
