import { useSiteNavigation } from "./navigation-context";
import { searchCopy } from "~/content/search";
import { SEARCH_PATH } from "~/lib/constants";
import { ButtonLink } from "~/components/ui/Button";
import { Logo } from "./Logo";
import { Icon } from "~/components/ui/Icon";
import { THEME_GROUP_LABEL, ThemeChoices } from "./ThemeSwitch";
import { CTA } from "~/content/cta";

/**
 * The slide-in menu under the extra-large breakpoint (docs/requirements.md#header-menus-and-footer; the header's links need 1280 px): the same
 * links as the header, each menu an expandable <details> section. A native <dialog>, rendered closed:
 * app/client/header.ts opens it as a modal with `showModal()` from the menu button (the page behind is
 * then inert, Escape closes it natively), closes it from its close button, a click on the backdrop or
 * its search entry, and hands focus back to the menu button. Its links are styled once in app.css
 * (`#mobile-menu li > a`), not per link, and its sections' lists are empty in the HTML: that code fills
 * them from the header's panels (`data-menu-source`) when it first opens, so each page carries the menus'
 * links once (docs/decisions/0206-menu-links-once.md). Without JavaScript the dialog never opens.
 */
export function MobileMenu() {
  const { contactMenu, megaMenus, primaryLinks, quoteLink, facts } = useSiteNavigation();
  const sections = [...megaMenus, { ...contactMenu, id: "contact" }];

  return (
    <dialog
      id="mobile-menu"
      aria-label="Menu"
      className="inset-y-0 right-0 left-auto h-full max-h-none w-full max-w-sm bg-white shadow-2xl transition-transform duration-300 ease-out backdrop:bg-primary-950/50 starting:open:translate-x-full"
    >
      {/* It fills the dialog's box, so a click on the dialog element itself is a click on its backdrop. */}
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
          <Logo />
          <button
            type="button"
            data-menu-close
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-primary-900 hover:bg-primary-50"
          >
            <Icon name="x" size={24} />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          {/* A link to the search page; app/client/features/search.ts makes it open the search dialog. */}
          <a
            href={SEARCH_PATH}
            data-feature="search"
            aria-haspopup="dialog"
            className="mb-2 flex min-h-11 w-full items-center gap-2 rounded-lg border border-slate-300 px-3 text-[0.9375rem] text-slate-600 hover:border-primary-600 hover:text-primary-700"
          >
            <Icon name="search" size={18} />
            {searchCopy.label}
          </a>
          <ul>
            {primaryLinks.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
          {sections.map((section) => (
            <details key={section.label} className="group border-t border-slate-100 first-of-type:border-t-0">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between rounded-lg px-3 font-semibold text-primary-950 hover:bg-primary-50 [&::-webkit-details-marker]:hidden">
                {section.label}
                <Icon name="chevron-down" size={18} className="transition-transform group-open:rotate-180" />
              </summary>
              <ul className="pb-2 pl-2" data-menu-source={section.id} />
            </details>
          ))}
          <div className="mt-2 border-t border-slate-100 px-3 pt-4">
            <p id="mobile-theme-label" className="mb-2 text-sm font-semibold text-primary-950">
              {THEME_GROUP_LABEL}
            </p>
            <ThemeChoices labelId="mobile-theme-label" />
          </div>
        </nav>
        <div className="grid gap-3 border-t border-slate-200 p-5">
          <ButtonLink to={quoteLink.href} size="lg">
            {quoteLink.label}
          </ButtonLink>
          <ButtonLink to={facts.hireUsUrl} variant="outline" size="lg" external>
            {CTA.hireUs}
          </ButtonLink>
        </div>
      </div>
    </dialog>
  );
}
