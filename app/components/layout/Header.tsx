import { useLocation } from "react-router";
import { useSiteNavigation } from "./navigation-context";
import { SEARCH_PATH } from "~/lib/constants";
import { SEARCH_BUTTON_ID } from "~/lib/search/shortcut";
import { ButtonLink } from "~/components/ui/Button";
import { Logo } from "./Logo";
import { HeaderMenu, MegaMenuPanel, MenuLink } from "./MegaMenu";
import { MobileMenu } from "./MobileMenu";
import { Icon } from "~/components/ui/Icon";
import { ThemeMenu } from "./ThemeSwitch";

/**
 * The site header, rendered at build time in its resting state: every menu closed, not scrolled. Its
 * behaviour (menus, the scrolled look, the mobile menu dialog) is plain DOM code in
 * app/client/header.ts, loaded by the boot module on every page (docs/decisions/0105-static-by-default.md).
 * The scrolled look is CSS keyed on `data-scrolled`, which that code sets. The bar is opaque, not a
 * blurred see-through one: a backdrop blur is redrawn on every frame anything moves under or inside it
 * (an opening menu), and it made the menus' first paint wait (docs/decisions/0130-interactions-within-200-ms.md).
 */
export function Header() {
  const { contactMenu, megaMenus, primaryLinks, quoteLink } = useSiteNavigation();
  // The page being prerendered: its own link is marked current.
  const { pathname } = useLocation();
  return (
    <>
      <header
        data-scrolled="false"
        className="fixed inset-x-0 top-0 z-50 border-b border-transparent bg-white py-3.5 transition-[padding,box-shadow,border-color] duration-200 data-[scrolled=true]:border-slate-200 data-[scrolled=true]:py-1.5 data-[scrolled=true]:shadow-lg data-[scrolled=true]:shadow-primary-950/10"
      >
        <div className="container-site relative flex items-center justify-between gap-4">
          <Logo />
          <nav aria-label="Main" className="hidden xl:block">
            <ul className="flex items-center gap-0.5">
              {primaryLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={pathname === link.href ? "page" : undefined}
                    className={`flex min-h-11 items-center rounded-md px-3 text-[0.9375rem] font-medium transition-colors hover:text-primary-600 ${
                      pathname === link.href ? "text-primary-600" : "text-primary-900"
                    }`}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
              {megaMenus.map((menu) => (
                <HeaderMenu key={menu.id} id={menu.id} label={menu.label} width="wide">
                  <MegaMenuPanel groups={menu.groups} overview={menu.overview} />
                </HeaderMenu>
              ))}
              <HeaderMenu id="contact" label={contactMenu.label} width="compact">
                <ul className="p-2">
                  {contactMenu.items.map((item) => (
                    <li key={item.label}>
                      <MenuLink item={item} />
                    </li>
                  ))}
                </ul>
              </HeaderMenu>
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            {/* A link to the search page; app/client/features/search.ts makes it open the search dialog.
                `/` and Ctrl/Cmd-K press it (app/lib/search/shortcut.ts). */}
            <a
              id={SEARCH_BUTTON_ID}
              href={SEARCH_PATH}
              data-feature="search"
              aria-haspopup="dialog"
              aria-keyshortcuts="/ Control+K Meta+K"
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-primary-900 hover:bg-primary-50"
            >
              <Icon name="search" size={22} />
              <span className="sr-only">Search</span>
            </a>
            {/* The theme switch (decision 0103) works by the inline theme script alone. Under 640 px the
                mobile menu holds it: the bar has no room for it. */}
            <div className="contents max-sm:hidden">
              <ThemeMenu />
            </div>
            {/* Under 640 px the logo, search and menu fill the bar: Get a Quote is in the mobile menu's actions. */}
            <ButtonLink to={quoteLink.href} className="whitespace-nowrap max-sm:hidden">
              {quoteLink.label}
            </ButtonLink>
            <noscript>
              <a
                href="#footer-nav"
                className="inline-flex min-h-11 items-center rounded-lg px-2 font-medium text-primary-900 xl:hidden"
              >
                Menu
              </a>
            </noscript>
            <button
              type="button"
              id="mobile-menu-button"
              data-js-only
              aria-expanded="false"
              aria-controls="mobile-menu"
              aria-haspopup="dialog"
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-primary-900 hover:bg-primary-50 xl:hidden"
            >
              <Icon name="menu" size={24} />
              <span className="sr-only">Open menu</span>
            </button>
          </div>
        </div>
      </header>
      {/* Outside the banner landmark: a modal dialog of its own (in the top layer once open). */}
      <MobileMenu />
    </>
  );
}
