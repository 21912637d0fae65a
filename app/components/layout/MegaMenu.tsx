import { type KeyboardEvent, type ReactNode, useId } from "react";
import { Link } from "react-router";
import { useSiteNavigation } from "./SiteNavigation";
import type { NavGroup, NavItem } from "~/content/types";
import { ButtonLink } from "~/components/ui/Button";
import type { MenuId } from "./useMenuState";
import { Icon } from "~/components/ui/Icon";

interface MenuProps {
  id: MenuId;
  label: string;
  isOpen: boolean;
  onHoverOpen: (id: MenuId) => void;
  onHoverLeave: () => void;
  onToggle: (id: MenuId) => void;
  onClose: () => void;
  /** The trigger, so Escape can hand focus back to it. */
  triggerRef: (element: HTMLButtonElement | null) => void;
  focusTrigger: () => void;
  /** "wide" panels span the header; "compact" ones sit under their trigger. */
  width: "wide" | "compact";
  children: ReactNode;
}

/**
 * One header menu: a disclosure button (aria-expanded/aria-controls) and a panel of links.
 * The panel is always in the HTML (hidden when closed), so links work without JavaScript through the
 * CSS hover/focus fallback in app.css, and search engines see them.
 */
export function HeaderMenu(props: MenuProps) {
  const { id, label, isOpen, onHoverOpen, onHoverLeave, onToggle, onClose, width, children } = props;
  const panelId = useId();

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && isOpen) {
      event.stopPropagation();
      onClose();
      props.focusTrigger();
    }
  }

  return (
    <li
      data-menu={id}
      className={width === "compact" ? "relative" : undefined}
      onMouseEnter={() => onHoverOpen(id)}
      onMouseLeave={onHoverLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Keyboard users tabbing out of the menu close it.
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <button
        ref={props.triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => onToggle(id)}
        className={`flex min-h-11 items-center gap-1 rounded-md px-3 text-[0.9375rem] font-medium transition-colors hover:text-primary-600 ${
          isOpen ? "text-primary-600" : "text-primary-900"
        }`}
      >
        {label}
        <Icon
          name="chevron-down"
          size={16}

          className={`transition-transform duration-150 ${isOpen ? "rotate-180" : ""}`}
        />
      </button>
      <div
        id={panelId}
        data-menu-panel
        className={`${isOpen ? "block" : "hidden"} absolute top-full z-40 pt-2 ${
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

/** A link in a header menu panel: label, and the item's one-line description when it has one. */
export function MenuLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  return (
    <Link
      to={item.href}
      onClick={onNavigate}
      prefetch="intent"
      className="group block rounded-lg px-3 py-2 transition-colors hover:bg-primary-50"
    >
      <span className="block text-sm font-medium text-primary-900 group-hover:text-primary-600">{item.label}</span>
      {item.description ? <span className="block text-xs text-slate-600">{item.description}</span> : null}
    </Link>
  );
}

/** The groups of a mega-menu panel, then "Ready to get started?" with Get a Quote and Hire Us (§2.2). */
export function MegaMenuPanel({
  groups,
  overview,
  onNavigate,
}: {
  groups: NavGroup[];
  overview?: NavItem;
  onNavigate: () => void;
}) {
  return (
    <>
      <div className="mx-auto grid max-w-(--container-site) gap-x-6 gap-y-4 p-6 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <div key={group.heading}>
            <p className="mb-2 px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase">{group.heading}</p>
            <ul>
              {group.items.map((item) => (
                <li key={item.href}>
                  <MenuLink item={item} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <ReadyToStart overview={overview} onNavigate={onNavigate} />
    </>
  );
}

function ReadyToStart({ overview, onNavigate }: { overview?: NavItem; onNavigate?: () => void }) {
  const { quoteLink, facts } = useSiteNavigation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 bg-primary-50 px-6 py-4">
      <div>
        <p className="font-semibold text-primary-950">Ready to get started?</p>
        {overview ? (
          <Link
            to={overview.href}
            onClick={onNavigate}
            className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            {overview.label}
            {overview.description ? <span className="text-slate-600"> · {overview.description}</span> : null}
          </Link>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3" onClickCapture={onNavigate}>
        <ButtonLink to={quoteLink.href}>{quoteLink.label}</ButtonLink>
        <ButtonLink to={facts.hireUsUrl} variant="outline" external>
          Hire Us
        </ButtonLink>
      </div>
    </div>
  );
}
