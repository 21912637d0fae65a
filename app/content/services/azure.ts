import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "azure",
  title: "Microsoft Azure Services",
  description:
    "Azure architecture, development and migration for organizations built on Microsoft technology: Entra ID-integrated landing zones, .NET and SQL Server modernization, AKS and App Service hosting, and Azure OpenAI solutions.",
  metaDescription:
    "Azure architecture, development and migration for Microsoft estates: Entra ID landing zones, .NET modernization, AKS and Azure OpenAI.",
  icon: "cloudy",
  pricing:
    "Azure engagements are usually phased, with an assessment followed by project-based delivery of the landing zone, migrations or applications, and, if you want one, {retainer} for managed operations. Pricing depends on scope and complexity, including your existing licensing, workloads and compliance needs.",
  process: [
    {
      title: "Azure readiness assessment",
      description:
        "We assess your workloads, Microsoft licensing and identity setup, using Azure Migrate where relevant, and recommend which workloads to rehost, replatform or rebuild.",
    },
    {
      title: "Landing zone & governance",
      description:
        "We deploy an Azure landing zone aligned with the Cloud Adoption Framework, with management groups, Azure Policy, Entra ID roles, hub-and-spoke networking and Microsoft Defender for Cloud.",
    },
    {
      title: "Build & modernize",
      description:
        "We move .NET applications to App Service, Azure Functions or AKS, migrate SQL Server databases to Azure SQL, and define every resource in Bicep or Terraform.",
    },
    {
      title: "Pipelines & cutover",
      description:
        "We set up Azure DevOps or GitHub Actions pipelines, test each workload in a staging environment and cut over with agreed rollback plans.",
    },
    {
      title: "Azure operations & support",
      description:
        "We configure Azure Monitor and Log Analytics, apply Azure Hybrid Benefit and reservations where eligible, and look after the environment on an ongoing basis if needed.",
    },
  ],
  lifecycle: ["Assess", "Govern", "Modernize", "Cutover", "Operate"],
  onboarding:
    "Our first call explores your Microsoft estate, from Microsoft 365 and Entra ID to on-premises Windows Server and SQL Server, and what you want Azure to achieve. We ask for access to your Azure tenant or a workload inventory, details of your Microsoft licensing agreements and any hybrid or compliance constraints. The first deliverable is a readiness assessment with a recommended landing zone design and migration order.",
  requirements: [
    "Reader rights on your Azure tenant, or an inventory of workloads",
    "Details of your Microsoft licensing and enterprise agreements",
    "An Entra ID administrator for identity and access setup",
    "Compliance and data-residency requirements for each workload",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "At home in the Microsoft stack",
      description:
        "We connect Azure cleanly with Entra ID, Microsoft 365, Teams and Power Platform, so cloud workloads fit how your organization already works.",
    },
    {
      title: ".NET modernization know-how",
      description:
        "Our developers upgrade legacy .NET Framework applications to modern .NET, making them ready for containers, App Service or Azure Functions.",
    },
    {
      title: "Licensing-aware design",
      description:
        "We factor Azure Hybrid Benefit, reservations and existing agreements into the architecture, so you get value from licenses you already own.",
    },
  ],
  whyUsTitle: "Azure for Microsoft shops",
  whyUsDescription:
    "If your business runs on Microsoft tools, we help you get the most from Azure without rebuilding what already works.",
  discussTitle: "Windows servers today, Azure tomorrow",
  discussDescription:
    "Walk us through your Microsoft environment, and we will help you decide what to move, what to modernize and what to leave in place.",
  processTitle: "Governed first, then migrated",
  processDescription:
    "We put identity, policy and networking foundations in place first, so every workload that follows lands in a secure, well-governed environment.",
  initiative:
    "Azure work is planned with your IT and security teams from the start, because identity and governance decisions affect the whole organization. Every resource is defined in Bicep or Terraform and reviewed through pull requests, and we train your administrators alongside the build.",
  initiativeTitle: "Governance from day one",
  initiativeDescription: "Your IT, security and development teams take part in every Azure decision.",
  faqs: [
    {
      question: "Can you migrate our on-premises SQL Server and Windows workloads?",
      answer:
        "We assess each workload with Azure Migrate, then choose between Azure SQL Database, Azure SQL Managed Instance or SQL Server on Azure virtual machines based on compatibility and cost. Windows applications can be rehosted first and modernized later when that lowers risk.",
    },
    {
      question: "Do you build AI solutions on Azure?",
      answer:
        "Azure OpenAI Service and Azure AI Search let us build them inside your own tenant, which keeps data within your existing Azure governance and compliance boundary. Our generative AI service describes how we approach those projects in more detail.",
    },
    {
      question: "Can Azure work alongside our on-premises servers?",
      answer:
        "Hybrid setups using site-to-site VPN or ExpressRoute, combined with Azure Arc to manage on-premises servers from the Azure portal, let you move at your own pace while keeping some systems in your data center.",
    },
    {
      question: "What happens after migration?",
      answer:
        "We can monitor and operate your Azure environment on {retainer}, covering patching, backup checks, cost reviews and incident response {slaHours}. Alternatively, we hand over runbooks and train your team to run it themselves.",
    },
  ],
  faqsTitle: "Azure questions",
  faqsDescription: "Questions Microsoft-centric teams usually raise before moving to Azure.",
  hireTitle: "Azure developers and architects who know Microsoft",
  hireDescription:
    "Our Azure architects, .NET developers and DevOps engineers understand both the cloud and your Microsoft environment.",
  ctaTitle: "Plan your Azure journey",
  ctaDescription:
    "Start with a free conversation about your Microsoft estate, and we will recommend the Azure approach that suits it.",
};

export default service;
