import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "cloud-engineering",
  title: "Cloud Engineering",
  description:
    "Design and build of secure, cost-aware cloud foundations on AWS, Azure or Google Cloud: landing zones, networking, Kubernetes platforms and infrastructure as code in Terraform, ready for your teams to ship on.",
  metaDescription:
    "Cloud foundations built right: landing zones, networking, Kubernetes platforms and Terraform on AWS, Azure or Google Cloud.",
  icon: "cloud-cog",
  pricing:
    "Landing zones and platform builds are usually fixed-price or phased projects, while ongoing optimization runs on {retainer}. Price depends on scope and complexity, such as the number of accounts, environments, regions and compliance requirements.",
  process: [
    {
      title: "Cloud readiness review",
      description:
        "We review your current hosting, application architecture, security policies and cloud bills, and deliver a written assessment of the gaps and risks we found.",
    },
    {
      title: "Target architecture",
      description:
        "We design the account or subscription structure, network topology, identity model and workload placement, documented as architecture diagrams and decision records you keep.",
    },
    {
      title: "Landing zone build",
      description:
        "We provision the foundation in Terraform or OpenTofu: organizations and accounts, VPCs or VNets, IAM roles, centralized logging, guardrail policies and budget alerts.",
    },
    {
      title: "Platform services",
      description:
        "We stand up the runtime your applications need, such as managed Kubernetes (EKS, AKS or GKE), serverless functions, managed databases and secrets management, each defined as code.",
    },
    {
      title: "Security & observability",
      description:
        "We wire in metrics, logs and alerting with CloudWatch, Azure Monitor or Prometheus and Grafana, and check the environment against the CIS Benchmarks for your provider.",
    },
    {
      title: "Handover & optimization",
      description:
        "Your engineers receive runbooks, module documentation and a walkthrough, followed by a cost and performance review with rightsizing and reserved-capacity recommendations.",
    },
  ],
  lifecycle: ["Assess", "Architect", "Provision", "Secure", "Operate", "Optimize"],
  onboarding:
    "The engagement opens with a call with your technical lead about your workloads, preferred cloud provider and compliance obligations such as ISO 27001 or SOC 2. We then ask for read-only access to existing accounts and recent billing data. Within the first 2 weeks you receive a readiness assessment and a draft target architecture to review with us.",
  requirements: [
    "Read-only access to existing cloud accounts and billing data",
    "An inventory of applications and their data stores",
    "Security, compliance and data residency requirements",
    "A named technical owner for architecture decisions",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Everything as code",
      description:
        "Each network, role and policy we create lives in version-controlled Terraform modules with pull-request review, so your environments can be rebuilt, audited and changed safely.",
    },
    {
      title: "Provider-neutral advice",
      description:
        "We work across AWS, Azure and Google Cloud and recommend the services that suit your workloads and your team's skills, not the ones we happen to prefer.",
    },
    {
      title: "Spend tracked from day one",
      description:
        "Tagging standards, budgets and anomaly alerts are part of the foundation from day one, so spend is visible per team and per environment before it becomes a surprise.",
    },
  ],
  whyUsTitle: "Foundations that scale",
  whyUsDescription:
    "We build cloud environments your engineers can understand, extend and audit long after our engagement ends.",
  discussTitle: "Regain control of a growing cloud footprint",
  discussDescription:
    "Outline your workloads, accounts and pain points, and we will suggest a practical path to a cleaner, safer cloud foundation.",
  processTitle: "Blueprint, build, hand over",
  processDescription:
    "Each phase ends with working infrastructure and documentation you can inspect, rather than slides.",
  initiative:
    "Our engineers, in our {city} office or working remotely, work inside your repositories and cloud accounts, so every change passes through the same review and audit trail as your own team's work. We favor managed services and open standards over bespoke tooling, which keeps your platform portable and its running costs predictable. When we step back, the knowledge stays with you in code, diagrams and runbooks, and under our terms, {ownership}.",
  initiativeTitle: "Infrastructure you own",
  initiativeDescription: "Your cloud stays transparent and reproducible, and it remains in your hands.",
  faqs: [
    {
      question: "What is the difference between cloud engineering and cloud migration?",
      answer:
        "Cloud migration is about moving existing applications and data out of a data center or from another provider. Cloud engineering builds and improves the cloud environment itself: account structure, networking, security guardrails, Kubernetes or serverless platforms and the Terraform that defines them. Many clients start here, before any migration, so that migrated workloads land on a solid foundation.",
    },
    {
      question: "Which cloud providers and tools do you work with?",
      answer:
        "We work with AWS, Microsoft Azure and Google Cloud. Infrastructure is written in Terraform or OpenTofu by default, or in Bicep, CloudFormation or Pulumi if your team already uses them, and container platforms are built on the providers' managed Kubernetes services.",
    },
    {
      question: "Can you improve our existing environment instead of starting over?",
      answer:
        "Most engagements begin with a setup that grew organically. We import existing resources into Terraform step by step, fix the highest-risk issues first and restructure without downtime wherever the architecture allows.",
    },
    {
      question: "Can you stay involved once the platform is live?",
      answer:
        "That is up to you. Options include {retainer} for cost reviews, version upgrades and new environments, or SLA-based support, with {roundTheClock}. Either way, your team keeps full documentation and access.",
    },
  ],
  faqsTitle: "Cloud engineering questions",
  faqsDescription: "Before you build or rework a cloud foundation: providers, tooling and what happens after launch.",
  hireTitle: "Cloud engineers who build it right",
  hireDescription:
    "{brand}'s cloud engineers can design your landing zone, build your Kubernetes platform or bring a sprawling setup under control with infrastructure as code.",
  ctaTitle: "Plan your cloud foundation with us",
  ctaDescription:
    "Meet our cloud architects for a free consultation and leave with clear next steps toward a secure, well-governed platform.",
};

export default service;
