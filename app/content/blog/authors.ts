import type { Author } from "../types";

/**
 * Who writes blog posts. A post's `author` front-matter field names one of these ids; the build
 * fails on any other (app/lib/blog/posts.server.ts). Bylines are the company's teams, not invented
 * individuals.
 */
export const authors = {
  engineering: {
    name: "{brand} Engineering",
    role: "Software delivery and modernization team",
  },
  support: {
    name: "{brand} Support Desk",
    role: "Support, SLA and operations team",
  },
  ai: {
    name: "{brand} AI Team",
    role: "AI and data engineering team",
  },
} satisfies Record<string, Author>;
