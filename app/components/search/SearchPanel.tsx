import { startTransition, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type MiniSearch from "minisearch";
import { fieldClasses } from "~/components/ui/FormField";
import { Icon } from "~/components/ui/Icon";
import { searchCopy as copy, searchSections } from "~/content/search";
import { SEARCH_PATH } from "~/lib/constants";
import { searchSectionLabel } from "~/lib/search/sections";
import { fillGivenValues } from "~/lib/fill";
import { hitExcerpt, loadIndex, search, type SearchDocument, type SearchHit } from "~/lib/search/engine";
import { searchUrl, type SearchState } from "~/lib/search/url";

const textLink = "font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900";

/** The index, once loaded (it loads when the panel first appears), or the reason it did not. */
function useSearchIndex() {
  const [index, setIndex] = useState<MiniSearch<SearchDocument>>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadIndex().then(
      // A transition: a long list of first results renders in slices, never one long task.
      (loaded) => live && startTransition(() => setIndex(loaded)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { index, failed };
}

/** One result: its excerpt is cut when it renders, so only results on screen pay for one. */
function Result({ hit, describedBy, onNavigate }: { hit: SearchHit; describedBy: string; onNavigate?: () => void }) {
  const excerpt = useMemo(() => hitExcerpt(hit), [hit]);
  return (
    // Laid out only near the view, so showing a long list of results is a short task (a typical
    // result's height stands in until then).
    <li className="relative py-3 [contain-intrinsic-size:auto_7rem] [content-visibility:auto]">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <a
          href={hit.url}
          data-result
          onClick={onNavigate}
          aria-describedby={describedBy}
          className="font-semibold text-primary-900 after:absolute after:inset-0 hover:text-primary-600 focus-visible:underline"
        >
          {hit.title}
        </a>
        <span className="text-xs font-medium tracking-wide text-slate-600 uppercase">
          {searchSectionLabel(hit.section)}
        </span>
      </div>
      {/* At most three lines: the passage around the first match, and a list that is quick to scan. */}
      <p id={describedBy} className="mt-1 line-clamp-3 text-sm text-slate-600">
        {excerpt.map((segment, at) =>
          segment.mark ? (
            <mark key={at} className="rounded-sm bg-accent-100 px-0.5 text-primary-950">
              {segment.text}
            </mark>
          ) : (
            segment.text
          ),
        )}
      </p>
    </li>
  );
}

/**
 * The search form and its results, shared by the dialog and the /search page, so both show the same
 * results. Keyboard: Down from the field moves to the results, Up and Down move between them, Up from
 * the first returns to the field, Enter in the field opens the first result. A polite live region
 * announces the number of results after each change.
 */
export function SearchPanel({
  state,
  onChange,
  limit,
  autoFocus,
  onNavigate,
}: {
  state: SearchState;
  onChange: (state: SearchState) => void;
  /** At most this many results; a link then opens all of them on the /search page. */
  limit?: number;
  autoFocus?: boolean;
  /** Called when a result is followed (the dialog closes). */
  onNavigate?: () => void;
}) {
  const id = useId();
  const { index, failed } = useSearchIndex();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const query = state.query.trim();
  const hits = useMemo(
    () => (index && query ? search(index, query, state.section || undefined) : []),
    [index, query, state.section],
  );
  const shown = limit ? hits.slice(0, limit) : hits;

  const links = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>("a[data-result]") ?? [])];
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (to: number) => {
      event.preventDefault();
      (to < 0 ? inputRef.current : all[Math.min(to, all.length - 1)])?.focus();
    };
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp" && at >= 0) move(at - 1);
    else if (event.key === "Enter" && event.target === inputRef.current && all[0]) {
      event.preventDefault();
      all[0].click();
    }
  };

  let status = "";
  if (failed) status = copy.failed;
  else if (query && !index) status = copy.loading;
  else if (query)
    status = hits.length
      ? fillGivenValues(hits.length === 1 ? copy.count.one : copy.count.other, { count: String(hits.length) })
      : fillGivenValues(copy.noResults, { query });

  return (
    <div onKeyDown={onKeyDown}>
      <form
        role="search"
        action={SEARCH_PATH}
        onSubmit={(event) => {
          // Results follow every keystroke: submitting (the Search button, or Enter with no result
          // yet) moves focus to the first result, which also closes a phone's keyboard.
          event.preventDefault();
          links()[0]?.focus();
        }}
      >
        <label htmlFor={`${id}-q`} className="text-sm font-medium text-primary-950">
          {copy.label}
        </label>
        {/* The button is placed from the top, not centred on the field: it is parsed first, and a centred one
            would jump when the field's HTML lands (a layout shift on a slow connection). flow-root keeps the
            field's top margin inside; the offset is that margin plus half of (2.75rem + 2px border − 2.5rem). */}
        <div className="relative flow-root">
          <button
            type="submit"
            className="absolute top-[calc(0.5rem+1px)] left-1 inline-flex min-h-10 min-w-10 items-center justify-center rounded-md text-slate-600 hover:text-primary-700"
          >
            <Icon name="search" size={20} />
            <span className="sr-only">{copy.submit}</span>
          </button>
          <input
            ref={inputRef}
            id={`${id}-q`}
            autoFocus={autoFocus}
            name="q"
            type="search"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={copy.placeholder}
            value={state.query}
            onChange={(event) => onChange({ ...state, query: event.target.value })}
            className={`${fieldClasses} pl-11`}
          />
        </div>
        <fieldset className="mt-3">
          <legend className="sr-only">{copy.sectionsLabel}</legend>
          <div className="flex flex-wrap gap-2">
            {[{ id: "", label: copy.allSections } as const, ...searchSections].map((section) => (
              <label
                key={section.id}
                className="inline-flex min-h-9 cursor-pointer items-center rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-700 has-checked:border-primary-700 has-checked:bg-primary-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600"
              >
                <input
                  type="radio"
                  name="section"
                  value={section.id}
                  checked={state.section === section.id}
                  onChange={() => onChange({ ...state, section: section.id })}
                  className="sr-only"
                />
                {section.label}
              </label>
            ))}
          </div>
        </fieldset>
      </form>
      <p role="status" className="mt-4 text-sm text-slate-600 empty:hidden">
        {status}
      </p>
      {query && index && !hits.length ? (
        <p className="mt-2">
          <a href={copy.suggestionPath} onClick={onNavigate} className={textLink}>
            {copy.suggestion}
          </a>
        </p>
      ) : null}
      {shown.length ? (
        <ol ref={listRef} className="mt-3 divide-y divide-slate-200">
          {shown.map((hit) => (
            <Result key={hit.url} hit={hit} describedBy={`${id}-${hit.url}`} onNavigate={onNavigate} />
          ))}
        </ol>
      ) : null}
      {limit && hits.length > limit ? (
        <p className="mt-3 text-sm">
          <a href={searchUrl(state)} onClick={onNavigate} className={textLink}>
            {copy.seeAll} ({hits.length})
          </a>
        </p>
      ) : null}
    </div>
  );
}
