import { data } from "react-router";

/**
 * For a route module that serves a list of pages (coming-soon pages, confirmations): the page whose path is
 * the request's, or HTTP 404 (docs/requirements.md#unknown-addresses-and-errors).
 */
export function pageForRequest<Page extends { path: string }>(pages: Page[], request: Request): Page {
  const { pathname } = new URL(request.url);
  const page = pages.find((candidate) => candidate.path === pathname.replace(/\/$/, ""));
  if (!page) throw data(null, { status: 404 });
  return page;
}
