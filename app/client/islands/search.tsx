/**
 * The search island (docs/decisions/0105-static-by-default.md): React for the one part of the site
 * whose state is rich enough to earn it. Loaded only when a visitor is about to search (the features
 * app/client/features/search.ts and search-page.ts), it mounts with `createRoot`: the dialog into a
 * container of its own at the end of <body>, the /search page's results over the page's server-rendered
 * form. Like every island it imports no `react-router` (eslint.config.js): its links are plain links,
 * and following one is a full page load.
 */
import { startTransition, useEffect, useLayoutEffect, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { SearchDialog } from "~/components/search/SearchDialog";
import { SearchPanel } from "~/components/search/SearchPanel";
import { parseSearchUrl, searchUrl, type SearchState } from "~/lib/search/url";

let dialogRoot: Root | undefined;
/** Where focus goes back to when the dialog closes. */
let returnTo: HTMLElement | undefined;

function renderDialog(open: boolean) {
  if (!dialogRoot) {
    const container = document.createElement("div");
    document.body.append(container);
    dialogRoot = createRoot(container);
  }
  dialogRoot.render(<SearchDialog open={open} onClose={closeSearchDialog} />);
}

function closeSearchDialog() {
  renderDialog(false);
  returnTo?.focus();
  returnTo = undefined;
}

/**
 * Opens the search dialog (mounting it the first time). An opener inside a menu (the mobile menu's
 * search control) closes that menu first; focus then returns to whatever had it once the menu closed.
 */
export function openSearchDialog(opener: HTMLElement): void {
  opener.closest("dialog")?.close();
  // (Hiding a popover that is already hidden does nothing.)
  opener.closest<HTMLElement>("[popover]")?.hidePopover();
  const active = document.activeElement;
  returnTo = opener.checkVisibility() ? opener : active instanceof HTMLElement ? active : undefined;
  renderDialog(true);
}

/**
 * The /search page's results: the address's search (`?q=…&section=…`), or what the visitor has typed
 * into the server-rendered form before the island arrived. Each change is written back to the address
 * (replacing the entry, so Back leaves the page).
 */
/** The controls of the server's form and of the island's, in the same order. */
const controls = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>("input, button, a[href]")];

function SearchPage({
  initial,
  container,
  serverForm,
}: {
  initial: SearchState;
  container: HTMLElement;
  /** What the island replaces: the field (its value when the island began rendering) and the focused control. */
  serverForm: { field: HTMLInputElement | null; value: string; focused: number };
}) {
  const [state, setState] = useState(initial);
  const change = (next: SearchState) => {
    setState(next);
    window.history.replaceState(window.history.state, "", searchUrl(next));
  };
  useLayoutEffect(() => {
    // For whoever needs to know the server's form has been replaced (a keyboard walk in the tests).
    container.setAttribute("data-island-mounted", "");
    // Keys typed while the island rendered went into the server's field: they are searched too.
    const typed = serverForm.field?.value;
    if (typed !== undefined && typed !== serverForm.value) change({ ...initial, query: typed });
    // Focus stays where the visitor had it (the same control of the new form; a field's caret at the end).
    const focus = controls(container)[serverForm.focused];
    if (!focus || (document.activeElement && document.activeElement !== document.body)) return;
    focus.focus();
    if (focus instanceof HTMLInputElement && focus.type === "search") focus.setSelectionRange(-1, -1);
    // Once, when the island replaces the server's form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // Back and Forward between two result lists (a header search opened from here pushes a new one).
    const read = () => setState(parseSearchUrl(window.location.search));
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, []);
  return <SearchPanel state={state} onChange={change} />;
}

/** Mounts the /search page's island over the server-rendered form inside `element`. */
export function mountSearchPage(element: HTMLElement): void {
  const fromAddress = parseSearchUrl(window.location.search);
  const field = element.querySelector<HTMLInputElement>("input[name=q]");
  const section = element.querySelector<HTMLInputElement>("input[name=section]:checked")?.value;
  // What the visitor typed or chose while the island loaded wins over the address.
  const initial = parseSearchUrl(
    new URLSearchParams({ q: field?.value || fromAddress.query, section: section || fromAddress.section }).toString(),
  );
  const focused = controls(element).indexOf(document.activeElement as HTMLElement);
  if (searchUrl(initial) !== searchUrl(fromAddress))
    window.history.replaceState(window.history.state, "", searchUrl(initial));
  // A transition: React renders in slices of a few milliseconds while the page stays responsive, and
  // replaces the server's form only when the new one is ready (same markup: nothing moves).
  const root = createRoot(element);
  startTransition(() =>
    root.render(
      <SearchPage initial={initial} container={element} serverForm={{ field, value: field?.value ?? "", focused }} />,
    ),
  );
}
