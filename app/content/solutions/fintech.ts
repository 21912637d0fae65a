import type { Solution } from "../types";
import { CTA } from "../cta";

const solution: Solution = {
  id: "fintech",
  title: "FinTech",
  description:
    "Payments, lending, wallets and ledgers built with the security, auditability and compliance that regulators and banking partners expect.",
  metaDescription:
    "FinTech software development: payments and wallets, lending platforms, double-entry ledgers, KYC and AML, PCI DSS and SOC 2 readiness.",
  icon: "landmark",

  overview:
    "Financial products carry money and trust, so every shortcut shows up later as a reconciliation gap, a failed audit or a frozen partner account. Teams have to satisfy card schemes under PCI DSS, banking partners' due diligence, KYC and AML rules, and in India the RBI's guidance on digital lending and payment data storage, all while competing on a smooth user experience. We build financial software where correctness, traceability and security are designed in from the ledger up.",
  overviewTitle: "Financial software that auditors and users both trust",
  overviewDescription: "Startups, lenders, payment companies and the finance teams of established businesses.",

  helpTitle: "How we help financial services teams",
  helpDescription: "Where engineering decisions carry regulatory and financial weight.",
  howWeHelp: [
    {
      title: "Payments that reconcile",
      description:
        "Card, UPI and bank transfer flows with idempotent processing and automatic reconciliation against provider reports.",
      icon: "refresh",
    },
    {
      title: "Compliance by design",
      description:
        "KYC, AML screening, consent and audit trails built into the workflows, ready for partner and regulator reviews.",
      icon: "scale",
    },
    {
      title: "Ledgers you can prove",
      description:
        "Double-entry ledgers with immutable entries, so every balance can be traced back to the transactions behind it.",
      icon: "clipboard",
    },
    {
      title: "Fraud and risk controls",
      description: "Rules and models that flag suspicious activity in real time, with case management for analysts.",
      icon: "eye",
    },
  ],

  solutionsTitle: "FinTech products we build",
  solutionsDescription: "Delivered as complete products or as components inside your platform.",
  keySolutions: [
    {
      title: "Digital lending platform",
      description: "Loan origination to collections, with credit decisions you can explain.",
      icon: "briefcase",
      features: [
        "Application and document collection",
        "Bureau and bank statement analysis",
        "Configurable credit rules and scorecards",
        "Repayment schedules and collections",
      ],
    },
    {
      title: "Payments and wallets",
      description: "Collect, hold and pay out money across channels and providers.",
      icon: "layers",
      features: [
        "Card, UPI and bank transfer acceptance",
        "Wallet balances and transfers",
        "Split payments and payouts",
        "Provider failover and routing",
      ],
    },
    {
      title: "Core ledger service",
      description: "A double-entry ledger that becomes the source of truth for every balance.",
      icon: "database",
      features: [
        "Immutable journal entries",
        "Multi-currency accounts",
        "Real-time balances with history",
        "Reconciliation and exception queues",
      ],
    },
    {
      title: "Onboarding and KYC",
      description: "Fast, compliant customer onboarding with identity and risk checks.",
      icon: "shield-check",
      features: [
        "Document and liveness checks",
        "Sanctions and PEP screening",
        "Risk scoring and manual review",
        "Ongoing monitoring and re-verification",
      ],
    },
  ],

  techTitle: "A stack built for money movement",
  techDescription: "Proven components chosen for correctness, security and auditability.",
  technologyStack: [
    {
      category: "Core services",
      description: "Transactional services where consistency matters more than fashion.",
      icon: "server",
      technologies: ["Java", "Kotlin", "Spring Boot", "Go", "PostgreSQL"],
    },
    {
      category: "Payments and identity",
      description: "Providers and services we integrate for money movement and verification.",
      icon: "lock",
      technologies: ["Stripe", "Razorpay", "Adyen", "Plaid", "Onfido"],
    },
    {
      category: "Security and data",
      description: "Controls and pipelines that protect and explain financial data.",
      icon: "shield",
      technologies: ["HashiCorp Vault", "AWS KMS", "Kafka", "Snowflake", "Datadog"],
    },
  ],

  processTitle: "How we deliver regulated financial software",
  processDescription: "Compliance and security reviews are part of each phase, not a gate at the end.",
  implementationProcess: [
    {
      title: "Regulatory and product discovery",
      description: "We map the product, money flows, partners and the rules that apply, and agree on compliance scope.",
      duration: "2–3 weeks",
    },
    {
      title: "Architecture and threat modeling",
      description:
        "The ledger, data flows and security controls are designed, and threats modeled, before building starts.",
      duration: "2–3 weeks",
    },
    {
      title: "Build with continuous assurance",
      description:
        "Every sprint ships with automated tests, security scans and audit logging, from the first feature on.",
      duration: "12–20 weeks",
    },
    {
      title: "Audit and assessment support",
      description: "We support penetration tests, PCI DSS or SOC 2 evidence and partner bank reviews.",
      duration: "3–6 weeks",
    },
    {
      title: "Launch and operations",
      description:
        "We launch in stages with transaction limits, monitor closely and operate under an agreed support plan.",
      duration: "Ongoing",
    },
  ],

  metricsTitle: "What we measure in financial products",
  metricsDescription: "Chosen with your finance, risk and product teams.",
  successMetrics: [
    {
      title: "Financial accuracy",
      description: "Whether every amount is where it should be.",
      icon: "calendar-check",
      examples: ["Unreconciled transactions per day", "Time to resolve breaks", "Ledger-to-bank variance"],
    },
    {
      title: "Customer conversion",
      description: "How many applicants become active customers.",
      icon: "trending-up",
      examples: ["Onboarding completion rate", "Time to approve a loan", "Payment success rate"],
    },
    {
      title: "Risk and compliance",
      description: "Whether controls work without blocking good customers.",
      icon: "shield",
      examples: ["Fraud losses per transaction value", "False positive alert rate", "Audit findings closed on time"],
    },
  ],

  caseStudiesTitle: "Typical FinTech scenarios",
  caseStudiesDescription: "Illustrative scenarios; figures and details are representative, not from a named client.",
  caseStudies: [
    {
      title: "A lender digitizes loan origination",
      description: "A non-banking lender processing small business loans through branch paperwork.",
      challenge:
        "Applications took days to assess, documents were lost between branches, and credit decisions varied by officer.",
      solution:
        "A digital lending platform with online applications, bank statement analysis, configurable credit rules and an audit trail for every decision.",
      results: [
        "Decisions on complete applications within a day",
        "Consistent, explainable credit rules across branches",
        "A full audit trail for regulator inspections",
      ],
    },
    {
      title: "A marketplace replaces spreadsheet payouts",
      description: "An online marketplace paying thousands of sellers every week.",
      challenge:
        "Seller balances lived in spreadsheets, payouts were calculated manually, and finance spent days reconciling.",
      solution:
        "A double-entry ledger service with automated payouts through the payment provider and daily reconciliation.",
      results: [
        "Seller balances available in real time",
        "Weekly payouts run without manual calculation",
        "Reconciliation exceptions handled from one queue",
      ],
    },
  ],

  faqsTitle: "FinTech questions, answered",
  faqsDescription: "Compliance, security, partners and timelines.",
  faqs: [
    {
      question: "Do you build to PCI DSS?",
      answer:
        "Scope comes first: we reduce PCI DSS scope by using tokenization and hosted payment fields where possible, and implement the required controls, such as encryption, access control and logging, for the parts that remain in scope.",
    },
    {
      question: "Can you help with KYC and AML requirements?",
      answer:
        "We integrate identity verification and screening providers, build risk-based review workflows and keep evidence for audits. Your compliance officer defines the policy; we make the software enforce it.",
    },
    {
      question: "Why use a double-entry ledger?",
      answer:
        "Because every movement of money is recorded as balanced debits and credits that are never edited, you can prove any balance, find errors quickly and satisfy auditors. Simple balance columns cannot do that.",
    },
    {
      question: "How long does it take to launch a financial product?",
      answer:
        "A focused first version takes 19–32 weeks, the sum of the phases above, including security testing and partner reviews. Timelines depend on licensing, partners and the compliance scope agreed in discovery.",
    },
  ],

  ctaTitle: "Build financial software with confidence",
  ctaDescription:
    "Walk us through your product, partners and regulatory context, and we will outline an architecture and plan.",
  ctaText: CTA.startProject,
};

export default solution;
