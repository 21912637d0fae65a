import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useSiteNavigation } from "./SiteNavigation";
import type { NavItem } from "~/content/types";
import { searchCopy } from "~/content/search";
import { ButtonLink } from "~/components/ui/Button";
import { Logo } from "./Logo";
import { Icon } from "~/components/ui/Icon";
import { THEME_GROUP_LABEL, ThemeChoices } from "./ThemeSwitch";

/**
 * The slide-in menu under the extra-large breakpoint (§2.2; the header's links need 1280 px): the same links as the header, in expandable
 * sections built on <details>. It is a modal dialog while open: focus moves in, Escape and the close
 * button close it, focus returns to the menu button, and the page behind is inert.
 */
export function MobileMenu({
  open,
  onClose,
  onSearch,
}: {
  open: boolean;
  onClose: () => void;
  /** Closes the menu and opens the search dialog. */
  onSearch: () => void;
}) {
  const { contactMenu, megaMenus, primaryLinks, quoteLink, facts } = useSiteNavigation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The panel first renders closed, then slides in on the next frame (also on its very first mount).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(open));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  useEffect(() => {
    // Everything behind the dialog (header, main, footer) is marked data-behind-menu.
    const behind = document.querySelectorAll("[data-behind-menu]");
    if (open) {
      wasOpen.current = true;
      closeRef.current?.focus();
      behind.forEach((element) => element.setAttribute("inert", ""));
      document.documentElement.style.overflow = "hidden";
    } else if (wasOpen.current) {
      wasOpen.current = false;
      behind.forEach((element) => element.removeAttribute("inert"));
      document.documentElement.style.overflow = "";
      document.getElementById("mobile-menu-button")?.focus();
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
      if (event.key !== "Tab") return;
      // Tab wraps inside the dialog (APG modal pattern) instead of leaving for the browser's toolbar.
      const panel = closeRef.current?.closest<HTMLElement>('[role="dialog"]');
      const focusable = panel
        ? [...panel.querySelectorAll<HTMLElement>("a[href], button, summary")].filter((el) => el.checkVisibility())
        : [];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  const link = (item: NavItem) => (
    <li key={item.href + item.label}>
      <Link
        to={item.href}
        onClick={onClose}
        className="flex min-h-11 items-center rounded-lg px-3 text-[0.9375rem] text-slate-700 hover:bg-primary-50 hover:text-primary-700"
      >
        {item.label}
      </Link>
    </li>
  );

  const sections = [
    ...megaMenus.map((menu) => ({
      label: menu.label,
      items: [...(menu.overview ? [menu.overview] : []), ...menu.groups.flatMap((group) => group.items)],
    })),
    contactMenu,
  ];

  return (
    <div
      id="mobile-menu"
      className={`fixed inset-0 z-[60] xl:hidden ${open ? "visible" : "invisible"}`}
      aria-hidden={!open}
    >
      <div
        className={`absolute inset-0 bg-primary-950/50 transition-opacity duration-300 ${shown ? "opacity-100" : "opacity-0"}`}
        onClick={onClose}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className={`absolute inset-y-0 right-0 flex w-full max-w-sm flex-col bg-white shadow-2xl transition-transform duration-300 ease-out ${
          shown ? "translate-x-0" : "translate-x-full"
        }`}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
          <Logo onNavigate={onClose} />
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-primary-900 hover:bg-primary-50"
          >
            <Icon name="x" size={24} />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <button
            type="button"
            onClick={onSearch}
            data-feature="search"
            aria-haspopup="dialog"
            className="mb-2 flex min-h-11 w-full items-center gap-2 rounded-lg border border-slate-300 px-3 text-left text-[0.9375rem] text-slate-600 hover:border-primary-600 hover:text-primary-700"
          >
            <Icon name="search" size={18} />
            {searchCopy.label}
          </button>
          <ul>{primaryLinks.map(link)}</ul>
          {sections.map((section) => (
            <details key={section.label} className="group border-t border-slate-100 first-of-type:border-t-0">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between rounded-lg px-3 font-semibold text-primary-950 hover:bg-primary-50 [&::-webkit-details-marker]:hidden">
                {section.label}
                <Icon name="chevron-down" size={18} className="transition-transform group-open:rotate-180" />
              </summary>
              <ul className="pb-2 pl-2">{section.items.map(link)}</ul>
            </details>
          ))}
          <div className="mt-2 border-t border-slate-100 px-3 pt-4">
            <p id="mobile-theme-label" className="mb-2 text-sm font-semibold text-primary-950">
              {THEME_GROUP_LABEL}
            </p>
            <ThemeChoices labelId="mobile-theme-label" />
          </div>
        </nav>
        <div className="grid gap-3 border-t border-slate-200 p-5" onClickCapture={onClose}>
          <ButtonLink to={quoteLink.href} size="lg">
            {quoteLink.label}
          </ButtonLink>
          <ButtonLink to={facts.hireUsUrl} variant="outline" size="lg" external>
            Hire Us
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
