import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/Icon";
import { searchCopy as copy } from "~/content/search";
import { SearchPanel } from "./SearchPanel";
import type { SearchState } from "~/lib/search/url";

/**
 * Search over every page in a modal <dialog> (docs/decisions/0100-search-with-a-static-index.md), the
 * search island's component (app/client/islands/search.tsx): opened by any search opener of the page
 * (the header's control, the mobile menu's, `/` or Ctrl/Cmd-K). It stays mounted once opened, so
 * reopening it shows the last search. The browser makes the page behind inert; Escape, the close
 * button and a click on the backdrop close it, and the island returns focus to the opener.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<SearchState>({ query: "", section: "" });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser focuses the first control (the close button); the field is where a visitor types.
      dialog.querySelector("input")?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={copy.label}
      // The browser's own close (a close request, such as Android's back gesture) while this is open. A
      // close event queued by the effect's dialog.close() is stale by the time it arrives, and a
      // shortcut pressed meanwhile may already have reopened the dialog: it must not close it again.
      onClose={() => open && !ref.current?.open && onClose()}
      // Escape closes at once, also from the search field (where the browser would first clear it).
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop (outside the panel) closes the dialog.
      onClick={(event) => event.target === ref.current && onClose()}
      className="mx-auto mt-[8vh] max-h-[84vh] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-primary-950/50"
    >
      <div className="relative p-5 sm:p-6">
        <button
          type="button"
          onClick={onClose}
          className="absolute top-3 right-3 inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-primary-900 hover:bg-primary-50"
        >
          <Icon name="x" size={22} />
          <span className="sr-only">{copy.close}</span>
        </button>
        <SearchPanel state={state} onChange={setState} limit={8} onNavigate={onClose} />
        <p className="mt-4 hidden text-xs text-slate-600 sm:block">{copy.shortcut}</p>
      </div>
    </dialog>
  );
}
