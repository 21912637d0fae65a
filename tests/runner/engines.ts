// The engines besides Chromium that the smoke suite drives (tests/engines/, docs/decisions/0126-engine-smoke-suite.md):
// Debian's Firefox ESR, and WebKitGTK's WebDriver under a virtual X display.
import { existsSync } from "node:fs";
import { ensureDebianPackages } from "../../scripts/debian";

// Debian's own paths: the suite tests these builds, not whichever other copy a machine may have.
export const FIREFOX_PATH = "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER_PATH = "/usr/bin/WebKitWebDriver";
export const XVFB_PATH = "/usr/bin/Xvfb";

/** True when all three are there, or after installing Debian's packages made them so (as root). */
export const ensureEngines = () =>
  ensureDebianPackages({
    name: "Firefox ESR, WebKitGTK's WebDriver or Xvfb",
    packages: ["firefox-esr", "webkit2gtk-driver", "xvfb"],
    present: () => [FIREFOX_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH].every((path) => existsSync(path)),
  });
