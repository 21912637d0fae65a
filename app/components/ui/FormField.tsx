import type { ReactNode } from "react";
import { LIMITS } from "~/lib/forms";

/** Shared look of text inputs, selects and text areas: 44 px tall, visible focus, AA contrast. */
export const fieldClasses =
  "mt-1.5 block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-primary-600";

/** A labelled form control. The control comes as `children`, named by `htmlFor`. */
export function FormField({
  label,
  htmlFor,
  required,
  hint,
  children,
}: {
  label: string;
  htmlFor: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="text-sm font-medium text-primary-950">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {children}
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}

/** A required email field of a form that posts without JavaScript (contact, unsubscribe): one markup. */
export function EmailField({ id, label }: { id: string; label: string }) {
  return (
    <FormField label={label} htmlFor={id} required>
      <input
        id={id}
        name="email"
        type="email"
        required
        maxLength={LIMITS.field}
        autoComplete="email"
        className={fieldClasses}
      />
    </FormField>
  );
}
