import { z } from "zod";
import { DEPARTMENTS } from "../../content/types";
import { defineCollection, type Entry } from "./collection";
import { REAL_DAY } from "../blog/front-matter";
import { entryId, strings, text, title } from "./fields";

/** A job opening (docs/requirements.md#job-openings): a contractor role on /careers. */
export const jobSchema = z.object({
  id: entryId("/careers#job-{id}"),
  title: title({
    title: "Job title",
    description:
      "The role's title on the careers page and in job search results. The three roles the specification lists keep their titles word for word.",
  }),
  department: z.enum(DEPARTMENTS).meta({ title: "Department", description: "engineering, design or sales." }),
  // The specification makes every opening permanent work from home, on contract: one choice each.
  location: z.enum(["Permanent Work from Home"]).default("Permanent Work from Home").meta({
    title: "Location",
    description: "Where the work is done: every opening is permanent work from home, in the specification's words.",
  }),
  type: z
    .enum(["Contractual"])
    .default("Contractual")
    .meta({ title: "Type", description: "The contract type: every opening is a contract role with revenue sharing." }),
  experience: z
    .string()
    .regex(/^\d+\+ years$/, 'must be years required, such as "3+ years"')
    .meta({ title: "Experience", description: 'Years required, written as "3+ years".' }),
  datePosted: z
    .string()
    .regex(REAL_DAY, "must be a real date as YYYY-MM-DD")
    .meta({ title: "Date posted", description: "The day the opening was published, YYYY-MM-DD (job search engines)." }),
  validThrough: z
    .string()
    .regex(REAL_DAY, "must be a real date as YYYY-MM-DD")
    .meta({ title: "Closes on", description: "The last day of the opening, YYYY-MM-DD; leave empty for no end date." })
    .optional(),
  description: text({ title: "Description", description: "The role in one or two sentences. Tokens such as {brand}." }),
  requirements: strings("Requirement", { title: "Requirements", description: "What the role needs." }, 1),
  responsibilities: strings("Responsibility", { title: "Responsibilities", description: "What the person does." }, 1),
  benefits: strings("Benefit", { title: "Benefits", description: "What the contractor gets." }, 1),
});

export const jobs = defineCollection({
  name: "jobs",
  label: "Job openings",
  description: "The openings on /careers, in the order file's order.",
  kind: "folder",
  path: "app/content/jobs",
  order: "app/content/order/jobs.yml",
  schema: jobSchema,
});

export type Job = Entry<typeof jobs>;
