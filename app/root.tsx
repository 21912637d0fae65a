import { lazy, Suspense, useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { CookieConsent } from "./components/layout/CookieConsent";
import { Footer } from "./components/layout/Footer";
import { Header } from "./components/layout/Header";
import { SiteNavigationProvider } from "./components/layout/SiteNavigation";
import { type SiteNavigation, siteNavigation } from "./content/navigation";
import { armReveal } from "./lib/reveal";
import { earlyClicksScript, replayEarlyClicks } from "./lib/early-clicks";
import { searchShortcutScript } from "./lib/search/shortcut";
import { themeScript } from "./lib/theme";
import { THEME_COLOR } from "./lib/icons";
import { seo } from "./lib/seo";
import { site } from "./site";
import { bannerText, privacyConfig } from "./content/privacy";
import { analyticsSetup } from "./lib/analytics/config";

// The icon and feed links every page shares are written into the HTML by the postbuild (no JavaScript).
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The theme script sets data-theme on <html> before hydration (app/lib/theme.ts).
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* Before the stylesheet arrives, the browser's own canvas already follows the theme. */}
        <meta name="color-scheme" content="light dark" />
        <Meta />
        <Links />
        {/* Written at build time only: the browser runs it from the HTML; hydration leaves it as it is. The
            theme comes first: it must be in place before anything is painted (app/lib/theme.ts). */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? `${themeScript()};${earlyClicksScript()};${searchShortcutScript()}` : "",
          }}
        />
        <noscript>
          {/* Without JavaScript: show content that scripts would reveal, hide controls that need them. */}
          <style>{"[data-js-only]{display:none!important}[data-extra]{display:flex!important}"}</style>
        </noscript>
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Build time: the menus and footer lists, and the consent banner's words (derived from the
 * configuration, content/privacy.ts), delivered as route data rather than JavaScript.
 */
export function loader() {
  return {
    navigation: siteNavigation,
    consentBanner: bannerText(privacyConfig()),
    // The configured analytics provider (issue 20): what the browser needs to run it, with consent only.
    analytics: analyticsSetup()?.client,
    errorMeta: seo({ title: `Error | ${site.brand}`, noindex: true }),
  };
}

/** The navigation never changes between pages: no client navigation refetches it. */
export const shouldRevalidate = () => false;

/** Skip link, header, main landmark, footer and cookie banner around every screen (§2.2). */
/**
 * One page view per page (issue 20, decision 0101): the runtime loads after hydration and sends nothing
 * without consent. Called only in analytics builds: without a provider none of this is in the bundle.
 */
function useAnalytics() {
  const client = useRouteLoaderData<typeof loader>("root")?.analytics;
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (client) void import("./lib/analytics/runtime").then((runtime) => runtime.pageview(client, pathname + search));
  }, [client, pathname, search]);
}

function SiteShell({
  navigation,
  consentBanner,
  children,
}: {
  navigation?: SiteNavigation;
  consentBanner?: string;
  children: ReactNode;
}) {
  useEffect(() => {
    // Hands menus over from the no-JavaScript CSS fallback to React (see app.css).
    document.documentElement.setAttribute("data-hydrated", "");
    replayEarlyClicks();
  }, []);
  const { pathname } = useLocation();
  // The observer reports with the next frame; sections below the view are hidden only then.
  useEffect(armReveal, [pathname]);
  // A build-time constant: the same branch on every render of every page of a build.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (__ANALYTICS__) useAnalytics();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-primary-950 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {navigation ? (
        <SiteNavigationProvider value={navigation}>
          <Header />
        </SiteNavigationProvider>
      ) : null}
      <main id="main" tabIndex={-1} data-behind-menu className="pt-[4.75rem] outline-none">
        {children}
      </main>
      {navigation ? (
        <SiteNavigationProvider value={navigation}>
          {/* Hydrated after the page's bands, as its own low-priority pass (decision 0098). */}
          <Suspense>
            <Footer />
          </Suspense>
        </SiteNavigationProvider>
      ) : null}
      {consentBanner ? <CookieConsent text={consentBanner} /> : null}
    </>
  );
}

export default function App() {
  const { navigation, consentBanner } = useLoaderData<typeof loader>();
  return (
    <SiteShell navigation={navigation} consentBanner={consentBanner}>
      <Outlet />
    </SiteShell>
  );
}

export function meta({ error, data }: Route.MetaArgs) {
  // Only reached for the error screen: every route sets its own meta (built by its loader).
  return error ? (data?.errorMeta ?? []) : [];
}

// The status screens are only needed when something goes wrong: not part of every page's JavaScript.
const RouteError = lazy(() =>
  import("./components/sections/StatusScreens").then((module) => ({ default: module.RouteErrorScreen })),
);

/** §8: unmatched paths get Page Not Found; anything else is an unexpected application error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <SiteShell navigation={data?.navigation} consentBanner={data?.consentBanner}>
      <Suspense fallback={null}>
        <RouteError error={error} />
      </Suspense>
    </SiteShell>
  );
}
