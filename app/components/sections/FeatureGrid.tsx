import type { IconPoint } from "~/lib/content/company";
import type { Point } from "~/content/types";
import { Icon, IconBadge } from "~/components/ui/Icon";
import { cardClasses } from "~/components/ui/Card";
import { StepNumber } from "~/components/ui/StepNumber";
import { TagList } from "./Lists";

/** A feature card: an icon point, optionally with bullet points (features, examples) or name tags. */
export interface FeatureItem extends IconPoint {
  bullets?: string[];
  tags?: string[];
}

/**
 * Cards with an icon badge, title and text: technology tiles, values, ways we serve, and with
 * `bullets` or `tags` a solution's key solutions, success metrics and technology stack.
 */
export function FeatureGrid({ items, columns = 3 }: { items: FeatureItem[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: "sm:[--cols:2]", 3: "sm:[--cols:2] lg:[--cols:3]", 4: "sm:[--cols:2] lg:[--cols:4]" }[columns];
  return (
    <ul className={`grid-even mt-8 sm:mt-12 ${grid}`}>
      {items.map((item) => (
        <li key={item.title} className={`${cardClasses} card-row transition-shadow hover:shadow-md`}>
          <IconBadge name={item.icon} />
          <h3 className="mt-5 text-lg">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
          {item.bullets ? (
            <ul className="mt-4 grid gap-2 border-t border-slate-100 pt-4">
              {item.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-2 text-sm text-slate-700">
                  <Icon name="check" size={16} strokeWidth={3} className="mt-0.5 shrink-0 text-accent-700" />
                  {bullet}
                </li>
              ))}
            </ul>
          ) : null}
          {item.tags ? <TagList items={item.tags} label={`${item.title} technologies`} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Titled points without icons (a service's "Why Us"). */
export function PointGrid({ points }: { points: Point[] }) {
  return (
    <ul className="grid-even mt-8 sm:mt-12 md:[--cols:3]">
      {points.map((point, index) => (
        <li key={point.title} className={`${cardClasses} card-row`}>
          <StepNumber index={index} />
          <h3 className="mt-4 text-lg">{point.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{point.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** A two-column list of checked statements. */
export function Checklist({ items, tone = "plain" }: { items: string[]; tone?: "plain" | "dark" }) {
  return (
    <ul className="grid gap-x-8 gap-y-3 text-[0.9375rem] leading-normal sm:grid-cols-2 sm:gap-y-4 sm:text-base">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            className={`mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${
              tone === "dark" ? "bg-accent-400 text-primary-950" : "bg-primary-100 text-primary-700"
            }`}
          >
            <Icon name="check" size={16} strokeWidth={3} />
          </span>
          <span className={tone === "dark" ? "text-primary-100" : "text-slate-700"}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
