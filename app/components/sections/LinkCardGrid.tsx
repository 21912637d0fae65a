import type { LinkCard } from "~/content/types";
import { Icon, IconBadge } from "~/components/ui/Icon";

/** Cards that each lead to a page: the whole card is one link, named by its title. */
export function LinkCardGrid({ cards, linkLabel = "Learn More" }: { cards: LinkCard[]; linkLabel?: string }) {
  return (
    <ul className="grid-even mt-8 sm:mt-12 sm:[--cols:2] lg:[--cols:3]">
      {cards.map((card) => (
        <li key={card.href}>
          <a
            href={card.href}
            className="group card-row relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary-200 hover:shadow-md"
          >
            <IconBadge name={card.icon} />
            <h3 className="mt-5 text-lg max-sm:pr-8">{card.title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-slate-600">{card.description}</p>
            {/* On phones only the arrow shows, at the end of the title's row: the card is one link. */}
            <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-primary-700 group-hover:text-primary-500 max-sm:absolute max-sm:top-6 max-sm:right-4 max-sm:mt-0">
              <span className="max-sm:sr-only">{linkLabel}</span>
              <Icon name="arrow-right" size={18} className="transition-transform group-hover:translate-x-0.5" />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
