import { NotFoundScreen } from "~/components/sections/StatusScreens";
import { seo } from "~/lib/seo";
import { pageTitle } from "~/site";

export const meta = () => seo({ title: pageTitle("Page Not Found"), noindex: true });

/** The splat route (§2.13): prerendered once as 404.html, served with HTTP 404 for unknown paths (D5). */
export default function NotFound() {
  return <NotFoundScreen />;
}
