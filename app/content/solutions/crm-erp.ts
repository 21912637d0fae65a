import type { Solution } from "../types";
import { CTA } from "../cta";

const solution: Solution = {
  id: "crm-erp",
  title: "CRM & ERP",
  description:
    "Customer and operations systems that fit how your company sells, buys, builds and bills, whether on Salesforce, Dynamics 365, SAP, NetSuite, Odoo or custom code.",
  metaDescription:
    "CRM and ERP implementation and integration: Salesforce, HubSpot, Dynamics 365, SAP, NetSuite and Odoo, data migration and custom modules.",
  icon: "database",

  overview:
    "CRM and ERP systems hold the records a company runs on: customers, deals, orders, stock, invoices and payroll. Most companies run several of them, bought at different times, with data copied between them by hand or by fragile scripts. The result is duplicate customers, reports nobody trusts and processes that depend on a few people's memory. We configure, extend and connect these platforms so each record has one owner and flows where it is needed.",
  overviewTitle: "One version of your customers, orders and finances",
  overviewDescription: "Mid-size companies and enterprises, on packaged platforms or custom systems.",

  helpTitle: "Where we help with CRM and ERP",
  helpDescription: "From choosing a platform to keeping it healthy years after go-live.",
  howWeHelp: [
    {
      title: "Platform selection",
      description:
        "A requirements-led comparison of Salesforce, HubSpot, Dynamics 365, NetSuite, Odoo or SAP for your size, processes and budget.",
      icon: "compass",
    },
    {
      title: "Configuration and custom modules",
      description:
        "We configure standard features first and build custom objects, workflows or modules only where your process truly differs.",
      icon: "settings",
    },
    {
      title: "System integration",
      description:
        "CRM, ERP, e-commerce, payroll and warehouse systems connected through APIs and middleware, with monitoring on every flow.",
      icon: "plug",
    },
    {
      title: "Data migration and quality",
      description:
        "Cleansing, deduplication and mapping of legacy data, with reconciliation reports that prove nothing was lost.",
      icon: "refresh",
    },
  ],

  solutionsTitle: "CRM and ERP work we deliver",
  solutionsDescription: "Implementations, extensions and the connections between them.",
  keySolutions: [
    {
      title: "CRM implementation",
      description: "Sales, service and marketing processes set up in the CRM your teams will actually use.",
      icon: "users",
      features: [
        "Lead, opportunity and pipeline design",
        "Service cases and SLAs",
        "Email and calendar integration",
        "Dashboards for sales leadership",
      ],
    },
    {
      title: "ERP rollout",
      description: "Finance, procurement, inventory and manufacturing processes on a modern ERP.",
      icon: "building",
      features: [
        "Chart of accounts and approvals",
        "Purchase-to-pay and order-to-cash",
        "Inventory and production planning",
        "GST and multi-entity accounting",
      ],
    },
    {
      title: "Integration hub",
      description: "A central integration layer that moves data between every business system reliably.",
      icon: "network",
      features: [
        "Event-driven sync between systems",
        "Retry and dead-letter handling",
        "Field mapping managed as configuration",
        "Integration health dashboard",
      ],
    },
    {
      title: "Custom portals and extensions",
      description: "Customer, partner and field apps on top of your CRM or ERP data.",
      icon: "layout",
      features: [
        "Partner and dealer portals",
        "Field sales mobile apps",
        "Configure-price-quote tools",
        "Single sign-on with your directory",
      ],
    },
  ],

  techTitle: "Platforms and tools we work with",
  techDescription: "Packaged platforms where they fit, custom code where they do not.",
  technologyStack: [
    {
      category: "CRM platforms",
      description: "Customer relationship systems we implement and extend.",
      icon: "users",
      technologies: ["Salesforce", "HubSpot", "Microsoft Dynamics 365", "Zoho CRM"],
    },
    {
      category: "ERP platforms",
      description: "Operations and finance systems we configure and integrate.",
      icon: "building",
      technologies: ["SAP S/4HANA", "Oracle NetSuite", "Odoo", "Microsoft Dynamics 365 Business Central"],
    },
    {
      category: "Integration and data",
      description: "Middleware and tools that keep systems in step.",
      icon: "network",
      technologies: ["MuleSoft", "Azure Integration Services", "Apache Kafka", "n8n", "PostgreSQL"],
    },
  ],

  processTitle: "A CRM or ERP program, phase by phase",
  processDescription: "Planned around your financial calendar to avoid cutovers at month or year end.",
  implementationProcess: [
    {
      title: "Process discovery",
      description: "We map how sales, finance and operations work today and which data each team owns.",
      duration: "2–4 weeks",
    },
    {
      title: "Target design and migration plan",
      description: "We design configuration, custom extensions, integrations and the data migration plan.",
      duration: "2–3 weeks",
    },
    {
      title: "Configure and build",
      description: "We configure the platform, build extensions and integrations, and demo each process to its owners.",
      duration: "12–20 weeks",
    },
    {
      title: "Migration rehearsals and testing",
      description: "We run trial migrations, user acceptance testing and reconciliation until the numbers match.",
      duration: "3–4 weeks",
    },
    {
      title: "Go-live and adoption support",
      description: "We cut over, support users on the floor and keep improving processes after launch.",
      duration: "Ongoing",
    },
  ],

  metricsTitle: "What a successful rollout shows",
  metricsDescription: "Measures we agree on with process owners before design starts.",
  successMetrics: [
    {
      title: "Data quality",
      description: "Whether the records can be trusted.",
      icon: "database",
      examples: ["Duplicate customer records", "Records missing required fields", "Manual corrections per month"],
    },
    {
      title: "Process speed",
      description: "How long core processes take from start to finish.",
      icon: "zap",
      examples: ["Quote-to-order time", "Days to close the books", "Order-to-invoice time"],
    },
    {
      title: "User adoption",
      description: "Whether people use the system instead of working around it.",
      icon: "users",
      examples: ["Weekly active users per team", "Deals updated in the CRM", "Spreadsheets retired"],
    },
  ],

  caseStudiesTitle: "How CRM and ERP projects typically unfold",
  caseStudiesDescription: "Each scenario is illustrative, drawn from typical engagements, without client names.",
  caseStudies: [
    {
      title: "A distributor unifies sales and finance",
      description: "An industrial distributor with a CRM for sales and an aging on-premises ERP for everything else.",
      challenge:
        "Orders were re-keyed from the CRM into the ERP, prices differed between systems, and credit limits were checked by email.",
      solution:
        "An integration hub syncing customers, price lists, orders and credit status between Salesforce and the ERP in near real time.",
      results: [
        "Orders flow from quote to ERP without re-keying",
        "One price list maintained in one place",
        "Sales see credit status before they quote",
      ],
    },
    {
      title: "A growing manufacturer moves to a modern ERP",
      description: "A manufacturer that had outgrown accounting software and spreadsheets for production planning.",
      challenge:
        "Stock levels were uncertain, production was planned in spreadsheets, and month-end closing took more than a week.",
      solution:
        "An Odoo rollout covering inventory, manufacturing, purchasing and accounting, with migrated item and customer data.",
      results: [
        "Real-time stock visible to sales and production",
        "Production planned against actual materials",
        "A faster month-end close",
      ],
    },
  ],

  faqsTitle: "CRM and ERP questions from buyers",
  faqsDescription: "Platforms, customization, migration and cost.",
  faqs: [
    {
      question: "Should we customize our CRM or ERP heavily?",
      answer:
        "As little as possible. Heavy customization makes upgrades expensive. We adapt processes to standard features where the difference does not matter, and build extensions only where your process is a real advantage.",
    },
    {
      question: "How do you migrate data from our old system?",
      answer:
        "We profile and clean the data, map it to the new model, run several trial migrations and reconcile totals such as open invoices and stock values before the final cutover.",
    },
    {
      question: "Can you integrate our CRM with the ERP and our web store?",
      answer:
        "Through APIs or middleware, so customers, products, orders and invoices stay in sync, and we monitor each integration so failures are seen and fixed quickly.",
    },
    {
      question: "How is a CRM or ERP project priced?",
      answer:
        "Usually in phases: a fixed-price discovery and design phase, then milestone-based delivery. The price depends on scope and complexity, such as the number of processes, integrations and data sources.",
    },
  ],

  ctaTitle: "Put your business data back in order",
  ctaDescription: "Name the systems you run and where the data breaks down, and we will outline a practical roadmap.",
  ctaText: CTA.startProject,
};

export default solution;
