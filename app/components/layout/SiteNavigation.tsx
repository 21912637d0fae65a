import { createContext, type ReactNode, useContext } from "react";
import type { SiteNavigation } from "~/content/navigation";

const SiteNavigationContext = createContext<SiteNavigation | null>(null);

/** Provides the menus and footer lists that the root loader delivered (app/content/navigation.ts). */
export function SiteNavigationProvider({ value, children }: { value: SiteNavigation; children: ReactNode }) {
  return <SiteNavigationContext.Provider value={value}>{children}</SiteNavigationContext.Provider>;
}

export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext);
  if (!navigation) throw new Error("useSiteNavigation needs a SiteNavigationProvider (the root layout has one)");
  return navigation;
}
