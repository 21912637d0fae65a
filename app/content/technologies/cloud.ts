import type { Technology } from "../types";
import { CTA } from "../cta";

const technology: Technology = {
  id: "cloud",
  name: "Cloud",
  title: "Cloud Platform Engineering",
  description:
    "Cloud engineers and architects for AWS, Azure and Google Cloud who join your team for migrations, well-architected designs, cost control and security.",
  metaDescription:
    "Cloud engineers for AWS, Azure and Google Cloud: architecture, migrations, cost optimization and cloud security, at hourly rates by seniority.",
  group: "cloud",
  hero: {
    title: "Cloud engineers for AWS, Azure and Google Cloud",
    subtitle: "Architecture, migration, cost and security",
    description:
      "Our cloud engineers design and run the environments your products depend on. They migrate workloads, choose the right managed services and keep the monthly bill in check.",
    ctaText: CTA.consultation,
  },
  overview: {
    summary:
      "The cloud offers hundreds of services and as many ways to overspend or leave data exposed. We provide engineers who know the major providers in depth and apply their well-architected guidance to your workloads.",
    benefits: [
      "Capacity that follows demand",
      "Managed services instead of self-run infrastructure",
      "Global reach in days, not months",
      "Built-in resilience across zones and regions",
      "Clear visibility of costs per team and product",
    ],
    useCases: [
      "Migrating data center workloads to the cloud",
      "Serverless architectures with managed services",
      "Cost reviews and savings plans",
      "Security reviews and compliance setup",
      "Disaster recovery across regions",
    ],
  },
  expertise: {
    frameworks: [
      "AWS Well-Architected Framework",
      "Azure Cloud Adoption Framework",
      "Google Cloud Architecture Framework",
      "Serverless Framework",
      "AWS CDK",
    ],
    tools: ["Terraform", "AWS CloudWatch", "Azure Monitor", "Datadog", "Infracost", "Prowler"],
    databases: ["Amazon Aurora", "DynamoDB", "Azure Cosmos DB", "Cloud Spanner", "BigQuery"],
    cloudPlatforms: ["AWS", "Microsoft Azure", "Google Cloud", "Cloudflare"],
    methodologies: ["FinOps", "Cloud migration waves", "Shared responsibility model", "Zero trust"],
  },
  developers: {
    title: "Cloud professionals ready to engage",
    description:
      "Hands-on production experience on the major clouds, checked in a technical interview with our architects.",
    profiles: [
      {
        id: "cloud-engineer",
        name: "Cloud operations engineer",
        title: "Cloud Engineer",
        experience: "3+ years",
        skills: ["AWS", "Terraform", "Monitoring", "IAM", "Linux"],
        description: "Operates cloud resources through code, and keeps alerts and backups in order.",
        hourlyRate: "$48–56",
        availability: "Full-time",
      },
      {
        id: "cloud-migration-specialist",
        name: "Migration specialist",
        title: "Senior Cloud Migration Engineer",
        experience: "5+ years",
        skills: ["AWS Migration Hub", "Azure Migrate", "Database migration", "Networking", "Cutover planning"],
        description: "Plans and runs migration waves with rehearsed cutovers and clear rollback plans.",
        hourlyRate: "$56–70",
        availability: "Full-time",
      },
      {
        id: "cloud-architect",
        name: "Cloud and FinOps architect",
        title: "Principal Cloud Architect",
        experience: "7+ years",
        skills: ["Multi-cloud architecture", "FinOps", "Security governance", "Resilience design", "Workshops"],
        description: "Shapes cloud strategy and architecture, and makes cost and security part of every decision.",
        hourlyRate: "$68–80",
        availability: "Full-time",
      },
    ],
  },
  hiringProcess: {
    title: "Engaging a cloud engineer with us",
    steps: [
      {
        step: 1,
        title: "Understand your cloud goals",
        description: "We discuss your providers, workloads, compliance needs and budget.",
        duration: "2–3 days",
      },
      {
        step: 2,
        title: "Meet matched engineers",
        description:
          "Engineers experienced on your provider are proposed {shortlistTime}, and you interview the ones you like.",
        duration: "4–10 days",
      },
      {
        step: 3,
        title: "Begin the first milestone",
        description:
          "An assessment, a landing zone or a first migration wave begins with {trial}, and a wrong fit is replaced {replacementCost}.",
        duration: "2 weeks",
      },
      {
        step: 4,
        title: "Operate and optimize",
        description:
          "Improvements, monthly cost reviews and security checks continue month by month, until you end the placement with {dedicatedNotice}.",
        duration: "Ongoing",
      },
    ],
  },
  benefits: {
    title: "Why clients bring in our cloud engineers",
    items: [
      {
        title: "A cloud assessment in weeks",
        description:
          "A clear picture of your cloud estate, its risks and its savings, delivered as the assessment's first report.",
        icon: "clock",
      },
      {
        title: "Hands-on production expertise",
        description:
          "Engineers who have run production workloads on the provider you use, checked in a technical interview.",
        icon: "star",
      },
      {
        title: "Lower monthly cloud bills",
        description: "Right-sizing, reserved capacity and cleanup of idle resources, tracked month by month.",
        icon: "dollar",
      },
      {
        title: "Worldwide deployments",
        description: "Regions, content delivery and data residency planned around where your users are.",
        icon: "globe",
      },
      {
        title: "Security and compliance built in",
        description: "Identity, encryption, logging and alerts set up to your compliance requirements.",
        icon: "shield",
      },
      {
        title: "Architecture written down",
        description: "Decisions, diagrams and runbooks your team keeps and can audit.",
        icon: "file",
      },
    ],
  },
  faqs: [
    {
      question: "Which cloud provider should we choose?",
      answer:
        "Usually the one your team and existing systems already lean toward. AWS has the broadest service range, Azure fits organizations on Microsoft 365 and Active Directory, and Google Cloud is strong in data and analytics. We compare them for your workloads if you are starting fresh.",
    },
    {
      question: "How do you reduce cloud costs?",
      answer:
        "We tag resources by owner, find idle and oversized resources, move steady workloads to savings plans or reservations, and set budgets with alerts. Savings are reported monthly so you can see them.",
    },
    {
      question: "Can you migrate our applications without downtime?",
      answer:
        "We plan every migration for minimal downtime: some applications switch over with no noticeable interruption, others need a short planned window, and the assessment tells you which. We replicate data ahead of time, rehearse the cutover and keep a rollback path until the new environment is proven.",
    },
    {
      question: "Do your cloud engineers handle security?",
      answer:
        "They set up identity and access, encryption, network controls and audit logging, and run automated posture checks. For regulated workloads we map the setup to the standards you must meet.",
    },
    {
      question: "Can you support a multi-cloud setup?",
      answer:
        "When there is a reason for it, such as data residency or a specific managed service. We keep tooling common across providers with Terraform and a shared monitoring stack.",
    },
  ],
  pricing: {
    title: "Cloud engineering pricing",
    description: "Cloud work billed hourly. Enterprise engagements include architecture and FinOps reviews.",
    tiers: [
      {
        level: "Starter",
        experience: "1–3 years",
        rate: "$35–48",
        features: ["Cloud resource changes", "Monitoring and backups", "Cost tagging", "Senior oversight"],
      },
      {
        level: "Professional",
        experience: "3–8 years",
        rate: "$48–80",
        features: ["Solution design and build", "Migrations", "Security configuration", "Incident support"],
      },
      {
        level: "Enterprise",
        experience: "8+ years",
        rate: "$80–120",
        features: [
          "Cloud strategy and architecture",
          "Multi-cloud governance",
          "FinOps programs",
          "Compliance and resilience design",
        ],
      },
    ],
  },
};

export default technology;
