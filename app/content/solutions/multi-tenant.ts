import type { Solution } from "../types";
import { CTA } from "../cta";

const solution: Solution = {
  id: "multi-tenant",
  title: "Multi-Tenant Platforms",
  description:
    "One codebase serving many customers safely: tenant isolation, per-tenant configuration and white-labeling, and operations that scale with every new account.",
  metaDescription:
    "Multi-tenant platform engineering: tenant isolation models, PostgreSQL row-level security, white-labeling and tenant-aware observability.",
  icon: "boxes",

  overview:
    "Serving many customers from one platform is what makes software businesses efficient, and what makes a single bug dangerous: a missing filter can show one customer another's data. Multi-tenant platforms need a deliberate isolation model, configuration that lets each tenant differ without forking the code, and operations that can tell which tenant is slow, noisy or close to its limits. We design and retrofit platforms so adding the thousandth tenant is as safe and routine as adding the tenth.",
  overviewTitle: "Many customers, one platform, no leaks between them",
  overviewDescription: "SaaS companies, franchise networks and enterprises serving many business units.",

  helpTitle: "How we make platforms safely multi-tenant",
  helpDescription: "Engineering problems that appear as the number of tenants grows.",
  howWeHelp: [
    {
      title: "Isolation strategy",
      description:
        "We choose pool, bridge or silo isolation per data type and customer tier, balancing cost, compliance and risk.",
      icon: "layers",
    },
    {
      title: "Data-level enforcement",
      description:
        "Tenant context enforced in the database with PostgreSQL row-level security, not only in application code.",
      icon: "lock",
    },
    {
      title: "Per-tenant configuration",
      description: "Feature flags, limits, branding and workflows that vary by tenant without code branches.",
      icon: "settings",
    },
    {
      title: "Tenant-aware operations",
      description: "Metrics, logs and costs broken down by tenant, so noisy neighbors are found before others notice.",
      icon: "telescope",
    },
  ],

  solutionsTitle: "Platform capabilities we deliver",
  solutionsDescription: "Built into a new platform or added to one that grew faster than its architecture.",
  keySolutions: [
    {
      title: "Tenant management service",
      description: "The control plane that creates, configures, suspends and removes tenants.",
      icon: "server-cog",
      features: [
        "Automated tenant provisioning",
        "Plans, limits and quotas",
        "Tenant lifecycle and data deletion",
        "Admin console for support staff",
      ],
    },
    {
      title: "White-label experience",
      description: "Each customer's brand, domain and settings on a shared product.",
      icon: "palette",
      features: [
        "Custom domains with automatic TLS",
        "Themes, logos and email templates",
        "Per-tenant feature flags",
        "Localized content and currencies",
      ],
    },
    {
      title: "Isolation retrofit",
      description: "A step-by-step move from a shared database without guarantees to enforced isolation.",
      icon: "shield-check",
      features: [
        "Tenant ID audit across the codebase",
        "Row-level security policies",
        "Automated cross-tenant access tests",
        "Dedicated databases for premium tiers",
      ],
    },
    {
      title: "Usage and cost attribution",
      description: "Know what each tenant uses and costs, for pricing and capacity planning.",
      icon: "line-chart",
      features: [
        "Per-tenant resource metering",
        "Rate limits by plan",
        "Cost dashboards by tenant",
        "Alerts on unusual consumption",
      ],
    },
  ],

  techTitle: "Building blocks of a multi-tenant platform",
  techDescription: "Proven components for isolation, routing and observability.",
  technologyStack: [
    {
      category: "Data isolation",
      description: "Databases and features that keep tenants apart.",
      icon: "database",
      technologies: ["PostgreSQL row-level security", "Citus", "Amazon Aurora", "Redis", "Amazon S3"],
    },
    {
      category: "Identity and routing",
      description: "Authenticate users and route requests to the right tenant.",
      icon: "route",
      technologies: ["Auth0 Organizations", "Keycloak", "Cloudflare for SaaS", "NGINX", "Envoy"],
    },
    {
      category: "Operations",
      description: "Deploy, observe and scale per tenant.",
      icon: "gauge",
      technologies: ["Kubernetes", "Terraform", "OpenTelemetry", "Grafana", "LaunchDarkly"],
    },
  ],

  processTitle: "How we build or retrofit multi-tenancy",
  processDescription: "Retrofits run alongside feature work, one module at a time, without a freeze.",
  implementationProcess: [
    {
      title: "Tenancy assessment",
      description: "We review the data model, code paths and infrastructure for tenant boundaries and risks.",
      duration: "1–2 weeks",
    },
    {
      title: "Isolation and control plane design",
      description: "We choose isolation models per tier and design tenant provisioning, configuration and routing.",
      duration: "2–3 weeks",
    },
    {
      title: "Incremental implementation",
      description: "We enforce tenant context module by module, with automated tests that try to cross tenant lines.",
      duration: "8–16 weeks",
    },
    {
      title: "Migration of existing tenants",
      description: "We migrate tenants in batches, verifying data and access for each before moving on.",
      duration: "2–4 weeks",
    },
    {
      title: "Operate and tune",
      description: "Tenant-level monitoring, capacity planning and support for premium isolation requests.",
      duration: "Ongoing",
    },
  ],

  metricsTitle: "Signals of a healthy multi-tenant platform",
  metricsDescription: "Tracked per tenant and across the platform.",
  successMetrics: [
    {
      title: "Isolation assurance",
      description: "Evidence that tenants cannot see each other's data.",
      icon: "shield",
      examples: [
        "Cross-tenant test coverage",
        "Queries running without tenant context",
        "Isolation findings in audits",
      ],
    },
    {
      title: "Onboarding speed",
      description: "How quickly a new customer is live.",
      icon: "rocket",
      examples: ["Time to provision a tenant", "Manual steps per onboarding", "Custom domain activation time"],
    },
    {
      title: "Fair performance",
      description: "Whether every tenant gets the service it pays for.",
      icon: "scale",
      examples: ["p95 latency per tenant", "Throttled requests by plan", "Cost per tenant against revenue"],
    },
  ],

  caseStudiesTitle: "Multi-tenant scenarios we work on",
  caseStudiesDescription: "Illustrative cases based on common platform challenges, not named clients.",
  caseStudies: [
    {
      title: "A B2B platform closes an isolation gap",
      description: "A SaaS platform whose shared database relied on developers remembering a tenant filter.",
      challenge:
        "A near miss showed one customer's records in another's report, and enterprise prospects asked how isolation was guaranteed.",
      solution:
        "PostgreSQL row-level security enforced for every table, tenant context set per request, and automated tests attempting cross-tenant access.",
      results: [
        "Tenant isolation enforced by the database itself",
        "A clear answer for security questionnaires",
        "Premium tenants offered dedicated databases",
      ],
    },
    {
      title: "A franchise network white-labels its booking app",
      description: "A services franchise wanting each location to run the booking app under its own brand.",
      challenge: "Each new location needed a copy of the app, and fixes had to be applied to every copy by hand.",
      solution:
        "One multi-tenant platform with per-location branding, custom domains, configurable services and a self-service onboarding flow.",
      results: [
        "New locations live without a new deployment",
        "One fix reaches every location at once",
        "Head office sees performance across all locations",
      ],
    },
  ],

  faqsTitle: "Multi-tenancy questions from engineering leaders",
  faqsDescription: "Isolation, cost and migration.",
  faqs: [
    {
      question: "Shared database or a database per tenant?",
      answer:
        "It depends on your customers. A shared database with row-level security is efficient for many small tenants; dedicated databases suit large customers with strict compliance needs. Many platforms combine both by tier.",
    },
    {
      question: "Can you add multi-tenancy to our existing single-tenant product?",
      answer:
        "Step by step: we introduce tenant context gradually, starting with the data layer and the highest-risk modules, so you keep shipping features during the transition.",
    },
    {
      question: "How do you stop one tenant from slowing down others?",
      answer:
        "With rate limits and quotas by plan, per-tenant metrics to spot heavy usage early, queue fairness for background work and, where needed, moving large tenants to dedicated resources.",
    },
    {
      question: "How do you prove isolation to customers?",
      answer:
        "With database-enforced policies, automated tests that attempt cross-tenant access on every build, and documentation of the controls for security reviews and audits.",
    },
  ],

  ctaTitle: "Serve every customer from one safe platform",
  ctaDescription:
    "Bring your tenant model and architecture to a call, and we will assess isolation and propose a path forward.",
  ctaText: CTA.startProject,
};

export default solution;
