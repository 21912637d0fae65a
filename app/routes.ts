import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { confirmationPages } from "./content/contact";
import { placeholderPages } from "./content/placeholders";
import { LEGAL_IDS } from "./content/legal/ids";
import { pageCount } from "./content/insights/posts";
import { readPosts } from "./content/insights/sources";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("about/mission", "routes/mission.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:serviceId", "routes/service.tsx"),
  route("solutions", "routes/solutions.tsx"),
  route("solutions/:solutionId", "routes/solution.tsx"),
  route("technologies", "routes/technologies.tsx"),
  route("technologies/:technologyId", "routes/technology.tsx"),
  route("technologies/:technologyId/brochure", "routes/brochure.tsx"),
  ...placeholderPages.map((page) =>
    route(page.path.slice(1), "routes/placeholder.tsx", { id: `placeholder${page.path}` }),
  ),
  ...LEGAL_IDS.map((id) => route(id, "routes/legal.tsx", { id: `legal/${id}` })),
  // Insights (issue 19): the list, its further pages, tags and posts (the feeds are files: postbuild).
  route("blog", "routes/blog.tsx", { id: "blog" }),
  // Further list pages exist only once there are more posts than one page holds (a prerendered site
  // cannot have a route with no page to prerender).
  ...(pageCount(readPosts()) > 1 ? [route("blog/page/:page", "routes/blog.tsx", { id: "blog/page" })] : []),
  route("blog/tag/:tag", "routes/blog.tsx", { id: "blog/tag" }),
  route("blog/:slug", "routes/post.tsx"),
  route("search", "routes/search.tsx"),
  route("careers", "routes/careers.tsx"),
  route("careers/positions", "routes/positions.tsx"),
  route("careers/internships", "routes/internships.tsx"),
  route("contact", "routes/contact.tsx"),
  ...confirmationPages.map((page) =>
    route(page.path.slice(1), "routes/confirmation.tsx", { id: `confirmation${page.path}` }),
  ),
  // One route for the newsletter's pages (prerendered from `newsletterPages`): one manifest entry, not five.
  route("newsletter/:page", "routes/newsletter-unsubscribe.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
