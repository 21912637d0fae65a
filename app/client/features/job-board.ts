/**
 * The careers job board (app/components/sections/JobBoard.tsx; docs/behaviours.md, "Job board"): the
 * department filter and the saved jobs. The server's HTML lists every job with "All" chosen; this runs
 * at page load (`data-feature-eager`) so that the jobs a visitor saved are marked without any action.
 */
import { SAVED_JOBS_KEY } from "~/lib/constants";

function readSaved(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SAVED_JOBS_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

function writeSaved(ids: string[]) {
  try {
    localStorage.setItem(SAVED_JOBS_KEY, JSON.stringify(ids));
  } catch {
    // No storage: the mark lasts for this page view.
  }
}

export function init(board: HTMLElement): void {
  const list = board.querySelector("ul");
  if (!list) return;
  const cards = [...list.querySelectorAll<HTMLElement>(":scope > [data-job]")];
  const filters = [...board.querySelectorAll<HTMLButtonElement>("[data-filter]")];
  const status = board.querySelector<HTMLElement>('[role="status"]');
  const empty = board.querySelector<HTMLElement>("[data-jobs-empty]");
  const mark = board.querySelector<HTMLTemplateElement>("template[data-saved-mark]");
  let saved = readSaved();

  const showSaved = (card: HTMLElement) => {
    const isSaved = saved.includes(card.dataset.job ?? "");
    card.querySelector("[data-save]")?.setAttribute("aria-pressed", String(isSaved));
    const title = card.querySelector("h3");
    const shown = title?.querySelector("[data-saved]");
    if (isSaved && title && !shown && mark) {
      const badge = mark.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
      badge?.setAttribute("data-saved", "");
      if (badge) title.append(badge);
    } else if (!isSaved) shown?.remove();
  };

  // A filtered-out card leaves the list (rather than being hidden), as if it were never rendered.
  const choose = (department: string) => {
    for (const button of filters) button.setAttribute("aria-pressed", String(button.dataset.filter === department));
    const shown = cards.filter((card) => department === "all" || card.dataset.department === department);
    list.replaceChildren(...shown);
    empty?.classList.toggle("hidden", shown.length > 0);
    if (status) status.textContent = `${shown.length} ${status.dataset[shown.length === 1 ? "one" : "many"] ?? ""}`;
  };

  board.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button?.dataset.filter) choose(button.dataset.filter);
    const card = button?.hasAttribute("data-save") ? button.closest<HTMLElement>("[data-job]") : null;
    if (!card) return;
    const id = card.dataset.job ?? "";
    saved = saved.includes(id) ? saved.filter((item) => item !== id) : [...saved, id];
    writeSaved(saved);
    showSaved(card);
  });
  cards.forEach(showSaved);
}
