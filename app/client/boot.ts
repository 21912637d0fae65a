/**
 * The boot module (docs/decisions/0105-static-by-default.md): the one script every page loads, started
 * after first paint (app/lib/client-entry.ts). It does what the platform cannot for the parts every page
 * shares and starts the per-page features (app/client/features.ts). It stays small and never imports
 * React: tests/e2e/budgets.spec.ts asserts its bytes.
 */
import { armReveal } from "~/lib/reveal";
import { stampSubmission } from "~/lib/submission";
import { startFeatures } from "./features";
import "./consent";
import "./footer-year";
import { startHeader } from "./header";
import { keepServiceToggleInView } from "./service-toggle";

document.documentElement.setAttribute("data-booted", "");
armReveal();
startHeader();
keepServiceToggleInView();
startFeatures();
for (const form of document.querySelectorAll<HTMLFormElement>('form[action^="/api/"]')) stampSubmission(form);
