/**
 * The schemas of the content files (docs/content-model.md, decision 0145): one per collection, the rules
 * of one entry in it, so the build (app/lib/content-files.server.ts) and the editor at /admin/ enforce the
 * same. Every field carries a label and a hint for the editor; keys are in the order the editor shows them
 * and the files are written in. Relative imports only: a plain Node script imports this module.
 */
import { z } from "zod";
import { COMING_SOON_PATHS } from "../content/coming-soon";
import { CTA } from "../content/cta";
import { HERO_IMAGES } from "../content/hero-images";
import { BENEFIT_ICONS, DEPARTMENTS, ICON_KEYS } from "../content/types";
import { REAL_DAY } from "./blog/front-matter";
import { fillTokensInText, TOKEN_NAMES } from "./tokens";

type Meta = { title: string; description: string; multiline?: boolean };

const TOKEN = /\{[a-zA-Z]+\}/g;

/**
 * The `{token}` markers a text may hold: the site's (app/lib/tokens.ts) and a page's own `extra`. A regex,
 * not a refine, so the editor's config (app/lib/cms-config.ts) carries the same rule as a pattern.
 */
function knownTokens(schema: z.ZodString, extra: readonly string[] = []) {
  const known = new Set([...TOKEN_NAMES, ...extra.map((name) => `{${name}}`)]);
  const names = [...known].map((token) => token.slice(1, -1)).join("|");
  return schema.regex(new RegExp(`^(?:(?!\\{[a-zA-Z]+\\})[\\s\\S]|\\{(?:${names})\\})*$`), {
    // Without a value (the editor's message for the rule) the rule itself, by the hint's example.
    error: (issue) =>
      typeof issue.input === "string"
        ? `unknown token ${issue.input.match(TOKEN)?.find((token) => !known.has(token))}; known: ${[...known].join(" ")}`
        : "must use only the site's {tokens} (spelled as in the hint, such as {brand})",
  });
}

/** A line of copy: required, not blank, known tokens only. */
export const line = (meta: Meta, extra?: readonly string[]) =>
  knownTokens(z.string().min(1, "must not be empty").regex(/\S/, "must not be blank"), extra).meta(meta);

/** A name shown as a page's heading, its card, menu label and browser tab: what the layout takes in one line. */
export const title = (meta: Meta) => line(meta).max(60, "must be at most 60 characters");

/** A paragraph: like a line, shown as a multi-line box in the editor. */
export const text = (meta: Meta, extra?: readonly string[]) => line({ ...meta, multiline: true }, extra);

/** A meta description: the search result's text, 70–160 characters (docs/requirements.md#figures-and-limits). */
export const metaDescription = (where: string) =>
  z
    .string()
    .min(70, "must be 70–160 characters")
    .max(160, "must be 70–160 characters")
    .meta({
      title: "Search result description",
      description: `The text search engines show under ${where}'s link: 70–160 characters, written for the result, not the description cut short. No tokens.`,
    });

/** An entry's id: its file name and its address. */
const entryId = (address: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens")
    .meta({
      title: "Address (id)",
      description: `The address, ${address}, and the file's name: lower-case words joined by hyphens. Set it when you create the entry: the editor does not rename an existing file.`,
    });

const icon = (where: string) =>
  z.enum(ICON_KEYS).meta({ title: "Icon", description: `The icon shown ${where}, one of the site's icon names.` });

const list = <T extends z.ZodType>(item: T, meta: Meta) => z.array(item).meta(meta);

const faq = z.object({
  question: line({ title: "Question", description: "The question as a client would ask it." }),
  answer: text({
    title: "Answer",
    description: "The answer, one short paragraph. Tokens such as {brand} may be used.",
  }),
});

const faqs = (rule: { min: number; max?: number }) =>
  list(faq, {
    title: "Frequently asked questions",
    description:
      rule.max === rule.min
        ? `Exactly ${rule.min} questions with their answers, shown in the FAQ section and in search engines' rich results.`
        : `At least ${rule.min} questions with their answers, shown in the FAQ section and in search engines' rich results.`,
  })
    .min(
      rule.min,
      rule.max === rule.min ? `must have exactly ${rule.min} items` : `must have at least ${rule.min} items`,
    )
    .max(rule.max ?? Infinity, `must have exactly ${rule.min} items`);

const point = (what: string) =>
  z.object({
    title: line({ title: "Title", description: `The ${what}'s heading, a few words.` }),
    description: text({ title: "Description", description: `One or two sentences under the ${what}'s heading.` }),
  });

const sectionTitle = (section: string) =>
  line({ title: `${section}: heading`, description: `The heading of the ${section} section.` });
const sectionIntro = (section: string) =>
  text({ title: `${section}: introduction`, description: `One or two sentences under the ${section} heading.` });

const heroImage = z.enum(Object.keys(HERO_IMAGES) as [keyof typeof HERO_IMAGES]).meta({
  title: "Hero photo",
  description: `The photo at the top of the page, by name: ${Object.keys(HERO_IMAGES).join(", ")}.`,
});

const ctaKey = (where: string) =>
  z.enum(Object.keys(CTA) as [keyof typeof CTA]).meta({
    title: "Button",
    description: `The button ${where}: choose it by the words it shows on the site.`,
    // The editor lists each choice by its words; the file keeps its name (decision 0124).
    optionLabels: CTA,
  });

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

const iconCard = (what: string) =>
  z.object({
    title: line({ title: "Title", description: `The ${what}'s heading.` }),
    description: text({ title: "Description", description: `One or two sentences on the ${what}.` }),
    icon: icon(`on the ${what}`),
  });

const strings = (item: string, meta: Meta, min: number) =>
  list(line({ title: item, description: `One ${item.toLowerCase()}, a short line.` }), meta).min(
    min,
    `must have at least ${min} items`,
  );

/** A solution (industry) entry (docs/requirements.md#solution-entries): /solutions/{id}. */
export const solutionSchema = z.object({
  id: entryId("/solutions/{id}"),
  title: title({ title: "Title", description: "The industry's name: the page heading, its card and menu label." }),
  description: text({
    title: "Description",
    description: "One or two sentences: the card on /solutions and the hero.",
  }),
  metaDescription: metaDescription("the solution page"),
  icon: icon("on the solution's card"),
  overview: text({ title: "Overview", description: "The overview paragraph on the industry's situation." }),
  overviewTitle: sectionTitle("Overview"),
  overviewDescription: sectionIntro("Overview"),
  helpTitle: sectionTitle("How we help"),
  helpDescription: sectionIntro("How we help"),
  howWeHelp: list(iconCard("help card"), {
    title: "How we help",
    description: "At least 3 cards; the /solutions card shows the first 3 titles.",
  }).min(3, "must have at least 3 items"),
  solutionsTitle: sectionTitle("Key solutions"),
  solutionsDescription: sectionIntro("Key solutions"),
  keySolutions: list(
    iconCard("key solution").extend({
      features: strings("Feature", { title: "Features", description: "At least 3 feature bullets." }, 3),
    }),
    {
      title: "Key solutions",
      description: "At least 2 things we build; the /solutions card shows the first 2 titles.",
    },
  ).min(2, "must have at least 2 items"),
  techTitle: sectionTitle("Technology stack"),
  techDescription: sectionIntro("Technology stack"),
  technologyStack: list(
    z.object({
      category: line({ title: "Category", description: "The stack category's name." }),
      description: text({ title: "Description", description: "One sentence on the category." }),
      icon: icon("on the category"),
      technologies: strings("Technology", { title: "Technologies", description: "At least 3 named technologies." }, 3),
    }),
    { title: "Technology stack", description: "At least 2 categories with their named technologies." },
  ).min(2, "must have at least 2 items"),
  processTitle: sectionTitle("Implementation process"),
  processDescription: sectionIntro("Implementation process"),
  implementationProcess: list(
    z.object({
      title: line({ title: "Title", description: "The step's name." }),
      description: text({ title: "Description", description: "What happens in the step." }),
      duration: line({ title: "Duration", description: 'How long, in words: "1–2 weeks", "8–12 weeks", "Ongoing".' }),
    }),
    { title: "Implementation process", description: "At least 4 steps, each with its duration." },
  ).min(4, "must have at least 4 items"),
  metricsTitle: sectionTitle("Success metrics"),
  metricsDescription: sectionIntro("Success metrics"),
  successMetrics: list(
    iconCard("metric").extend({
      examples: strings("Example", { title: "Examples", description: "At least 2 example measures." }, 2),
    }),
    { title: "Success metrics", description: "At least 3 groups of what we measure." },
  ).min(3, "must have at least 3 items"),
  caseStudiesTitle: sectionTitle("Case studies"),
  caseStudiesDescription: sectionIntro("Case studies"),
  caseStudies: list(
    z.object({
      title: line({ title: "Title", description: "The scenario's name." }),
      description: text({ title: "Description", description: "One sentence on the scenario." }),
      challenge: text({ title: "Challenge", description: "The client's problem." }),
      solution: text({ title: "Solution", description: "What was built." }),
      results: strings("Result", { title: "Results", description: "At least 2 outcomes, one per bullet." }, 2),
    }),
    {
      title: "Case studies",
      description: "At least 2 illustrative engagements: no real client names, no figures presented as real.",
    },
  ).min(2, "must have at least 2 items"),
  faqsTitle: sectionTitle("FAQ"),
  faqsDescription: sectionIntro("FAQ"),
  faqs: faqs({ min: 3 }),
  ctaTitle: sectionTitle("Closing call to action"),
  ctaDescription: sectionIntro("Closing call to action"),
  ctaText: ctaKey("of the closing call to action"),
});

const HOURLY = /^\$\d+(?:–\d+)?$/;

/** The groups of the /technologies index, each technology in one. */
const TECHNOLOGY_GROUPS = ["frontend", "mobile", "backend", "cloud"] as const;

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
  hero: z
    .object({
      title: line({ title: "Heading", description: "The hero's heading." }),
      subtitle: line({ title: "Subtitle", description: "The line under the heading." }),
      description: text({ title: "Description", description: "The hero's paragraph." }),
      ctaText: ctaKey("in the hero"),
    })
    .meta({ title: "Hero", description: "The top of the page." }),
  overview: z
    .object({
      summary: text({ title: "Summary", description: "The overview paragraph." }),
      benefits: strings("Benefit", { title: "Benefits", description: "At least 3 short benefits." }, 3),
      useCases: strings("Use case", { title: "Use cases", description: "At least 3 use cases." }, 3),
    })
    .meta({ title: "Overview", description: "The overview section." }),
  expertise: z
    .object({
      frameworks: strings("Framework", { title: "Frameworks", description: "At least 3 names." }, 3),
      tools: strings("Tool", { title: "Tools", description: "At least 3 names." }, 3),
      databases: strings("Database", { title: "Databases", description: "At least 3 names." }, 3),
      cloudPlatforms: strings("Platform", { title: "Cloud platforms", description: "At least 3 names." }, 3),
      methodologies: strings("Methodology", { title: "Methodologies", description: "At least 3 names." }, 3),
    })
    .meta({ title: "Expertise", description: "The named skills of the expertise section, at least 3 of each." }),
  developers: z
    .object({
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
    })
    .meta({ title: "Developers", description: "The developer profiles section." }),
  hiringProcess: z
    .object({
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
    })
    .meta({ title: "Hiring process", description: "The four hiring steps." }),
  benefits: z
    .object({
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
    })
    .meta({ title: "Benefits", description: "The six benefits section." }),
  faqs: faqs({ min: 4 }),
  pricing: z
    .object({
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
    })
    .meta({ title: "Pricing", description: "The pricing section's three tiers." }),
});

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

const link = (where: string) =>
  z
    .object({
      label: ctaKey(where),
      href: z
        .string()
        .regex(/^\/[a-z0-9/#-]*(?:\?[a-z]+=[a-z0-9-]+)?$/, "must be a path on the site, starting with /")
        .meta({
          title: "Link",
          description:
            "Where the button leads: a path on the site, such as /contact, or /contact?subject=project to preselect the form's subject.",
        }),
    })
    .meta({ title: "Button and link", description: `The button ${where} and where it leads.` });

const sectionCopy = (section: string, extra?: readonly string[]) =>
  z
    .object({
      eyebrow: line({ title: "Eyebrow", description: `The short label above the ${section} heading.` }),
      title: line({ title: "Heading", description: `The ${section} heading.` }),
      description: text(
        {
          title: "Introduction",
          description: `One or two sentences under the ${section} heading.${extra?.length ? ` May use ${extra.map((name) => `{${name}}`).join(" ")}.` : ""}`,
        },
        extra,
      ),
    })
    .meta({ title: section.charAt(0).toUpperCase() + section.slice(1), description: `The ${section} section.` });

/** A heading, a sentence and one or two buttons: a call to action in the middle of a page, or closing it. */
const callToAction = (where: string, title = "Call to action") =>
  z
    .object({
      title: line({ title: "Heading", description: `The heading of the call to action ${where}.` }),
      description: text({
        title: "Text",
        description: "One or two sentences under the heading; tokens such as {brand} or {estimate} may be used.",
      }),
      actions: list(link(where), { title: "Buttons", description: "One or two buttons, the main one first." })
        .min(1, "must have 1 or 2 buttons")
        .max(2, "must have 1 or 2 buttons"),
    })
    .meta({ title, description: `The call to action ${where}.` });

/** A page's closing call to action, its last section. */
const closingCta = (page: string) => callToAction(`at the end of ${page}`, "Closing call to action");

/** A heading a detail page shows when its entry leaves that section's heading empty. */
const fallbackTitle = (pages: string, section: string) =>
  line({
    title: `${section}: heading`,
    description: `The ${section} heading shown on every ${pages} page whose entry leaves this section's heading empty (a safety net: every entry must have its own).`,
  });
/** An intro a detail page shows when its entry leaves that section's intro empty. */
const fallbackIntro = (pages: string, section: string) =>
  text({
    title: `${section}: introduction`,
    description: `The sentence or two under the ${section} heading, shown on every ${pages} page whose entry leaves its own empty (a safety net: every entry must have its own); tokens such as {replyTime} or {estimate} may be used.`,
  });
/** A section's eyebrow on every solution page: no entry sets its own. */
const solutionEyebrow = (section: string) =>
  line({
    title: `${section}: eyebrow`,
    description: `The short label above the ${section} heading on every solution page.`,
  });

/** The fallbacks of every service page (docs/requirements.md#service-detail), in the order the page shows them. */
const serviceSectionDefaults = z
  .object({
    whyUsTitle: fallbackTitle("service", "Why us"),
    whyUsDescription: fallbackIntro("service", "Why us"),
    discussTitle: fallbackTitle("service", "Discuss your project"),
    discussDescription: fallbackIntro("service", "Discuss your project"),
    processTitle: fallbackTitle("service", "Process"),
    processDescription: fallbackIntro("service", "Process"),
    initiative: text({
      title: "Our initiative",
      description:
        "The paragraph above the seven benefit bullets, shown on every service page whose entry leaves its own empty (a safety net: every entry must have its own).",
    }),
    initiativeTitle: fallbackTitle("service", "Initiative"),
    initiativeDescription: fallbackIntro("service", "Initiative"),
    faqsTitle: fallbackTitle("service", "FAQ"),
    faqsDescription: fallbackIntro("service", "FAQ"),
    hireTitle: fallbackTitle("service", "Hire our team"),
    hireDescription: fallbackIntro("service", "Hire our team"),
    ctaTitle: fallbackTitle("service", "Closing call to action"),
    ctaDescription: fallbackIntro("service", "Closing call to action"),
  })
  .meta({
    title: "Service pages: default headings",
    description:
      "The section headings and introductions every service page shows when its own entry leaves them empty.",
  });

/** The /services page's own copy (docs/requirements.md#services-page); `{count}` is the catalogue's size. */
export const servicesPageSchema = z.object({
  metaDescription: line(
    {
      title: "Search result description",
      description:
        "The text search engines show under /services' link, 70–160 characters once filled; {count} is the number of services, {brand} the company name.",
    },
    ["count"],
  ),
  hero: sectionCopy("hero")
    .extend({
      primary: ctaKey("first in the hero (to /contact)"),
      secondary: ctaKey("second in the hero (to /portfolio)"),
    })
    .meta({ title: "Hero", description: "The top of /services: eyebrow, heading, introduction and two buttons." }),
  grid: sectionCopy("services list", ["count"]),
  cta: closingCta("/services"),
  detailAction: link("closing every service page"),
  sectionDefaults: serviceSectionDefaults,
});

/** A path on the site, such as /solutions/healthcare. */
const sitePath = (meta: Meta) =>
  z
    .string()
    .regex(/^\/[a-z0-9/#-]*$/, "must be a path on the site, starting with /")
    .meta(meta);

/** The home page's own copy (docs/requirements.md#home); the services, company sections and stats come from elsewhere. */
export const homePageSchema = z.object({
  hero: z
    .object({
      eyebrow: line({ title: "Eyebrow", description: "The short label above the home page's main heading." }),
      headline: line({
        title: "Main heading",
        description: "The home page's one big heading (its h1), a promise in under ten words.",
      }),
      subline: text({ title: "Introduction", description: "One or two sentences under the main heading." }),
      highlights: list(
        z
          .object({
            label: line({ title: "Label", description: "Two to four words in title case, beside its icon." }),
            icon: icon("beside the label"),
          })
          .meta({ title: "Highlight", description: "One short strength with its icon." }),
        {
          title: "Highlights",
          description: "Exactly 4 short strengths shown as a row of icons under the hero's introduction.",
        },
      ).length(4, "must have exactly 4 items"),
      primary: link("first in the home page's hero"),
      secondary: link("second in the home page's hero"),
      orbit: list(icon("circling the hero's illustration"), {
        title: "Orbit icons",
        description: "The icons circling the illustration beside the hero on large screens, 6 of them.",
      }).length(6, "must have exactly 6 icons"),
    })
    .meta({
      title: "Hero",
      description: "The top of the home page: heading, introduction, highlights and two buttons.",
    }),
  services: sectionCopy("services").meta({
    title: "Our services",
    description: "The heading over the service cards (the first 4 of the services' order, then all with a toggle).",
  }),
  serve: z
    .object({
      eyebrow: line({
        title: "Eyebrow",
        description: 'The short label above the "How we serve your business" heading.',
      }),
      description: text({
        title: "Introduction",
        description:
          "One sentence under that heading; the heading and the three ways of working are shared company blocks.",
      }),
    })
    .meta({ title: "How we serve your business", description: "The introduction of the ways to work with us." }),
  industries: z
    .object({
      eyebrow: line({ title: "Eyebrow", description: "The short label above the industries heading." }),
      title: line({ title: "Heading", description: "The industries section's heading." }),
      description: text({ title: "Introduction", description: "One or two sentences under the industries heading." }),
      cards: list(
        z
          .object({
            title: line({ title: "Title", description: "The industry's name on its card." }),
            description: text({ title: "Description", description: "One sentence on what we build for it." }),
            icon: icon("on the industry's card"),
            href: sitePath({
              title: "Link",
              description: "The industry's page the card leads to, such as /solutions/healthcare.",
            }),
          })
          .meta({ title: "Industry card", description: "One industry: its name, a sentence, an icon and its page." }),
        { title: "Industry cards", description: "Exactly 6 cards, each leading to its solution page." },
      ).length(6, "must have exactly 6 cards"),
    })
    .meta({ title: "Industries we serve", description: "The industries section near the end of the home page." }),
  contact: closingCta("the home page"),
});

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
  metaDescription: line({
    title: "Search result description",
    description:
      "The text search engines show under /blog's link and the feeds' description, 70–160 characters once filled; {brand} is the company name.",
  }),
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

/** A newsletter page's button: where a visitor goes next, a page or a place on the same page. */
const newsletterBack = (where: string) =>
  z
    .object({
      label: ctaKey(`on ${where}`),
      href: z
        .string()
        .regex(
          /^(?:\/[a-z0-9/#-]*|#[a-z0-9-]+)$/,
          "must be a path on the site, or #newsletter-email for the sign-up field",
        )
        .meta({
          title: "Link",
          description:
            "Where the button leads: a path on the site such as /, or #newsletter-email for the footer's sign-up field.",
        }),
    })
    .meta({ title: "Button", description: `The button under the text of ${where}.` });

/** One newsletter page: the top section's eyebrow, heading and text (also its search description). */
const newsletterPage = (where: string, shown: string) =>
  z
    .object({
      eyebrow: line({ title: "Eyebrow", description: `The short label above the heading of ${where}.` }),
      title: line({ title: "Heading", description: `The heading of ${where} and its browser tab title.` }),
      description: text({
        title: "Text",
        description: `The paragraph under the heading of ${where}; {confirmationHours} is how long a confirmation link works (a developer's setting).`,
      }),
    })
    .meta({ title: where.charAt(0).toUpperCase() + where.slice(1), description: `Shown ${shown}.` });

const newsletterPageWithButton = (where: string, shown: string) =>
  newsletterPage(where, shown)
    .extend({ back: newsletterBack(where) })
    .meta({ title: where.charAt(0).toUpperCase() + where.slice(1), description: `Shown ${shown}.` });

/**
 * The newsletter's pages (docs/requirements.md#newsletter), keyed by name: their addresses and the server's
 * redirects to them are developers' (`NEWSLETTER_PATHS`, app/content/server-constants.ts).
 */
export const newsletterPageSchema = z.object({
  unsubscribe: newsletterPage(
    "the unsubscribe page",
    "at /newsletter/unsubscribe, above its form (the footer's Unsubscribe link leads there)",
  ),
  checkEmail: newsletterPageWithButton(
    "the check-your-inbox page",
    "at /newsletter/check-email after a sign-up sent without JavaScript, when the address must be confirmed by email",
  ),
  confirmed: newsletterPageWithButton(
    "the confirmed page",
    "at /newsletter/confirmed after a visitor follows the confirmation link",
  ),
  unsubscribed: newsletterPageWithButton(
    "the unsubscribed page",
    "at /newsletter/unsubscribed after an address is unsubscribed",
  ),
  invalidLink: newsletterPageWithButton(
    "the invalid-link page",
    "at /newsletter/link-invalid when a confirmation link has expired or is broken",
  ),
});

/** A confirmation page's words: where a browser without JavaScript lands after a form is accepted. */
const confirmation = (form: string) =>
  z
    .object({
      title: line({ title: "Heading", description: `The page's heading (and its browser tab title) after ${form}.` }),
      description: text({
        title: "Text",
        description: "One or two sentences under the heading. Tokens such as {replyTime} may be used.",
      }),
      back: link("under the text"),
    })
    .meta({
      title: `After ${form}`,
      description: `The thank-you page a browser without JavaScript shows after ${form}.`,
    });

/** The /contact page's own copy (docs/requirements.md#contact-page) and the forms' confirmation pages. */
export const contactPageSchema = z.object({
  eyebrow: line({ title: "Eyebrow", description: "The short label above the /contact page's heading." }),
  title: line({
    title: "Heading",
    description: 'The page\'s heading, "Contact Us" as the specification names it (the tab title stays "Contact Us").',
  }),
  description: text({
    title: "Introduction",
    description: "One or two sentences under the heading. Tokens such as {replyTime} or {brand} may be used.",
  }),
  metaDescription: line({
    title: "Search result description",
    description:
      "The text search engines show under /contact's link, 70–160 characters once filled; {brand} is the company name, {city} the office's city.",
  }),
  formTitle: line({ title: "Form: heading", description: "The heading above the message form." }),
  formDescription: text({
    title: "Form: introduction",
    description: "Under the form's heading: which fields are required and what we use the details for.",
  }),
  detailsTitle: line({
    title: "Details: heading",
    description: "The heading of the box with our email, phone and address.",
  }),
  hoursTitle: line({ title: "Hours: heading", description: "The heading of the business hours box." }),
  hoursZone: z
    .object({
      before: line({ title: "Before the zone", description: 'The words before the time zone: "All times are".' }),
      after: line({ title: "After the zone", description: "What follows the time zone, usually the full stop." }),
    })
    .meta({
      title: "Time zone line",
      description: 'The line under the hours, around the zone the site config gives: "All times are IST (UTC+5:30)."',
    }),
  mapTitle: line({ title: "Map: heading", description: "The heading of the office map section." }),
  nextTitle: line({ title: "Next steps: heading", description: "The heading of the numbered steps after a message." }),
  next: list(point("step"), {
    title: "Next steps",
    description: "What happens after a message, numbered in this order. Tokens such as {replyTime} may be used.",
  }).min(1, "must have at least 1 step"),
  messageSent: confirmation("a contact message"),
  subscribed: confirmation("a newsletter sign-up"),
});

/** The /technologies index (docs/requirements.md#pages-the-site-adds) and what every technology page shares (#technology-page). */
export const technologiesPageSchema = z.object({
  title: line({ title: "Heading", description: "The /technologies page's heading and its browser tab title." }),
  metaDescription: line({
    title: "Search result description",
    description:
      "The text search engines show under /technologies' link, 70–160 characters once filled; {brand} is the company name.",
  }),
  hero: z
    .object({
      eyebrow: line({ title: "Eyebrow", description: "The short label above the /technologies heading." }),
      subtitle: line({ title: "Subtitle", description: "The larger line under the heading." }),
      description: text({
        title: "Introduction",
        description:
          "The paragraph under the subtitle. Promises are tokens from the engagement terms, such as {placementHours} or {overlapHours}.",
      }),
    })
    .meta({ title: "Hero", description: "The top of /technologies." }),
  groups: list(
    z
      .object({
        id: z.enum(TECHNOLOGY_GROUPS).meta({
          title: "Group",
          description:
            "Which technologies the group lists: those whose Group is this (frontend, mobile, backend or cloud).",
        }),
        title: line({ title: "Heading", description: "The group's heading on /technologies." }),
        description: text({ title: "Description", description: "One sentence under the group's heading." }),
      })
      .meta({ title: "Group", description: "One group of technology cards." }),
    {
      title: "Groups",
      description:
        "The four groups of /technologies in the order shown: frontend, mobile, backend and cloud, each once.",
    },
  )
    .length(TECHNOLOGY_GROUPS.length, `must have the ${TECHNOLOGY_GROUPS.length} groups`)
    .refine((groups) => new Set(groups.map((group) => group.id)).size === groups.length, "must list each group once"),
  cta: callToAction("at the end of /technologies"),
  badges: list(
    z
      .object({
        label: line({ title: "Label", description: "The badge's words, as the specification names them." }),
        icon: icon("beside the label"),
      })
      .meta({ title: "Badge", description: "One badge: its words and its icon." }),
    {
      title: "Badges (every technology page)",
      description:
        "The four badges under the hero of every technology page: Expert Team, Quality Assured, Scalable Solutions, Fast Delivery.",
    },
  ).length(4, "must have exactly 4 badges"),
  consult: callToAction("in the middle of every technology page"),
  closing: z
    .object({
      title: line({ title: "Heading", description: "The heading of the closing section of every technology page." }),
      description: text({
        title: "Text",
        description: "One or two sentences above its two buttons (Schedule Free Consultation, Download Brochure).",
      }),
    })
    .meta({
      title: "Closing section (every technology page)",
      description: "The last section of every technology page.",
    }),
  promises: list(
    z
      .object({
        title: line({ title: "Title", description: "The point's heading, as the specification names it." }),
        description: text({
          title: "Description",
          description:
            "One or two sentences. A promise (hours, trial, notice, replacement) is written only as its token from the engagement terms, such as {trial} or {shortlistTime}.",
        }),
        icon: icon("above the point"),
      })
      .meta({ title: "Point", description: "One closing point: heading, sentences and icon." }),
    {
      title: "Closing points (every technology page)",
      description: "The three points of the closing section: Free Consultation, Custom Quote, Quick Start.",
    },
  ).length(3, "must have exactly 3 points"),
});

/** The /solutions page's own copy (docs/requirements.md#solutions-page); the cards come from the solutions. */
export const solutionsPageSchema = z.object({
  title: line({
    title: "Heading",
    description: "The /solutions page's heading and its browser tab title.",
  }),
  metaDescription: line({
    title: "Search result description",
    description:
      "The text search engines show under /solutions' link, 70–160 characters once filled; {brand} is the company name.",
  }),
  hero: z
    .object({
      eyebrow: line({ title: "Eyebrow", description: "The short label above the /solutions heading." }),
      description: text({ title: "Introduction", description: "One or two sentences under the heading." }),
    })
    .meta({ title: "Hero", description: "The top of /solutions." }),
  intro: sectionCopy("solution cards").meta({
    title: "Solution cards",
    description: "The heading over the cards, one per solution in the solutions' order.",
  }),
  whyChoose: z
    .object({
      eyebrow: line({ title: "Eyebrow", description: "The short label above the Why choose heading." }),
      title: line({ title: "Heading", description: "The Why choose section's heading." }),
      description: text({ title: "Introduction", description: "One or two sentences under that heading." }),
      points: list(
        point("point")
          .extend({ icon: icon("above the point") })
          .meta({
            title: "Point",
            description: "One reason: its heading, a sentence or two and an icon.",
          }),
        {
          title: "Points",
          description: "Exactly 3 points: industry expertise, technical excellence, proven results.",
        },
      ).length(3, "must have exactly 3 points"),
    })
    .meta({ title: "Why choose", description: "The three reasons to choose us, under the cards." }),
  approach: z
    .object({
      eyebrow: line({ title: "Eyebrow", description: "The short label above the approach heading." }),
      title: line({ title: "Heading", description: "The approach section's heading." }),
      description: text({ title: "Introduction", description: "One or two sentences under that heading." }),
      steps: list(point("step"), {
        title: "Steps",
        description:
          "Exactly 4 steps in order: industry analysis, solution design, development and implementation, ongoing support.",
      }).length(4, "must have exactly 4 steps"),
    })
    .meta({ title: "Our approach", description: "The four-step timeline." }),
  cta: callToAction("at the end of /solutions"),
  sectionDefaults: z
    .object({
      overviewEyebrow: solutionEyebrow("Overview"),
      overviewTitle: fallbackTitle("solution", "Overview"),
      overviewDescription: fallbackIntro("solution", "Overview"),
      helpEyebrow: solutionEyebrow("How we help"),
      helpTitle: fallbackTitle("solution", "How we help"),
      helpDescription: fallbackIntro("solution", "How we help"),
      solutionsEyebrow: solutionEyebrow("Key solutions"),
      solutionsTitle: fallbackTitle("solution", "Key solutions"),
      solutionsDescription: fallbackIntro("solution", "Key solutions"),
      techEyebrow: solutionEyebrow("Technology stack"),
      techTitle: fallbackTitle("solution", "Technology stack"),
      techDescription: fallbackIntro("solution", "Technology stack"),
      processEyebrow: solutionEyebrow("Implementation process"),
      processTitle: fallbackTitle("solution", "Implementation process"),
      processDescription: fallbackIntro("solution", "Implementation process"),
      metricsEyebrow: solutionEyebrow("Success metrics"),
      metricsTitle: fallbackTitle("solution", "Success metrics"),
      metricsDescription: fallbackIntro("solution", "Success metrics"),
      caseStudiesEyebrow: solutionEyebrow("Case studies"),
      caseStudiesTitle: fallbackTitle("solution", "Case studies"),
      caseStudiesDescription: fallbackIntro("solution", "Case studies"),
      faqsEyebrow: solutionEyebrow("FAQ"),
      faqsTitle: fallbackTitle("solution", "FAQ"),
      faqsDescription: fallbackIntro("solution", "FAQ"),
      ctaEyebrow: solutionEyebrow("Closing call to action"),
      ctaTitle: fallbackTitle("solution", "Closing call to action"),
      ctaDescription: fallbackIntro("solution", "Closing call to action"),
      ctaText: ctaKey(
        "closing every solution page whose entry names none (a safety net: every entry must name its own)",
      ),
    })
    .meta({
      title: "Solution pages: default headings",
      description:
        "The section eyebrows, headings and introductions every solution page shows when its own entry leaves them empty, and the closing button.",
    }),
});

/** A page's meta description that may use the site's tokens: 70–160 characters once they are filled. */
const filledMetaDescription = (where: string) =>
  knownTokens(
    z.string().refine((value) => {
      const length = fillTokensInText(value).length;
      return length >= 70 && length <= 160;
    }, "must be 70–160 characters once its tokens are filled"),
  ).meta({
    title: "Search result description",
    description: `The text search engines show under ${where}'s link: 70–160 characters once tokens such as {brand} and {city} are filled, written for the result.`,
  });

/** A page's own name: its h1 and the start of its browser tab title. */
const pageName = (page: string) =>
  title({
    title: "Page title",
    description: `The heading of ${page} and its browser tab title; the specification's name, never renamed.`,
  });

const pageHero = (page: string) =>
  z
    .object({
      eyebrow: line({ title: "Eyebrow", description: `The short label above the heading of ${page}.` }),
      description: text({
        title: "Introduction",
        description: `One or two sentences under the heading of ${page}. Tokens such as {brand} and {city} may be used.`,
      }),
    })
    .meta({ title: "Hero", description: `The top of ${page}, under the page title.` });

const titledText = (section: string, where: string) =>
  z
    .object({
      title: line({ title: "Heading", description: `The ${section} card's heading on ${where}.` }),
      text: text({ title: "Text", description: `The ${section} in one or two sentences.` }),
    })
    .meta({
      title: section.charAt(0).toUpperCase() + section.slice(1),
      description: `The ${section} card on ${where}.`,
    });

const iconPoints = (what: string, meta: Meta) => list(iconCard(what), meta);

/** /about and /about/mission (docs/requirements.md#company-and-legal-pages); the core values come from the company blocks. */
export const aboutPageSchema = z.object({
  about: z
    .object({
      title: pageName("/about"),
      metaDescription: filledMetaDescription("/about"),
      hero: pageHero("/about"),
      mission: titledText("mission", "/about"),
      vision: titledText("vision", "/about"),
      story: sectionCopy("story")
        .extend({
          stages: list(point("stage"), {
            title: "Stages",
            description: "Exactly 3 stages of the company's story, oldest first. Tokens such as {brand} may be used.",
          }).length(3, "must have exactly 3 stages"),
        })
        .meta({ title: "Our story", description: "The story section: three stages in a row." }),
      whyChoose: sectionCopy("why choose us")
        .extend({
          points: iconPoints("reason", {
            title: "Reasons",
            description: "The reasons to choose us, each with an icon; 4 fill one row.",
          }).min(1, "must have at least 1 reason"),
        })
        .meta({ title: "Why choose us", description: "The why-choose section, after the core values." }),
      expertise: sectionCopy("expertise")
        .extend({
          areas: list(
            iconCard("area").extend({
              tags: strings("Tag", { title: "Tags", description: "The technologies or methods shown as chips." }, 1),
            }),
            { title: "Areas", description: "Exactly 6 areas of expertise, each with an icon and its tag chips." },
          ).length(6, "must have exactly 6 areas"),
        })
        .meta({ title: "Expertise", description: "The six areas we work in, with tag chips." }),
      achievements: sectionCopy("achievements").meta({
        title: "Achievements",
        description: "The heading over the company's stats (the stats themselves are a company block).",
      }),
      culture: sectionCopy("culture")
        .extend({
          listTitle: line({
            title: "List heading",
            description: "The heading of the card listing why to work with us.",
          }),
          reasons: strings(
            "Reason",
            {
              title: "Why work with us",
              description: "The reasons to join, one per bullet, beside the Careers button.",
            },
            1,
          ),
        })
        .meta({ title: "Culture", description: "How the team works, and why to join it." }),
      cta: closingCta("/about")
        .extend({
          actions: list(link("of the closing call to action"), {
            title: "Buttons",
            description:
              "Exactly 2 buttons, the main one first (the specification's Get Started Today and Schedule a Consultation).",
          }).length(2, "must have exactly 2 buttons"),
        })
        .meta({ title: "Closing call to action", description: "The last section of /about." }),
    })
    .meta({ title: "About Us", description: "The /about page." }),
  mission: z
    .object({
      title: pageName("/about/mission"),
      metaDescription: filledMetaDescription("/about/mission"),
      hero: pageHero("/about/mission"),
      statement: z
        .object({
          eyebrow: line({ title: "Eyebrow", description: "The label above the mission statement." }),
          text: text({ title: "Statement", description: "The mission statement, one sentence shown large." }),
        })
        .meta({ title: "Mission statement", description: "The mission statement under the hero." }),
      vision: z
        .object({
          eyebrow: line({ title: "Eyebrow", description: "The short label above the vision heading." }),
          title: line({ title: "Heading", description: "The vision section's heading." }),
          text: text({ title: "Text", description: "The vision in one or two sentences." }),
        })
        .meta({ title: "Vision", description: "The vision section." }),
      purpose: z
        .object({
          eyebrow: line({ title: "Eyebrow", description: "The short label above the purpose heading." }),
          title: line({ title: "Heading", description: "The purpose section's heading." }),
          paragraphs: list(text({ title: "Paragraph", description: "One paragraph of the purpose." }), {
            title: "Paragraphs",
            description: "The purpose in one or more paragraphs.",
          }).min(1, "must have at least 1 paragraph"),
        })
        .meta({ title: "Purpose", description: "The purpose section, after the core values." }),
      whatWeDo: sectionCopy("what we do")
        .extend({
          items: iconPoints("kind of work", {
            title: "Kinds of work",
            description: "What we do, each with an icon; 4 fill one row.",
          }).min(1, "must have at least 1 item"),
        })
        .meta({ title: "What we do", description: "The kinds of work we do." }),
      impact: sectionCopy("impact")
        .extend({
          groups: list(
            z.object({
              title: line({ title: "Title", description: "Whom the impact is for." }),
              icon: icon("beside the group's title"),
              points: strings(
                "Point",
                { title: "Points", description: "The impact, one per bullet. Tokens such as {city} may be used." },
                1,
              ),
            }),
            {
              title: "Groups",
              description: "Exactly 2 groups: the impact for our clients, then for our community.",
            },
          ).length(2, "must have exactly 2 groups"),
        })
        .meta({ title: "Impact", description: "The difference we want to make, for clients and for the community." }),
      cta: closingCta("/about/mission")
        .extend({
          actions: list(link("of the closing call to action"), {
            title: "Buttons",
            description: "Exactly 2 buttons, the main one first.",
          }).length(2, "must have exactly 2 buttons"),
        })
        .meta({ title: "Closing call to action", description: "The last section of /about/mission." }),
    })
    .meta({ title: "Our Mission", description: "The /about/mission page." }),
});

const paragraphs = (meta: Meta) =>
  list(text({ title: "Paragraph", description: "One paragraph." }), meta).min(1, "must have at least 1 paragraph");

/** /careers, /careers/positions and /careers/internships (docs/requirements.md#careers); the openings are the job files. */
export const careersPageSchema = z.object({
  careers: z
    .object({
      title: pageName("/careers"),
      metaDescription: filledMetaDescription("/careers"),
      hero: z
        .object({
          eyebrow: line({ title: "Eyebrow", description: "The short label above the heading of /careers." }),
          subtitle: line({ title: "Subtitle", description: "The line under the page title, before the introduction." }),
          description: text({
            title: "Introduction",
            description: "One or two sentences under the subtitle. Tokens such as {brand} may be used.",
          }),
        })
        .meta({ title: "Hero", description: "The top of /careers, under the page title, above its two buttons." }),
      network: sectionCopy("why join")
        .extend({
          points: iconPoints("benefit", {
            title: "Benefits",
            description: "What every contractor in the network gets, each with an icon; 4 fill one row.",
          }).min(1, "must have at least 1 benefit"),
        })
        .meta({ title: "Why join", description: "What the contractor network offers." }),
      revenueSharing: z
        .object({
          title: line({ title: "Heading", description: "The heading of the revenue-sharing explanation." }),
          paragraphs: paragraphs({
            title: "Paragraphs",
            description:
              "How revenue sharing works, opened by the Learn About Revenue Sharing button; no percentages or amounts.",
          }),
        })
        .meta({ title: "How revenue sharing works", description: "The revenue-sharing explanation." }),
      jobs: sectionCopy("open positions")
        .extend({
          empty: text({
            title: "No openings text",
            description: "Shown on /careers and /careers/positions when a department has no open position.",
          }),
        })
        .meta({ title: "Open positions", description: "The heading over the job board; the jobs are the job files." }),
      onboarding: sectionCopy("how to join", ["replyTime"])
        .extend({
          steps: list(point("step"), {
            title: "Steps",
            description: "Exactly 4 steps, in the specification's order: Apply, Review, Onboard, Earn.",
          }).length(4, "must have exactly 4 steps"),
        })
        .meta({ title: "How to join", description: "The onboarding flow, from application to first project." }),
      cta: closingCta("/careers")
        .extend({
          linkedinLabel: ctaKey("added after the others when the company has a LinkedIn page"),
        })
        .meta({ title: "Closing call to action", description: "The last section of /careers." }),
    })
    .meta({ title: "Careers", description: "The /careers page: the contractor network and its job board." }),
  positions: z
    .object({
      title: pageName("/careers/positions"),
      metaDescription: filledMetaDescription("/careers/positions"),
      hero: pageHero("/careers/positions"),
      listTitle: line({ title: "List heading", description: "The heading over the job board on /careers/positions." }),
    })
    .meta({ title: "Open Positions", description: "The /careers/positions page: the job board on its own." }),
  internships: z
    .object({
      title: pageName("/careers/internships"),
      metaDescription: filledMetaDescription("/careers/internships"),
      hero: pageHero("/careers/internships"),
      about: sectionCopy("program")
        .extend({
          points: iconPoints("part of the program", {
            title: "What the program gives",
            description: "The program's parts, each with an icon; 3 fill one row.",
          }).min(1, "must have at least 1 item"),
        })
        .meta({ title: "The program", description: "What the internship is." }),
      eligibility: z
        .object({
          title: line({ title: "Heading", description: "The heading of the list of who can apply." }),
          items: strings("Item", { title: "Who can apply", description: "Who can apply, one per bullet." }, 1),
        })
        .meta({ title: "Who can apply", description: "The eligibility list." }),
      howToApply: z
        .object({
          eyebrow: line({ title: "Eyebrow", description: "The short label above the how-to-apply heading." }),
          title: line({ title: "Heading", description: "The how-to-apply heading." }),
          steps: list(point("step"), {
            title: "Steps",
            description: "The steps to an internship, in order. Tokens such as {replyTime} may be used.",
          }).min(1, "must have at least 1 step"),
        })
        .meta({ title: "How to apply", description: "The application steps." }),
      cta: closingCta("/careers/internships").meta({
        title: "Closing call to action",
        description: "The last section of /careers/internships; its first button is also the hero's.",
      }),
    })
    .meta({ title: "Internships", description: "The /careers/internships page: the internship program." }),
});

/** The coming-soon pages (docs/requirements.md#placeholder-pages): one entry per address of app/content/coming-soon.ts. */
export const comingSoonPageSchema = z.object(
  Object.fromEntries(
    COMING_SOON_PATHS.map((path) => [
      path.slice(1),
      z
        .object({
          title: pageName(path),
          description: text({
            title: "Tagline",
            description: `The sentence under the heading of ${path}, also its search result description. Tokens such as {brand} may be used.`,
          }),
        })
        .meta({
          title: path,
          description: `The coming-soon page ${path}: a heading and a tagline above "content would be implemented here".`,
        }),
    ]),
  ) as Record<string, z.ZodObject<{ title: z.ZodString; description: z.ZodString }>>,
);

/** An order file: a catalogue's ids in display order (the specification's entries first, docs/requirements.md#service-catalogue). */
export const orderSchema = z.object({
  order: list(
    z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be an entry's id")
      .meta({ title: "Entry", description: "An entry's id (its file name)." }),
    {
      title: "Order",
      description:
        "The entries' ids in the order pages list them. The specification's entries keep their places; add new ones after them.",
    },
  ).min(1, "must list at least one entry"),
});

export type ServiceData = z.infer<typeof serviceSchema>;
export type SolutionData = z.infer<typeof solutionSchema>;
export type TechnologyData = z.infer<typeof technologySchema>;
export type JobData = z.infer<typeof jobSchema>;
export type ServicesPageData = z.infer<typeof servicesPageSchema>;
export type HomePageData = z.infer<typeof homePageSchema>;

/** A link's target on the site: a path, optionally with a #section or a ?subject (/contact?subject=project). */
const navPath = (meta: Meta) =>
  z
    .string()
    .regex(/^\/[a-z0-9/-]*(?:\?[a-z]+=[a-z0-9-]+)?(?:#[a-z0-9-]+)?$/, "must be a path on the site, starting with /")
    .meta(meta);

const navLink = (where: string) => ({
  label: line({ title: "Label", description: `The link's words in ${where}, in title case.` }),
  href: navPath({
    title: "Page",
    description:
      "The page the link leads to, such as /services/api-development: a page of the site or one of its redirects; #section or ?subject=… may follow. The build refuses a page that does not exist.",
  }),
});

/** One link of a menu with a short line under it. */
const navItemWithLine = (where: string) =>
  z
    .object({
      ...navLink(where),
      description: line({ title: "Line under the label", description: `One short line under the link in ${where}.` }),
    })
    .meta({ title: "Link", description: `One link in ${where}, with a line under it.` });

/** One link of a mega-menu's column, with or without a line under it. */
const navItem = (where: string) => {
  const lineMeta = {
    title: "Line under the label",
    description: `Optional: one short line under the link in ${where}. Leave it empty for a plain link.`,
  };
  return z
    .object({
      ...navLink(where),
      // The editor saves a cleared field as "": a plain link (the loader drops it), not a blank line.
      description: knownTokens(z.string().regex(/^$|\S/, "must not be blank")).meta(lineMeta).optional(),
    })
    .meta({ title: "Link", description: `One link in ${where}.` });
};

const MEGA_MENU_IDS = ["services", "solutions", "technologies", "company"] as const;

/**
 * The header's menus, the footer's link lists and the footer's newsletter sign-up
 * (docs/requirements.md#header-menus-and-footer, #newsletter). The call-to-action button and the notice's
 * links stay in code: their pages are fixed.
 */
export const navigationSchema = z.object({
  primaryLinks: list(
    z.object(navLink("the header")).meta({ title: "Link", description: "One plain link before the menus." }),
    { title: "Header links", description: "The plain links at the start of the header, before the menus." },
  ),
  megaMenus: list(
    z
      .object({
        id: z.enum(MEGA_MENU_IDS).meta({
          title: "Menu",
          description: "Which of the header's four menus this is (the page's code opens it by this name).",
        }),
        label: line({ title: "Button", description: "The menu's button in the header, one word." }),
        overview: navItemWithLine("the panel's top row (its overview link)").optional().meta({
          title: "Overview link",
          description: "Optional: the link at the top of the panel to the section's index page, with a line under it.",
        }),
        groups: list(
          z
            .object({
              title: line({ title: "Heading", description: "The column's heading in the menu's panel." }),
              items: list(navItem("the menu's panel"), {
                title: "Links",
                description: "The column's links, in the order shown.",
              }).min(1, "must have at least 1 link"),
            })
            .meta({ title: "Column", description: "One column of the menu's panel: a heading and its links." }),
          { title: "Columns", description: "The panel's columns, left to right." },
        ).min(1, "must have at least 1 column"),
      })
      .meta({ title: "Menu", description: "One header menu: its button and the panel of links it opens." }),
    {
      title: "Header menus",
      description: "The four menus of the header (Services, Solutions, Technologies, Company), in the order shown.",
    },
  ).refine(
    (menus) => MEGA_MENU_IDS.every((id) => menus.filter((menu) => menu.id === id).length === 1),
    `must hold each menu once: ${MEGA_MENU_IDS.join(", ")}`,
  ),
  contactMenu: z
    .object({
      label: line({ title: "Button", description: "The contact menu's button in the header." }),
      items: list(navItemWithLine("the contact menu"), {
        title: "Links",
        description: "The contact menu's links, each with a line under it.",
      }).min(1, "must have at least 1 link"),
    })
    .meta({ title: "Contact menu", description: "The header's last menu, before the quote button." }),
  footerLists: list(
    z
      .object({
        title: line({ title: "Heading", description: "The column's heading in the footer (shown in capitals)." }),
        links: list(
          z.object(navLink("the footer")).meta({ title: "Link", description: "One link in the footer column." }),
          { title: "Links", description: "The column's links, in the order shown." },
        ).min(1, "must have at least 1 link"),
      })
      .meta({ title: "Footer column", description: "One column of links in the footer." }),
    { title: "Footer columns", description: "The footer's columns of links, left to right." },
  ),
  newsletterSignUp: z
    .object({
      title: line({ title: "Heading", description: "The newsletter's heading in the footer." }),
      cadence: line({ title: "How often", description: "One line under the heading: how often it arrives." }),
      notice: z
        .object({
          before: line({
            title: "Notice, before the first link",
            description: "The notice at the email field, up to its link to the privacy policy.",
          }),
          privacy: line({ title: "Privacy link", description: "The words of the notice's link to /privacy-policy." }),
          between: line({
            title: "Notice, between the links",
            description: 'The words between the two links, often just ".".',
          }),
          unsubscribe: line({
            title: "Unsubscribe link",
            description: "The words of the notice's link to the unsubscribe page.",
          }),
          after: line({ title: "Notice, after the last link", description: "The notice's end, after that link." }),
        })
        .meta({
          title: "Notice at the field",
          description: "One sentence with two links: what the address is used for, and how to unsubscribe.",
        }),
      success: text({
        title: "Thanks",
        description: "Shown after a sign-up when the server does not say a confirmation email was sent.",
      }),
      checkInbox: text({
        title: "Check your inbox",
        description:
          "Shown after a sign-up when a link to confirm the address was emailed. {confirmationHours} is how long the link works.",
      }),
      failure: z
        .object({
          withEmail: line(
            {
              title: "With the email address",
              description: "When the sign-up failed and the site has an email address: {email} is that address.",
            },
            ["email"],
          ),
          withoutEmail: line({
            title: "Without one",
            description: "When it failed and the site has no email address.",
          }),
        })
        .meta({ title: "Failure", description: "The answer to a sign-up that failed." }),
    })
    .meta({
      title: "Newsletter sign-up",
      description: "The footer's newsletter form: its heading, notice and answers.",
    }),
});
export type NavigationData = z.infer<typeof navigationSchema>;

/** A title and a sentence, with an icon: a tile, a value or a way of working. */
const iconPoint = (where: string) =>
  z
    .object({
      title: line({ title: "Title", description: `The item's title ${where}.` }),
      description: text({ title: "Text", description: "One sentence under the title." }),
      icon: icon("beside the title"),
    })
    .meta({ title: "Item", description: `One item ${where}: a title, a sentence and an icon.` });

/** A section's heading block: the short label above, the heading and the sentence under it. */
const headedSection = (section: string) => ({
  eyebrow: line({ title: "Eyebrow", description: `The short label above the "${section}" heading. May use {brand}.` }),
  title: line({ title: "Heading", description: `The section's heading, "${section}" in the specification.` }),
  description: text({ title: "Introduction", description: "One sentence under the heading." }),
});

/**
 * The company blocks several pages share (docs/requirements.md#home, #services-page, #service-detail,
 * #company-and-legal-pages): the home page and /services show the first five, /about the trust stats and
 * core values, the home page the ways to work with us, every service page the seven benefits.
 */
export const companySchema = z.object({
  developmentProcess: z
    .object({
      ...headedSection("Our development process"),
      steps: list(
        z
          .object({
            title: line({ title: "Title", description: "The step's name, numbered 01–04 by its place." }),
            description: text({ title: "Text", description: "One or two sentences on what happens in it." }),
          })
          .meta({ title: "Step", description: "One stage of the process." }),
        { title: "Steps", description: "Exactly 4 steps, in order; the page numbers them 01–04." },
      ).length(4, "must have exactly 4 steps"),
    })
    .meta({ title: "Our development process", description: "On the home page and /services: four numbered steps." }),
  technologyTiles: z
    .object({
      ...headedSection("Technologies we master"),
      tiles: list(iconPoint("on its tile"), {
        title: "Tiles",
        description: "Exactly 6 technology tiles, each with an icon.",
      }).length(6, "must have exactly 6 tiles"),
    })
    .meta({ title: "Technologies we master", description: "On the home page and /services: six tiles." }),
  whyChoose: z
    .object({
      ...headedSection("Why choose our services"),
      points: list(
        line({
          title: "Point",
          description:
            "One reason, one line. Tokens such as {brand}, {pricingModels}, {nda}, {ownership} or {slaHours} state the decided terms.",
        }),
        { title: "Points", description: "Exactly 8 reasons, shown as a checklist." },
      ).length(8, "must have exactly 8 points"),
    })
    .meta({ title: "Why choose our services", description: "On the home page and /services: an eight-point list." }),
  trustStats: z
    .object({
      ...headedSection("Partners businesses rely on"),
      stats: list(
        z
          .object({
            value: line({ title: "Figure", description: "The big figure or word, such as 24/7." }),
            label: line({ title: "Label", description: "What the figure counts, under it." }),
            description: text({
              title: "Line under it",
              description: "One short line that backs the figure; {roundTheClock} states the support hours.",
            }),
          })
          .meta({ title: "Stat", description: "One trust figure with its label and line." }),
        { title: "Stats", description: "Exactly 4 trust stats; /about shows them too." },
      ).length(4, "must have exactly 4 stats"),
    })
    .meta({ title: "Client satisfaction", description: "On the home page and /services (and its stats on /about)." }),
  values: z
    .object({
      title: line({ title: "Heading", description: 'The heading over the four values, "What we value".' }),
      items: list(iconPoint("beside the trust stats"), {
        title: "Values",
        description: "Exactly 4 value statements, each with an icon.",
      }).length(4, "must have exactly 4 values"),
    })
    .meta({ title: "What we value", description: "Beside the trust stats on the home page and /services." }),
  coreValues: z
    .object({
      ...headedSection("What guides our decisions"),
      items: list(iconPoint("in the core values"), {
        title: "Core values",
        description: "Exactly 4 core values (Passion, Integrity, Innovation, Collaboration), each with an icon.",
      }).length(4, "must have exactly 4 core values"),
    })
    .meta({ title: "Core values", description: "On /about and /about/mission alike." }),
  serveWays: z
    .object({
      title: line({ title: "Heading", description: 'The section\'s heading, "How we serve your business".' }),
      items: list(iconPoint("among the ways to work with us"), {
        title: "Ways to work with us",
        description: "Exactly 3 ways of serving a business, each with an icon.",
      }).length(3, "must have exactly 3 ways"),
    })
    .meta({ title: "How we serve your business", description: "On the home page, after the services." }),
  initiativeBenefits: list(
    line({
      title: "Benefit",
      description:
        "One benefit, one line, true of every service. Tokens such as {brand}, {FreeConsultation}, {estimate}, {ownership} or {nda} state the decided terms.",
    }),
    {
      title: "Our Initiative benefits",
      description: "Exactly 7 benefits shown in the Our Initiative section of every service page.",
    },
  ).length(7, "must have exactly 7 benefits"),
});
export type CompanyData = z.infer<typeof companySchema>;
export type NewsletterPageData = z.infer<typeof newsletterPageSchema>;
export type BlogPageData = z.infer<typeof blogPageSchema>;
export type ContactPageData = z.infer<typeof contactPageSchema>;
export type TechnologiesPageData = z.infer<typeof technologiesPageSchema>;
export type SolutionsPageData = z.infer<typeof solutionsPageSchema>;
export type AboutPageData = z.infer<typeof aboutPageSchema>;
export type CareersPageData = z.infer<typeof careersPageSchema>;
export type ComingSoonPageData = z.infer<typeof comingSoonPageSchema>;
