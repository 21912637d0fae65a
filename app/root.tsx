import { type ReactNode, useContext } from "react";
import { Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { CookieBanner } from "./components/layout/CookieBanner";
import { Footer } from "./components/layout/Footer";
import { Header } from "./components/layout/Header";
import { NavigationContext } from "./components/layout/navigation-context";
import { searchShortcutScript } from "./lib/search/shortcut";
import { themeScript } from "./lib/theme";
import { THEME_COLOR } from "./lib/favicons";
import { seo } from "./lib/seo";
import { siteNavigation } from "./lib/navigation.server";
import { contentErrorFor } from "./lib/content-files.server";
import { site } from "./site";
import { analyticsSetup } from "./lib/analytics/config";
import { BOOT_SOURCE, bootLoaderScript } from "./lib/client-entry";
import { SpaFallback } from "./lib/spa-fallback";
import { speculationRules } from "./lib/speculation";
import { RouteErrorScreen } from "./components/sections/StatusScreens";

// Only the stylesheet here: the icon and feed links every page shares are written into each page's HTML
// by the postbuild.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function Layout({ children }: { children: ReactNode }) {
  // No page loads the client router or hydrates (decision 0105). React Router's `<Scripts/>` is rendered
  // only into the SPA fallback, which the build refuses to produce without it and the postbuild deletes.
  const routerScripts = useContext(SpaFallback);
  return (
    // suppressHydrationWarning: the theme script sets data-theme on <html> before first paint
    // (app/lib/theme.ts), so the element differs from what React rendered.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* Before the stylesheet arrives, the browser's own canvas already follows the theme. */}
        <meta name="color-scheme" content="light dark" />
        <Meta />
        {/* Nothing is painted before the header has been parsed whole: a header painted while its HTML is
            still arriving grows item by item and moves what is already shown (a layout shift). */}
        <link rel="expect" href={`#${MAIN_ID}`} blocking="render" />
        <Links />
        {/* The theme comes first: it must be in place before anything is painted (app/lib/theme.ts). */}
        <script dangerouslySetInnerHTML={{ __html: `${themeScript()};${searchShortcutScript()}` }} />
        {/* The page's one script, imported after first paint: no page loads React or the router (decision 0105). */}
        <script data-boot={BOOT_SOURCE} dangerouslySetInnerHTML={{ __html: bootLoaderScript() }} />
        {/* Same-origin pages are fetched on hover, so a navigation (a full page load) feels instant. */}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules() }} />
        <noscript>
          {/* Without JavaScript: show content that scripts would reveal, hide controls that need them. */}
          <style>{"[data-js-only]{display:none!important}[data-extra]{display:flex!important}"}</style>
        </noscript>
      </head>
      <body>
        {children}
        {routerScripts ? <Scripts /> : null}
        {/* The dev server's client alone, so a page reloads itself when a content file changes
            (scripts/content-reload.ts); a build renders nothing here. */}
        {import.meta.env.DEV ? <script type="module" src="/@vite/client" /> : null}
      </body>
    </html>
  );
}

/**
 * Build time: the error screen's meta tags, and the header's and footer's words and links for every page.
 * In local mode a page that uses a content file that breaks a rule shows that file's error instead.
 */
export function loader({ request }: Route.LoaderArgs) {
  const contentError = contentErrorFor(new URL(request.url).pathname);
  if (contentError) throw contentError;
  return { errorMeta: seo({ title: `Error | ${site.brand}`, noindex: true }), navigation: siteNavigation };
}

/**
 * What the browser needs to run the configured analytics provider (decision 0101), computed at build
 * time and written into every page as data: `app/client/consent.ts` reads it once the visitor has
 * consented. `<` is escaped so no value can close the element. No provider: no element.
 */
const analyticsClient = analyticsSetup()?.client;
const analyticsData = analyticsClient ? JSON.stringify(analyticsClient).replace(/</g, "\\u003c") : undefined;

/** The main landmark: the skip link's target, and the point up to which the first paint waits. */
const MAIN_ID = "main";

/** Skip link, header, main landmark, footer and cookie banner around every screen. */
function SiteShell({ children }: { children: ReactNode }) {
  const navigation = useRouteLoaderData<typeof loader>("root")?.navigation ?? null;
  return (
    <NavigationContext value={navigation}>
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-[70] rounded-lg bg-primary-950 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="pt-[4.75rem] outline-none">
        {children}
      </main>
      <Footer />
      <CookieBanner />
      {analyticsData ? (
        <script type="application/json" id="analytics-client" dangerouslySetInnerHTML={{ __html: analyticsData }} />
      ) : null}
    </NavigationContext>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function meta({ error, data }: Route.MetaArgs) {
  // Only reached for the error screen: every route sets its own meta (built by its loader).
  return error ? (data?.errorMeta ?? []) : [];
}

/** Unmatched paths get Page Not Found; anything else is an unexpected application error (docs/requirements.md#unknown-addresses-and-errors). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const screen = <RouteErrorScreen error={error} />;
  // Without the root's data (in local mode, a broken content file's error is the root loader's) there
  // is no header or footer to show: the error alone.
  if (!useRouteLoaderData<typeof loader>("root")) return <main id={MAIN_ID}>{screen}</main>;
  return <SiteShell>{screen}</SiteShell>;
}
