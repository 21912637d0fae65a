import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "aws",
  title: "AWS Consulting & Development",
  description:
    "Design, build and run workloads on Amazon Web Services: secure multi-account landing zones, serverless and container applications, infrastructure as code and reviews against the AWS Well-Architected Framework.",
  metaDescription:
    "AWS consulting and development: multi-account landing zones, serverless and container workloads, and Well-Architected reviews.",
  icon: "cloud",
  pricing:
    "Architecture reviews and advisory work are billed hourly on a time-and-materials basis, builds and migrations as project-based engagements, and ongoing operations on {retainer}. Pricing depends on scope and complexity, including the number of accounts, workloads and environments.",
  process: [
    {
      title: "Discovery & review",
      description:
        "We assess your current AWS usage or on-premises estate against the Well-Architected pillars and deliver a findings report with prioritized risks and quick wins.",
    },
    {
      title: "AWS architecture design",
      description:
        "We design the target architecture, choosing between Lambda, ECS on Fargate and EKS, and between RDS, Aurora and DynamoDB, documented in diagrams and decision records.",
    },
    {
      title: "Landing zone setup",
      description:
        "We set up AWS Organizations with Control Tower, IAM Identity Center, service control policies and centralized logging with CloudTrail and Security Hub.",
    },
    {
      title: "AWS CDK and Terraform foundations",
      description:
        "We codify every environment in Terraform or AWS CDK, deployed through CodePipeline or GitHub Actions, so each change is reviewed and repeatable.",
    },
    {
      title: "Application build",
      description:
        "Our developers build or adapt your applications for AWS, using managed services such as SQS, EventBridge and Step Functions to reduce the code you have to maintain.",
    },
    {
      title: "Migration & cutover",
      description:
        "For existing systems we plan migration waves, replicate data with AWS DMS or Application Migration Service, and cut over with tested rollback plans.",
    },
    {
      title: "Optimize & operate",
      description:
        "We tune costs through rightsizing, Savings Plans and Graviton instances, set up CloudWatch dashboards and alarms, and provide ongoing support if required.",
    },
  ],
  lifecycle: ["Review", "Design", "Landing Zone", "Build", "Migrate", "Optimize"],
  onboarding:
    "We start with a call about your workloads, your current AWS footprint and the outcome you want, whether that is a new product, a migration or lower running costs. We ask for read-only access to your AWS accounts or an inventory of current systems, along with recent billing data and any compliance requirements. Your first deliverable, usually within a week or two, is a Well-Architected style review with prioritized recommendations and a proposed plan.",
  requirements: [
    "Read-only access to existing AWS accounts or an inventory of systems",
    "Recent AWS billing and usage reports",
    "Compliance, security and data-residency requirements",
    "A technical owner for architecture decisions and approvals",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Well-architected by habit",
      description:
        "Security, reliability, cost and performance trade-offs are written down in decision records, not left implicit in console settings.",
    },
    {
      title: "Serverless and containers, fairly weighed",
      description:
        "We choose between Lambda, Fargate and EKS per workload based on traffic patterns, team skills and cost, not on fashion.",
    },
    {
      title: "Cost visibility built in",
      description:
        "Tagging standards, AWS Budgets and Cost Explorer reports are part of every setup, so you can see what each workload costs from the start.",
    },
  ],
  whyUsTitle: "AWS built to last",
  whyUsDescription:
    "We build AWS environments that your own engineers can understand, extend and audit, with everything defined as code.",
  discussTitle: "Bring your AWS bill and architecture back under control",
  discussDescription:
    "Point us to what you run on AWS or plan to run there, and we will name the changes likely to matter most.",
  processTitle: "Review first, then build",
  processDescription:
    "Whether you are new to AWS or already in production, we start with a review and build only what your workloads need.",
  initiative:
    "AWS work arrives as small, reviewable pull requests, so your team sees and approves every infrastructure change. We record architecture decisions as we go and transfer knowledge continuously, so you can run the environment yourselves or keep us on for operations.",
  initiativeTitle: "Infrastructure you can read",
  initiativeDescription: "Every AWS change lives in code, goes through review and stays in your accounts.",
  faqs: [
    {
      question: "Can you help reduce our AWS costs?",
      answer:
        "Usually. We look for idle and oversized resources, storage tiers, data transfer and commitment options such as Savings Plans and Reserved Instances. You receive a prioritized list of changes with the effort and risk of each, and we can implement them for you.",
    },
    {
      question: "Do you build applications on AWS or only manage infrastructure?",
      answer:
        "Both. Our developers build APIs, event-driven back ends and data pipelines on AWS services, while our cloud engineers handle the accounts, networking, security and deployment pipelines those applications run on.",
    },
    {
      question: "What is a landing zone, and do we need one?",
      answer:
        "A landing zone is a pre-configured multi-account AWS setup with identity, logging, networking and security guardrails. If you expect to run more than a handful of workloads or must meet compliance requirements, setting one up early is far easier than retrofitting it later.",
    },
    {
      question: "Do you offer ongoing AWS support?",
      answer:
        "On {retainer} we monitor your environment, apply patches and updates, handle incidents and review costs regularly, with response targets counted {slaHours}.",
    },
  ],
  faqsTitle: "AWS questions",
  faqsDescription: "Common questions about AWS architecture, costs and support.",
  hireTitle: "AWS engineers for your team",
  hireDescription:
    "Strengthen your team with AWS architects, DevOps engineers and developers for a migration, a new build or ongoing operations.",
  ctaTitle: "Get an AWS review",
  ctaDescription:
    "Talk through your AWS plans with one of our cloud architects at no cost, and find out where a review would help most.",
};

export default service;
