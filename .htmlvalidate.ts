/**
 * html-validate over every built page (tests/e2e/html-validate.spec.ts, issue 22): the recommended rules,
 * with only what React's server renderer writes, and cannot be made to write otherwise, allowed.
 * TypeScript, typed by html-validate's own `ConfigData`; the spec passes it to the validator. (The
 * html-validate command line looks for `.htmlvalidate.json` or `.js`: from a shell, run
 * `npx tsx node_modules/.bin/html-validate --config .htmlvalidate.ts build/client`.)
 */
import type { ConfigData } from "html-validate";

export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements self-closed (`<meta charSet="utf-8"/>`), on every page: hold it to that.
    "void-style": ["error", { style: "selfclose" }],
    // React writes a true boolean attribute as `required=""`: hold every boolean attribute to that.
    "attribute-boolean-style": ["error", { style: "empty" }],
    // The same for `hidden` (`hidden=""`), which HTML now counts as enumerated ("until-found"): a part the
    // page's code reveals, such as the cookie banner, is in the HTML hidden.
    "attribute-empty-style": ["error", { style: "empty" }],
    // React writes some attribute names as their DOM property names (`charSet`, `autoComplete`, `encType`,
    // `popoverTarget`); HTML attribute names are case-insensitive. Everything else must be lowercase.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React's useId() gives ids such as `_R_6ij5_` (form fields, described-by links). HTML allows any id
    // without spaces; the relaxed rule still rejects empty ids and ids with whitespace.
    "valid-id": ["error", { relaxed: true }],
    // ARIA lets lists and groups carry a name (the footer's social links, the job filters, the theme
    // choices); the rule's default would only allow it on interactive elements and landmarks. A name on an
    // element that cannot carry one (a plain div or span) is still an error.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // The home hero's orbit places its icons around a circle: their left/top are computed from how many
    // there are (content, not layout), and each style attribute is allowed by its hash in the page's
    // policy (decision 0004). Any other inline property is still an error.
    "no-inline-style": ["error", { allowedProperties: ["display", "left", "top"] }],
  },
} satisfies ConfigData;
