import type { Technology } from "../types";
import { CTA } from "../cta";

const technology: Technology = {
  id: "react",
  name: "React",
  title: "React Development",
  description:
    "Product interfaces that stay fast as they grow: web apps, design systems and Next.js sites written in TypeScript by React developers who join your team.",
  metaDescription:
    "React developers for TypeScript web apps, Next.js sites and design systems, with testing and accessibility built in, billed by the hour.",
  group: "frontend",
  hero: {
    title: "React developers for interfaces your users enjoy",
    subtitle: "React, Next.js and TypeScript specialists",
    description:
      "Our React engineers build product front ends, component libraries and server-rendered sites. They care about accessibility, performance and code your team can extend.",
    ctaText: CTA.consultation,
  },
  overview: {
    summary:
      "React is the most widely used library for building web interfaces, which makes it easy to hire for and hard to do well at scale. We place developers who know modern React: hooks, server components, data fetching and the testing that keeps it all working.",
    benefits: [
      "A huge ecosystem and talent pool",
      "Reusable components shared across products",
      "Server rendering and static generation with Next.js",
      "Code and knowledge shared with React Native apps",
      "Strong typing with TypeScript across the front end",
    ],
    useCases: [
      "SaaS product interfaces and dashboards",
      "Design systems and component libraries",
      "Next.js marketing sites and storefronts",
      "Migrations from class components or other frameworks",
      "Real-time collaboration and data-heavy screens",
    ],
  },
  expertise: {
    frameworks: ["React", "Next.js", "React Router", "TanStack Query", "Redux Toolkit", "Zustand"],
    tools: ["TypeScript", "Vite", "Vitest", "Testing Library", "Playwright", "Storybook"],
    databases: ["PostgreSQL", "Firebase", "Supabase", "MongoDB"],
    cloudPlatforms: ["Vercel", "AWS", "Netlify", "Cloudflare"],
    methodologies: ["Scrum", "Component-driven development", "Accessibility audits", "Performance budgets"],
  },
  developers: {
    title: "React talent ready to join",
    description: "Assessed on TypeScript, React patterns, testing and a pairing session before we put them forward.",
    profiles: [
      {
        id: "react-developer",
        name: "Product UI developer",
        title: "React Developer",
        experience: "3+ years",
        skills: ["React", "TypeScript", "TanStack Query", "Testing Library", "Tailwind CSS"],
        description: "Turns designs into product screens and components, wired to your APIs and covered by tests.",
        hourlyRate: "$35–45",
        availability: "Full-time",
      },
      {
        id: "react-nextjs-developer",
        name: "Next.js performance specialist",
        title: "Senior Next.js Developer",
        experience: "5+ years",
        skills: ["Next.js", "Server components", "Core Web Vitals", "Edge caching", "Headless CMS"],
        description: "Keeps server-rendered sites and apps fast, and within the performance budgets you set for them.",
        hourlyRate: "$45–55",
        availability: "Full-time",
      },
      {
        id: "react-design-systems-lead",
        name: "Design systems lead",
        title: "Lead Front-end Engineer (React)",
        experience: "8+ years",
        skills: ["Design systems", "Storybook", "Accessibility", "Monorepos", "Mentoring"],
        description:
          "Creates the component library several teams build on, and the review habits that keep it consistent.",
        hourlyRate: "$60–78",
        availability: "Full-time",
      },
    ],
  },
  hiringProcess: {
    title: "Adding a React developer to your team",
    steps: [
      {
        step: 1,
        title: "Tell us about your front end",
        description: "Share your stack, design system and the product areas that need help.",
        duration: "1–2 days",
      },
      {
        step: 2,
        title: "Interview React candidates",
        description:
          "Shortlisted React developers arrive {shortlistTime}; review their code samples and pair with them on a small task.",
        duration: "4–10 days",
      },
      {
        step: 3,
        title: "Trial inside your product",
        description:
          "Work begins with {trial}: small changes first, then full features, with a replacement {replacementCost} if the fit is wrong.",
        duration: "2 weeks",
      },
      {
        step: 4,
        title: "Grow with your roadmap",
        description: "Scale the team for launches and keep a stable core between them.",
        duration: "Ongoing",
      },
    ],
  },
  benefits: {
    title: "Why product teams choose our React developers",
    items: [
      {
        title: "Shipping in the first week",
        description: "Small, reviewed pull requests from day one while the developer learns the product.",
        icon: "clock",
      },
      {
        title: "Accessible by default",
        description: "Semantic markup, keyboard support and screen reader checks in every component.",
        icon: "star",
      },
      {
        title: "Senior front-end skills, fair rates",
        description: "Experienced React developers at transparent hourly rates, invoiced monthly.",
        icon: "dollar",
      },
      {
        title: "Time-zone friendly collaboration",
        description: "Daily overlap for design reviews, pairing and stand-ups with your team.",
        icon: "globe",
      },
      {
        title: "Careful with user data",
        description: "No secrets in the browser, safe authentication flows and audited npm packages.",
        icon: "shield",
      },
      {
        title: "Component docs in Storybook",
        description: "Shared components are documented with their states and usage guidance.",
        icon: "file",
      },
    ],
  },
  faqs: [
    {
      question: "Do your React developers use Next.js?",
      answer:
        "Many do, and we match you with Next.js experience when you need server rendering, search visibility or static pages. For apps behind a login, a client-rendered React app with Vite is often enough.",
    },
    {
      question: "Which state management do you use with React?",
      answer:
        "We start with React's own state and a server-data library such as TanStack Query, and add Redux Toolkit or Zustand only when shared client state justifies it. We follow your existing choice.",
    },
    {
      question: "Can you improve the performance of our React app?",
      answer:
        "Profiling comes first: we measure rendering and bundle size, split code by route, remove unnecessary re-renders and set budgets in CI so the gains last.",
    },
    {
      question: "Do you make React interfaces accessible?",
      answer:
        "Accessibility is part of the definition of done. We follow WCAG 2.2 AA, test with keyboards and screen readers, and run automated checks with axe in the test suite.",
    },
    {
      question: "Can your developers also build our React Native app?",
      answer:
        "Some of our React developers also work with React Native, and sharing types and logic between web and mobile is a common request. Tell us and we will shortlist accordingly.",
    },
  ],
  pricing: {
    title: "React developer pricing",
    description: "Transparent hourly rates by seniority, with monthly invoicing and no placement fees.",
    tiers: [
      {
        level: "Starter",
        experience: "1–3 years",
        rate: "$25–35",
        features: ["Components from designs", "Bug fixes", "Tests for new code", "Guided by a senior"],
      },
      {
        level: "Professional",
        experience: "3–6 years",
        rate: "$35–55",
        features: [
          "Complete features with APIs",
          "Next.js and server rendering",
          "Accessibility and performance",
          "Works directly with designers",
        ],
      },
      {
        level: "Enterprise",
        experience: "6+ years",
        rate: "$55–90",
        features: [
          "Front-end architecture",
          "Design systems",
          "Large migrations",
          "Team leadership and hiring support",
        ],
      },
    ],
  },
};

export default technology;
