import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages, pathsOf } from "./pages";

/** The route config, made from the one list of pages (app/pages.ts). */
export default pages
  .filter((page) => pathsOf(page).length > 0)
  .map((page) =>
    page.pattern === "" ? index(page.module) : route(page.pattern, page.module, page.id ? { id: page.id } : {}),
  ) satisfies RouteConfig;
