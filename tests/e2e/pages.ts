import { confirmationPages, contactPage } from "../../app/content/contact";
import { placeholderPages } from "../../app/content/placeholders";
import { services } from "../../app/content/services";
import { prerenderPaths, NOT_FOUND_PATH } from "../../app/routes.paths";
import { pageTitle, site } from "../../app/site";

/** Every prerendered page (the 404 page is checked separately) with the title D1 gives it. */
export function expectedPages(): { path: string; title: string; heading: string }[] {
  return prerenderPaths()
    .filter((path) => path !== NOT_FOUND_PATH)
    .map((path) => {
      if (path === "/")
        return { path, title: site.homeTitle, heading: "Innovative Software Solutions for the Digital Age" };
      if (path === "/services")
        return {
          path,
          title: pageTitle("Services"),
          heading: "Everything You Need to Build, Run and Grow Your Software",
        };
      const service = services.find((entry) => `/services/${entry.id}` === path);
      if (service) return { path, title: pageTitle(service.title), heading: service.title };
      if (path === "/contact") return { path, title: pageTitle("Contact Us"), heading: contactPage.title };
      const confirmation = confirmationPages.find((page) => page.path === path);
      if (confirmation) return { path, title: pageTitle(confirmation.title), heading: confirmation.title };
      const placeholder = placeholderPages.find((page) => page.path === path);
      if (placeholder) return { path, title: pageTitle(placeholder.title), heading: placeholder.title };
      throw new Error(`No expectation for prerendered page ${path}: add it to tests/e2e/pages.ts`);
    });
}
