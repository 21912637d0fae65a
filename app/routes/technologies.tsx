import type { Route } from "./+types/technologies";
import { CallToAction } from "~/components/sections/CallToAction";
import { EntryCard } from "~/components/sections/EntryCard";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { ButtonLink } from "~/components/ui/Button";
import { technologies } from "~/lib/catalogues.server";
import { pageCopy } from "~/lib/page-copy.server";
import { loaderMeta } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";
import { CTA } from "~/content/cta";

/** Build time: the index copy and one card per technology, grouped (docs/requirements.md#pages-the-site-adds). */
export function loader() {
  const page = pageCopy.technologies;
  return {
    page,
    groups: pageCopy.technologyGroups.map((group) => ({
      ...group,
      cards: technologies
        .filter((technology) => technology.group === group.id)
        .map(({ id, name, title, description }) => ({ id, name, title, description })),
    })),
    meta: pageMeta(page),
  };
}

export const meta = loaderMeta;

/** /technologies (docs/requirements.md#pages-the-site-adds): every technology, grouped, each linking to its page. */
export default function Technologies({ loaderData }: Route.ComponentProps) {
  const { page, groups } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.title}
        subtitle={page.hero.subtitle}
        description={page.hero.description}
        actions={
          <ButtonLink to="/contact?subject=project" size="lg" arrow>
            {CTA.consultation}
          </ButtonLink>
        }
      />
      {groups.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          name={`group-${group.id}`}
          tone={index % 2 === 1 ? "tinted" : "plain"}
          labelledBy={`${group.id}-title`}
        >
          <div className="max-w-3xl">
            <h2 id={`${group.id}-title`} className="text-3xl">
              {group.title}
            </h2>
            <p className="mt-3 text-lg text-slate-600">{group.description}</p>
          </div>
          <ul className="grid-even mt-10 [--gap:1.25rem] sm:[--cols:2] lg:[--cols:4]">
            {group.cards.map((card) => (
              <EntryCard
                key={card.id}
                eyebrow={card.name}
                title={card.title}
                description={card.description}
                href={`/technologies/${card.id}`}
              />
            ))}
          </ul>
        </Section>
      ))}
      <CallToAction id="technologies-cta" {...page.cta} />
    </>
  );
}
