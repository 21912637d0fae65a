import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildConfig } from "../../lib/config.server";
import { parsePosts, summaryOf } from "./posts";

/**
 * The posts as Node reads them from the repository (run from its root): for the prerender list
 * (app/routes.paths.ts) and the sitemap (scripts/postbuild.ts), outside the bundler. Drafts are kept
 * only by the development server (`npm run dev`), never by a build.
 */
export function readPostFiles(dir = join(process.cwd(), "app", "content", "insights")) {
  const sources = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".mdx"))
      .map((name) => [`app/content/insights/${name}`, readFileSync(join(dir, name), "utf8")]),
  );
  return parsePosts(sources, { includeDrafts: buildConfig().NODE_ENV === "development" });
}

/** The posts without their bodies: what lists, paths and the sitemap need. */
export const readPosts = (dir?: string) => readPostFiles(dir).map(summaryOf);
