import { Icon, type IconName } from "~/components/ui/Icon";
import { currentThemeChoice, THEME_CHOICES, THEME_LABELS, type ThemeChoice } from "~/lib/theme";

/**
 * The color theme switches (decision 0103). Their looks are component classes in
 * app/styles/dark-theme.css (theme-choices, theme-button, theme-menu): the switch is in every page's HTML
 * twice (the header's and the mobile menu's), so its markup stays short. They are plain buttons: the
 * inline theme script (app/lib/theme.ts) handles their clicks and keeps `aria-pressed` true on the choice in force, from the
 * first paint on, so they cost no JavaScript in any page's bundle. They are shown only once that script
 * has run (app.css hides `data-theme-switch` until <html> has `data-theme`): without JavaScript there is
 * no switch, and the system preference applies.
 */
const ICONS: Record<ThemeChoice, IconName> = { system: "monitor", light: "sun", dark: "moon" };

export const THEME_GROUP_LABEL = "Color theme";

/** Three toggle buttons in a labelled group: System, Light, Dark; the pressed one is the choice in force. */
export function ThemeChoices({ labelId }: { labelId?: string }) {
  const current = currentThemeChoice();
  return (
    <div
      role="group"
      aria-label={labelId ? undefined : THEME_GROUP_LABEL}
      aria-labelledby={labelId}
      data-theme-switch
      className="theme-choices"
    >
      {THEME_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          data-theme-choice={choice}
          // Rendered as System at build time; the theme script sets the real state before anyone sees it.
          aria-pressed={choice === current}
        >
          <Icon name={ICONS[choice]} size={16} />
          {THEME_LABELS[choice]}
        </button>
      ))}
    </div>
  );
}

/**
 * The header's compact switch: one button showing the choice in force (app.css picks its icon from
 * <html data-theme>) that opens the choices in a native popover, which closes on Escape or a click
 * outside without any script.
 */
export function ThemeMenu() {
  return (
    <>
      <button type="button" id="theme-button" popoverTarget="theme-menu" data-theme-switch className="theme-button">
        {THEME_CHOICES.map((choice) => (
          <Icon key={choice} name={ICONS[choice]} size={20} />
        ))}
        <span className="sr-only">{THEME_GROUP_LABEL}</span>
      </button>
      <div id="theme-menu" popover="auto" className="theme-menu">
        <ThemeChoices />
      </div>
    </>
  );
}
