import type { Consent } from "~/lib/consent";
import { consentButtons } from "~/lib/privacy";
import { buttonClasses } from "./Button";

export type ConsentLabels = Record<Consent | "none", string>;

/** The pressed choice looks like a solid button (`aria-pressed`, set by the control's code). */
const choiceClasses = buttonClasses(
  "outline",
  "md",
  "aria-pressed:border-transparent aria-pressed:bg-accent-400 aria-pressed:text-primary-950 aria-pressed:shadow-sm aria-pressed:hover:bg-accent-300",
);

/**
 * The cookie policy's control (docs/requirements.md#pages-the-site-adds): shows the stored choice and
 * changes it. Its code starts at load (`data-feature-eager`) because the stored choice must show without
 * any interaction; the banner listens to the same change.
 */
export function ConsentControl({ labels }: { labels: ConsentLabels }) {
  return (
    <div
      className="mt-6 rounded-2xl border border-primary-200 bg-primary-50 p-6"
      data-consent-control
      data-feature="consent-control"
      data-feature-eager
    >
      <h3 className="text-lg">Your current choice</h3>
      <p
        className="mt-2 text-slate-700"
        role="status"
        aria-live="polite"
        data-js-only
        data-accepted={labels.accepted}
        data-declined={labels.declined}
        data-none={labels.none}
      >
        Checking your stored choice…
      </p>
      <noscript>
        <p className="mt-2 text-slate-700">
          Your choice is stored by JavaScript, which is off: nothing is stored, and nothing optional loads.
        </p>
      </noscript>
      <div className="mt-4 flex flex-wrap gap-3" data-js-only>
        <button type="button" aria-pressed="false" data-consent="accepted" data-cta="" className={choiceClasses}>
          {consentButtons.accepted}
        </button>
        <button type="button" aria-pressed="false" data-consent="declined" data-cta="" className={choiceClasses}>
          {consentButtons.declined}
        </button>
        <button type="button" data-consent="" data-cta="" className={buttonClasses("ghost")} disabled>
          {consentButtons.forget}
        </button>
      </div>
    </div>
  );
}
