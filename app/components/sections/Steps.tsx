import type { Step } from "~/lib/content/services";
import { cardClasses } from "~/components/ui/Card";
import { Icon } from "~/components/ui/Icon";
import { StepNumber } from "~/components/ui/StepNumber";

type TimedStep = Step & { duration?: string };

/** A step's duration ("1–2 weeks", "Ongoing") as a chip. */
function Duration({ text }: { text: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-700">
      <Icon name="clock" size={14} />
      <span className="sr-only">Duration: </span>
      {text}
    </span>
  );
}

/** Numbered steps joined by a line (docs/design.md#components): vertical on small screens, a row on large ones. */
export function Steps({ steps, columns = 4 }: { steps: TimedStep[]; columns?: 3 | 4 | 5 }) {
  const grid = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" }[columns];
  return (
    <ol className={`relative mt-8 grid gap-8 sm:mt-12 ${grid}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-4 lg:block">
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-14 bottom-[-2rem] left-6 w-px bg-primary-200 lg:top-6 lg:right-[-2rem] lg:bottom-auto lg:left-14 lg:h-px lg:w-auto"
            />
          ) : null}
          <StepNumber index={index} />
          <div className="lg:mt-5">
            <h3 className="text-lg">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600 max-sm:text-[0.9375rem]">{step.description}</p>
            {step.duration ? (
              <p className="mt-3">
                <Duration text={step.duration} />
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Steps as numbered cards, for processes longer than a row (4–7 steps), with a duration when given; a partial last row is centred. */
export function StepCards({ steps }: { steps: TimedStep[] }) {
  return (
    <ol className="grid-even mt-8 sm:mt-12 sm:[--cols:2] lg:[--cols:3]">
      {steps.map((step, index) => (
        <li key={step.title} className={cardClasses}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StepNumber index={index} />
            {step.duration ? <Duration text={step.duration} /> : null}
          </div>
          <h3 className="mt-4 text-lg">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600 max-sm:text-[0.9375rem]">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
