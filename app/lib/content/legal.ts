/**
 * The legal and policy documents (docs/requirements.md#company-and-legal-pages, #pages-the-site-adds): one
 * YAML file per document under app/content/legal/, named by its id (`LEGAL_IDS`, in footer order).
 * Developer-owned: a change of their words moves the dates they show (app/content/legal-dates.ts), so they
 * are not in the editor.
 */
import { z } from "zod";
import { defineCollection, type Entry } from "./collection";
import { icon, line, type Meta, text } from "./fields";

/** Tokens only the legal documents use, filled in `legalDocuments` (app/lib/catalogues.server.ts). */
export const LEGAL_TOKENS = ["legalEntity", "acceptLabel", "declineLabel", "forgetLabel"] as const;

const words = (meta: Meta) => text(meta, LEGAL_TOKENS);
const paragraphs = (what: string) => z.array(words({ title: what, description: `One paragraph of ${what}.` }));
const named = z.object({
  title: line({ title: "Title", description: "The item's name." }, LEGAL_TOKENS),
  description: words({ title: "Description", description: "What the item means." }),
});

const section = z.object({
  /** The anchor (`#information-we-collect`), linked from the table of contents. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  title: line({ title: "Heading", description: "The section's heading." }, LEGAL_TOKENS),
  paragraphs: paragraphs("the section").optional(),
  /** A plain bulleted list after the paragraphs. */
  list: z.array(words({ title: "Item", description: "One list item." })).optional(),
  /** Named items with a description (the six privacy rights, cookie categories), as a definition list. */
  definitions: z.array(named).optional(),
  /** Cards with icons (Technology Ethics, Our Commitment, core values). */
  cards: z.array(named.extend({ icon: icon("on the card") })).optional(),
  checklists: z
    .array(
      z.object({
        title: line({ title: "Title", description: "The checklist's heading." }),
        items: z.array(words({ title: "Item", description: "One item." })),
      }),
    )
    .optional(),
  /** A department contact block (docs/requirements.md#company-constants): each configured value shown, each empty one hidden. */
  contact: z.enum(["privacy", "legal", "ethics"]).optional(),
  /** Paragraphs after the blocks above. */
  closing: paragraphs("the section's close").optional(),
  /**
   * Blocks derived from the configuration at build time (`app/lib/privacy.ts`), so the text describes the
   * site that runs: the controller's identity, every place data goes, the storage categories, or the
   * analytics line of what is collected.
   */
  derived: z.enum(["controller", "destinations", "categories", "collect"]).optional(),
});

export const legal = defineCollection({
  name: "legal",
  label: "Legal documents",
  description: "The privacy policy, terms of service, code of conduct and cookie policy.",
  kind: "folder",
  path: "app/content/legal",
  schema: z.object({
    /** The page path, e.g. "/privacy-policy". */
    path: z.string().regex(/^\/[a-z-]+$/, "must be the page's address, such as /privacy-policy"),
    /** The page title as the specification names it ("Privacy Policy"). */
    title: line({ title: "Title", description: "The document's title." }),
    metaDescription: line({
      title: "Search result description",
      description: "The text search engines show under the link.",
    }),
    /** One or two paragraphs under the title. */
    intro: paragraphs("the introduction"),
    sections: z.array(section),
  }),
});

export type LegalDocument = Entry<typeof legal>;
export type DocumentSection = LegalDocument["sections"][number];
