/** Names as pills: technologies, skills. */
export function TagList({
  items,
  label,
  tone = "primary",
}: {
  items: string[];
  label?: string;
  tone?: "primary" | "plain";
}) {
  const pill =
    tone === "primary"
      ? "bg-primary-50 font-medium text-primary-800 ring-1 ring-primary-100"
      : "bg-slate-100 text-slate-700";
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item} className={`rounded-full px-3 py-1 text-sm ${pill}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Short statements, one per line with a dot. */
export function DotList({
  items,
  className = "mt-4 grid gap-2.5 text-slate-700",
}: {
  items: string[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500" />
          {item}
        </li>
      ))}
    </ul>
  );
}
