import type { ReactNode } from "react";
import { Icon } from "./Icon";

export type ButtonVariant = "solid" | "outline" | "outline-light" | "ghost";
export type ButtonSize = "md" | "lg";

// A label fits one line at 375 px: the large size is tighter on phones, the arrow's gap too.
const base =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg text-center font-semibold transition-colors duration-150 select-none sm:gap-2";
const variants: Record<ButtonVariant, string> = {
  solid: "bg-accent-400 text-primary-950 shadow-sm hover:bg-accent-300",
  outline: "border border-primary-200 bg-white text-primary-800 hover:border-primary-300 hover:bg-primary-50",
  "outline-light": "border border-white/30 text-white hover:bg-white/10",
  ghost: "text-primary-700 hover:bg-primary-50",
};
const sizes: Record<ButtonSize, string> = {
  md: "px-4 py-2 text-sm",
  lg: "px-4 py-3 text-sm sm:px-6 sm:text-base",
};

export function buttonClasses(variant: ButtonVariant = "solid", size: ButtonSize = "md", extra = "") {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Shows a trailing arrow. */
  arrow?: boolean;
  /** External link: new tab, rel="noopener noreferrer", announced to screen readers. */
  external?: boolean;
}

/** A link styled as a button: a plain link (every page is a full load), or a new tab for an external one. */
export function ButtonLink({ to, children, variant, size, className, arrow, external }: ButtonLinkProps) {
  const classes = buttonClasses(variant, size, className);
  if (external) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={classes} data-cta="">
        {children}
        <Icon name="external-link" size={16} />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={to} className={classes} data-cta="">
      {children}
      {arrow ? <Icon name="arrow-right" size={18} /> : null}
    </a>
  );
}
