import type { Technology } from "../types";
import { CTA } from "../cta";

const technology: Technology = {
  id: "cicd",
  name: "CI/CD",
  title: "CI/CD Engineering",
  description:
    "Pipelines that test, secure and release every change automatically, from the first commit to production, built by CI/CD engineers who join your team.",
  metaDescription:
    "CI/CD engineers for GitHub Actions, GitLab CI, Jenkins and Argo CD pipelines with automated tests, security scans and safe releases.",
  group: "cloud",
  hero: {
    title: "Release engineers who make shipping routine",
    subtitle: "Pipelines, automated checks and progressive delivery",
    description:
      "Our CI/CD engineers turn slow, manual releases into pipelines that run in minutes. Each change is built, tested, scanned and deployed through the same automated steps, so releases are repeatable.",
    ctaText: CTA.consultation,
  },
  overview: {
    summary:
      "A good pipeline is the difference between releasing once a month with a checklist and releasing many times a day without drama. We bring engineers who design pipelines around your branching, test suites and environments.",
    benefits: [
      "Faster feedback on every pull request",
      "Fewer failed releases and faster rollbacks",
      "Security checks built into every build",
      "Reproducible builds and versioned artifacts",
      "Less time spent by developers on manual steps",
    ],
    useCases: [
      "Migrating from Jenkins to GitHub Actions or GitLab CI",
      "GitOps deployments to Kubernetes with Argo CD",
      "Monorepo pipelines that build only what changed",
      "Canary and blue-green releases with automatic rollback",
      "Mobile app build and store release automation",
    ],
  },
  expertise: {
    frameworks: ["GitHub Actions", "GitLab CI", "Jenkins", "Argo CD", "Flux", "Tekton"],
    tools: ["Docker", "Helm", "Trivy", "SonarQube", "Renovate", "Argo Rollouts", "Nx"],
    databases: ["PostgreSQL", "Redis", "Flyway", "Liquibase"],
    cloudPlatforms: ["AWS", "Azure DevOps", "Google Cloud", "Kubernetes"],
    methodologies: ["Trunk-based development", "GitOps", "Progressive delivery", "DORA metrics"],
  },
  developers: {
    title: "CI/CD engineers available now",
    description: "Pipeline engineers who have worked with small product teams and large engineering organizations.",
    profiles: [
      {
        id: "cicd-pipeline-engineer",
        name: "Pipeline builder",
        title: "CI/CD Engineer",
        experience: "3+ years",
        skills: ["GitHub Actions", "GitLab CI", "Docker", "Bash", "Caching strategies"],
        description:
          "Speeds up the pipelines for your services with caching, parallel tests and clear failure messages.",
        hourlyRate: "$40–50",
        availability: "Full-time",
      },
      {
        id: "cicd-gitops-engineer",
        name: "GitOps specialist",
        title: "Senior Release Engineer",
        experience: "6+ years",
        skills: ["Argo CD", "Helm", "Kubernetes", "Argo Rollouts", "Policy as code"],
        description:
          "Sets up GitOps delivery and progressive rollouts so production is continuously reconciled with what is in Git and any drift is flagged.",
        hourlyRate: "$65–74",
        availability: "Full-time",
      },
      {
        id: "cicd-platform-lead",
        name: "Developer platform lead",
        title: "Platform Engineering Lead",
        experience: "9+ years",
        skills: ["Internal developer platforms", "Backstage", "Supply chain security", "DORA metrics", "Mentoring"],
        description:
          "Creates the paved road every team uses to build and release, and measures how it improves delivery.",
        hourlyRate: "$70–80",
        availability: "Full-time",
      },
    ],
  },
  hiringProcess: {
    title: "How a CI/CD engineer joins you",
    steps: [
      {
        step: 1,
        title: "Map your release path",
        description: "We trace how code gets from a commit to production today and where it waits.",
        duration: "2–3 days",
      },
      {
        step: 2,
        title: "Choose the engineer",
        description: "Candidates who know your tools and hosting come to you for interviews {shortlistTime}.",
        duration: "4–10 days",
      },
      {
        step: 3,
        title: "Automate the first service",
        description:
          "A complete pipeline for one service, started during {trial}, becomes the template for the rest; a wrong fit is replaced {replacementCost}.",
        duration: "2 weeks",
      },
      {
        step: 4,
        title: "Roll out and maintain",
        description: "Pipelines spread to every service, and we keep them fast and up to date.",
        duration: "Ongoing",
      },
    ],
  },
  benefits: {
    title: "What our release engineers change for you",
    items: [
      {
        title: "Minutes, not hours, per build",
        description: "Caching, parallel jobs and affected-only builds cut waiting time for every developer.",
        icon: "clock",
      },
      {
        title: "Releases you can trust",
        description: "Automated tests, checks and approvals mean a green pipeline really means ready.",
        icon: "star",
      },
      {
        title: "Lower runner and cloud bills",
        description: "Right-sized runners and fewer wasted builds reduce what your pipelines cost.",
        icon: "dollar",
      },
      {
        title: "One process for every team",
        description: "Shared pipeline templates give teams in any location the same way of releasing.",
        icon: "globe",
      },
      {
        title: "A secured software supply chain",
        description: "Dependency and image scanning, signed artifacts and secrets kept out of logs.",
        icon: "shield",
      },
      {
        title: "Pipelines documented as code",
        description: "Every step is versioned and explained, so your team can change it with confidence.",
        icon: "file",
      },
    ],
  },
  faqs: [
    {
      question: "Which CI/CD platform should we use?",
      answer:
        "If your code is on GitHub, GitHub Actions is usually the simplest choice; GitLab CI suits teams on GitLab. We keep Jenkins where heavy customization already works, and add Argo CD for GitOps deployments to Kubernetes.",
    },
    {
      question: "Can you move our pipelines off Jenkins without stopping releases?",
      answer:
        "One service at a time: old and new pipelines run side by side until the results match, and we switch over only then.",
    },
    {
      question: "How do you make releases safer?",
      answer:
        "With automated tests at each stage, canary or blue-green releases that expose a change to a small share of traffic first, and automatic rollback when error rates or latency rise.",
    },
    {
      question: "Do you add security checks to our pipelines?",
      answer:
        "Dependency scanning, static analysis, container image scanning with Trivy and secret detection go into every pipeline, tuned so they block real problems without flooding developers with noise.",
    },
    {
      question: "How do we know the new pipelines help?",
      answer:
        "We measure the 4 DORA metrics, deployment frequency, lead time, change failure rate and time to restore, before and after the work.",
    },
  ],
  pricing: {
    title: "CI/CD engineer rates",
    description: "Pipeline and release engineering billed by the hour, invoiced monthly.",
    tiers: [
      {
        level: "Starter",
        experience: "1–3 years",
        rate: "$30–40",
        features: ["Pipeline maintenance", "Build speed fixes", "Script automation", "Supervised changes"],
      },
      {
        level: "Professional",
        experience: "3–6 years",
        rate: "$40–65",
        features: [
          "New pipelines for each service",
          "Container builds and registries",
          "Security scanning in CI",
          "Deployment automation",
        ],
      },
      {
        level: "Enterprise",
        experience: "6+ years",
        rate: "$65–110",
        features: [
          "GitOps and progressive delivery",
          "Developer platform design",
          "Supply chain security",
          "DORA metrics reporting",
        ],
      },
    ],
  },
};

export default technology;
