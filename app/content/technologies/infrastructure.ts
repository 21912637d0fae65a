import type { Technology } from "../types";
import { CTA } from "../cta";

const technology: Technology = {
  id: "infrastructure",
  name: "Infrastructure",
  title: "Infrastructure as Code",
  description:
    "Networks, accounts and platforms defined as code by infrastructure engineers, so every environment is reproducible, reviewed and secure.",
  metaDescription:
    "Infrastructure engineers for Terraform, OpenTofu, Pulumi and Ansible: landing zones, networking and platform operations as code, billed hourly.",
  group: "cloud",
  hero: {
    title: "Infrastructure engineers who put everything in code",
    subtitle: "Terraform, OpenTofu, Pulumi and Ansible",
    description:
      "Our engineers design and automate the foundations your applications run on: accounts, networks, identity and the platforms on top. Changes go through review and pipelines rather than manual edits, and an emergency fix made by hand is brought back into code.",
    ctaText: CTA.consultation,
  },
  overview: {
    summary:
      "Infrastructure built by hand drifts, breaks in ways nobody can explain and is hard to audit. Infrastructure as code makes every change visible, reviewable and repeatable across environments and regions.",
    benefits: [
      "Identical development, staging and production environments",
      "Every change reviewed and recorded in Git",
      "Faster recovery by rebuilding from code",
      "Security and compliance rules enforced automatically",
      "Less dependence on one person's knowledge",
    ],
    useCases: [
      "Multi-account landing zones on AWS or Azure",
      "Network design with VPCs, peering and private links",
      "Importing hand-built infrastructure into Terraform",
      "Configuration management of servers with Ansible",
      "Policy as code for compliance guardrails",
    ],
  },
  expertise: {
    frameworks: ["Terraform", "OpenTofu", "Pulumi", "AWS CloudFormation", "Azure Bicep", "Crossplane"],
    tools: ["Ansible", "Terragrunt", "Atlantis", "Checkov", "Open Policy Agent", "HashiCorp Vault"],
    databases: ["Amazon RDS", "Azure SQL Database", "Cloud SQL", "Amazon Aurora"],
    cloudPlatforms: ["AWS", "Azure", "Google Cloud", "VMware vSphere"],
    methodologies: ["GitOps", "Immutable infrastructure", "Least privilege", "Change review through pull requests"],
  },
  developers: {
    title: "Infrastructure engineers we provide",
    description: "People who have built production environments under audit and on-call pressure.",
    profiles: [
      {
        id: "infrastructure-terraform-engineer",
        name: "Terraform module author",
        title: "Infrastructure Engineer",
        experience: "3+ years",
        skills: ["Terraform", "AWS", "Networking basics", "GitHub Actions", "Bash"],
        description: "Writes and maintains reusable Terraform modules and the pipelines that apply them.",
        hourlyRate: "$48–56",
        availability: "Full-time",
      },
      {
        id: "infrastructure-network-specialist",
        name: "Network and identity specialist",
        title: "Senior Cloud Infrastructure Engineer",
        experience: "5+ years",
        skills: ["VPC design", "Transit Gateway", "IAM", "Azure networking", "DNS"],
        description: "Designs secure networks and identity models that span accounts, regions and on-premises sites.",
        hourlyRate: "$56–70",
        availability: "Full-time",
      },
      {
        id: "infrastructure-architect",
        name: "Landing zone architect",
        title: "Infrastructure Architect",
        experience: "7+ years",
        skills: ["Landing zones", "Policy as code", "Disaster recovery", "Cost governance", "Audits"],
        description: "Sets the foundation and guardrails every team builds on, and prepares it for audits.",
        hourlyRate: "$68–80",
        availability: "Full-time",
      },
    ],
  },
  hiringProcess: {
    title: "Bringing an infrastructure engineer on board",
    steps: [
      {
        step: 1,
        title: "Review your estate",
        description: "We look at your accounts, networks and how changes are made today.",
        duration: "2–3 days",
      },
      {
        step: 2,
        title: "Match and interview",
        description:
          "Vetted engineers who know your cloud and tooling are put forward {shortlistTime}, and each interview includes a design discussion.",
        duration: "4–10 days",
      },
      {
        step: 3,
        title: "Codify during the trial",
        description:
          "The engineer starts bringing existing resources into code during {trial}, with a replacement {replacementCost} if the fit is wrong.",
        duration: "2 weeks",
      },
      {
        step: 4,
        title: "Operate and evolve",
        description: "Changes, upgrades and audits keep running through the same reviewed process.",
        duration: "Ongoing",
      },
    ],
  },
  benefits: {
    title: "Why hire infrastructure engineers through us",
    items: [
      {
        title: "New environments in hours",
        description: "Once the code exists, a complete environment is created by running a pipeline.",
        icon: "clock",
      },
      {
        title: "Audit-ready by construction",
        description: "Every change has an author, a review and a record, which auditors ask for first.",
        icon: "star",
      },
      {
        title: "Cloud spend under control",
        description: "Tagging, right-sizing and scheduled shutdowns defined in code, not remembered.",
        icon: "dollar",
      },
      {
        title: "Multi-region and multi-cloud experience",
        description: "Engineers who have built across AWS, Azure and Google Cloud in several regions.",
        icon: "globe",
      },
      {
        title: "Guardrails that prevent mistakes",
        description: "Policy checks stop public buckets, open ports and unencrypted storage before they exist.",
        icon: "shield",
      },
      {
        title: "Runbooks and diagrams delivered",
        description: "Architecture diagrams and operational runbooks kept next to the code.",
        icon: "file",
      },
    ],
  },
  faqs: [
    {
      question: "Terraform or OpenTofu?",
      answer:
        "Both use the same language and most modules work with either. We recommend based on your licensing position and existing tooling, and can switch later with little effort.",
    },
    {
      question: "Can you bring our hand-built infrastructure into code?",
      answer:
        "We import existing resources into Terraform state, compare the code with reality until there is no difference, and only then start making changes through it.",
    },
    {
      question: "How do you keep infrastructure changes safe?",
      answer:
        "Every change runs a plan that is reviewed in a pull request, policy checks block risky settings, and changes reach production only after passing through lower environments.",
    },
    {
      question: "Do you also manage servers with Ansible?",
      answer:
        "Yes, for virtual machines and on-premises servers that are not replaced by containers or managed services. Ansible playbooks live in the same repository and pipeline.",
    },
    {
      question: "Can an engineer join our on-call rotation?",
      answer: "Senior engineers can share on-call duties within agreed hours, and we offer {roundTheClock}.",
    },
  ],
  pricing: {
    title: "Infrastructure engineering rates",
    description: "Infrastructure work billed hourly, with architecture and audit support at Enterprise level.",
    tiers: [
      {
        level: "Starter",
        experience: "1–3 years",
        rate: "$35–48",
        features: ["Terraform changes and modules", "Pipeline maintenance", "Documentation updates", "Senior review"],
      },
      {
        level: "Professional",
        experience: "3–8 years",
        rate: "$48–80",
        features: ["Environment design and build", "Network and identity setup", "Policy as code", "Incident support"],
      },
      {
        level: "Enterprise",
        experience: "8+ years",
        rate: "$80–120",
        features: [
          "Landing zone architecture",
          "Multi-cloud strategy",
          "Compliance and audit preparation",
          "Disaster recovery design",
        ],
      },
    ],
  },
};

export default technology;
