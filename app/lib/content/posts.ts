import { frontMatterSchema } from "../blog/front-matter";

/**
 * The blog's posts: MDX files with front matter, read by the blog's own loader (app/lib/blog/sources.server.ts),
 * not by the YAML loader; the editor edits their front matter by this schema and their text as Markdown.
 */
export const posts = {
  name: "posts",
  label: "Blog posts",
  description:
    "The posts of /blog, one file each, named after the title when first saved: the address is /blog/{file name}.",
  path: "app/content/blog",
  schema: frontMatterSchema,
} as const;
