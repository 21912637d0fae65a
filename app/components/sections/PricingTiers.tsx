import type { PricingTier } from "~/lib/content/technologies";
import { Icon } from "~/components/ui/Icon";
import { ButtonLink } from "~/components/ui/Button";
import { CTA } from "~/content/cta";

/**
 * Three hourly-rate tiers (docs/requirements.md#technology-page, #figures-and-limits), the middle one marked 'Most Popular'. Each tier's button leads
 * to `ctaHref` (the contact form with a subject).
 */
export function PricingTiers({ tiers, ctaHref }: { tiers: PricingTier[]; ctaHref: string }) {
  const popular = Math.floor(tiers.length / 2);
  return (
    <ul className="mt-12 grid gap-6 lg:grid-cols-3 lg:items-stretch">
      {tiers.map((tier, index) => {
        const featured = index === popular;
        return (
          <li
            key={tier.level}
            data-featured={featured ? "" : undefined}
            className={`relative flex flex-col rounded-3xl p-8 ${
              featured
                ? "bg-primary-900 text-primary-100 shadow-xl ring-2 ring-accent-400 lg:-my-4 lg:py-12"
                : "border border-slate-200 bg-white shadow-sm"
            }`}
          >
            {featured ? (
              <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-400 px-4 py-1 text-sm font-semibold text-primary-950">
                Most Popular
              </p>
            ) : null}
            <h3 className={`text-xl ${featured ? "text-white" : ""}`}>{tier.level}</h3>
            <p className={`mt-1 text-sm ${featured ? "text-primary-200" : "text-slate-500"}`}>
              {tier.experience} of experience
            </p>
            <p className="mt-6">
              <span className={`text-4xl font-bold ${featured ? "text-white" : "text-primary-950"}`}>{tier.rate}</span>
              <span className={featured ? "text-primary-200" : "text-slate-500"}> per hour</span>
            </p>
            <ul className="mt-6 grid flex-1 gap-3">
              {tier.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Icon
                    name="check"
                    size={18}
                    strokeWidth={3}
                    className={`mt-0.5 shrink-0 ${featured ? "text-accent-400" : "text-primary-600"}`}
                  />
                  <span className={featured ? "text-primary-100" : "text-slate-700"}>{feature}</span>
                </li>
              ))}
            </ul>
            <ButtonLink to={ctaHref} size="lg" variant={featured ? "solid" : "outline"} className="mt-8">
              {CTA.chooseTier.replace("{tier}", tier.level)}
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}
