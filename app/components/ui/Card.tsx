/** The card surface (docs/design.md#components): white, subtle border and shadow, rounded corners. */
export const cardClasses = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
