import type { Solution } from "../types";
import { CTA } from "../cta";

const solution: Solution = {
  id: "workflow",
  title: "Workflow Automation",
  description:
    "Approvals, document routing and back-office processes automated end to end, with every step visible, auditable and easy to change.",
  metaDescription:
    "Workflow automation: BPMN with Camunda or Temporal, approval and document routing, RPA for legacy screens, integrations and audit trails.",
  icon: "workflow",

  overview:
    "Most companies run critical processes through email threads, shared spreadsheets and people who remember what comes next. Approvals stall when someone is on leave, nobody can say where a request is, and auditors ask for evidence that takes days to collect. Workflow automation replaces that with explicit processes: each step, rule and deadline defined, every decision recorded. The art is choosing the right tool for each process, from simple no-code flows to orchestrated workflows that span many systems.",
  overviewTitle: "Processes that move on their own, with a record of every step",
  overviewDescription: "Operations, finance, HR and compliance teams buried in manual work gain the most.",

  helpTitle: "How we take manual work out of your processes",
  helpDescription: "Four kinds of automation, often combined in one process.",
  howWeHelp: [
    {
      title: "Approval workflows",
      description:
        "Multi-level approvals with delegation, escalation and deadlines, so requests never sit unseen in an inbox.",
      icon: "calendar-check",
    },
    {
      title: "Document processing",
      description:
        "Invoices, forms and contracts read with OCR and AI extraction, validated and routed to the right person.",
      icon: "wand",
    },
    {
      title: "System orchestration",
      description:
        "Long-running processes that call several systems in order, retry failures and compensate when a step cannot finish.",
      icon: "git-merge",
    },
    {
      title: "Robotic process automation",
      description: "Software robots for legacy screens without APIs, used where integration is not possible yet.",
      icon: "bot",
    },
  ],

  solutionsTitle: "Automation solutions we implement",
  solutionsDescription: "From a single approval flow to a company-wide process platform.",
  keySolutions: [
    {
      title: "Process orchestration platform",
      description: "A central engine that runs business processes modeled in BPMN or code.",
      icon: "cog",
      features: [
        "BPMN models business users can read",
        "Durable execution with Camunda or Temporal",
        "Timers, escalations and human tasks",
        "Process monitoring and bottleneck reports",
      ],
    },
    {
      title: "Procure-to-pay automation",
      description: "Purchase requests, approvals and invoice matching without paper chasing.",
      icon: "clipboard",
      features: [
        "Purchase request forms with budgets",
        "Three-way invoice matching",
        "Approval limits by role and amount",
        "ERP posting after approval",
      ],
    },
    {
      title: "Employee onboarding flows",
      description: "Every task from offer letter to first day, across HR, IT and facilities.",
      icon: "users",
      features: [
        "Checklists triggered by a signed offer",
        "Account and equipment provisioning",
        "Policy acknowledgments",
        "Status visible to the hiring manager",
      ],
    },
    {
      title: "Integration automations",
      description: "Event-driven connections that keep business tools in step without copy and paste.",
      icon: "plug",
      features: [
        "Triggers from forms, email and webhooks",
        "Low-code flows with n8n or Power Automate",
        "Custom connectors where none exist",
        "Error alerts and replay",
      ],
    },
  ],

  techTitle: "The automation toolbox",
  techDescription: "We pick the lightest tool that can run the process reliably.",
  technologyStack: [
    {
      category: "Process engines",
      description: "Engines that run long-lived, stateful business processes.",
      icon: "cog",
      technologies: ["Camunda", "Temporal", "AWS Step Functions", "Apache Airflow"],
    },
    {
      category: "Low-code and RPA",
      description: "Fast automation for simple flows and legacy screens.",
      icon: "bot",
      technologies: ["n8n", "Microsoft Power Automate", "Zapier", "UiPath"],
    },
    {
      category: "Documents and AI",
      description: "Reading and understanding the documents processes run on.",
      icon: "sparkles",
      technologies: ["Azure AI Document Intelligence", "Amazon Textract", "OpenAI", "Tesseract"],
    },
  ],

  processTitle: "Automating a process, start to finish",
  processDescription: "We start with one process that hurts, prove the gain, then scale the approach.",
  implementationProcess: [
    {
      title: "Process mining and mapping",
      description:
        "Event logs and staff interviews show the process as it really runs, with volumes, delays and exceptions, not as the manual says.",
      duration: "1–2 weeks",
    },
    {
      title: "Automation design",
      description: "We redesign the process, choose the tool for each part and define rules, roles and deadlines.",
      duration: "1–2 weeks",
    },
    {
      title: "Build and connect",
      description: "We implement the workflow, forms and integrations, and test with real cases from the past months.",
      duration: "4–8 weeks",
    },
    {
      title: "Parallel run",
      description: "The automated process runs alongside the old one until results match and users are confident.",
      duration: "2–3 weeks",
    },
    {
      title: "Scale to more processes",
      description: "We apply the same patterns to the next processes and hand over tools your team can maintain.",
      duration: "Ongoing",
    },
  ],

  metricsTitle: "How we prove automation pays off",
  metricsDescription: "Measured from the process engine's own records.",
  successMetrics: [
    {
      title: "Cycle time",
      description: "How long a request takes from start to finish.",
      icon: "clock",
      examples: ["Median approval time", "Requests waiting past deadline", "Time spent per step"],
    },
    {
      title: "Manual effort",
      description: "How much work people still do by hand.",
      icon: "wrench",
      examples: ["Touchless processing rate", "Hours saved per month", "Re-keyed fields eliminated"],
    },
    {
      title: "Control and compliance",
      description: "Whether the process follows its rules every time.",
      icon: "scale",
      examples: ["Approvals outside policy", "Audit evidence retrieval time", "Exceptions resolved within deadline"],
    },
  ],

  caseStudiesTitle: "Illustrative automation scenarios",
  caseStudiesDescription: "Composite, illustrative scenarios typical of our work; no client is named.",
  caseStudies: [
    {
      title: "Finance stops chasing invoice approvals",
      description: "A services company processing supplier invoices from email attachments.",
      challenge:
        "Invoices were forwarded between managers for approval, some were paid late, and auditors found approvals missing.",
      solution:
        "AI extraction of invoice data, three-way matching against purchase orders, approval routing by amount and posting to the ERP.",
      results: [
        "Most invoices processed without anyone re-typing data",
        "Every approval recorded with approver and time",
        "Late payment fees avoided through deadline alerts",
      ],
    },
    {
      title: "An insurer orchestrates claims intake",
      description: "A general insurer whose claims passed through five systems and several teams.",
      challenge: "Claims stalled between systems, customers could not get status updates, and staff re-entered data.",
      solution:
        "A Temporal-based orchestration of claims intake with automatic checks, human review tasks and status updates to customers.",
      results: [
        "Each claim's status visible to staff and customers",
        "Failed system calls retried without manual follow-up",
        "Simple claims moved through without human touch",
      ],
    },
  ],

  faqsTitle: "Workflow automation questions",
  faqsDescription: "Tools, ownership and where to start.",
  faqs: [
    {
      question: "Should we use low-code tools or custom development?",
      answer:
        "Both have a place. Low-code tools such as n8n or Power Automate suit simple, departmental flows. Processes that are long-running, business-critical or span many systems belong in a process engine such as Camunda or Temporal. We recommend per process.",
    },
    {
      question: "Is RPA a good idea?",
      answer:
        "As a bridge, yes: software robots can automate legacy screens that have no API. They break when screens change, so we use them selectively and replace them with integrations when possible.",
    },
    {
      question: "Can our business team change the workflows later?",
      answer:
        "They can. We model processes in BPMN or low-code tools your analysts can read, keep rules such as approval limits in configuration, and train your team to make routine changes.",
    },
    {
      question: "Which process should we automate first?",
      answer:
        "One with high volume, clear rules and visible pain, such as invoice approvals or onboarding. It proves the value quickly and creates the patterns for the rest.",
    },
  ],

  ctaTitle: "Find the process worth automating first",
  ctaDescription:
    "Point us to where work gets stuck, and we will map one process with you and estimate the time it can save.",
  ctaText: CTA.startProject,
};

export default solution;
