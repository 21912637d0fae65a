import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { SiteNavigationProvider } from "~/components/layout/SiteNavigation";
import { siteNavigation } from "~/content/navigation";

/** Renders a component inside a memory router and the site navigation, as the root layout does. */
export function renderWithRouter(ui: ReactElement) {
  return render(
    <MemoryRouter>
      <SiteNavigationProvider value={siteNavigation}>{ui}</SiteNavigationProvider>
    </MemoryRouter>,
  );
}
