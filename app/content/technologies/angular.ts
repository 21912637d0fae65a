import type { Technology } from "../types";
import { CTA } from "../cta";

const technology: Technology = {
  id: "angular",
  name: "Angular",
  title: "Angular Development",
  description:
    "Large business applications in Angular: dashboards, portals and internal tools built with standalone components, signals and strict TypeScript by developers in your team.",
  metaDescription:
    "Angular developers for enterprise dashboards and portals, with signals, RxJS, NgRx and upgrades from AngularJS, billed at hourly rates.",
  group: "frontend",
  hero: {
    title: "Angular developers for complex business applications",
    subtitle: "Standalone components, signals, RxJS and NgRx",
    description:
      "Our Angular engineers build data-heavy interfaces that large teams can work on together. They also upgrade old Angular and AngularJS apps to current versions.",
    ctaText: CTA.consultation,
  },
  overview: {
    summary:
      "Angular gives big teams one opinionated way to build, test and structure a front end. We supply developers who know its current features and the patterns that keep large apps fast.",
    benefits: [
      "A complete framework with routing, forms and HTTP built in",
      "Strict TypeScript that catches errors before release",
      "Consistent structure across large teams",
      "Predictable upgrades on a published release schedule",
      "Strong tooling with the Angular CLI and Nx",
    ],
    useCases: [
      "Enterprise dashboards and admin consoles",
      "Customer and partner portals",
      "Complex multi-step forms and workflows",
      "Upgrades from AngularJS and older Angular versions",
      "Micro-frontends in large organizations",
    ],
  },
  expertise: {
    frameworks: ["Angular", "RxJS", "NgRx", "Angular Material", "Angular CDK", "Ionic"],
    tools: ["Angular CLI", "Nx", "Jest", "Cypress", "Storybook", "ESLint"],
    databases: ["PostgreSQL", "Firebase", "MongoDB", "IndexedDB"],
    cloudPlatforms: ["Azure", "AWS", "Google Cloud", "Firebase Hosting"],
    methodologies: ["Scrum", "Component-driven development", "Accessibility reviews", "Trunk-based development"],
  },
  developers: {
    title: "Angular engineers we can place",
    description: "Screened on TypeScript, RxJS and a component design exercise before you meet them.",
    profiles: [
      {
        id: "angular-developer",
        name: "Feature developer",
        title: "Angular Developer",
        experience: "3+ years",
        skills: ["Angular", "TypeScript", "RxJS", "Angular Material", "Jest"],
        description:
          "Implements screens, forms and components to your design system, with unit tests and accessible markup.",
        hourlyRate: "$36–46",
        availability: "Full-time",
      },
      {
        id: "angular-state-specialist",
        name: "State and performance specialist",
        title: "Senior Angular Developer",
        experience: "6+ years",
        skills: ["NgRx", "Signals", "Change detection", "Nx", "Cypress"],
        description:
          "Untangles state management and rendering performance in large apps, and sets patterns the team can follow.",
        hourlyRate: "$55–66",
        availability: "Full-time",
      },
      {
        id: "angular-architect",
        name: "Upgrade lead",
        title: "Angular Front-end Architect",
        experience: "9+ years",
        skills: ["AngularJS migration", "Micro-frontends", "Module Federation", "Design systems", "Mentoring"],
        description: "Leads version upgrades and splits of large front ends, keeping releases going throughout.",
        hourlyRate: "$64–78",
        availability: "Full-time",
      },
    ],
  },
  hiringProcess: {
    title: "Hiring an Angular developer, step by step",
    steps: [
      {
        step: 1,
        title: "Describe the app",
        description: "Tell us the Angular version, state management and design system your app uses.",
        duration: "1–2 days",
      },
      {
        step: 2,
        title: "Review matched profiles",
        description:
          "Angular profiles matched to your stack arrive {shortlistTime}; watch each candidate work through a task.",
        duration: "4–10 days",
      },
      {
        step: 3,
        title: "Start on real tickets",
        description:
          "Real tickets from the first week, reviewed by your team, make up {trial}; if the fit is wrong, the replacement comes {replacementCost}.",
        duration: "2 weeks",
      },
      {
        step: 4,
        title: "Grow the front-end team",
        description: "More developers or an architect join as the roadmap grows, with the same standards.",
        duration: "Ongoing",
      },
    ],
  },
  benefits: {
    title: "Reasons teams hire Angular developers from us",
    items: [
      {
        title: "Angular specialists, quickly shortlisted",
        description:
          "Shortlists arrive {shortlistTime}, made up of developers who already know current Angular, so no time is spent learning it.",
        icon: "clock",
      },
      {
        title: "Clean component architecture",
        description: "Smart and presentational components, typed forms and tested services as a habit.",
        icon: "star",
      },
      {
        title: "Front-end capacity without overhead",
        description: "Scale the team up or down each month at hourly rates, instead of hiring for a peak.",
        icon: "dollar",
      },
      {
        title: "Remote work that feels local",
        description:
          "Developers join your stand-ups, design reviews and chat channels in the working hours agreed for the placement.",
        icon: "globe",
      },
      {
        title: "Secure front-end practices",
        description: "Safe handling of tokens, content security and dependency audits in every build.",
        icon: "shield",
      },
      {
        title: "Upgrade plans in writing",
        description: "Version upgrades come with a written plan, risks and a rollback path.",
        icon: "file",
      },
    ],
  },
  faqs: [
    {
      question: "Can you upgrade our AngularJS application?",
      answer:
        "Two routes work: we either run AngularJS and Angular side by side and move screens one at a time, or rebuild in stages behind the same URLs. We recommend the approach after reviewing your code and test coverage.",
    },
    {
      question: "Do your developers use signals or NgRx?",
      answer:
        "Both, depending on the app. Signals suit local and component state in current Angular versions; NgRx still helps in large apps with shared state and complex side effects. We follow what your codebase uses.",
    },
    {
      question: "How do you keep a large Angular app fast?",
      answer:
        "Lazy-loaded routes, OnPush change detection or signals, deferred views and bundle budgets checked in CI. We measure before and after each change.",
    },
    {
      question: "Can Angular developers work with our existing design system?",
      answer:
        "They build on Angular Material, the CDK or your own component library, and document new components in Storybook.",
    },
    {
      question: "Do you test Angular applications end to end?",
      answer: "On every pull request: unit tests with Jest and end-to-end tests with Cypress or Playwright.",
    },
  ],
  pricing: {
    title: "Angular developer pricing",
    description:
      "Rates per hour by seniority, invoiced monthly. Switch levels as your needs change, with {dedicatedNotice}.",
    tiers: [
      {
        level: "Starter",
        experience: "1–3 years",
        rate: "$26–36",
        features: ["Screens and components to design", "Unit tests with Jest", "Reviewed by a senior", "Daily updates"],
      },
      {
        level: "Professional",
        experience: "3–6 years",
        rate: "$36–55",
        features: [
          "Owns features end to end",
          "RxJS and state management",
          "Accessibility and performance checks",
          "Works directly with designers",
        ],
      },
      {
        level: "Enterprise",
        experience: "6+ years",
        rate: "$55–90",
        features: [
          "Front-end architecture",
          "Version upgrades and migrations",
          "Design system leadership",
          "Team mentoring and reviews",
        ],
      },
    ],
  },
};

export default technology;
