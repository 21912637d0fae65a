import { NotFoundScreen } from "~/components/sections/StatusScreens";
import { notFoundMeta } from "~/lib/seo";

export const meta = notFoundMeta;

/** The splat route (§2.13): prerendered once as 404.html, served with HTTP 404 for unknown paths (D5). */
export default function NotFound() {
  return <NotFoundScreen />;
}
