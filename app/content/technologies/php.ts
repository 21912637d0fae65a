import type { Technology } from "../types";
import { CTA } from "../cta";

const technology: Technology = {
  id: "php",
  name: "PHP",
  title: "PHP Development",
  description:
    "Laravel and Symfony applications, WordPress and Drupal platforms, and upgrades of older PHP code to current versions, from PHP developers who join your team.",
  metaDescription:
    "PHP developers for Laravel and Symfony apps, WordPress builds and PHP 8 upgrades of legacy code, working in your team at hourly rates.",
  group: "backend",
  hero: {
    title: "PHP developers for modern Laravel and legacy rescue",
    subtitle: "Laravel, Symfony and PHP 8 upgrades",
    description:
      "Our PHP engineers build new Laravel products and take over existing PHP systems that need care: upgrades, tests, performance work and security fixes.",
    ctaText: CTA.consultation,
  },
  overview: {
    summary:
      "PHP still powers a large share of the web, from WordPress sites to business-critical Laravel and Symfony applications. Modern PHP is fast and well typed; our developers bring older code up to that standard.",
    benefits: [
      "Mature frameworks with batteries included",
      "Inexpensive, widely available hosting",
      "Fast development of business applications",
      "Big performance gains on PHP 8",
      "A large ecosystem of Composer packages",
    ],
    useCases: [
      "Laravel SaaS products and admin panels",
      "Symfony applications for complex business rules",
      "Upgrades from PHP 5 and 7 to PHP 8",
      "Custom WordPress and WooCommerce builds",
      "Drupal platforms for content-heavy sites",
    ],
  },
  expertise: {
    frameworks: ["Laravel", "Symfony", "Livewire", "WordPress", "Drupal", "Laminas"],
    tools: ["Composer", "PHPUnit", "Pest", "PHPStan", "Rector", "Xdebug"],
    databases: ["MySQL", "MariaDB", "PostgreSQL", "Redis"],
    cloudPlatforms: ["AWS", "DigitalOcean", "Laravel Forge", "Google Cloud"],
    methodologies: ["Scrum", "Kanban", "Static analysis in CI", "Incremental refactoring"],
  },
  developers: {
    title: "PHP developers you can hire",
    description: "Vetted on modern PHP, their framework of choice and reading code they have never seen before.",
    profiles: [
      {
        id: "php-laravel-developer",
        name: "Laravel product developer",
        title: "Laravel Developer",
        experience: "3+ years",
        skills: ["Laravel", "Livewire", "MySQL", "Pest", "Queues"],
        description: "Ships features, admin screens and APIs in Laravel with tests and clean migrations.",
        hourlyRate: "$32–40",
        availability: "Full-time",
      },
      {
        id: "php-legacy-specialist",
        name: "Legacy upgrade specialist",
        title: "Senior PHP Developer",
        experience: "7+ years",
        skills: ["PHP 8 upgrades", "Rector", "PHPStan", "Refactoring", "Symfony"],
        description: "Brings old PHP code under test, upgrades it to PHP 8 and removes risky patterns step by step.",
        hourlyRate: "$48–58",
        availability: "Full-time",
      },
      {
        id: "php-architect",
        name: "Platform architect",
        title: "PHP Solution Architect",
        experience: "10+ years",
        skills: ["Symfony", "Domain-driven design", "Performance", "Caching", "Mentoring"],
        description:
          "Leads teams through rewrites or gradual modernization of large PHP platforms, starting from a design the whole team understands.",
        hourlyRate: "$56–70",
        availability: "Full-time",
      },
    ],
  },
  hiringProcess: {
    title: "How to add a PHP developer",
    steps: [
      {
        step: 1,
        title: "Show us the codebase",
        description: "Send us the PHP version, framework and the state of tests, so we match the right profile.",
        duration: "1–3 days",
      },
      {
        step: 2,
        title: "Select your developer",
        description:
          "Profiles of PHP developers who have worked on similar applications reach you {shortlistTime}, ready for your interviews.",
        duration: "4–10 days",
      },
      {
        step: 3,
        title: "Stabilize during the trial",
        description:
          "Quick fixes and tests around the riskiest areas fill {trial}; if the fit is wrong, a replacement comes {replacementCost}.",
        duration: "2 weeks",
      },
      {
        step: 4,
        title: "Keep improving",
        description: "Features, upgrades and security patches continue on a predictable schedule.",
        duration: "Ongoing",
      },
    ],
  },
  benefits: {
    title: "Why clients trust us with their PHP code",
    items: [
      {
        title: "Quick wins in the first weeks",
        description: "Urgent bugs and security patches handled first while the bigger plan takes shape.",
        icon: "clock",
      },
      {
        title: "Modern PHP standards",
        description: "Strict types, PHPStan at a high level and tests on every change.",
        icon: "star",
      },
      {
        title: "Affordable long-term maintenance",
        description: "Keep a dependable PHP developer on your system and pay only for the hours worked.",
        icon: "dollar",
      },
      {
        title: "Support across time zones",
        description: "Working hours agreed so releases and fixes happen when your users are quiet.",
        icon: "globe",
      },
      {
        title: "Hardened PHP applications",
        description: "Fixes for injection, outdated packages and weak authentication found in audits.",
        icon: "shield",
      },
      {
        title: "Upgrade reports you can share",
        description: "A written record of what changed in each upgrade and what remains to do.",
        icon: "file",
      },
    ],
  },
  faqs: [
    {
      question: "Is PHP still a good choice for new projects?",
      answer:
        "For many business applications, it is. Laravel and Symfony on PHP 8 are fast, well documented and easy to host. We recommend another stack only when your team or requirements point elsewhere.",
    },
    {
      question: "Can you upgrade an old PHP 5 or 7 application?",
      answer:
        "In stages. We add tests around critical flows, use Rector and PHPStan to find and fix incompatibilities, and upgrade step by step so the application stays live throughout.",
    },
    {
      question: "Do your PHP developers work with WordPress?",
      answer:
        "Some specialize in custom WordPress themes, plugins and WooCommerce. For complex business logic we usually suggest Laravel behind a headless WordPress instead.",
    },
    {
      question: "How do you handle performance problems in PHP apps?",
      answer:
        "We profile with Xdebug or Blackfire, fix slow queries and N+1 problems, add caching with Redis and enable OPcache correctly. Many apps also gain simply from moving to PHP 8.",
    },
    {
      question: "Can you take over an application another vendor built?",
      answer:
        "We start with a code and security review, document what we find, and agree priorities with you before changing anything significant.",
    },
  ],
  pricing: {
    title: "PHP development rates",
    description: "Hourly rates by experience level, with monthly billing.",
    tiers: [
      {
        level: "Starter",
        experience: "1–3 years",
        rate: "$25–32",
        features: ["Bug fixes and small features", "WordPress changes", "Tests for new code", "Senior review"],
      },
      {
        level: "Professional",
        experience: "3–6 years",
        rate: "$32–48",
        features: ["Laravel or Symfony features", "API integrations", "Database tuning", "Release management"],
      },
      {
        level: "Enterprise",
        experience: "6+ years",
        rate: "$48–75",
        features: ["Architecture and upgrades", "Security audits", "Legacy modernization plans", "Team leadership"],
      },
    ],
  },
};

export default technology;
