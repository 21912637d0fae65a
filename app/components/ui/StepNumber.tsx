/**
 * A step's number ("01"), the one style of every numbered list of steps or points (docs/design.md#components):
 * accent numerals in a navy disc; the large one is ringed in the page's colour so a line joining the
 * steps stops short of it.
 */
export function StepNumber({ index, size = "md" }: { index: number; size?: "sm" | "md" }) {
  // The small one sits inside a chip: no ring to cut a line.
  const box = size === "sm" ? "h-7 w-7 text-xs" : "h-12 w-12 text-sm ring-4 ring-(--page-surface)";
  return (
    <span
      className={`relative z-10 inline-flex ${box} shrink-0 items-center justify-center rounded-full bg-primary-900 font-bold text-accent-400 tabular-nums`}
    >
      {String(index + 1).padStart(2, "0")}
    </span>
  );
}
