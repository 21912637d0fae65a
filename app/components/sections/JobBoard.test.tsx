import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Job } from "~/content/types";
import { renderWithRouter } from "~/test-utils";
import { JobBoard } from "./JobBoard";
import { SAVED_JOBS_KEY } from "~/lib/constants";

const job = (id: string, department: Job["department"]): Job => ({
  id,
  title: `Fixture ${id}`,
  department,
  location: "Permanent Work from Home",
  type: "Contractual",
  experience: "3+ years",
  datePosted: "2026-11-02",
  description: `What the ${id} role involves.`,
  metaDescription: "A fixture job used only by this test, long enough to pass the meta description rule.",
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

describe("job board (§2.12)", () => {
  it("filters by department and says so when a department has no openings", () => {
    renderWithRouter(
      <JobBoard
        jobs={[job("a", "engineering"), job("b", "engineering"), job("c", "design")]}
        filters={filters}
        emptyText={EMPTY}
      />,
    );
    expect(screen.getAllByRole("listitem").filter((item) => item.dataset.job)).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Engineering" }));
    expect(screen.getByRole("button", { name: "Engineering" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Fixture a")).toBeInTheDocument();
    expect(screen.queryByText("Fixture c")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("2 positions shown");
    fireEvent.click(screen.getByRole("button", { name: "Sales" }));
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("0 positions shown");
    fireEvent.click(screen.getByRole("button", { name: "All" }));
    expect(screen.queryByText(EMPTY)).toBeNull();
  });

  it("groups the cards into one exclusive accordion", () => {
    const { container } = renderWithRouter(
      <JobBoard jobs={[job("a", "engineering"), job("c", "design")]} filters={filters} emptyText={EMPTY} />,
    );
    const names = [...container.querySelectorAll("details")].map((details) => details.getAttribute("name"));
    expect(names).toEqual(["jobs", "jobs"]);
  });

  it("saves an opportunity in local storage, marks it, and unsaves it", () => {
    renderWithRouter(
      <JobBoard jobs={[job("a", "engineering"), job("c", "design")]} filters={filters} emptyText={EMPTY} />,
    );
    const card = screen.getByText("Fixture a").closest("li") as HTMLElement;
    const save = within(card).getByRole("button", { name: "Save Opportunity" });
    fireEvent.click(save);
    expect(save).toHaveAttribute("aria-pressed", "true");
    expect(within(card).getByText("Saved")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SAVED_JOBS_KEY) ?? "[]")).toEqual(["a"]);
    fireEvent.click(save);
    expect(JSON.parse(localStorage.getItem(SAVED_JOBS_KEY) ?? "[]")).toEqual([]);
    expect(within(card).queryByText("Saved")).toBeNull();
  });

  it("restores saved marks from local storage", () => {
    localStorage.setItem(SAVED_JOBS_KEY, JSON.stringify(["c"]));
    renderWithRouter(
      <JobBoard jobs={[job("a", "engineering"), job("c", "design")]} filters={filters} emptyText={EMPTY} />,
    );
    const card = screen.getByText("Fixture c").closest("li") as HTMLElement;
    expect(within(card).getByRole("button", { name: "Save Opportunity" })).toHaveAttribute("aria-pressed", "true");
  });
});
