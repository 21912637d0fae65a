import type { ReactNode } from "react";
import type { IconKey } from "~/content/types";
import { Icon, IconBadge } from "~/components/ui/Icon";

/**
 * The card of a catalogue entry on a list page (services, solutions): icon, title, description,
 * optional details, and 'Learn More' to the entry's page (its accessible name includes the title).
 */
export function EntryCard({
  icon,
  eyebrow,
  title,
  description,
  href,
  children,
  clampOnPhones = false,
  className = "flex",
  ...attributes
}: {
  /** An icon badge, or a short label above the title when the entry has no icon. */
  icon?: IconKey;
  eyebrow?: string;
  title: string;
  description: string;
  href: string;
  children?: ReactNode;
  /** Cuts the description to three lines on phones, where the card is a teaser for its page. */
  clampOnPhones?: boolean;
  /** Display classes: `flex` unless the card is hidden. */
  className?: string;
  "data-extra"?: string;
}) {
  return (
    <li
      {...attributes}
      className={`${className} group ${icon ? "card-row" : ""} flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary-200 hover:shadow-md`}
    >
      {icon ? <IconBadge name={icon} /> : null}
      {eyebrow ? <p className="text-sm font-semibold text-accent-700">{eyebrow}</p> : null}
      <h3 className={`${icon ? "mt-5" : "mt-1"} text-lg`}>{title}</h3>
      <p className={`mt-2 flex-1 leading-relaxed text-slate-600 ${clampOnPhones ? "max-sm:line-clamp-3" : ""}`}>
        {description}
      </p>
      {children}
      <a
        href={href}
        className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-primary-700 hover:text-primary-500"
      >
        Learn More<span className="sr-only">: {title}</span>
        <Icon name="arrow-right" size={18} className="transition-transform group-hover:translate-x-0.5" />
      </a>
    </li>
  );
}
