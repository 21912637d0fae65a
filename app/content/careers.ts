/**
 * The job board's department filter (docs/requirements.md#careers). It stays with developers: its values are
 * the job files' `department` names (`DEPARTMENTS`), which a filter button must match. The careers pages'
 * words are app/content/pages/careers.yml.
 */
import type { Department } from "./types";

export const departmentFilters: { value: Department | "all"; label: string }[] = [
  { value: "all", label: "All" },
  { value: "engineering", label: "Engineering" },
  { value: "design", label: "Design" },
  { value: "sales", label: "Sales" },
];
