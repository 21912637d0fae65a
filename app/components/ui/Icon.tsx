import sprite from "./icons.generated.svg?url";
import type { IconKey } from "~/content/types";
import type { UiIconKey } from "./icon-registry";

export type IconName = IconKey | UiIconKey;

/**
 * A lucide icon drawn from the build's SVG sprite (decision 0012): the page's JavaScript carries only
 * the key, and the sprite is one cached file. The stroke attributes lucide puts on its own <svg> are
 * set here and inherited by the symbol.
 */
export function Icon({
  name,
  size = 24,
  strokeWidth = 2,
  className,
}: {
  name: IconName;
  size?: number;
  strokeWidth?: number;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-icon={name}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** An icon in a tinted rounded square (docs/design.md#components). */
export function IconBadge({
  name,
  size = 24,
  tone = "light",
  className = "",
}: {
  name: IconKey;
  size?: number;
  tone?: "light" | "dark";
  className?: string;
}) {
  const tones = {
    light: "bg-primary-100 text-primary-700",
    dark: "bg-white/10 text-accent-400 ring-1 ring-white/15",
  };
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center self-start rounded-xl p-3 ${tones[tone]} ${className}`}
    >
      <Icon name={name} size={size} />
    </span>
  );
}
