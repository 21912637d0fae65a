import { useSiteNavigation } from "./navigation-context";

/** Brand mark: a lane of light on the primary color, drawn in SVG (no image request), the same in both themes. */
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={`brand-mark ${className}`} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" className="fill-primary-900" />
      <path d="M9 29 L20 9 L23 9 L14 29 Z" className="fill-accent-400" />
      <path d="M17 29 L26 13 L29 13 L22 29 Z" className="fill-accent-300" opacity="0.85" />
      <path d="M25 29 L31 18 L33 18 L29 29 Z" className="fill-white" opacity="0.7" />
    </svg>
  );
}

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { brand } = useSiteNavigation().facts;
  return (
    <a href="/" className="flex min-h-11 items-center gap-2.5 rounded-md" aria-label={`${brand} home`}>
      <LogoMark />
      <span className={`text-xl font-bold tracking-tight ${tone === "dark" ? "text-primary-950" : "text-white"}`}>
        {brand}
      </span>
    </a>
  );
}
