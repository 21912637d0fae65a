import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "cloud-infrastructure",
  title: "Cloud Infrastructure",
  description:
    "Design, build and management of secure, scalable environments on AWS, Azure and Google Cloud, defined as code with Terraform, running containers on Kubernetes and monitored continuously.",
  metaDescription:
    "Secure, scalable AWS, Azure and Google Cloud environments designed, built and managed as code, with monitoring and cost control.",
  icon: "cloud-check",
  pricing:
    "Build work is project-based or milestone-based, and ongoing management is offered as {retainer}. The price depends on scope and complexity, including the number of environments, workloads and regions; cloud usage itself is billed by your provider.",
  process: [
    {
      title: "Architecture design",
      description:
        "We design landing zones, account structure, networking, identity and environments around your workloads, compliance needs and growth plans. You receive architecture diagrams and a design reviewed against your provider's Well-Architected guidance.",
    },
    {
      title: "Infrastructure as code",
      description:
        "Networks, Kubernetes clusters, databases and storage are defined in Terraform or OpenTofu and deployed through version-controlled pipelines. Environments can be recreated or changed consistently without manual console work.",
    },
    {
      title: "Security hardening",
      description:
        "We apply least-privilege IAM, network segmentation, encryption, secrets management and centralized logging, and run policy checks with tools such as Checkov and AWS Security Hub or Microsoft Defender for Cloud. You receive a documented security baseline.",
    },
    {
      title: "Cost & performance optimization",
      description:
        "We right-size compute, configure autoscaling, use reserved capacity or savings plans where they pay off and tag every resource for cost reporting. Dashboards show spend by team, product and environment.",
    },
    {
      title: "Managed operations",
      description:
        "We monitor your infrastructure with Prometheus, Grafana or native tools such as CloudWatch and Azure Monitor, and handle patching, backups, incident response and capacity reviews. Runbooks document every routine task.",
    },
  ],
  lifecycle: ["Design", "Implementation", "Security", "Optimization", "Management"],
  onboarding:
    "We open with a technical call about your applications, current hosting, traffic patterns and any compliance requirements such as GDPR, HIPAA or PCI DSS. Before the review, we need read-only access to existing cloud accounts, architecture diagrams and recent billing reports. A week or two after access is granted, we deliver an initial review of security and cost findings and a proposed target architecture for discussion.",
  requirements: [
    "Read-only access to your cloud accounts, network layout and billing reports",
    "An overview of applications, data stores and traffic patterns",
    "The security and compliance requirements that apply to your workloads",
    "A technical contact for access approvals and change windows",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Everything defined as code",
      description:
        "Networks, clusters and policies all live in version-controlled Terraform, so changes are peer-reviewed, repeatable and easy to audit.",
    },
    {
      title: "Security in the foundation",
      description:
        "Identity, encryption, logging and guardrails are set up in the landing zone before workloads arrive, rather than bolted on after an incident.",
    },
    {
      title: "Costs you can see and control",
      description:
        "Tagging, budgets and cost dashboards are part of every build, so you can see which teams and products drive your cloud bill.",
    },
  ],
  whyUsTitle: "Reliable cloud foundations",
  whyUsDescription:
    "We build cloud environments that are secure by default, reproducible from code and observable from the first deployment.",
  discussTitle: "A cloud that gets harder to manage every month",
  discussDescription:
    "Whether you are dealing with sprawling accounts, rising bills or reliability concerns, describe your current environment and we will suggest where to start.",
  processTitle: "Build it right, run it well",
  processDescription:
    "Our infrastructure process covers design, automated provisioning, security, optimization and the day-to-day management of your cloud environments.",
  initiative:
    "We treat cloud infrastructure as software: versioned, peer-reviewed, tested and deployed through pipelines. Combined with continuous monitoring ({roundTheClock}) and regular cost and security reviews, this keeps your environments consistent as they grow and every change traceable.",
  initiativeTitle: "Infrastructure as software",
  initiativeDescription: "We apply software engineering discipline to every layer of your cloud environment.",
  faqs: [
    {
      question: "Which cloud providers do you work with?",
      answer:
        "We work with AWS, Microsoft Azure and Google Cloud, and design multi-cloud or hybrid setups when there is a clear reason, such as data residency rules or existing on-premises investments. We recommend a provider based on your workloads, team skills and existing agreements.",
    },
    {
      question: "How is this different from cloud engineering or cloud migration?",
      answer:
        "Cloud infrastructure covers the foundation from design to day-to-day management: accounts, networking, security, clusters, monitoring and cost control, run by us. Cloud engineering is the build project on its own: we design and build that foundation and hand it to your team. Cloud migration moves existing applications and data into it.",
    },
    {
      question: "Can you manage our infrastructure on an ongoing basis?",
      answer:
        "Under {retainer} we provide monitoring and incident response {slaHours}, plus patching, backups, capacity planning and regular cost and security reviews. We design architectures for the availability targets you set and agree response commitments with you in writing.",
    },
    {
      question: "Will we be locked in to {brand}?",
      answer:
        "No. Infrastructure code, documentation and runbooks live in your repositories and cloud accounts, and under our terms, {ownership}. Your team can take over operations at any point, and we run handover sessions to make that straightforward.",
    },
  ],
  faqsTitle: "Cloud questions answered",
  faqsDescription: "Answers on providers, management and ownership of your cloud environment.",
  hireTitle: "Platform engineers to build and run it",
  hireDescription:
    "Cloud and platform engineers experienced in Terraform, Kubernetes and the major cloud providers can build your infrastructure or run it for you.",
  ctaTitle: "Strengthen your cloud foundation",
  ctaDescription:
    "Use a free review of your current cloud setup to find out how to make it more secure, reliable and cost-efficient.",
};

export default service;
