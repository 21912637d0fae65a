import type { Faq as FaqItem } from "~/lib/content/fields";
import { Icon } from "~/components/ui/Icon";

/**
 * FAQ accordion on <details>: works without JavaScript, and the shared `name` makes it exclusive
 * (opening one answer closes the other) in browsers that support it.
 */
export function Faq({ items, name }: { items: FaqItem[]; name: string }) {
  return (
    <div className="mx-auto mt-12 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 text-left font-semibold text-primary-950 hover:text-primary-600 [&::-webkit-details-marker]:hidden">
            <h3 className="flex-1 text-base">{item.question}</h3>
            <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 transition-transform duration-200 group-open:rotate-45">
              <Icon name="plus" size={18} />
            </span>
          </summary>
          <p className="px-6 pb-6 leading-relaxed text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
