/** The card surface of design.md: white, subtle border and shadow, rounded corners. */
export const cardClasses = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
