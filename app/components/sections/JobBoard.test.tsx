import { fireEvent, screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Job } from "~/lib/content/jobs";
import { JobBoard } from "./JobBoard";
import { SAVED_JOBS_KEY } from "~/lib/constants";
import { init } from "~/client/features/job-board";

const job = (id: string, department: Job["department"]): Job => ({
  id,
  title: `Fixture ${id}`,
  department,
  location: "Permanent Work from Home",
  type: "Contractual",
  experience: "3+ years",
  datePosted: "2026-11-02",
  description: `What the ${id} role involves.`,
  requirements: ["One"],
  responsibilities: ["Two"],
  benefits: ["Three"],
});

const filters = [
  { value: "all" as const, label: "All" },
  { value: "engineering" as const, label: "Engineering" },
  { value: "design" as const, label: "Design" },
  { value: "sales" as const, label: "Sales" },
];

const EMPTY = "There are no open positions in this department right now.";

beforeEach(() => localStorage.clear());
afterEach(() => document.body.replaceChildren());

/** The board's HTML as the build writes it, parsed by the browser (templates hold their content). */
function serverBoard(jobs: Job[]) {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <JobBoard jobs={jobs} filters={filters} emptyText={EMPTY} />
    </MemoryRouter>,
  );
  document.body.append(container);
  return { container };
}

/** The board run by its feature, as a page does at load. */
function renderBoard(jobs: Job[]) {
  const rendered = serverBoard(jobs);
  const board = rendered.container.querySelector<HTMLElement>('[data-feature="job-board"]');
  if (!board) throw new Error("no job board");
  init(board);
  return rendered;
}

describe("job board", () => {
  it("filters by department and says so when a department has no openings", () => {
    renderBoard([job("a", "engineering"), job("b", "engineering"), job("c", "design")]);
    expect(screen.getAllByRole("listitem").filter((item) => item.dataset.job)).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Engineering" }));
    expect(screen.getByRole("button", { name: "Engineering" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Fixture a")).toBeInTheDocument();
    expect(screen.queryByText("Fixture c")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("2 positions shown");
    fireEvent.click(screen.getByRole("button", { name: "Sales" }));
    expect(screen.getByText(EMPTY)).not.toHaveClass("hidden");
    expect(screen.getByRole("status")).toHaveTextContent("0 positions shown");
    fireEvent.click(screen.getByRole("button", { name: "All" }));
    expect(screen.getByText(EMPTY)).toHaveClass("hidden");
    expect(screen.getAllByRole("listitem").filter((item) => item.dataset.job)).toHaveLength(3);
  });

  it("groups the cards into one exclusive accordion", () => {
    const { container } = renderBoard([job("a", "engineering"), job("c", "design")]);
    const names = [...container.querySelectorAll("details")].map((details) => details.getAttribute("name"));
    expect(names).toEqual(["jobs", "jobs"]);
  });

  it("saves an opportunity in local storage, marks it, and unsaves it", () => {
    renderBoard([job("a", "engineering"), job("c", "design")]);
    const card = screen.getByText("Fixture a").closest("li") as HTMLElement;
    const save = within(card).getByRole("button", { name: "Save Opportunity" });
    fireEvent.click(save);
    expect(save).toHaveAttribute("aria-pressed", "true");
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent("Fixture aSaved");
    expect(JSON.parse(localStorage.getItem(SAVED_JOBS_KEY) ?? "[]")).toEqual(["a"]);
    fireEvent.click(save);
    expect(JSON.parse(localStorage.getItem(SAVED_JOBS_KEY) ?? "[]")).toEqual([]);
    expect(within(card).queryByText("Saved")).toBeNull();
  });

  it("restores saved marks from local storage", () => {
    localStorage.setItem(SAVED_JOBS_KEY, JSON.stringify(["c"]));
    renderBoard([job("a", "engineering"), job("c", "design")]);
    const card = screen.getByText("Fixture c").closest("li") as HTMLElement;
    expect(within(card).getByRole("button", { name: "Save Opportunity" })).toHaveAttribute("aria-pressed", "true");
    expect(within(card).getByText("Saved")).toBeInTheDocument();
    const other = screen.getByText("Fixture a").closest("li") as HTMLElement;
    expect(within(other).getByRole("button", { name: "Save Opportunity" })).toHaveAttribute("aria-pressed", "false");
    expect(within(other).queryByText("Saved")).toBeNull();
  });

  it("renders the whole initial state as HTML: every job, 'All' chosen, nothing saved", () => {
    const { container } = serverBoard([job("a", "engineering"), job("c", "design")]);
    expect(container.querySelectorAll("[data-job]")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Design" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent("2 positions shown");
    expect(screen.queryByText("Saved")).toBeNull();
    expect(screen.getByText(EMPTY)).toHaveClass("hidden");
    expect(container.querySelector('[data-feature="job-board"]')).toHaveAttribute("data-feature-eager");
  });
});
