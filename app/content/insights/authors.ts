import { site } from "../../site";
import type { Author } from "../types";

/**
 * Who writes Insights posts. A post's `author` front-matter field names one of these ids; the build
 * fails on any other. Bylines are the company's teams, not invented individuals.
 */
export const authors = {
  engineering: {
    name: `${site.brand} Engineering`,
    role: "Software delivery and modernization team",
  },
  support: {
    name: `${site.brand} Support Desk`,
    role: "Support, SLA and operations team",
  },
  ai: {
    name: `${site.brand} AI Team`,
    role: "AI and data engineering team",
  },
} satisfies Record<string, Author>;

export type AuthorId = keyof typeof authors;
/** Each author id's display name: what the post cards show. */
export const authorNames: Record<string, string> = Object.fromEntries(
  Object.entries(authors).map(([id, author]) => [id, author.name]),
);
export const AUTHOR_IDS = Object.keys(authors) as [AuthorId, ...AuthorId[]];
