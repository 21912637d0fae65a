import { HomeHero } from "~/components/sections/HomeHero";
import { seo } from "~/lib/seo";
import { site } from "~/site";

export const meta = () => seo({ title: site.homeTitle, path: "/" });

export default function Home() {
  return <HomeHero />;
}
