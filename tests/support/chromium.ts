// Debian's Chromium and the flags every headless run here needs (tests, benchmark).
import { toolingConfig } from "../../app/lib/config.server";

export const CHROMIUM_PATH = toolingConfig().CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
