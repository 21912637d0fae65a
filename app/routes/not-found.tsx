import { NotFoundScreen } from "~/components/sections/StatusScreens";
import { notFoundMeta } from "~/lib/seo";

export const meta = notFoundMeta;

/** The splat route (docs/requirements.md#page-not-found): prerendered once as 404.html, served with HTTP 404 for unknown paths (docs/requirements.md#unknown-addresses-and-errors). */
export default function NotFound() {
  return <NotFoundScreen />;
}
