import { z } from "zod";
import { BENEFIT_ICONS } from "../../content/types";
import { defineCollection, type Entry } from "./collection";
import {
  ctaKey,
  ctaLabel,
  entryId,
  faqs,
  group,
  line,
  list,
  metaDescription,
  sectionIntro,
  sectionTitle,
  strings,
  text,
  title,
} from "./fields";

const HOURLY = /^\$\d+(?:–\d+)?$/;

/** The groups of the /technologies index, each technology in one. */
export const TECHNOLOGY_GROUPS = ["frontend", "mobile", "backend", "cloud"] as const;

/** A technology record (docs/requirements.md#technology-records): the hiring page /technologies/{id}. */
export const technologySchema = z.object({
  id: entryId("/technologies/{id}"),
  name: line({ title: "Name", description: 'The technology\'s own name: "Python", "Node.js".' }),
  title: title({ title: "Title", description: 'The page title: "Python Development".' }),
  description: text({ title: "Description", description: "One or two sentences: the card on /technologies." }),
  metaDescription: metaDescription("the technology page"),
  group: z.enum(TECHNOLOGY_GROUPS).meta({
    title: "Group",
    description: "Which group of the /technologies index lists it.",
  }),
  hero: group("Hero", "The top of the page.", {
    title: line({ title: "Heading", description: "The hero's heading." }),
    subtitle: line({ title: "Subtitle", description: "The line under the heading." }),
    description: text({ title: "Description", description: "The hero's paragraph." }),
    ctaText: ctaKey("in the hero"),
  }),
  overview: group("Overview", "The overview section.", {
    summary: text({ title: "Summary", description: "The overview paragraph." }),
    benefits: strings("Benefit", { title: "Benefits", description: "At least 3 short benefits." }, 3),
    useCases: strings("Use case", { title: "Use cases", description: "At least 3 use cases." }, 3),
  }),
  expertise: group("Expertise", "The named skills of the expertise section, at least 3 of each.", {
    frameworks: strings("Framework", { title: "Frameworks", description: "At least 3 names." }, 3),
    tools: strings("Tool", { title: "Tools", description: "At least 3 names." }, 3),
    databases: strings("Database", { title: "Databases", description: "At least 3 names." }, 3),
    cloudPlatforms: strings("Platform", { title: "Cloud platforms", description: "At least 3 names." }, 3),
    methodologies: strings("Methodology", { title: "Methodologies", description: "At least 3 names." }, 3),
  }),
  developers: group("Developers", "The developer profiles section.", {
    title: sectionTitle("Developers"),
    description: sectionIntro("Developers"),
    profiles: list(
      z.object({
        id: line({ title: "Profile id", description: "A short id for the profile, unique on the page." }),
        name: line({ title: "Name", description: "The profile's first name and initial." }),
        title: line({ title: "Role", description: "The developer's role." }),
        experience: line({ title: "Experience", description: 'Years of experience: "5+ years".' }),
        skills: strings("Skill", { title: "Skills", description: "The profile's skills." }, 1),
        description: text({ title: "Description", description: "One or two sentences on the developer." }),
        hourlyRate: z
          .string()
          .regex(HOURLY, 'must read like "$40–55"')
          .meta({ title: "Hourly rate", description: '"$40–55" (per hour), within $30–80 and the tier\'s range.' }),
        availability: z.literal("Full-time").meta({ title: "Availability", description: 'Always "Full-time".' }),
      }),
      { title: "Profiles", description: "At least 2 developer profiles." },
    ).min(2, "must have at least 2 items"),
  }),
  hiringProcess: group("Hiring process", "The four hiring steps.", {
    title: sectionTitle("Hiring process"),
    steps: list(
      z.object({
        step: z.number().int().min(1).max(4).meta({ title: "Step number", description: "1 to 4, in order." }),
        title: line({ title: "Title", description: "The step's name." }),
        description: text({ title: "Description", description: "What happens in the step." }),
        duration: line({ title: "Duration", description: 'How long: "1–2 days".' }),
      }),
      { title: "Steps", description: "Exactly 4 steps, numbered 1 to 4." },
    ).length(4, "must have exactly 4 items"),
  }),
  benefits: group("Benefits", "The six benefits section.", {
    title: sectionTitle("Benefits"),
    items: list(
      z.object({
        title: line({ title: "Title", description: "The benefit's heading." }),
        description: text({ title: "Description", description: "One or two sentences." }),
        icon: z
          .enum(BENEFIT_ICONS)
          .meta({ title: "Icon", description: "One of clock, star, dollar, globe, shield, file; each once." }),
      }),
      { title: "Items", description: "Exactly 6 benefits, one per icon." },
    ).length(6, "must have exactly 6 items"),
  }),
  faqs: faqs({ min: 4 }),
  pricing: group("Pricing", "The pricing section's three tiers.", {
    title: sectionTitle("Pricing"),
    description: sectionIntro("Pricing"),
    tiers: list(
      z.object({
        level: z.enum(["Starter", "Professional", "Enterprise"]).meta({
          title: "Level",
          description: "Starter, Professional or Enterprise, in that order.",
        }),
        experience: line({ title: "Experience", description: 'The tier\'s years: "2–4 years".' }),
        rate: z
          .string()
          .regex(HOURLY, 'must read like "$25–35"')
          .meta({ title: "Rate", description: '"$25–35" (per hour), within $25–120.' }),
        features: strings("Feature", { title: "Features", description: "At least 3 features." }, 3),
      }),
      { title: "Tiers", description: "Starter, Professional and Enterprise." },
    ).length(3, "must have exactly 3 items"),
  }),
});

export const technologies = defineCollection({
  name: "technologies",
  label: "Technologies",
  description: "The hiring pages at /technologies/{id}, grouped on /technologies.",
  kind: "folder",
  path: "app/content/technologies",
  order: "app/content/order/technologies.yml",
  schema: technologySchema,
  resolve: (entry) => ({
    ...entry,
    hero: { ...entry.hero, ctaText: ctaLabel(entry.hero.ctaText) },
  }),
});

export type Technology = Entry<typeof technologies>;
export type DeveloperProfile = Technology["developers"]["profiles"][number];
export type PricingTier = Technology["pricing"]["tiers"][number];
