/**
 * A page as the prerender writes it, for Vitest: the route of app/pages.ts that matches the path, its
 * loader's data, its component inside the header, footer and cookie banner. The text checks of
 * app/content/ read these instead of the content files, so they judge what a visitor reads.
 */
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, matchPath } from "react-router";
import { CookieBanner } from "~/components/layout/CookieBanner";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { NavigationContext } from "~/components/layout/navigation-context";
import { siteNavigation } from "~/lib/navigation.server";
import { pages, prerenderPaths } from "~/pages";

interface RouteModule {
  default: ComponentType<{ loaderData: unknown; params: Record<string, string | undefined> }>;
  loader?: (args: { params: Record<string, string | undefined>; request: Request }) => unknown;
}

const routeModules = import.meta.glob<RouteModule>("../app/routes/*.tsx");

/** Every path the build prerenders. */
export const pagePaths = prerenderPaths;

/** The page's HTML body (header, main, footer and banner) as a detached element. */
export async function renderPage(path: string): Promise<HTMLElement> {
  const page =
    pages.find((entry) => entry.pattern !== "*" && matchPath(`/${entry.pattern}`, path)) ??
    pages.find((entry) => entry.pattern === "*");
  const load = page && routeModules[`../app/${page.module}`];
  if (!page || !load) throw new Error(`no route renders ${path}`);
  const route = await load();
  const params = matchPath(`/${page.pattern}`, path)?.params ?? {};
  const loaderData = await route.loader?.({ params, request: new Request(`https://site.test${path}`) });
  const Page = route.default;
  const body = document.createElement("body");
  body.innerHTML = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <NavigationContext value={siteNavigation}>
        <Header />
        <main>
          <Page loaderData={loaderData} params={params} />
        </main>
        <Footer />
        <CookieBanner />
      </NavigationContext>
    </MemoryRouter>,
  );
  return body;
}

/** An element's words as a reader sees them: one space between words, hidden-from-view text included. */
export const textOf = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();
