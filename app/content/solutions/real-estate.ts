import type { Solution } from "../types";
import { CTA } from "../cta";

const solution: Solution = {
  id: "real-estate",
  title: "Real Estate",
  description:
    "Listing portals, property management platforms and broker tools that connect MLS data, tenants, owners and transactions in one place.",
  metaDescription:
    "Real estate software: MLS and RESO Web API integrations, listing portals, property management and tenant portals, broker CRM.",
  icon: "house",

  overview:
    "Real estate runs on data that lives in many places: MLS feeds, listing portals, spreadsheets of leases, accounting systems and the inboxes of agents. Buyers expect accurate listings with photos, maps and virtual tours; tenants expect to pay rent and report repairs from their phone; owners expect clear monthly statements. We build software that brings those threads together and keeps listing data compliant with MLS rules.",
  overviewTitle: "Property data that works for agents, owners and tenants",
  overviewDescription: "Brokerages, property managers, developers and proptech startups.",

  helpTitle: "How we support real estate businesses",
  helpDescription: "Where software saves agents and property managers the most time.",
  howWeHelp: [
    {
      title: "Listings from every source",
      description:
        "We ingest MLS data through the RESO Web API, normalize it and keep it in sync, including photos, status changes and MLS display rules.",
      icon: "database",
    },
    {
      title: "Search buyers enjoy",
      description:
        "Map-based search with filters, saved searches and alerts, built to load quickly on phones and to rank in search engines.",
      icon: "map",
    },
    {
      title: "Portfolio operations",
      description:
        "Lease tracking, rent collection, maintenance requests and owner statements in one property management system.",
      icon: "building",
    },
    {
      title: "Faster transactions",
      description:
        "Digital offers, document checklists and e-signatures that keep every party on the same timeline to closing.",
      icon: "handshake",
    },
  ],

  solutionsTitle: "Real estate platforms we build",
  solutionsDescription: "From an agent's website to a portfolio platform used by thousands of tenants.",
  keySolutions: [
    {
      title: "Listing portals and IDX sites",
      description: "Brokerage and portal sites with live MLS listings, search and lead capture.",
      icon: "search",
      features: [
        "RESO Web API and IDX feeds",
        "Map search with saved alerts",
        "Listing pages optimized for search",
        "Lead routing to the right agent",
      ],
    },
    {
      title: "Property management platform",
      description: "The system of record for units, leases, tenants, payments and maintenance.",
      icon: "clipboard",
      features: [
        "Lease and renewal tracking",
        "Online rent collection and reminders",
        "Maintenance tickets with vendor dispatch",
        "Owner statements and accounting exports",
      ],
    },
    {
      title: "Tenant and owner portals",
      description: "Self-service web and mobile access for the people who live in and own the properties.",
      icon: "users",
      features: [
        "Rent payment and payment history",
        "Repair requests with photos",
        "Documents and notices in one place",
        "Owner dashboards with occupancy and income",
      ],
    },
    {
      title: "Broker CRM and transaction management",
      description: "Pipelines, tasks and documents that carry a deal from first contact to closing.",
      icon: "briefcase",
      features: [
        "Contact and deal pipelines",
        "Transaction checklists and deadlines",
        "E-signature integration",
        "Commission tracking",
      ],
    },
    {
      title: "Virtual tours and media",
      description: "Rich listing media that lets buyers and renters shortlist without a visit.",
      icon: "eye",
      features: [
        "3D tour and video embeds",
        "Floor plans with room dimensions",
        "Image processing and watermarking",
        "Self-guided tour scheduling",
      ],
    },
  ],

  techTitle: "Technology behind reliable property platforms",
  techDescription: "Chosen for data accuracy, map performance and secure payments.",
  technologyStack: [
    {
      category: "Listing data",
      description: "Ingest and normalize listing feeds while respecting MLS rules.",
      icon: "network",
      technologies: ["RESO Web API", "RETS (legacy feeds)", "PostgreSQL", "PostGIS", "Elasticsearch"],
    },
    {
      category: "Web and mobile",
      description: "Fast, search-friendly interfaces for buyers, tenants and agents.",
      icon: "monitor-smartphone",
      technologies: ["Next.js", "React Native", "Mapbox", "Google Maps Platform", "TypeScript"],
    },
    {
      category: "Payments and documents",
      description: "Collect rent and sign documents securely.",
      icon: "lock",
      technologies: ["Stripe", "Plaid", "Razorpay", "DocuSign", "Dropbox Sign"],
    },
  ],

  processTitle: "Delivering a property platform",
  processDescription: "A typical first release takes 16–24 weeks, depending on data sources and integrations.",
  implementationProcess: [
    {
      title: "Data and workflow discovery",
      description:
        "Your MLS agreements, data sources and leases are reviewed, and the daily work of agents and managers observed.",
      duration: "2–3 weeks",
    },
    {
      title: "Experience and data design",
      description:
        "Search, portal and back-office screens take shape alongside the data model that unifies your sources.",
      duration: "2–4 weeks",
    },
    {
      title: "Platform build",
      description:
        "Feeds, portals and back office are built in sprints, with agents and managers testing early versions.",
      duration: "10–14 weeks",
    },
    {
      title: "Migration and pilot",
      description: "We migrate properties, leases and contacts and pilot with one office or portfolio.",
      duration: "2–3 weeks",
    },
    {
      title: "Rollout and support",
      description: "We roll out to every office and property and keep improving from user feedback.",
      duration: "Ongoing",
    },
  ],

  metricsTitle: "Measures that matter in real estate",
  metricsDescription: "Agreed with you at the start and tracked on a shared dashboard.",
  successMetrics: [
    {
      title: "Listing accuracy",
      description: "Whether what buyers see matches the MLS right now.",
      icon: "calendar-check",
      examples: ["Time from MLS change to site update", "Listings with complete media", "Feed errors per day"],
    },
    {
      title: "Lead conversion",
      description: "How well the platform turns visitors into conversations.",
      icon: "trending-up",
      examples: ["Inquiries per 1,000 listing views", "Lead response time by agent", "Saved searches created"],
    },
    {
      title: "Operations efficiency",
      description: "How much routine work the platform takes off your staff.",
      icon: "gauge",
      examples: ["Rent collected online", "Maintenance ticket resolution time", "Owner statement preparation time"],
    },
  ],

  caseStudiesTitle: "Real estate scenarios we design for",
  caseStudiesDescription: "Scenarios for illustration, based on common client needs rather than named clients.",
  caseStudies: [
    {
      title: "A brokerage builds its own listing portal",
      description: "A brokerage with several offices relying on a template website from its MLS vendor.",
      challenge:
        "Listings updated slowly, the site ranked poorly in search and leads arrived by email without any routing.",
      solution:
        "A Next.js portal fed by the RESO Web API, with map search, saved alerts and automatic lead routing to the listing agent.",
      results: [
        "Listing changes visible on the site within minutes",
        "Every inquiry assigned to an agent automatically",
        "Listing pages indexed individually by search engines",
      ],
    },
    {
      title: "A property manager retires its spreadsheets",
      description: "A residential manager looking after apartments for many private owners.",
      challenge:
        "Leases, rent and repairs were tracked in spreadsheets and email, and owner statements took days each month.",
      solution:
        "A property management platform with online rent, a tenant app for repairs and automatic owner statements.",
      results: [
        "Most rent paid online with automatic reminders",
        "Repairs tracked from request to vendor invoice",
        "Owner statements generated at the click of a button",
      ],
    },
  ],

  faqsTitle: "Questions from real estate teams",
  faqsDescription: "MLS data, payments and integrations.",
  faqs: [
    {
      question: "Can you work with our MLS data feed?",
      answer:
        "Yes. We integrate through the RESO Web API, or older RETS feeds where an MLS still provides them, and follow each MLS's display and attribution rules. You provide the data license; we handle the technical side.",
    },
    {
      question: "Can tenants pay rent through the platform?",
      answer:
        "Yes. We integrate payment providers that support bank transfers and cards, with automatic reminders and reconciliation into your accounting system.",
    },
    {
      question: "Will the platform work with our accounting software?",
      answer:
        "Usually. We connect to common systems through their APIs or scheduled exports, so owner statements and payments flow into accounting without re-entry.",
    },
    {
      question: "How do you keep listing pages fast with many photos?",
      answer:
        "Images are resized and served in modern formats through a CDN, maps load only when needed, and pages are rendered on the server so they appear quickly on phones.",
    },
  ],

  ctaTitle: "Bring your property data together",
  ctaDescription: "Tell us about your listings, portfolio and tools. We will suggest a practical first release.",
  ctaText: CTA.startProject,
};

export default solution;
