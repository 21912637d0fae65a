import type { Route } from "./+types/partners";
import { PageHero } from "~/components/sections/PageHero";
import { partnersPage } from "~/content/partners";
import { loaderMeta } from "~/lib/meta";
import { copyOf } from "~/lib/page-copy.server";
import { pageMeta } from "~/lib/seo";

export function loader() {
  const page = copyOf(partnersPage);
  return { page, meta: pageMeta(page) };
}

export const meta = loaderMeta;

export default function Partners({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return <PageHero title={page.title} description={page.description} />;
}
