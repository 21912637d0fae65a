import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "enterprise-solutions",
  title: "Enterprise Solutions",
  description:
    "Integrated systems for large and growing organizations: ERP and CRM customization, workflow automation, internal portals and integrations connecting platforms such as SAP, Salesforce and Microsoft Dynamics 365.",
  metaDescription:
    "ERP and CRM customization, workflow automation, portals and integrations for SAP, Salesforce and Microsoft Dynamics 365 estates.",
  icon: "building",
  pricing:
    "Typically phased, with a fixed-price assessment and blueprint followed by milestone-based implementation and {retainer} as an option for ongoing support. The price depends on scope and complexity, including the number of systems, users and business units involved.",
  process: [
    {
      title: "Process & systems assessment",
      description:
        "We map current business processes, data flows and the applications each department relies on, identifying duplicate data entry and integration gaps. You receive a current-state report with priorities agreed across stakeholders.",
    },
    {
      title: "Solution blueprint",
      description:
        "We design the target solution: which platforms to configure, what to build custom, how data moves between systems and how access is controlled. The blueprint includes integration specifications, a data model and a security design aligned with your policies.",
    },
    {
      title: "Build & integration",
      description:
        "Engineers configure platforms, develop custom modules and connect systems through APIs, message queues or integration platforms such as MuleSoft or Azure Integration Services. Single sign-on, role-based access and audit logging are built in.",
    },
    {
      title: "Testing & UAT",
      description:
        "We run integration, performance and security testing, then guide your business users through acceptance testing with realistic data and scenarios. Issues are tracked and resolved before go-live approval.",
    },
    {
      title: "Phased rollout",
      description:
        "The solution goes live by department, region or business unit to limit risk. Each group gets its own data migration, cutover plan and role-specific training.",
    },
    {
      title: "Support & adoption",
      description:
        "After go-live we provide hypercare, administrator training and ongoing support, and track adoption to confirm processes are changing as intended. Enhancements are planned in regular release cycles.",
    },
  ],
  lifecycle: ["Assessment", "Planning", "Development", "Testing", "Deployment", "Support"],
  onboarding:
    "Enterprise engagements start with a call with your sponsors to understand the business goals, the systems in scope and the constraints around compliance, procurement and security review. We then collect system inventories, process documentation and the names of key stakeholders in each affected department. Your first deliverables, usually within a week or two, are a stakeholder plan, an assessment schedule and a proposed governance model for the engagement.",
  requirements: [
    "An executive sponsor and named owners in each affected department",
    "An inventory of current systems, licenses and integrations",
    "The security, compliance and data-protection policies we must follow",
    "Sandbox or test environments for the platforms in scope",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Integration-first design",
      description:
        "We design how data flows between ERP, CRM, finance and HR systems before building anything, so departments stop re-keying the same information.",
    },
    {
      title: "Configure before customizing",
      description:
        "We use the standard capabilities of platforms you already license wherever possible and write custom code only where it adds clear value, which keeps vendor upgrades manageable.",
    },
    {
      title: "Governance built in",
      description:
        "Role-based access, audit trails and approval workflows are part of the design from the outset, supporting your compliance and internal audit requirements.",
    },
  ],
  whyUsTitle: "Systems that work together",
  whyUsDescription:
    "We connect the platforms your departments depend on and design for the security, governance and scale that enterprise operations require.",
  discussTitle: "Make your systems work as one",
  discussDescription:
    "Walk us through the platforms and processes you want to connect or replace, and we can help you shape a practical, phased plan.",
  processTitle: "Enterprise delivery, de-risked",
  processDescription:
    "Our process aligns stakeholders across departments, validates every integration and rolls out in stages so operations keep running.",
  initiative:
    "Enterprise solutions are change programs as much as technology projects. We involve the people who will use the system in design and testing, document every integration and decision, and roll out in stages so adoption is measured rather than assumed.",
  initiativeTitle: "Technology people adopt",
  initiativeDescription:
    "We pair solid integration engineering with the training and rollout planning that large organizations need.",
  faqs: [
    {
      question: "Do you work with our existing ERP or CRM?",
      answer:
        "We extend and integrate platforms such as SAP, Oracle, Microsoft Dynamics 365 and Salesforce rather than replacing them by default. Where a platform genuinely no longer fits, we will say so and outline the migration options.",
    },
    {
      question: "How long does an enterprise project take?",
      answer:
        "The number of systems, departments and integrations involved decides that, so we commit to a timeline after the assessment rather than guessing up front. Because we roll out in phases, parts of the solution go live and deliver value before the whole program is complete.",
    },
    {
      question: "How do you handle security and compliance?",
      answer:
        "We follow your security policies and design to the frameworks your organization works under, such as ISO 27001, SOC 2 or GDPR, applying least-privilege access, encryption and audit logging. Your security team can review our designs and code at every stage.",
    },
    {
      question: "What happens after go-live?",
      answer:
        "A hypercare period follows each rollout, with closer monitoring and faster fixes, and then ongoing support under an agreed service level. We also train your administrators so routine configuration changes can be handled in-house.",
    },
  ],
  faqsTitle: "Enterprise FAQs",
  faqsDescription: "Integration, security and rollout questions from large organizations.",
  hireTitle: "An enterprise solutions team",
  hireDescription:
    "Engage architects, integration engineers and business analysts who can deliver across departments and work within your governance processes.",
  ctaTitle: "Connect your enterprise systems",
  ctaDescription:
    "Map out the systems and processes you want to improve with us in a free consultation, and see how a phased approach could work for your organization.",
};

export default service;
