import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "custom-software-development",
  title: "Custom Software Development",
  description:
    "Web platforms, internal tools and back-end services built around the way your business operates, using TypeScript, React, Node.js, .NET or Java, with typical delivery in {customSoftwareTime}.",
  metaDescription:
    "Custom web platforms, internal tools and back-end services built around how your business works, typically delivered in {customSoftwareTime}.",
  icon: "code",
  pricing:
    "Usually milestone-based, with payments tied to agreed deliverables, or time-and-materials when requirements are expected to evolve during the build. The price depends on the scope and complexity of the software.",
  process: [
    {
      title: "Discovery & requirements",
      description:
        "We interview stakeholders and future users, map the workflows the software must support and turn them into a prioritized backlog of user stories. You receive a requirements document and a scope estimate to plan around.",
    },
    {
      title: "Solution architecture",
      description:
        "Our architects choose the stack, data model and hosting approach and record each choice in architecture decision records. You get a system diagram, an integration list and a view of technical risks before any code is written.",
    },
    {
      title: "UX & interface design",
      description:
        "Designers produce wireframes and clickable Figma prototypes for the key screens and test them with your users. Approved designs become a component library the developers build from.",
    },
    {
      title: "Iterative development",
      description:
        "The team builds in short sprints and demos working features on a staging environment you can access at any time. Every pull request goes through peer review and an automated test suite.",
    },
    {
      title: "Quality assurance",
      description:
        "QA engineers run functional, regression, performance and security checks, automating the critical user paths with Playwright or Cypress. You receive test reports and a log of resolved defects before sign-off.",
    },
    {
      title: "Deployment & launch",
      description:
        "We set up CI/CD pipelines, provision production infrastructure and release with a tested rollback plan. Monitoring, alerting and log aggregation are live from the first production release.",
    },
    {
      title: "Handover & ongoing support",
      description:
        "The source code, technical documentation and runbooks are handed over in walkthrough sessions with your internal team. We can then stay on for fixes, enhancements and maintenance under a support plan.",
    },
  ],
  lifecycle: ["Initiation", "Planning", "Execution", "Monitoring", "Closure"],
  onboarding:
    "Engagements start with a free consultation call about the problem the software should solve, who will use it and any deadlines you are working to. We then ask for existing documentation, process descriptions and access to the systems the new software must connect to. Discovery ends with a summary, an initial architecture outline and a phased estimate for the build.",
  requirements: [
    "A product owner who can decide on scope and priorities",
    "Documentation or walkthroughs of the business processes involved",
    "Test credentials for the systems, APIs and data the software must integrate with",
    "End users available for sprint demos and acceptance testing",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Built around your workflows",
      description:
        "We model the software on your real processes instead of bending your team around the assumptions of an off-the-shelf package.",
    },
    {
      title: "You own the code",
      description:
        "Source code, infrastructure definitions and documentation live in your repositories, with no proprietary framework tying you to us. Under our terms, {ownership}.",
    },
    {
      title: "Working software every sprint",
      description:
        "You see real features on a staging environment throughout the build, so changes to scope and priorities happen early, while they are still inexpensive.",
    },
  ],
  whyUsTitle: "Software that fits",
  whyUsDescription:
    "We build around how your business actually runs and hand over a codebase your own team can maintain and extend.",
  discussTitle: "When spreadsheets and off-the-shelf tools fall short",
  discussDescription:
    "Tell us about the process you want to automate or the system you need, and we will help you work out scope, stack and a realistic timeline.",
  processTitle: "From requirements to production",
  processDescription:
    "A structured delivery process that moves from discovery to a supported production release, with your team reviewing progress at every stage.",
  initiative:
    "Custom software is a long-lived business asset, not a one-off deliverable. That means readable code, automated tests and documentation written for the people who will maintain the system after launch. We share our backlog, repositories and sprint reports with you throughout, so nothing about the build is hidden.",
  initiativeTitle: "Engineering for the long run",
  initiativeDescription: "We focus on software that stays maintainable and adaptable long after its first release.",
  faqs: [
    {
      question: "How long does a custom software project take?",
      answer:
        "Most projects take {customSoftwareTime} from discovery to production launch, depending on the number of features, integrations and user roles involved. We often release a core version first and add further capabilities in later phases. You receive a phased timeline at the end of discovery.",
    },
    {
      question: "Which technologies do you use?",
      answer:
        "We choose the stack to suit the problem and your team's existing skills, commonly TypeScript with React or Next.js on the front end and Node.js, .NET, Java or Python on the back end. Data usually sits in PostgreSQL, SQL Server or MongoDB, hosted on AWS, Azure or Google Cloud.",
    },
    {
      question: "How is custom software different from product development?",
      answer:
        "Custom software is built for your own organization's operations, such as an internal platform, a partner portal or a workflow system. Product development is aimed at software you will sell to a market, which adds product strategy, pricing and go-to-market work that a bespoke internal system does not need.",
    },
    {
      question: "What happens after launch?",
      answer:
        "The statement of work sets a stabilization period after launch, how long it lasts and which fixes it includes, for issues found in production. After it, you can choose an ongoing support and maintenance plan or take the system fully in-house. Either way, you receive documentation and knowledge-transfer sessions, and under our terms, {ownership}.",
    },
  ],
  faqsTitle: "Custom software questions",
  faqsDescription: "Answers to what clients most often ask before commissioning a bespoke build.",
  hireTitle: "Custom software developers, designers and testers",
  hireDescription:
    "A dedicated team of developers, designers and QA engineers can build your application end to end or extend your in-house team.",
  ctaTitle: "Scope your software with us",
  ctaDescription:
    "Share your requirements in a free consultation and get an initial view of architecture, timeline and delivery approach.",
};

export default service;
