import type { CallToActionCopy } from "../types";

/**
 * The copy of the blog's pages around the posts (docs/decisions/0099-insights-from-mdx.md; it replaces the
 * spec's blog placeholder). Visitors read its name as "Blog & Insights" and the feeds as "Insights".
 */
export const blogPage = {
  path: "/blog",
  /** The spec's page title, kept: 'Blog & Insights'. */
  title: "Blog & Insights",
  description: "Practical notes from our engineers on building, running and modernizing software.",
  metaDescription:
    "Practical notes from {brand}'s engineers on modernizing applications, support agreements, AI proofs of concept and delivery.",
  feedTitle: "{brand} Insights",
  tagTitle: "Posts tagged",
  tagDescription:
    "Every {brand} Insights post tagged {tag}: practical notes from our engineers on building, running and modernizing software.",
  tocLabel: "On this page",
  relatedTitle: "Related posts",
  newer: "Newer post",
  older: "Older post",
  cta: {
    title: "Have a project these notes touch on?",
    description:
      "Tell us what you are planning and we will reply {replyTime} with a first view and the questions we would ask.",
    actions: [
      { label: "Contact Us", href: "/contact" },
      { label: "Get a Quote", href: "/contact#quote" },
    ],
  } satisfies CallToActionCopy,
};
