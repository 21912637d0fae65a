import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/Icon";
import { searchCopy as copy } from "~/content/search";
import { SearchPanel } from "./SearchPanel";
import type { SearchState } from "~/lib/search/url";

/** The last search, kept while the page is open: reopening the dialog shows it again. */
let lastSearch: SearchState = { query: "", section: "" };

/**
 * Search over every page in a modal <dialog> (issue 19): opened by the header's search control, the
 * mobile menu, `/` or Ctrl/Cmd-K. The browser makes the page behind inert and closes it on Escape;
 * focus returns to whatever had it before. This module, the search engine and the index load only
 * when a visitor first opens it.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState(lastSearch);

  useEffect(() => {
    const dialog = ref.current;
    const returnTo = document.activeElement as HTMLElement | null;
    dialog?.showModal();
    // The browser focuses the first control (the close button); the field is where a visitor types.
    dialog?.querySelector("input")?.focus();
    return () => {
      dialog?.close();
      returnTo?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-label={copy.label}
      onClose={onClose}
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
        <SearchPanel state={state} onChange={(next) => setState((lastSearch = next))} limit={8} onNavigate={onClose} />
        <p className="mt-4 hidden text-xs text-slate-600 sm:block">{copy.shortcut}</p>
      </div>
    </dialog>
  );
}
