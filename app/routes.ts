import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { confirmationPages } from "./content/contact";
import { placeholderPages } from "./content/placeholders";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:serviceId", "routes/service.tsx"),
  ...placeholderPages.map((page) =>
    route(page.path.slice(1), "routes/placeholder.tsx", { id: `placeholder${page.path}` }),
  ),
  route("contact", "routes/contact.tsx"),
  ...confirmationPages.map((page) =>
    route(page.path.slice(1), "routes/confirmation.tsx", { id: `confirmation${page.path}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
