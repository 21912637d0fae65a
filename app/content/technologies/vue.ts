import type { Technology } from "../types";
import { CTA } from "../cta";

const technology: Technology = {
  id: "vue",
  name: "Vue.js",
  title: "Vue.js Development",
  description:
    "Fast, approachable front ends from Vue.js developers in your team: single-page apps, Nuxt sites and interactive widgets built with Vue 3 and the Composition API.",
  metaDescription:
    "Vue.js developers for Vue 3 and Nuxt apps, Pinia state, Vite tooling and upgrades from Vue 2, placed in your team at hourly rates.",
  group: "frontend",
  hero: {
    title: "Vue.js developers who keep front ends simple",
    subtitle: "Vue 3, Nuxt, Pinia and Vite",
    description:
      "Our Vue engineers build interfaces that are quick to load and easy to extend. They also move Vue 2 apps to Vue 3 without stopping your roadmap.",
    ctaText: CTA.consultation,
  },
  overview: {
    summary:
      "Vue is easy to adopt one page at a time and scales to full applications with Nuxt. Our developers use the Composition API, TypeScript and Vite to keep Vue codebases small and well tested.",
    benefits: [
      "Gentle learning curve for new team members",
      "Adoptable piece by piece inside existing pages",
      "Small bundles and fast rendering",
      "Server rendering and static generation with Nuxt",
      "First-class TypeScript support in Vue 3",
    ],
    useCases: [
      "Single-page applications and dashboards",
      "Nuxt marketing sites and content platforms",
      "Interactive widgets inside Laravel or Django pages",
      "Vue 2 to Vue 3 migrations",
      "Customer self-service portals",
    ],
  },
  expertise: {
    frameworks: ["Vue 3", "Nuxt", "Pinia", "Vue Router", "Vuetify", "Quasar"],
    tools: ["Vite", "Vitest", "Vue Test Utils", "Playwright", "ESLint", "Storybook"],
    databases: ["PostgreSQL", "MySQL", "Firebase", "Supabase"],
    cloudPlatforms: ["Vercel", "Netlify", "AWS", "Google Cloud"],
    methodologies: ["Scrum", "Kanban", "Component-driven development", "Accessibility testing"],
  },
  developers: {
    title: "Vue.js developers for your team",
    description: "Selected after a live component-building session and checks on Vue 3 and TypeScript.",
    profiles: [
      {
        id: "vue-developer",
        name: "Interface builder",
        title: "Vue.js Developer",
        experience: "2+ years",
        skills: ["Vue 3", "Composition API", "TypeScript", "Pinia", "Vitest"],
        description: "Turns designs into accessible Vue components and pages connected to your APIs.",
        hourlyRate: "$30–33",
        availability: "Full-time",
      },
      {
        id: "vue-nuxt-developer",
        name: "Nuxt and SEO specialist",
        title: "Senior Nuxt Developer",
        experience: "5+ years",
        skills: ["Nuxt", "Server rendering", "Core Web Vitals", "Headless CMS", "i18n"],
        description: "Delivers fast, indexable Nuxt sites and apps with caching and content workflows that scale.",
        hourlyRate: "$40–50",
        availability: "Full-time",
      },
      {
        id: "vue-front-end-lead",
        name: "Migration lead",
        title: "Lead Vue.js Engineer",
        experience: "8+ years",
        skills: ["Vue 2 to 3 migration", "Architecture", "Design systems", "Monorepos", "Mentoring"],
        description: "Restructures large Vue codebases and leads upgrades while the team keeps shipping features.",
        hourlyRate: "$55–72",
        availability: "Full-time",
      },
    ],
  },
  hiringProcess: {
    title: "Getting a Vue.js developer started",
    steps: [
      {
        step: 1,
        title: "Outline the front end",
        description: "Describe your Vue version, build setup and the features on the roadmap.",
        duration: "1–2 days",
      },
      {
        step: 2,
        title: "Interview and choose",
        description:
          "Matched Vue developers are yours to interview {shortlistTime}, with past components and apps to look at.",
        duration: "4–10 days",
      },
      {
        step: 3,
        title: "First sprints together",
        description:
          "Backlog items are delivered and reviewed by your team during {trial}, and a developer who does not fit is replaced {replacementCost}.",
        duration: "2 weeks",
      },
      {
        step: 4,
        title: "Continue and expand",
        description: "Keep the developer on long term and add Nuxt or back-end skills when needed.",
        duration: "Ongoing",
      },
    ],
  },
  benefits: {
    title: "Why companies hire Vue.js talent from us",
    items: [
      {
        title: "Shortlists without the wait",
        description:
          "Vue developers are matched from our employees and contractors, with profiles to interview {shortlistTime}.",
        icon: "clock",
      },
      {
        title: "Idiomatic Vue 3 code",
        description: "Composables, typed props and small components that new developers understand.",
        icon: "star",
      },
      {
        title: "Pay for the hours you need",
        description: "Monthly invoicing of hours worked, with no recruitment or setup fees.",
        icon: "dollar",
      },
      {
        title: "Part of your distributed team",
        description: "Your tools, rituals and working hours become theirs, for smooth collaboration.",
        icon: "globe",
      },
      {
        title: "Privacy-respecting front ends",
        description: "Consent-aware analytics, safe storage of tokens and audited dependencies.",
        icon: "shield",
      },
      {
        title: "Components documented for reuse",
        description: "New components arrive with stories and usage notes for the rest of your team.",
        icon: "file",
      },
    ],
  },
  faqs: [
    {
      question: "Should we migrate from Vue 2 to Vue 3?",
      answer:
        "In most cases, yes: Vue 2 reached end of life at the end of 2023 and no longer receives security fixes. We plan the migration with the compatibility build so the app keeps working while components move over.",
    },
    {
      question: "Do you use Nuxt for every Vue project?",
      answer:
        "No. Nuxt is the right choice when you need server rendering, search visibility or static pages. For dashboards behind a login, a plain Vue and Vite single-page app is usually simpler.",
    },
    {
      question: "Can Vue run inside our Laravel or Django templates?",
      answer:
        "Vue can power individual widgets inside server-rendered pages, which is a common way to modernize a front end gradually.",
    },
    {
      question: "How do you manage state in Vue applications?",
      answer:
        "With Pinia for shared application state and composables for reusable logic. We keep server data in a caching layer so components stay simple.",
    },
    {
      question: "How do you test Vue components?",
      answer:
        "Unit and component tests with Vitest and Vue Test Utils, and end-to-end tests with Playwright for the critical user journeys.",
    },
  ],
  pricing: {
    title: "Vue.js developer pricing",
    description:
      "Pay by the hour at the level you need, invoiced monthly. Changes to the team follow the rule of every placement: {dedicatedNotice}.",
    tiers: [
      {
        level: "Starter",
        experience: "1–3 years",
        rate: "$25–33",
        features: ["Components from designs", "API integration", "Tests for new code", "Reviewed by a senior"],
      },
      {
        level: "Professional",
        experience: "3–6 years",
        rate: "$33–50",
        features: [
          "Feature ownership end to end",
          "Pinia and routing architecture",
          "Nuxt server rendering",
          "Performance tuning",
        ],
      },
      {
        level: "Enterprise",
        experience: "6+ years",
        rate: "$50–80",
        features: [
          "Front-end architecture",
          "Vue 2 to Vue 3 migrations",
          "Design system ownership",
          "Technical leadership",
        ],
      },
    ],
  },
};

export default technology;
