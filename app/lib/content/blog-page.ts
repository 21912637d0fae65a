import { z } from "zod";
import { defineCollection } from "./collection";
import { closingCta, line, resolveCallToAction, searchLine, text } from "./fields";

/** The blog's own words around the posts (docs/decisions/0099-insights-from-mdx.md): /blog, its tag pages, every post. */
export const blogPageSchema = z.object({
  title: line({
    title: "Page heading",
    description:
      "The heading of /blog, its browser tab title and the first step of every post's breadcrumb. The specification names it Blog & Insights.",
  }),
  description: text({
    title: "Introduction",
    description: "One sentence under the heading of /blog and of every tag page.",
  }),
  metaDescription: searchLine("/blog's link and the feeds' description", "{brand} is the company name"),
  feedTitle: line({
    title: "Feed name",
    description: "The name feed readers show for the RSS and Atom feeds, e.g. {brand} Insights.",
  }),
  tagTitle: line({
    title: "Tag page heading",
    description: 'The words before the tag on a tag page: "Posts tagged" shows as "Posts tagged #ai".',
  }),
  tagDescription: text(
    {
      title: "Tag page description",
      description: "A tag page's search result description; {tag} is the tag's name, {brand} the company name.",
    },
    ["tag"],
  ),
  tocLabel: line({
    title: "Contents label",
    description: "The heading of a post's table of contents, beside the text on large screens.",
  }),
  relatedTitle: line({
    title: "Related posts heading",
    description: "The heading over the related posts under a post.",
  }),
  newer: line({
    title: "Newer post label",
    description: "The label of the link to the next, newer post under a post.",
  }),
  older: line({
    title: "Older post label",
    description: "The label of the link to the previous, older post under a post.",
  }),
  cta: closingCta("/blog and of every post"),
});

export const blogPage = defineCollection({
  name: "blog-page",
  label: "Page: Blog",
  description:
    "The blog's own words around the posts: /blog, the tag pages, the feeds' name and the closing call to action of every post. The posts are files of their own.",
  kind: "file",
  path: "app/content/pages/blog.yml",
  schema: blogPageSchema,
  // The blog's address is the route's (app/pages.ts), not the file's.
  resolve: (page) => ({
    path: "/blog",
    ...page,
    cta: resolveCallToAction(page.cta),
  }),
});
