import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "google-cloud",
  title: "Google Cloud Services",
  description:
    "Google Cloud consulting and development centered on data and analytics: BigQuery data platforms, Cloud Run and GKE applications, Vertex AI workloads and secure projects set up with Terraform and organization policies.",
  metaDescription:
    "Google Cloud consulting centered on data: BigQuery platforms, Cloud Run and GKE applications, Vertex AI and Terraform-managed projects.",
  icon: "server",
  pricing:
    "Google Cloud work is offered as project-based engagements for platform setups and migrations, or on a time-and-materials basis for data engineering and advisory work that evolves as you learn. The price depends on scope and complexity, including data volumes, workloads and integrations.",
  process: [
    {
      title: "Assessment & goals",
      description:
        "We review your current systems or Google Cloud projects and agree on goals, whether that is a new data platform, application hosting or a move from another provider.",
    },
    {
      title: "Foundation setup",
      description:
        "We create the folder and project hierarchy, organization policies, Shared VPC networking and IAM with Workload Identity Federation, all in Terraform.",
    },
    {
      title: "Data platform build",
      description:
        "We design BigQuery datasets, ingestion with Pub/Sub, Dataflow or Datastream, and transformations in dbt or Dataform, with dashboards in Looker or Looker Studio.",
    },
    {
      title: "Application delivery",
      description:
        "We deploy services on Cloud Run or GKE Autopilot, with Cloud Build or GitHub Actions pipelines, Artifact Registry and Secret Manager.",
    },
    {
      title: "AI & analytics enablement",
      description:
        "Where useful, we add Vertex AI for custom models or Gemini-based features, and BigQuery ML for analysts who want predictions straight from SQL.",
    },
    {
      title: "Cost & reliability tuning",
      description:
        "We set up Cloud Monitoring and Cloud Logging, billing exports to BigQuery and budget alerts, and tune query and compute costs as usage grows.",
    },
  ],
  lifecycle: ["Assess", "Foundation", "Data Platform", "Deliver", "Optimize"],
  onboarding:
    "We begin with a call about what you want from Google Cloud: analytics, application hosting, AI or a move from another provider. We ask for access to your Google Cloud organization or an overview of current systems and data sources, plus billing exports if you already run workloads. From that, we prepare an assessment, a proposed foundation design and a prioritized plan before any build work is scheduled.",
  requirements: [
    "A viewer role in your Google Cloud organization, or a systems overview",
    "A list of data sources and their owners",
    "Billing export access for existing projects",
    "Security, compliance and data-location requirements",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Data-first expertise",
      description:
        "We build BigQuery platforms with partitioning, clustering and tested dbt models that keep queries fast and costs predictable as data grows.",
    },
    {
      title: "Serverless where it pays off",
      description:
        "Cloud Run and managed services let small teams run production systems without managing clusters; we move to GKE only when workloads need it.",
    },
    {
      title: "Keyless, policy-driven security",
      description:
        "Workload Identity Federation, organization policies and VPC Service Controls remove long-lived service account keys and keep sensitive data inside defined perimeters.",
    },
  ],
  whyUsTitle: "Google Cloud, data first",
  whyUsDescription:
    "We help teams use what Google Cloud does especially well, namely analytics, serverless and AI, on a foundation that stays secure and cost-aware.",
  discussTitle: "Get more from your data on Google Cloud",
  discussDescription:
    "Point us to where your data lives and what you need to learn from it, and we will sketch a Google Cloud approach that fits.",
  processTitle: "Foundation, data, applications",
  processDescription:
    "We set up a secure project structure first, then build the data platform and applications your team needs on top of it.",
  initiative:
    "Everything is built in Terraform and dbt repositories that your team reviews, so nothing lives only in the console, and under our terms, {ownership}. We work in short iterations that put usable dashboards or services in front of you early, and we document cost and security decisions so your team can extend the platform with confidence.",
  initiativeTitle: "Early value, clear ownership",
  initiativeDescription: "Usable data and services arrive early, and everything stays in code your team can read.",
  faqs: [
    {
      question: "Can you migrate our data warehouse to BigQuery?",
      answer:
        "We move data from warehouses such as Redshift, Teradata or SQL Server using the BigQuery Data Transfer Service or custom pipelines, translate SQL and reports, and run the old and new systems in parallel to reconcile results before switching.",
    },
    {
      question: "When should we choose Cloud Run over GKE?",
      answer:
        "Cloud Run suits stateless web services and APIs that scale with requests, with very little operational work. GKE makes sense for complex microservice estates, stateful workloads or teams that need Kubernetes-specific tooling, and GKE Autopilot reduces the cluster management involved.",
    },
    {
      question: "How do you keep BigQuery costs under control?",
      answer:
        "We design partitioned and clustered tables, set query quotas and reservations where appropriate, and track spend through billing exports. Analysts get guidance on writing efficient queries, and dashboards show which workloads drive cost.",
    },
    {
      question: "Do you support workloads after launch?",
      answer:
        "{Retainer} covers monitoring, patching and ongoing cost and performance tuning of your Google Cloud projects. If you prefer to run things in-house, we hand over runbooks, reusable Terraform modules and training for your team.",
    },
  ],
  faqsTitle: "Google Cloud questions",
  faqsDescription: "Answers on data platforms, hosting choices and costs on Google Cloud.",
  hireTitle: "Google Cloud engineers and data specialists",
  hireDescription:
    "Data engineers, cloud architects and developers experienced with BigQuery, Cloud Run, GKE and Vertex AI can join your team or deliver the project.",
  ctaTitle: "Talk to a Google Cloud architect",
  ctaDescription:
    "Arrange a free call with one of our Google Cloud architects to discuss your data, your applications and how Google Cloud could support them.",
};

export default service;
