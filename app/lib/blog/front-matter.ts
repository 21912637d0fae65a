import { z } from "zod";
import { authors } from "../../content/blog/authors";
import { optionalImage } from "../media";

/**
 * A post's front matter (docs/decisions/0099-insights-from-mdx.md): the build's rule and the editor's
 * fields alike (app/lib/content/posts.ts), so labels and hints are written for a marketer. Relative
 * imports only: the plain Node script that writes the editor's config imports it.
 */

const AUTHOR_IDS = Object.keys(authors) as [keyof typeof authors, ...(keyof typeof authors)[]];

/**
 * A real calendar day as YYYY-MM-DD, leap years included, as one regex: `Date.parse` rolls 2026-02-30 over
 * to 2 March, and a regex is a rule the editor's config carries as a pattern, so both refuse alike.
 */
export const REAL_DAY = new RegExp(
  "^(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))" +
    "|(?:\\d\\d(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$",
);
const isoDay = z.string().regex(REAL_DAY, "expected a date as YYYY-MM-DD, a real day");

export const frontMatterSchema = z
  .object({
    title: z.string().trim().min(10).max(70).meta({
      title: "Title",
      description:
        "The post's heading, its card on /blog and the browser tab: 10–70 characters. The file name (and the address /blog/…) is made from it when the post is first saved.",
    }),
    description: z.string().trim().min(70).max(160).meta({
      title: "Summary",
      description:
        "One or two sentences under the title on /blog, in the feeds and in search results: 70–160 characters.",
      multiline: true,
    }),
    date: isoDay.meta({
      title: "Publication date",
      description: "The day the post is dated, as YYYY-MM-DD (2026-11-20). Posts are listed newest first.",
    }),
    updated: isoDay
      .meta({
        title: "Updated on",
        description:
          "Only for a real revision after publication: the day, as YYYY-MM-DD, not earlier than the publication date. Leave empty otherwise.",
      })
      .optional(),
    author: z.enum(AUTHOR_IDS).meta({
      title: "Author (team)",
      description:
        "The team signing the post: engineering ({brand} Engineering), support ({brand} Support Desk) or ai ({brand} AI Team).",
    }),
    tags: z
      .array(
        z
          .string()
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "tags are lowercase words joined by hyphens")
          .meta({ title: "Tag", description: "Lower-case words joined by hyphens, such as proof-of-concept." }),
      )
      .min(1)
      .meta({
        title: "Tags",
        description:
          "At least one. Each tag gets a page, /blog/tag/{tag}, and posts sharing tags are shown as related. Reuse the existing tags where they fit.",
      }),
    cover: optionalImage(
      "Cover image",
      "Optional: shown at the top of the post, and used as its picture when the post is shared. Wide images work best (about 1600 × 840 pixels).",
    ),
    draft: z.boolean().default(false).meta({
      title: "Draft",
      description: "On: the post stays off the built site (only the local preview shows it). Off: it is published.",
    }),
  })
  .strict()
  .refine((post) => !post.updated || post.updated >= post.date, {
    path: ["updated"],
    message: "updated is earlier than date",
  });

export type FrontMatter = z.infer<typeof frontMatterSchema>;
