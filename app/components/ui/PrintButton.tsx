import { buttonClasses } from "./Button";
import { Icon } from "./Icon";
import { CTA } from "~/content/cta";

/**
 * Opens the browser's print dialog (print or save as PDF) through its code,
 * `app/client/features/print.ts`. Needs JavaScript, so it is hidden without it.
 */
export function PrintButton() {
  return (
    <button type="button" data-js-only data-feature="print" data-cta="" className={buttonClasses("solid", "md")}>
      <Icon name="printer" size={18} />
      {CTA.printBrochure}
    </button>
  );
}
