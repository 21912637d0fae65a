import { parsePosts, summaryOf } from "./posts";

/**
 * Build time only (a `.server` module never reaches the browser): every post of this folder, parsed
 * and validated. Loaders hand each page only what it shows (a page of summaries, one post's HTML).
 */
const sources = import.meta.glob<string>("./*.mdx", { query: "?raw", import: "default", eager: true });

export const posts = parsePosts(
  Object.fromEntries(Object.entries(sources).map(([file, text]) => [`app/content/insights/${file.slice(2)}`, text])),
  { includeDrafts: import.meta.env.DEV },
);
export const summaries = posts.map(summaryOf);
