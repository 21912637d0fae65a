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
  point,
  sectionIntro,
  sectionTitle,
  text,
} from "./fields";

/** A service entry (docs/requirements.md#service-entries): /services/{id}. */
export const serviceSchema = z.object({
  id: entryId("/services/{id}"),
  title: line({ title: "Title", description: "The service's name: the page heading, its card and menu label." }),
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
  whyUsTitle: sectionTitle("Why us"),
  whyUsDescription: sectionIntro("Why us"),
  discussTitle: sectionTitle("Discuss your project"),
  discussDescription: sectionIntro("Discuss your project"),
  processTitle: sectionTitle("Process"),
  processDescription: sectionIntro("Process"),
  initiative: text({
    title: "Our initiative",
    description: "What our initiative means for this service, shown above the seven fixed benefit bullets.",
  }),
  initiativeTitle: sectionTitle("Initiative"),
  initiativeDescription: sectionIntro("Initiative"),
  faqs: faqs({ min: 4, max: 4 }),
  faqsTitle: sectionTitle("FAQ"),
  faqsDescription: sectionIntro("FAQ"),
  hireTitle: sectionTitle("Hire our team"),
  hireDescription: sectionIntro("Hire our team"),
  ctaTitle: sectionTitle("Closing call to action"),
  ctaDescription: sectionIntro("Closing call to action"),
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
  resolve: (entry) => ({ ...entry, heroImage: heroImageUrl(entry.heroImage) }),
});

/** A service as pages read it: its hero photo's URL in place of its name. */
export type Service = Entry<typeof services>;
export type Step = Service["process"][number];
/** The card view of a service: what list pages need, and nothing more. */
export type ServiceSummary = Pick<Service, "id" | "title" | "description" | "icon">;
