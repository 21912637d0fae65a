import { createContext, useContext } from "react";
import type { SiteNavigation } from "~/lib/navigation.server";

/**
 * What the header, menus and footer show, read from app/content/navigation.yml at build time by the root
 * route's loader and handed down by the layout: a component cannot read files, and no page hydrates.
 */
export const NavigationContext = createContext<SiteNavigation | null>(null);

export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error("The header and footer render inside <NavigationContext> (app/root.tsx).");
  return navigation;
}
