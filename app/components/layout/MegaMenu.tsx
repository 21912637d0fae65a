import type { ReactNode } from "react";
import { useSiteNavigation } from "./navigation-context";
import type { NavGroup, NavItem } from "~/lib/content/navigation";
import { ButtonLink } from "~/components/ui/Button";
import type { MenuId } from "./menu-state";
import { Icon } from "~/components/ui/Icon";
import { CTA } from "~/content/cta";

/**
 * One header menu, rendered closed: a disclosure button (aria-expanded/aria-controls) and a panel of
 * links. The browser code (app/client/header.ts) only sets `aria-expanded` on the button; the panel's
 * display, the trigger's color and the chevron follow that attribute in CSS (`peer-aria-expanded:`,
 * `aria-expanded:`). The panel is always in the HTML, so links work without JavaScript through the CSS
 * hover/focus fallback in app.css, and search engines see them.
 */
export function HeaderMenu({
  id,
  label,
  width,
  children,
}: {
  id: MenuId;
  label: string;
  /** "wide" panels span the header; "compact" ones sit under their trigger. */
  width: "wide" | "compact";
  children: ReactNode;
}) {
  const panelId = `menu-${id}`;
  return (
    <li data-menu={id} className={width === "compact" ? "relative" : undefined}>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        className="group peer flex min-h-11 items-center gap-1 rounded-md px-3 text-[0.9375rem] font-medium text-primary-900 transition-colors hover:text-primary-600 aria-expanded:text-primary-600"
      >
        {label}
        <Icon
          name="chevron-down"
          size={16}
          className="transition-transform duration-150 group-aria-expanded:rotate-180"
        />
      </button>
      <div
        id={panelId}
        data-menu-panel
        className={`absolute top-full z-40 hidden pt-2 peer-aria-expanded:block ${
          width === "wide" ? "inset-x-0" : "left-1/2 w-80 -translate-x-1/2"
        }`}
      >
        <div className="animate-[rise_150ms_ease-out] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-primary-950/10">
          {children}
        </div>
      </div>
    </li>
  );
}

/**
 * A link in a header menu panel: its label, then the item's one-line description when it has one.
 * Styled once in app.css (`[data-menu-panel] li > a`), not per link: every page carries about 70 of them.
 * The label is the link's first text: the mobile menu copies it from there (app/client/header.ts).
 */
export function MenuLink({ item }: { item: NavItem }) {
  return (
    <a href={item.href}>
      {item.label}
      {item.description ? <span>{item.description}</span> : null}
    </a>
  );
}

/** The groups of a mega-menu panel, then "Ready to get started?" with Get a Quote and Hire Us (docs/requirements.md#header-menus-and-footer). */
export function MegaMenuPanel({ groups, overview }: { groups: NavGroup[]; overview?: NavItem }) {
  return (
    <>
      <div className="mx-auto grid max-w-(--container-site) gap-x-6 gap-y-4 p-6 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <div key={group.title}>
            <p className="mb-2 px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase">{group.title}</p>
            <ul>
              {group.items.map((item) => (
                <li key={item.href}>
                  <MenuLink item={item} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <ReadyToStart overview={overview} />
    </>
  );
}

function ReadyToStart({ overview }: { overview?: NavItem }) {
  const { quoteLink, facts } = useSiteNavigation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 bg-primary-50 px-6 py-4">
      <div>
        <p className="font-semibold text-primary-950">Ready to get started?</p>
        {overview ? (
          <a
            href={overview.href}
            data-overview
            className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            {overview.label}
            {overview.description ? <span className="text-slate-600"> · {overview.description}</span> : null}
          </a>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={quoteLink.href}>{quoteLink.label}</ButtonLink>
        <ButtonLink to={facts.hireUsUrl} variant="outline" external>
          {CTA.hireUs}
        </ButtonLink>
      </div>
    </div>
  );
}
