/** The brochure's print button (app/components/ui/PrintButton.tsx): the browser's print dialog. */
export function init(element: HTMLElement): void {
  element.addEventListener("click", () => window.print());
}
