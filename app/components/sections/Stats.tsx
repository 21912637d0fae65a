import type { Stat } from "~/lib/content/company";

/** Large-numeral stats (docs/design.md#components), two by two below the large breakpoint. */
export function Stats({ stats }: { stats: Stat[] }) {
  return (
    <dl className="mt-8 grid grid-cols-2 gap-3 sm:mt-12 sm:gap-5 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.value} className="flex flex-col rounded-2xl border border-white/10 bg-white/5 p-4 sm:p-6">
          <dt className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{stat.label}</dt>
          <dd className="order-first text-3xl font-bold tracking-tight text-white sm:text-4xl">{stat.value}</dd>
          <dd className="mt-2 text-sm text-primary-200">{stat.description}</dd>
        </div>
      ))}
    </dl>
  );
}
