/**
 * The register of engagement terms (app/content/engagement-terms.yml, docs/decisions/0117-engagement-terms.md):
 * every commercial promise the site makes, once, per engagement model. Copy states a term only as its token
 * (`{shortlistTime}`, `{trial}`, …), which `app/lib/tokens.ts` fills from here; the promise lint
 * (`tests/support/promise-lint.ts`) fails on a promise-shaped phrase written in a page's own words, and
 * `docs/claims.md` (`npm run docs:claims`) lists each term with every page that states it. Developer-owned.
 */
import { z } from "zod";
import { defineCollection, type Entry } from "./collection";

const MODELS = ["all", "project", "dedicated", "support", "discovery", "poc"] as const;
const words = z.string().regex(/\S/, "must not be blank");

export const engagementTermsFile = defineCollection({
  name: "engagement-terms",
  label: "Engagement terms",
  description: "The register of the commercial terms the site states through tokens.",
  kind: "file",
  path: "app/content/engagement-terms.yml",
  schema: z.object({
    /** The engagement models, in the order docs/claims.md lists them; "all" holds terms common to every model. */
    models: z.array(z.object({ id: z.enum(MODELS), title: words, description: words })),
    /** Each term by its token's name (`replyTime` is `{replyTime}`; `{ReplyTime}` opens a sentence). */
    terms: z.record(
      z.string().regex(/^[a-z][a-zA-Z]*$/, "must be a token's name in camelCase"),
      z.object({
        model: z.enum(MODELS),
        /** What the term settles: billing basis, notice, trial, SLA targets, … */
        topic: words,
        /** The words, read in place of the token: they fit the sentences that use it. */
        text: words,
        /** Why the company can keep it, and which contradiction it settled. */
        why: words,
      }),
    ),
  }),
});

export type EngagementTerms = Entry<typeof engagementTermsFile>;
