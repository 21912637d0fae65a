import type { HomePage } from "~/lib/content/home-page";
import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { LogoMark } from "~/components/layout/Logo";

/** Decorative orbit: six icons on a ring turning once every 25 s (docs/requirements.md#figures-and-limits); static under reduced motion. */
function OrbitIllustration({ icons }: { icons: HomePage["hero"]["orbit"] }) {
  const count = icons.length;
  return (
    <div aria-hidden="true" className="relative mx-auto hidden aspect-square w-full max-w-md lg:block">
      <div className="absolute inset-[12%] rounded-full border border-dashed border-primary-200" />
      <div className="absolute inset-[30%] rounded-full border border-primary-100 bg-white/60" />
      <div className="absolute inset-0 grid place-items-center">
        <div className="rounded-3xl bg-white p-5 shadow-xl ring-1 shadow-primary-900/10 ring-primary-100">
          <LogoMark className="h-20 w-20" />
        </div>
      </div>
      <div data-orbit className="absolute inset-[12%] animate-orbit">
        {icons.map((icon, index) => {
          const angle = (index / count) * 2 * Math.PI;
          const x = 50 + 50 * Math.cos(angle);
          const y = 50 + 50 * Math.sin(angle);
          return (
            <span
              key={icon}
              className="absolute -translate-x-1/2 -translate-y-1/2"
              style={{ left: `${x.toFixed(2)}%`, top: `${y.toFixed(2)}%` }}
            >
              <span className="flex h-14 w-14 animate-orbit-reverse items-center justify-center rounded-2xl bg-white text-primary-600 shadow-lg ring-1 shadow-primary-900/10 ring-primary-100">
                <Icon name={icon} size={26} />
              </span>
            </span>
          );
        })}
      </div>
    </div>
  );
}

/** Home hero (docs/requirements.md#home): headline, subline, four highlights and two actions; rises in over 0.5 s (highlights and actions also fade). */
export function HomeHero({ content: homeHero }: { content: HomePage["hero"] }) {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-primary-50 to-white"
    >
      <div className="container-site grid items-center gap-12 pt-8 pb-10 sm:py-24 lg:grid-cols-2">
        {/* Headline and subline only rise (they are the LCP candidates); the rest also fades in. */}
        <div className="animate-lift">
          <p className="eyebrow">{homeHero.eyebrow}</p>
          <h1 id="home-hero-title" className="mt-3 text-display font-bold">
            {homeHero.headline}
          </h1>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-slate-600 sm:mt-6 sm:text-xl">
            {homeHero.subline}
          </p>
          {/* Two to a row from the smallest screens: the actions stay in the first screen of a phone. Icons sit at
              the top of their item, so a label still arriving grows downwards and moves nothing painted. */}
          <ul className="mt-6 grid animate-rise grid-cols-2 gap-3 sm:mt-8">
            {homeHero.highlights.map((item) => (
              <li
                key={item.label}
                className="flex items-start gap-2 text-sm font-medium text-primary-900 sm:items-center sm:gap-3 sm:text-base"
              >
                <span className="inline-flex shrink-0 rounded-lg bg-white p-1 text-primary-600 shadow-sm ring-1 ring-primary-100 sm:p-2">
                  <Icon name={item.icon} size={20} />
                </span>
                {item.label}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex animate-rise flex-wrap gap-3 sm:mt-10">
            <ButtonLink to={homeHero.primary.href} size="lg" className="max-sm:px-4" arrow>
              {homeHero.primary.label}
            </ButtonLink>
            <ButtonLink to={homeHero.secondary.href} size="lg" variant="outline" className="max-sm:px-4">
              {homeHero.secondary.label}
            </ButtonLink>
          </div>
        </div>
        <OrbitIllustration icons={homeHero.orbit} />
      </div>
    </section>
  );
}
