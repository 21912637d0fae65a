import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useSiteNavigation } from "./SiteNavigation";
import { HEADER_SCROLL_THRESHOLD_PX, SEARCH_PATH } from "~/lib/constants";
import { SEARCH_BUTTON_ID } from "~/lib/search/shortcut";
import { ButtonLink } from "~/components/ui/Button";
import { Logo } from "./Logo";
import { HeaderMenu, MegaMenuPanel, MenuLink } from "./MegaMenu";
import { type MenuId, useMenuState } from "./useMenuState";
import { Icon } from "~/components/ui/Icon";
import { ThemeMenu } from "./ThemeSwitch";
import { ServerMarkup } from "./ServerMarkup";

/**
 * The mobile menu is only needed once a visitor opens it (it is hidden without JavaScript, where the
 * Menu link goes to the footer's lists): its code and its copy of every menu link stay out of every
 * page until then, and start loading as soon as a pointer or focus reaches the button.
 */
const loadMobileMenu = () => import("./MobileMenu");
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/** The theme switch's code, for a header rendered in the browser rather than hydrated (ServerMarkup). */
const loadThemeMenu = () => import("./ThemeSwitch").then((module) => ({ default: module.ThemeMenu }));

/** True once the page is scrolled past the §9 threshold. */
function useScrolled(threshold = HEADER_SCROLL_THRESHOLD_PX) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function Header() {
  const { contactMenu, megaMenus, primaryLinks, quoteLink } = useSiteNavigation();
  const scrolled = useScrolled();
  const menus = useMenuState();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileMounted, setMobileMounted] = useState(false);
  const triggers = useRef<Partial<Record<MenuId, HTMLButtonElement | null>>>({});
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const { close } = menus;

  // A navigation closes every menu.
  useEffect(() => {
    close();
    setMobileOpen(false);
  }, [location.pathname, location.search, close]);

  // A click or tap outside the header's menus closes the open one.
  useEffect(() => {
    if (!menus.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [menus.open, close]);

  const menuProps = (id: MenuId) => ({
    id,
    isOpen: menus.open === id,
    onHoverOpen: menus.hoverOpen,
    onHoverLeave: menus.hoverLeave,
    onToggle: menus.toggle,
    onClose: close,
    triggerRef: (element: HTMLButtonElement | null) => {
      triggers.current[id] = element;
    },
    focusTrigger: () => triggers.current[id]?.focus(),
  });

  return (
    <>
      <header
        data-behind-menu
        data-scrolled={scrolled ? "true" : "false"}
        className={`fixed inset-x-0 top-0 z-50 border-b bg-white/95 backdrop-blur transition-[padding,box-shadow,border-color] duration-200 ${
          scrolled ? "border-slate-200 py-1.5 shadow-lg shadow-primary-950/10" : "border-transparent py-3.5"
        }`}
      >
        <div className="container-site relative flex items-center justify-between gap-4">
          <Logo />
          <nav ref={navRef} aria-label="Main" className="hidden xl:block">
            <ul className="flex items-center gap-0.5">
              {primaryLinks.map((link) => (
                <li key={link.href}>
                  <NavLink
                    to={link.href}
                    end
                    prefetch="intent"
                    className={({ isActive }) =>
                      `flex min-h-11 items-center rounded-md px-3 text-[0.9375rem] font-medium transition-colors hover:text-primary-600 ${
                        isActive ? "text-primary-600" : "text-primary-900"
                      }`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {megaMenus.map((menu) => (
                <HeaderMenu key={menu.id} {...menuProps(menu.id)} label={menu.label} width="wide">
                  <MegaMenuPanel groups={menu.groups} overview={menu.overview} onNavigate={close} />
                </HeaderMenu>
              ))}
              <HeaderMenu {...menuProps("contact")} label={contactMenu.label} width="compact">
                <ul className="p-2">
                  {contactMenu.items.map((item) => (
                    <li key={item.label}>
                      <MenuLink item={item} onNavigate={close} />
                    </li>
                  ))}
                </ul>
              </HeaderMenu>
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            {/* A link to the search page; with JavaScript it opens the search dialog (app/client/features/search.ts).
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
            {/* The theme switch (issue 21) works by the inline theme script alone: its markup is the server's.
                Under 640 px the mobile menu holds it: the bar has no room for it. */}
            <ServerMarkup
              className="contents max-sm:hidden"
              server={import.meta.env.SSR ? <ThemeMenu /> : null}
              load={loadThemeMenu}
            />
            {/* Under 640 px the logo, search and menu fill the bar: Get a Quote opens the mobile menu's actions. */}
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
              data-js-only
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-primary-900 hover:bg-primary-50 xl:hidden"
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              onPointerEnter={() => void loadMobileMenu()}
              onFocus={() => void loadMobileMenu()}
              onClick={() => {
                setMobileMounted(true);
                setMobileOpen(true);
              }}
              id="mobile-menu-button"
            >
              <Icon name="menu" size={24} />
              <span className="sr-only">Open menu</span>
            </button>
          </div>
        </div>
      </header>
      {/* Outside <header>: its backdrop filter would otherwise confine the fixed panel. */}
      {mobileMounted ? (
        <Suspense fallback={null}>
          <MobileMenu open={mobileOpen} onClose={() => setMobileOpen(false)} onSearch={() => setMobileOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
