import type { Solution } from "../types";
import { CTA } from "../cta";

const solution: Solution = {
  id: "saas",
  title: "SaaS",
  description:
    "Subscription software built to sell: onboarding, plans and billing, single sign-on and the reliability business customers check before they buy.",
  metaDescription:
    "SaaS product development: subscription billing with Stripe, SSO with SAML and OIDC, usage metering, onboarding and SOC 2 readiness.",
  icon: "cloud",

  overview:
    "A SaaS product is judged twice: by the user who tries it and by the buyer who signs the contract. The first wants a fast trial and an interface that makes sense in minutes; the second asks about single sign-on, audit logs, uptime commitments and SOC 2. Behind both sits billing that has to handle plans, seats, usage, upgrades, taxes and failed cards without manual work. We build SaaS products that satisfy both audiences from the first release.",
  overviewTitle: "Products that win the trial and the procurement review",
  overviewDescription: "Founders launching a product, and software companies scaling one.",

  helpTitle: "What we take off a SaaS team's plate",
  helpDescription: "The parts of a subscription product that are hard to get right and rarely differentiate it.",
  howWeHelp: [
    {
      title: "Subscription billing",
      description:
        "Plans, trials, seats, usage-based pricing, proration and dunning on Stripe Billing, so revenue is collected without spreadsheets.",
      icon: "layers",
    },
    {
      title: "Enterprise readiness",
      description:
        "SSO with SAML and OIDC, SCIM user provisioning, roles and audit logs: the checklist every larger customer sends.",
      icon: "lock",
    },
    {
      title: "Onboarding that activates",
      description:
        "Sign-up, sample data, guided setup and in-app messages that bring new users to their first result quickly.",
      icon: "rocket",
    },
    {
      title: "Product analytics",
      description:
        "Event tracking and dashboards that show activation, feature adoption and churn signals per account.",
      icon: "chart",
    },
  ],

  solutionsTitle: "SaaS building blocks we deliver",
  solutionsDescription: "Delivered as a new product or added to the one you already sell.",
  keySolutions: [
    {
      title: "MVP to first paying customers",
      description: "A focused first version with accounts, billing and the core workflow, ready to sell.",
      icon: "flask",
      features: [
        "Scoped in a discovery workshop",
        "Authentication and team accounts",
        "Stripe checkout and customer portal",
        "Sellable 15–23 weeks after discovery starts",
      ],
    },
    {
      title: "Billing and metering service",
      description: "Usage capture and billing logic that matches how you price, not how a tool forces you to.",
      icon: "gauge",
      features: [
        "Metered events with idempotent capture",
        "Tiered, volume and seat pricing",
        "Invoices, taxes and credit notes",
        "Revenue reports for finance",
      ],
    },
    {
      title: "Identity and access module",
      description: "Everything larger customers need to manage their users in your product.",
      icon: "shield-check",
      features: [
        "SAML and OIDC single sign-on",
        "SCIM provisioning",
        "Custom roles and permissions",
        "Exportable audit logs",
      ],
    },
    {
      title: "Public API and integrations",
      description: "An API and webhooks that let customers connect your product to their stack.",
      icon: "plug",
      features: [
        "Versioned REST API with OpenAPI docs",
        "API keys and OAuth apps",
        "Signed webhooks with retries",
        "Native connectors to popular tools",
      ],
    },
  ],

  techTitle: "A stack that grows with your customer base",
  techDescription: "Proven choices that keep the product fast to change and cheap to run.",
  technologyStack: [
    {
      category: "Application",
      description: "Typed code across front end and back end.",
      icon: "code",
      technologies: ["TypeScript", "React", "Next.js", "Node.js", "NestJS"],
    },
    {
      category: "Billing and identity",
      description: "Managed services for the parts where a failure costs you most.",
      icon: "lock",
      technologies: ["Stripe Billing", "Auth0", "WorkOS", "Keycloak", "Okta"],
    },
    {
      category: "Data and operations",
      description: "Storage, analytics and monitoring for a product in production.",
      icon: "server",
      technologies: ["PostgreSQL", "Redis", "ClickHouse", "PostHog", "Datadog", "AWS"],
    },
  ],

  processTitle: "From idea to a product customers pay for",
  processDescription:
    "The phases add up to 15–23 weeks from discovery to a sellable first version; growth work follows.",
  implementationProcess: [
    {
      title: "Product discovery",
      description: "We define the first customers, the core workflow, pricing model and what to leave out.",
      duration: "1–2 weeks",
    },
    {
      title: "Design and architecture",
      description:
        "Key screens are designed with your target users, and the tenant model, billing and environments set up.",
      duration: "2–3 weeks",
    },
    {
      title: "MVP build",
      description: "Development runs in 2-week sprints with a demo at each, and design partners are invited in early.",
      duration: "10–14 weeks",
    },
    {
      title: "Beta and launch",
      description: "We onboard beta customers, fix what they find, and prepare pricing pages and support processes.",
      duration: "2–4 weeks",
    },
    {
      title: "Growth iterations",
      description:
        "We ship improvements based on analytics and feedback, and add enterprise features as deals require.",
      duration: "Ongoing",
    },
  ],

  metricsTitle: "SaaS metrics we build toward",
  metricsDescription: "Instrumented in the product from the first release.",
  successMetrics: [
    {
      title: "Activation",
      description: "How many new sign-ups reach the moment the product proves its value.",
      icon: "zap",
      examples: ["Trial-to-paid conversion", "Time to first key action", "Onboarding completion rate"],
    },
    {
      title: "Retention and expansion",
      description: "Whether customers stay and grow their use.",
      icon: "trending-up",
      examples: ["Logo and revenue churn", "Net revenue retention", "Seats added per account"],
    },
    {
      title: "Reliability",
      description: "Whether the service holds up as customers depend on it.",
      icon: "heart",
      examples: [
        "Availability against the agreed target",
        "Median and p95 API latency",
        "Failed payment recovery rate",
      ],
    },
  ],

  caseStudiesTitle: "SaaS journeys we support",
  caseStudiesDescription: "These SaaS journeys are illustrative: composites of typical engagements, not named clients.",
  caseStudies: [
    {
      title: "A founder team reaches its first paying customers",
      description: "Two domain experts with a validated idea for scheduling software in a niche industry.",
      challenge:
        "They had design partners ready to pay but no engineering team, and needed billing and onboarding that would not need rebuilding later.",
      solution:
        "A focused MVP with team accounts, Stripe subscriptions, a guided setup flow and product analytics, built within the plan's MVP phase.",
      results: [
        "Design partners converted to paid plans at launch",
        "Pricing changed without code through Stripe",
        "A clear backlog for the next 2 quarters from usage data",
      ],
    },
    {
      title: "A growing product becomes enterprise-ready",
      description: "An established SaaS company whose larger deals stalled in security review.",
      challenge:
        "Prospects required SSO, provisioning, audit logs and evidence for SOC 2, and the team had no capacity to build them.",
      solution:
        "An identity module with SAML, OIDC and SCIM, role-based access, audit logs and the controls and evidence collection for a SOC 2 audit.",
      results: [
        "Security questionnaires answered from documented controls",
        "Enterprise customers managing users themselves",
        "Stalled deals moved back into negotiation",
      ],
    },
  ],

  faqsTitle: "What SaaS founders ask us",
  faqsDescription: "Timelines, billing, tenancy and compliance.",
  faqs: [
    {
      question: "How long does it take to launch a SaaS MVP?",
      answer:
        "Our plan adds up to 15–23 weeks for a focused first version, from discovery through beta and launch, including accounts, billing and the core workflow. Enterprise features are then added in growth iterations as deals require them.",
    },
    {
      question: "Should we build billing ourselves?",
      answer:
        "Rarely. Stripe Billing or a similar service handles subscriptions, invoices and taxes well. We build only the parts your pricing needs beyond it, such as usage metering or custom contracts.",
    },
    {
      question: "Can you help us prepare for SOC 2?",
      answer:
        "We can. We implement the technical controls, such as access reviews, logging, encryption and change management, and set up evidence collection with a compliance platform. The audit itself is performed by an independent auditor.",
    },
    {
      question: "Who owns the code and the product?",
      answer:
        "Under our terms, {ownership}. Code, designs and documentation live in your repositories and cloud accounts, written so your own team can take over.",
    },
  ],

  ctaTitle: "Turn your product idea into recurring revenue",
  ctaDescription:
    "Start with who your first customers are, and we will propose a scope and timeline for a sellable first version.",
  ctaText: CTA.startProject,
};

export default solution;
