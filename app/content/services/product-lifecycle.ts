import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "product-lifecycle",
  title: "Product Lifecycle Management",
  description:
    "Ongoing ownership of your software product after launch: release management, enhancements, dependency upgrades, technical debt reduction and eventual sunsetting, planned around how the product is used.",
  metaDescription:
    "Ongoing ownership of your product after launch: releases, enhancements, dependency upgrades, technical debt reduction and sunsetting.",
  icon: "recycle",
  pricing:
    "Product lifecycle management usually runs on {retainer} sized to the team and service level you need, with hourly (time and materials) billing available for occasional work. The price depends on the scope, the size of the product and its technical complexity.",
  process: [
    {
      title: "Product health check",
      description:
        "We assess code quality, dependencies, infrastructure, test coverage and usage analytics to understand the product's current state and its risks.",
    },
    {
      title: "Lifecycle roadmap",
      description:
        "We agree a roadmap that balances new features, technical debt, security updates and platform upgrades, reviewed with you on a regular cadence.",
    },
    {
      title: "Release management",
      description:
        "We run a predictable release train with CI/CD, feature flags, release notes and rollback procedures, so changes reach users safely.",
    },
    {
      title: "Continuous maintenance",
      description:
        "Framework and dependency upgrades, security patches and performance tuning are scheduled proactively, with tools such as Dependabot or Renovate flagging updates.",
    },
    {
      title: "Usage-driven enhancement",
      description:
        "Product analytics and customer feedback show which features to improve, extend or retire, keeping the product focused on what users value.",
    },
    {
      title: "Sunset & transition",
      description:
        "When a product or feature reaches end of life, we plan deprecation notices, data export or migration and the move of customers to a replacement.",
    },
  ],
  lifecycle: ["Introduction", "Growth", "Maturity", "Renewal", "Retirement"],
  onboarding:
    "Our first conversation covers your product's current stage, its users and the issues that concern you most, from slowing releases to outdated dependencies. We ask for access to the code repository, infrastructure, monitoring and analytics, and your first deliverables, usually within 2 weeks, are a product health report and a proposed lifecycle roadmap.",
  requirements: [
    "Repository, CI/CD and hosting permissions for the product",
    "Logins for monitoring, error tracking and product analytics",
    "A product owner who sets business priorities",
    "Existing documentation, known issues and support history",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Balanced roadmaps",
      description:
        "We plan features alongside upgrades, security work and technical debt, so the product keeps moving forward without decaying underneath.",
    },
    {
      title: "Predictable releases",
      description:
        "A steady release cadence with automated testing and feature flags means fewer surprises for your users and your support team.",
    },
    {
      title: "Planned endings as well as beginnings",
      description:
        "We handle deprecations and sunsetting with care, backed by customer communication and data migration plans, protecting trust when products change.",
    },
  ],
  whyUsTitle: "Care for every stage",
  whyUsDescription:
    "We manage your product as a long-term asset, from growth through maturity to renewal or retirement.",
  discussTitle: "Keep your product fast as it grows",
  discussDescription:
    "Let us know where your product is in its lifecycle and what is getting harder, and we will suggest how to regain momentum.",
  processTitle: "Managing your product over time",
  processDescription:
    "Our lifecycle process combines health checks, roadmapping, release management and maintenance into one continuous cycle.",
  initiative:
    "We take long-term responsibility for the products we manage, keeping the same core team on your product so knowledge builds up over time. The team supports releases and incidents {slaHours}, and regular reviews keep the roadmap aligned with your business priorities.",
  initiativeTitle: "Long-term product ownership",
  initiativeDescription: "A consistent team that knows your product and keeps it healthy.",
  faqs: [
    {
      question: "What is included in product lifecycle management?",
      answer:
        "The service covers release management, feature enhancements, dependency and framework upgrades, security patching, performance tuning, technical debt reduction and end-of-life planning. The exact mix is set in the lifecycle roadmap and adjusted as your priorities change.",
    },
    {
      question: "Is this the same as PLM software such as Siemens Teamcenter?",
      answer:
        "No. Engineering PLM tools manage data about physical products in manufacturing. Our service manages the lifecycle of your software product itself: how it is released, maintained, improved and eventually retired.",
    },
    {
      question: "Can you take over a product built by another team?",
      answer:
        "We start with a health check and a structured knowledge transfer covering code, infrastructure and open issues. We then stabilize the product before taking on major new features.",
    },
    {
      question: "How do you decide when to retire a feature or product?",
      answer:
        "We look at usage data, maintenance effort, security risk and strategic fit, and present the evidence to you. If retirement makes sense, we plan deprecation notices, data export or migration, and a timeline that gives users room to adjust.",
    },
  ],
  faqsTitle: "Product lifecycle FAQs",
  faqsDescription: "What to expect when {brand} manages your software product over the long term.",
  hireTitle: "A team to manage your product",
  hireDescription:
    "Get a dedicated {brand} team to release, maintain and evolve your software product throughout its lifecycle.",
  ctaTitle: "Keep your product healthy for the long term",
  ctaDescription:
    "Talk to us in a free consultation about your product's current stage, and we will propose a lifecycle plan to match.",
};

export default service;
