import { z } from "zod";
import { defineCollection, type Entry } from "./collection";
import {
  entryId,
  faqs,
  heroImage,
  heroImageUrl,
  icon,
  line,
  list,
  metaDescription,
  optionalLine,
  ownSection,
  point,
  text,
  title,
} from "./fields";

/** A service entry (docs/requirements.md#service-entries): /services/{id}. */
export const serviceSchema = z.object({
  id: entryId("/services/{id}"),
  title: title({ title: "Title", description: "The service's name: the page heading, its card and menu label." }),
  description: text({
    title: "Description",
    description: "One or two sentences: the service's card and the page's hero. Tokens such as {brand} may be used.",
  }),
  metaDescription: metaDescription("the service page"),
  icon: icon("on the service's card"),
  pricing: text({
    title: "Pricing",
    description: "The pricing model in words, never an amount: price depends on scope and complexity.",
  }),
  process: list(point("process step"), {
    title: "Process steps",
    description: "The 'Our process' section: 4 to 7 steps in order.",
  })
    .min(4, "must have 4 to 7 steps")
    .max(7, "must have 4 to 7 steps"),
  lifecycle: list(line({ title: "Stage", description: "A short stage name, one or two words." }), {
    title: "Lifecycle",
    description: "The project's stages, shown as a row under the process: at least 4 short names.",
  }).min(4, "must have at least 4 stages"),
  onboarding: text({ title: "Onboarding", description: "How an engagement starts, one paragraph." }),
  requirements: list(line({ title: "Requirement", description: "One thing we need from the client." }), {
    title: "What we need from you",
    description: "Exactly 4 short items we need from the client.",
  }).length(4, "must have exactly 4 items"),
  heroImage,
  whyUs: list(point("reason"), {
    title: "Why us",
    description: "Exactly 3 reasons specific to this service.",
  }).length(3, "must have exactly 3 items"),
  ...ownSection("whyUs", "Why us", "Page: Services"),
  ...ownSection("discuss", "Discuss your project", "Page: Services"),
  ...ownSection("process", "Process", "Page: Services"),
  initiative: optionalLine({
    title: "Our initiative",
    description:
      "What our initiative means for this service, shown above the seven fixed benefit bullets. Optional: left empty, the page shows the default of Page: Services.",
    multiline: true,
  }),
  ...ownSection("initiative", "Initiative", "Page: Services"),
  faqs: faqs({ min: 4, max: 4 }),
  ...ownSection("faqs", "FAQ", "Page: Services"),
  ...ownSection("hire", "Hire our team", "Page: Services"),
  ...ownSection("cta", "Closing call to action", "Page: Services"),
});

export const services = defineCollection({
  name: "services",
  label: "Services",
  description:
    "The service catalogue: one page each at /services/{id}. The home page shows the first 4 of the order, /services the first 6.",
  kind: "folder",
  path: "app/content/services",
  order: "app/content/order/services.yml",
  schema: serviceSchema,
  // The photo by its URL, in its place; an entry without one keeps none, and the page shows the default.
  resolve: (entry) => ({ ...entry, ...(entry.heroImage ? { heroImage: heroImageUrl(entry.heroImage) } : {}) }),
});

/** A service as pages read it: its hero photo's URL in place of its name. */
export type Service = Entry<typeof services>;
export type Step = Service["process"][number];
/** The card view of a service: what list pages need, and nothing more. */
export type ServiceSummary = Pick<Service, "id" | "title" | "description" | "icon">;
