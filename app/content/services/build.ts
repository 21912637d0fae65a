import { SERVICE_HERO_IMAGE } from "../images";
import type { Service } from "../types";

export const SERVICES_GROUP: Service[] = [
  {
    id: "api-development",
    title: "API Development",
    description:
      "Design and build secure, well-documented REST, GraphQL and gRPC APIs, from OpenAPI-first contracts to gateways, authentication and versioning, so your systems, partners and apps integrate cleanly.",
    icon: "plug",
    pricing:
      "New APIs and integration layers are usually delivered as project-based or milestone-based engagements, while ongoing integration work can run on hourly/time-and-materials terms. The final price depends on the scope and complexity of the endpoints, data sources and security requirements involved.",
    process: [
      {
        title: "Contract-First Design",
        description:
          "We model resources, payloads and error formats with you and publish a draft OpenAPI specification or GraphQL schema for your consumers to review before any code is written. You also receive a mock server so front-end and partner teams can start early.",
      },
      {
        title: "Security & Access Model",
        description:
          "We define authentication and authorization, whether OAuth 2.0, OpenID Connect, API keys or mutual TLS, along with scopes, rate limits and data exposure rules. You get a documented threat model for the API surface.",
      },
      {
        title: "Endpoint Implementation",
        description:
          "Our engineers build the endpoints in your chosen stack, such as Node.js, Java with Spring Boot, .NET or Python with FastAPI, with input validation, pagination and idempotent writes built in.",
      },
      {
        title: "Automated Testing",
        description:
          "Unit, integration and consumer-driven contract tests (for example with Pact) run in CI, alongside k6 load tests that confirm the API behaves under realistic traffic.",
      },
      {
        title: "Gateway & Deployment",
        description:
          "We deploy behind an API gateway such as Kong, AWS API Gateway or Azure API Management, with CI/CD pipelines, structured logging and OpenTelemetry tracing configured from the first release.",
      },
      {
        title: "Docs & Versioning",
        description:
          "You receive interactive reference documentation, a Postman collection and a versioning and deprecation policy, so new versions can ship without breaking existing consumers.",
      },
    ],
    lifecycle: ["Contract Design", "Build", "Contract Testing", "Gateway Rollout", "Consumer Onboarding", "Versioning"],
    onboarding:
      "We start with a call to understand who will consume the API, which systems it must talk to and what data it should expose. We then ask for existing specs, sample payloads and access to upstream systems, and within the first two weeks you receive a draft API contract, an integration map and a delivery plan broken into milestones.",
    requirements: [
      "Access to the source systems, databases or third-party APIs to be exposed",
      "A list of intended API consumers and their key use cases",
      "Your security, compliance and data-handling policies",
      "A technical contact who can approve contract changes",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Contracts before code",
        description:
          "Consumers can review and mock the API before implementation starts, which surfaces design disagreements while they are still cheap to fix.",
      },
      {
        title: "Security designed in",
        description:
          "Authentication, scopes, rate limiting and input validation are decided up front and tested in CI, not bolted on just before launch.",
      },
      {
        title: "Versioning that respects consumers",
        description:
          "We plan deprecation windows, changelogs and backwards-compatible changes so partner integrations and mobile apps are not broken by a release.",
      },
    ],
    whyUsTagline: "APIs Built to Last",
    whyUsDescription:
      "We treat every API as a product with consumers, a contract and a lifecycle, not just a set of endpoints.",
    discussTagline: "Need your systems to talk to each other?",
    discussDescription:
      "Tell us which applications, partners or devices need to exchange data, and we'll outline an API approach that fits your architecture.",
    processTagline: "From Contract to Production",
    processDescription:
      "Our API process puts the interface agreement first, then builds, secures, tests and documents it so consumers can integrate with confidence.",
    initiative:
      "{brand} approaches API work as long-term infrastructure: we keep the specification as the single source of truth, generate documentation and tests from it, and hand over pipelines your own team can run. Because we work remotely across time zones, a clear, versioned contract also keeps distributed teams aligned without constant meetings.",
    initiativeTagline: "Specification as the Source of Truth",
    initiativeDescription:
      "Every API we ship comes with a living contract, automated checks and documentation your developers can rely on.",
    faqs: [
      {
        q: "Should we choose REST, GraphQL or gRPC?",
        a: "It depends on your consumers. REST with OpenAPI suits public and partner APIs, GraphQL works well when front ends need flexible queries across many entities, and gRPC fits high-throughput service-to-service calls. We often combine them and explain the trade-offs during contract design.",
      },
      {
        q: "Can you integrate with our existing third-party platforms?",
        a: "Yes. We regularly build integration layers around CRMs, ERPs, payment providers and messaging services, using webhooks, queues or scheduled syncs as appropriate. Retries, idempotency and error reporting are built in so failed calls don't silently lose data.",
      },
      {
        q: "How do you keep an API secure?",
        a: "We apply OAuth 2.0 or OpenID Connect for user-facing access, scoped tokens or mutual TLS for machine clients, and rate limiting at the gateway. We also test against the OWASP API Security Top 10 and keep access logs for auditing.",
      },
      {
        q: "What do we get at handover?",
        a: "You receive the source code, the OpenAPI or schema files, interactive documentation, a Postman collection, CI/CD pipelines and runbooks. We can also stay on for monitoring, new endpoints and version upgrades under a support arrangement.",
      },
    ],
    faqsTagline: "API Development Questions",
    faqsDescription: "Answers to what teams usually ask before commissioning a new API or integration layer.",
    hireTagline: "Hire API Engineers Who Think in Contracts",
    hireDescription:
      "Bring in {brand} engineers experienced in API design, gateways and integration patterns to extend your team or own the API end to end.",
    ctaTagline: "Let's Design Your Next API",
    ctaDescription:
      "Book a free consultation to review your integration needs and leave with a recommended API approach and delivery plan.",
  },
  {
    id: "web-development",
    title: "Web Development",
    description:
      "Custom web applications, customer portals and content-managed websites built with React, Next.js and proven back ends, designed to load fast, meet accessibility standards and stay easy for your team to extend.",
    icon: "globe",
    pricing:
      "Well-defined websites are usually quoted fixed-price or phased, while larger web applications are delivered milestone-based or on hourly/time-and-materials terms. In every case the price depends on scope, integrations and the complexity of the features involved.",
    process: [
      {
        title: "Requirements & Sitemap",
        description:
          "We turn your goals into user stories, a sitemap or screen inventory and acceptance criteria. You receive a prioritized backlog and a recommended technology stack.",
      },
      {
        title: "UX & Visual Design",
        description:
          "Designers produce wireframes and high-fidelity screens in Figma, backed by a component library that maps directly to front-end code. You review clickable prototypes before development begins.",
      },
      {
        title: "Architecture Setup",
        description:
          "We set up the repository, environments, CI/CD and hosting, choosing server-side rendering, static generation or client rendering to suit each type of page.",
      },
      {
        title: "Iterative Development",
        description:
          "Front-end and back-end features are built in short sprints, with a staging site you can use at every demo. Integrations with your CMS, CRM, payment provider or identity provider are built and tested along the way.",
      },
      {
        title: "Quality & Performance",
        description:
          "Automated end-to-end tests with Playwright, accessibility checks against WCAG 2.2 AA and Core Web Vitals audits run before each release, and you see the results.",
      },
      {
        title: "Launch & Handover",
        description:
          "We plan the go-live, redirects and uptime monitoring, then hand over code, documentation and admin training so your team can manage content and future changes.",
      },
    ],
    lifecycle: ["Planning", "Design", "Build", "Test", "Launch", "Iterate"],
    onboarding:
      "Our first call covers what the site or application must achieve, who will use it and what it needs to connect to. We ask for brand assets, existing analytics and access to current systems, and in the first week or two you receive a scoped backlog, a stack recommendation and a release plan.",
    requirements: [
      "Brand guidelines, content and any existing design assets",
      "Access to current hosting, domains and analytics accounts",
      "Details of systems to integrate, such as CMS, CRM or payments",
      "A product owner who can review demos and prioritize features",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Performance treated as a feature",
        description:
          "We set Core Web Vitals budgets from the first sprint, using image optimization, caching and the right rendering mode per page instead of chasing slowness after launch.",
      },
      {
        title: "Accessible by default",
        description:
          "Semantic markup, keyboard navigation and screen-reader testing are part of our definition of done, with WCAG 2.2 AA as the baseline.",
      },
      {
        title: "Content your team controls",
        description:
          "We integrate headless CMS platforms such as Contentful, Sanity or Strapi so marketing and operations teams can publish without waiting on developers.",
      },
    ],
    whyUsTagline: "Fast, Accessible, Maintainable",
    whyUsDescription:
      "Our web builds are judged on how they perform for visitors and how easily your team can change them later.",
    discussTagline: "Planning a new web application or portal?",
    discussDescription:
      "Share what you want visitors or users to accomplish, and we'll suggest a stack, a scope and a delivery approach that fits.",
    processTagline: "How We Build for the Web",
    processDescription:
      "A design-led, sprint-based process with a working staging site throughout, so you see progress rather than status reports.",
    initiative:
      "At {brand}, web projects run in the open: you have access to the repository, the staging environment and the backlog from the start. We work in short, demo-driven cycles, which keeps remote collaboration transparent and lets you reprioritize as you see real pages take shape.",
    initiativeTagline: "Transparent, Demo-Driven Delivery",
    initiativeDescription: "You see working software on staging throughout the project, not just at the end.",
    faqs: [
      {
        q: "How long does a web development project take?",
        a: "A content-managed website is usually much quicker to deliver than an application, depending on page templates and integrations. A custom web application with user accounts, workflows and integrations typically takes 3 to 9 months. After scoping we give you a phased plan so the first release reaches users as early as possible.",
      },
      {
        q: "Which web technologies do you use?",
        a: "We commonly use React with Next.js, or Vue, on the front end, and Node.js, .NET, Python or PHP on the back end, hosted on AWS, Azure, Google Cloud or Vercel. If your organization already has a standard stack, we work within it.",
      },
      {
        q: "Will the site be ready for search engines?",
        a: "Yes, technical SEO is built in: server-rendered pages, clean URLs, structured data, XML sitemaps and fast load times. Content strategy and ongoing SEO campaigns are part of our separate digital marketing service if you need them.",
      },
      {
        q: "What happens after the site launches?",
        a: "We monitor the site closely through the launch period and fix any issues that appear. After that you can take over with our documentation, or keep us on a support or retainer arrangement for updates, security patches and new features, with 24/7 support available for business-critical applications.",
      },
    ],
    faqsTagline: "Web Development FAQs",
    faqsDescription:
      "Practical answers on timelines, technology choices and what support looks like once your site is live.",
    hireTagline: "Hire Web Developers for Your Next Build",
    hireDescription:
      "Add {brand} front-end, back-end or full-stack developers to your team, or let us deliver the complete web project for you.",
    ctaTagline: "Start Your Web Project",
    ctaDescription:
      "Schedule a free consultation to talk through your goals, and come away with a clear view of scope, stack and next steps.",
  },
  {
    id: "product-development",
    title: "Product Development",
    description:
      "End-to-end development of new digital products, from validated idea to market: product management, UX and engineering in one team, with an MVP in 2–4 months and a full product in 6–12 months or more.",
    icon: "rocket",
    pricing:
      "We usually run product development in phases: a fixed-price or milestone-based MVP, followed by a monthly retainer for a dedicated product team as you scale. The price depends on the scope of the product, its complexity and the size of team it needs.",
    process: [
      {
        title: "Product Discovery",
        description:
          "We clarify the problem, target users and business model through stakeholder sessions and user interviews. You receive a product brief, the key assumptions to test and agreed success metrics.",
      },
      {
        title: "MVP Scoping",
        description:
          "Using story mapping, we define the smallest release that tests your core value proposition, captured in a prioritized backlog and release plan.",
      },
      {
        title: "UX & Prototyping",
        description:
          "Designers build clickable Figma prototypes and test them with target users, so developers build flows that have already been validated.",
      },
      {
        title: "MVP Build",
        description:
          "A cross-functional team builds the MVP in short sprints on a scalable architecture, typically within 2–4 months, with analytics, feature flags and error tracking in place from the first release.",
      },
      {
        title: "Launch & Measure",
        description:
          "We support the launch with monitoring and product analytics tools such as PostHog or Mixpanel, and review activation, retention and feedback against the agreed metrics.",
      },
      {
        title: "Iterate Toward Fit",
        description:
          "Insights drive the next backlog: we refine onboarding, build the features users ask for most and drop the ones they ignore.",
      },
      {
        title: "Scale the Product",
        description:
          "As demand grows, we add multi-tenancy, billing, admin tooling, security reviews and performance work, reaching a full product typically 6–12 months or more from the start.",
      },
    ],
    lifecycle: ["Discovery", "MVP", "Launch", "Product-Market Fit", "Scale", "Evolve"],
    onboarding:
      "We begin with a conversation about your idea, your target customers and what success looks like for the business. We ask for any research, pitch materials or prototypes you already have, and in the first two weeks you receive a product brief, a proposed MVP scope and a team and timeline proposal.",
    requirements: [
      "A founder or product owner who can make scope decisions quickly",
      "Any existing research, customer feedback or prototypes",
      "Access to target users for interviews and testing",
      "Clarity on budget range and key business milestones",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "One team from idea to scale",
        description:
          "Product management, UX, engineering and QA sit in one {brand} team, so decisions about scope, design and architecture are made together rather than handed off.",
      },
      {
        title: "MVPs designed to grow",
        description:
          "We keep MVP scope lean but choose data models, architecture and CI/CD that can carry the product forward, avoiding a costly rewrite after launch.",
      },
      {
        title: "Roadmaps backed by usage data",
        description:
          "Product analytics and feature flags are wired in early, so decisions about what to build next rest on how customers actually use the product.",
      },
    ],
    whyUsTagline: "Built for Product-Market Fit",
    whyUsDescription:
      "We measure success by whether customers adopt your product, not just by whether features ship on time.",
    discussTagline: "Have a product idea ready to become real?",
    discussDescription:
      "Talk to us about the problem you're solving and who you're solving it for, and we'll help you shape an MVP that tests it quickly.",
    processTagline: "From Idea to Scalable Product",
    processDescription:
      "Our product development process moves through discovery, MVP and growth, with a measurable checkpoint at each stage.",
    initiative:
      "{brand}'s product teams work as an extension of your leadership, sharing the roadmap, the metrics and the trade-offs with you every sprint. We favor small, frequent releases and learning from real users over big-bang launches, and we document decisions so you can bring development in-house whenever you choose.",
    initiativeTagline: "Your Product Team, On Demand",
    initiativeDescription: "A cross-functional team that ships, measures and iterates alongside you.",
    faqs: [
      {
        q: "How long does it take to build a product?",
        a: "A focused MVP typically takes 2–4 months, depending on the number of core user journeys and integrations. A full product with admin tools, billing, integrations and hardened infrastructure usually takes 6–12 months or more. We plan releases so you start learning from customers well before the full product is complete.",
      },
      {
        q: "What is the difference between an MVP and a proof of concept?",
        a: "A proof of concept answers a technical question and is rarely seen by customers. An MVP is a real, usable product released to early customers to test whether they find it valuable. When there is significant technical risk, we often recommend a POC first.",
      },
      {
        q: "Who owns the intellectual property?",
        a: "You do. Source code, designs and documentation belong to you, and we work in repositories and tools under your accounts wherever possible. Ownership terms are set out in the contract before work begins.",
      },
      {
        q: "Can you keep developing the product after launch?",
        a: "Yes. Most clients move to a monthly retainer with a dedicated team that handles new features, maintenance and scaling. If you plan to build an in-house team, we can help you hire through our 3M+ talent network and run a structured handover.",
      },
    ],
    faqsTagline: "Product Development FAQs",
    faqsDescription: "What founders and product leaders most often ask before starting a build with us.",
    hireTagline: "Hire a Dedicated Product Team",
    hireDescription:
      "Get product managers, designers and engineers who have taken products from first sketch to paying customers, ready to work on yours.",
    ctaTagline: "Turn Your Idea into a Product",
    ctaDescription:
      "Book a free consultation to discuss your idea and receive an initial view of MVP scope, team shape and timeline.",
  },
  {
    id: "poc-development",
    title: "Proof of Concept (POC) Development",
    description:
      "Prove that a risky idea works before you commit to a full build. In 2–6 weeks we build a focused, working proof of concept, test it against agreed success criteria and report what we learned.",
    icon: "flask",
    pricing:
      "Because a POC has a tight, agreed scope, we usually offer it as a fixed-price engagement, or on hourly/time-and-materials terms when the question is more exploratory. The price depends on the scope and technical complexity of what needs proving.",
    process: [
      {
        title: "Define the Hypothesis",
        description:
          "We agree on the exact question the POC must answer, for example whether two systems can sync in near real time, and write measurable pass/fail criteria.",
      },
      {
        title: "Design the Experiment",
        description:
          "We choose the smallest architecture and dataset that can test the hypothesis fairly, and list what is deliberately out of scope.",
      },
      {
        title: "Rapid Build",
        description:
          "Engineers build the working prototype in short iterations, with check-ins where you see results and can redirect effort if early findings change the picture.",
      },
      {
        title: "Test Against Criteria",
        description:
          "We measure the POC against the agreed criteria, such as performance, accuracy, compatibility or running cost, and record the evidence.",
      },
      {
        title: "Findings & Recommendation",
        description:
          "You receive a demo, the source code, a findings report and a clear go, pivot or stop recommendation, with an outline of what a production build would involve.",
      },
    ],
    lifecycle: ["Hypothesis", "Experiment Design", "Build", "Validation", "Decision"],
    onboarding:
      "The first call focuses on your idea and the specific risk that makes you hesitate to build it in full. We ask for known technical constraints, sample data and access to the systems involved, and within the first week you receive a short POC charter setting out the hypothesis, success criteria, scope and schedule.",
    requirements: [
      "A clearly stated idea or technical question to prove",
      "Sample or anonymized data representative of real conditions",
      "Sandbox access to any systems or APIs involved",
      "A decision-maker available for check-ins and the final review",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Success criteria agreed up front",
        description:
          "Every POC starts with measurable pass/fail criteria, so the outcome is a decision you can act on rather than a demo open to interpretation.",
      },
      {
        title: "Honest findings, including negative ones",
        description:
          "If the approach does not work, we tell you early and explain why, saving you from funding a full build on a weak foundation.",
      },
      {
        title: "A bridge to production",
        description:
          "We note which parts of the POC can be reused and what would change in a production build, so the next step is already sketched out.",
      },
    ],
    whyUsTagline: "Evidence Before Investment",
    whyUsDescription: "A POC with us is a short, disciplined experiment designed to de-risk your next big decision.",
    discussTagline: "Not sure your idea will work technically?",
    discussDescription:
      "Describe the idea and the part that worries you most, and we'll suggest how a focused POC could test it.",
    processTagline: "A Focused Path to a Clear Answer",
    processDescription:
      "Our POC process narrows the work to the one question that matters, then builds just enough to answer it.",
    initiative:
      "{brand} runs POCs as time-boxed experiments with a visible scope, frequent check-ins and written evidence at the end. We resist the pull to add features, because the value of a POC lies in answering its question quickly and honestly.",
    initiativeTagline: "Time-Boxed and Evidence-Led",
    initiativeDescription: "Short cycles, clear criteria and an honest verdict at the end.",
    faqs: [
      {
        q: "How long does a POC take?",
        a: "Most POCs take 2–6 weeks. Simple integration or performance checks need the least time, while POCs involving new hardware, complex data or several systems take longer. The timeline is fixed in the POC charter before work starts.",
      },
      {
        q: "Is the POC code production-ready?",
        a: "Usually not, and it isn't meant to be. A POC skips hardening such as full test coverage, security reviews and scalability work in order to reach an answer quickly. Parts of it can often be reused, and we identify those in the findings report.",
      },
      {
        q: "How is a POC different from a technical feasibility analysis?",
        a: "A feasibility analysis investigates options, mostly through research and small technical spikes, to judge whether something is achievable within your constraints. A POC goes further by building working software to prove one specific approach. Teams often run a feasibility analysis first and then a POC on the most promising option.",
      },
      {
        q: "What happens if the POC fails?",
        a: "A POC that disproves an approach has still done its job. The findings report explains what failed and why and, where possible, suggests alternative approaches worth testing, so you can decide whether to pivot or stop.",
      },
    ],
    faqsTagline: "POC Development FAQs",
    faqsDescription: "Common questions about scope, timelines and what you receive at the end of a proof of concept.",
    hireTagline: "Hire Engineers to Prove Your Concept",
    hireDescription:
      "Work with {brand} engineers who are used to building fast, measuring honestly and turning experiments into clear decisions.",
    ctaTagline: "Test Your Idea Before You Build It",
    ctaDescription:
      "Book a free consultation to define the question your POC should answer and get a proposed scope and schedule.",
  },
  {
    id: "application-redesign",
    title: "Application Redesign",
    description:
      "Redesign the user experience and interface of an existing web or mobile application in 4–12 weeks, grounded in UX audits, user research and usability testing, without rebuilding your back end.",
    icon: "paintbrush",
    pricing:
      "Application redesign is usually priced fixed-price or phased, with the research and design phase quoted separately from front-end implementation. The price depends on scope and complexity: the number of screens and user roles and the state of the existing application.",
    process: [
      {
        title: "UX Audit",
        description:
          "We review the current application against usability heuristics, accessibility standards and your analytics to pinpoint where users struggle or drop off.",
      },
      {
        title: "User Research",
        description:
          "Interviews, session recordings and support-ticket analysis reveal how each user role actually works and which tasks matter most to them.",
      },
      {
        title: "Information Architecture",
        description:
          "We restructure navigation, screen flows and terminology around user tasks, validated with card sorting or tree testing where useful.",
      },
      {
        title: "Design System & UI",
        description:
          "Designers create a Figma design system and high-fidelity screens that modernize the interface while respecting your brand and the habits of existing users.",
      },
      {
        title: "Usability Testing",
        description:
          "Clickable prototypes are tested with real users, and the designs are refined before any production code changes.",
      },
      {
        title: "Phased Implementation",
        description:
          "We implement the new UI screen by screen or module by module, often behind feature flags, so users move to the new experience without a disruptive switchover.",
      },
    ],
    lifecycle: ["Audit", "Research", "Redesign", "Validate", "Roll Out"],
    onboarding:
      "We start with a walkthrough of your application and a conversation about the complaints, metrics or business goals behind the redesign. We ask for access to the application, analytics and support data, and in the first week or two you receive a UX audit summary with prioritized problem areas and a redesign plan.",
    requirements: [
      "Access to the application with test accounts for each user role",
      "Analytics, session recordings or support ticket data, where available",
      "Current brand guidelines and any existing design files",
      "Access to representative users for interviews and testing",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Redesign driven by evidence",
        description:
          "Every major change traces back to an audit finding, analytics pattern or user observation, so the redesign solves real problems rather than just refreshing the look.",
      },
      {
        title: "Change without disruption",
        description:
          "Phased rollouts, feature flags and in-app guidance help existing users adapt to the new interface without losing productivity.",
      },
      {
        title: "A design system that stays useful",
        description:
          "You receive reusable Figma components mapped to front-end code, keeping future screens consistent long after the project ends.",
      },
    ],
    whyUsTagline: "Better UX, Same Solid Core",
    whyUsDescription:
      "We improve how your application looks and works while protecting the business logic and data your users already depend on.",
    discussTagline: "Is your application hard to use or looking dated?",
    discussDescription:
      "Show us where users get stuck or what feels outdated, and we'll outline how a targeted redesign could help.",
    processTagline: "Research-Led Redesign",
    processDescription:
      "Our redesign process moves from evidence to design to tested implementation, so every improvement can be measured.",
    initiative:
      "{brand}'s redesign work keeps users involved from the audit through to rollout, with remote interviews and testing sessions that fit around their working day. We deliberately separate the interface from the back end, so you gain a modern experience without the cost and risk of a full rebuild.",
    initiativeTagline: "Users at the Center of Every Change",
    initiativeDescription: "Real users shape the redesign, and a phased rollout protects their day-to-day work.",
    faqs: [
      {
        q: "How long does an application redesign take?",
        a: "Most redesigns take 4–12 weeks. A focused redesign of key workflows sits at the shorter end, while applications with many user roles and complex screens take longer, especially when implementation is included. We confirm the timeline after the UX audit.",
      },
      {
        q: "Is a redesign the same as application modernization?",
        a: "No. A redesign changes the user experience and interface while keeping your existing back end and data. Modernization changes the underlying architecture, code or infrastructure. If the audit shows the back end is limiting the experience, we will tell you and can scope modernization separately.",
      },
      {
        q: "Will our users need to relearn the application?",
        a: "We keep familiar patterns where they work and change only what causes friction. Phased rollouts, release notes and in-app guidance help users adjust, and usability testing catches confusing changes before they are released.",
      },
      {
        q: "Can you implement the designs, or only design them?",
        a: "Both. We can hand over a Figma design system and specifications to your developers, or our front-end engineers can implement the new UI in your existing framework, such as React, Angular or Flutter.",
      },
    ],
    faqsTagline: "Application Redesign FAQs",
    faqsDescription: "Answers about timelines, scope and how we keep existing users productive during a redesign.",
    hireTagline: "Hire UX Designers and Front-End Engineers",
    hireDescription:
      "Bring in a {brand} team that can research, design and implement a better experience for your existing application.",
    ctaTagline: "Give Your Application a Better Experience",
    ctaDescription:
      "Request a free consultation, walk us through your application and get an initial view of what a redesign would involve.",
  },
  {
    id: "cloud-migration",
    title: "Cloud Migration",
    description:
      "Move applications, databases and infrastructure from on-premises data centers or another provider to AWS, Azure or Google Cloud, using a wave-based plan, rehearsed cutovers and minimal downtime.",
    icon: "cloud-upload",
    pricing:
      "We typically price the initial assessment as a fixed-price engagement and the migration itself as milestone-based, with each migration wave treated as a milestone. The price depends on scope and complexity: the number of workloads, how tangled they are and the target architecture.",
    process: [
      {
        title: "Discovery & Inventory",
        description:
          "We catalog servers, applications, databases and their dependencies using tools such as AWS Application Discovery Service or Azure Migrate, building a complete picture of your current estate.",
      },
      {
        title: "Migration Strategy",
        description:
          "For each workload we recommend whether to rehost, replatform, refactor, replace or retire it, documenting the reasoning, the risks and the expected running costs.",
      },
      {
        title: "Landing Zone Setup",
        description:
          "We build a secure target environment with Terraform, covering accounts or subscriptions, networking, identity, logging and guardrails, before any workload moves.",
      },
      {
        title: "Wave Planning",
        description:
          "Workloads are grouped into migration waves by dependency and business risk, starting with lower-risk systems to prove the process.",
      },
      {
        title: "Migrate & Test",
        description:
          "We replicate servers and databases with services such as AWS Application Migration Service or Azure Database Migration Service, then run functional and performance tests in the cloud.",
      },
      {
        title: "Rehearsed Cutover",
        description:
          "Each wave follows a rehearsed runbook with a defined rollback plan, scheduled in a maintenance window agreed with your business teams.",
      },
      {
        title: "Optimize & Hand Over",
        description:
          "After migration we right-size resources, set up cost alerts and monitoring, and hand over documentation and runbooks to your operations team.",
      },
    ],
    lifecycle: ["Assess", "Plan", "Prepare", "Migrate", "Cutover", "Optimize"],
    onboarding:
      "Migration planning kicks off with a call about why you are moving to the cloud, which systems are in scope and any hard deadlines, such as a data center contract ending. We ask for infrastructure inventories, architecture diagrams and read-only access for discovery tools, and in the first two weeks you receive an initial inventory, a dependency map and a proposed migration approach.",
    requirements: [
      "Inventory or read-only access to current servers, databases and network configuration",
      "Access to the target cloud account, or approval to create one",
      "Business owners who can agree maintenance windows and acceptance tests",
      "Your security, compliance and data residency requirements",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Dependencies mapped before anything moves",
        description:
          "We trace how applications, databases and batch jobs talk to each other, so a migration wave never breaks a hidden integration.",
      },
      {
        title: "Rehearsed cutovers with rollback",
        description:
          "Every cutover runs from a tested runbook with clear go/no-go points and a rollback path, keeping downtime and risk low.",
      },
      {
        title: "Cost control from the start",
        description:
          "We model running costs per workload, right-size after migration and set up tagging and budget alerts so your cloud bill stays predictable.",
      },
    ],
    whyUsTagline: "Migrations Without Surprises",
    whyUsDescription:
      "We plan, rehearse and verify each move so your business keeps running while the infrastructure underneath it changes.",
    discussTagline: "Ready to leave your data center behind?",
    discussDescription:
      "Tell us what you run today and where you want to be, and we'll sketch a migration path that fits your risk appetite and deadlines.",
    processTagline: "A Wave-Based Migration Process",
    processDescription:
      "We move workloads in planned, tested waves, each with its own runbook, acceptance tests and rollback plan.",
    initiative:
      "{brand} treats cloud migration as a business change, not just a technical exercise, so business owners sign off each wave and its maintenance window. Our distributed team can cover cutovers outside your working hours, with 24/7 support available afterward, so migrations can be scheduled when they disrupt your customers least.",
    initiativeTagline: "Business-Aligned Migration",
    initiativeDescription: "Every wave is agreed with the people who depend on the systems being moved.",
    faqs: [
      {
        q: "How long does a cloud migration take?",
        a: "It depends on the size and complexity of your estate. Moving a handful of well-understood applications can take a few weeks, while large estates with legacy systems and many dependencies take several months. The assessment gives you a wave-by-wave timeline.",
      },
      {
        q: "Should we rehost or re-architect our applications?",
        a: "Rehosting (lift and shift) is fastest and suits systems that work well today or are due for replacement. Replatforming or refactoring, for example moving to managed databases or containers, takes longer but can reduce running costs and operational effort. We recommend an approach per workload rather than one rule for everything.",
      },
      {
        q: "How do you minimize downtime during cutover?",
        a: "We use continuous replication for servers and databases, so the final switch only needs to transfer recent changes. Cutovers are rehearsed, scheduled in agreed maintenance windows and backed by a rollback plan.",
      },
      {
        q: "How is cloud migration different from cloud engineering?",
        a: "Cloud migration moves systems you already run into the cloud, with the focus on inventory, dependencies and safe cutovers. Cloud engineering designs and builds new cloud-native platforms and infrastructure. Many clients use both: migrate first, then modernize once in the cloud.",
      },
    ],
    faqsTagline: "Cloud Migration FAQs",
    faqsDescription:
      "Answers on timelines, migration strategies and how we keep your systems available during the move.",
    hireTagline: "Hire Cloud Migration Specialists",
    hireDescription:
      "Add {brand} engineers experienced in AWS, Azure and Google Cloud migrations to plan your waves, run the cutovers and hand over a well-run cloud estate.",
    ctaTagline: "Plan Your Move to the Cloud",
    ctaDescription:
      "Use a free consultation to talk through your current environment, and we'll follow up with an outline migration approach.",
  },
  {
    id: "discovery-workshops",
    title: "Discovery Workshops",
    description:
      "Facilitated workshops that align your stakeholders on goals, users, scope and risks before development starts, ending with a prioritized backlog, a high-level architecture and a realistic delivery plan.",
    icon: "presentation",
    pricing:
      "Discovery workshops are offered as a fixed-price engagement, set by the number of sessions, participants and workstreams involved. As with all our services, the price depends on scope and complexity.",
    process: [
      {
        title: "Pre-Workshop Research",
        description:
          "We review your existing documents, systems and competitors, and interview key stakeholders one-to-one so workshop time is spent deciding, not catching up.",
      },
      {
        title: "Alignment Sessions",
        description:
          "Facilitated sessions in Miro or FigJam, or in person, cover goals, user journeys, story mapping and event storming to build a shared view of the problem and the solution.",
      },
      {
        title: "Prioritization & Architecture",
        description:
          "Together we rank features using methods such as MoSCoW, while our architects sketch a high-level solution showing key integrations and technical risks.",
      },
      {
        title: "Discovery Report",
        description:
          "You receive a prioritized backlog, user journey maps, an architecture outline, a risk register and a phased delivery plan with effort ranges.",
      },
    ],
    lifecycle: ["Prepare", "Align", "Prioritize", "Plan"],
    onboarding:
      "A scoping call comes first, to understand the initiative, who needs to be involved and which decisions the workshops must unlock. We ask for existing documentation and stakeholder availability, and within the first week you receive a tailored agenda, a participant list and pre-workshop interview requests so sessions can begin promptly.",
    requirements: [
      "Availability of key business, product and technical stakeholders",
      "Existing documentation such as strategy decks, process maps or specs",
      "A sponsor who can make or escalate scope decisions",
      "Access to current systems or demos if the work replaces something existing",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Facilitation by people who build",
        description:
          "Our workshops are run by product and engineering leads, so ideas are tested against technical reality in the room rather than months later.",
      },
      {
        title: "Outputs ready for delivery",
        description:
          "You leave with a backlog, an architecture outline and a plan that your own team or any vendor can pick up, not just photos of sticky notes.",
      },
      {
        title: "Remote-friendly by design",
        description:
          "We run engaging sessions across locations and time zones with shared digital boards, structured agendas and asynchronous follow-ups.",
      },
    ],
    whyUsTagline: "Alignment Before Development",
    whyUsDescription: "Our workshops turn differing opinions into a shared plan that is ready to estimate and build.",
    discussTagline: "Stakeholders pulling in different directions?",
    discussDescription:
      "Outline the initiative and who is involved, and we'll propose a workshop format that gets everyone to a shared plan.",
    processTagline: "Structured Sessions, Concrete Outputs",
    processDescription:
      "Each workshop stage has a clear purpose and produces an artifact your team can use immediately.",
    initiative:
      "{brand} runs discovery as a collaborative exercise rather than a requirements-gathering interview, with your people doing much of the thinking and our facilitators keeping it focused. Because we work remotely by default, sessions are designed to include every location and time zone, with boards and decisions recorded for anyone who could not attend.",
    initiativeTagline: "Collaborative by Default",
    initiativeDescription: "Everyone who matters has a voice, and every decision is written down.",
    faqs: [
      {
        q: "Who should attend the workshops?",
        a: "Typically a business sponsor, a product owner, representatives of the main user groups and someone who knows your current systems well. We keep groups small enough to make decisions, and gather wider input through interviews beforehand.",
      },
      {
        q: "How long do discovery workshops take?",
        a: "It depends on the size of the initiative and the number of stakeholders. A focused product idea may need only a few sessions, while a platform spanning several departments needs more. We agree the number and length of sessions in advance so you can plan people's time.",
      },
      {
        q: "Can the workshops be run remotely?",
        a: "Yes, most of ours are. We use Miro or FigJam, keep sessions short to avoid fatigue and set small asynchronous tasks between them. In-person sessions can be arranged where that suits your team better.",
      },
      {
        q: "Are we committed to building with {brand} afterward?",
        a: "No. The discovery outputs are yours and are written so any development team can use them. Many clients do continue with us, but the workshops are a standalone engagement.",
      },
    ],
    faqsTagline: "Discovery Workshop FAQs",
    faqsDescription: "What to expect from our workshops, who should take part and what you walk away with.",
    hireTagline: "Hire Experienced Workshop Facilitators",
    hireDescription:
      "Bring in {brand} product and technical leads to run a discovery that leaves your team aligned and ready to build.",
    ctaTagline: "Start Your Project on the Right Foot",
    ctaDescription:
      "Book a free consultation to discuss your initiative and receive a proposed discovery workshop agenda.",
  },
  {
    id: "market-research",
    title: "Market Research",
    description:
      "Understand your market before you build or expand: customer interviews, competitor analysis, market sizing and pricing research, delivered in 2–8 weeks as clear, decision-ready findings.",
    icon: "search",
    pricing:
      "Market research is usually scoped as a fixed-price or project-based engagement once the research questions are agreed. What you pay depends on scope and complexity: the number of segments or regions covered and how hard the right participants are to recruit.",
    process: [
      {
        title: "Research Questions",
        description:
          "We turn your business decision into specific research questions and hypotheses, and agree which methods will answer them.",
      },
      {
        title: "Desk Research",
        description:
          "We analyze industry reports, public filings, competitor websites, product reviews and pricing pages, citing every source so findings can be checked.",
      },
      {
        title: "Interviews & Surveys",
        description:
          "We recruit and interview target customers using a jobs-to-be-done approach, and run surveys where broader quantitative input is needed.",
      },
      {
        title: "Analysis & Sizing",
        description:
          "Findings are synthesized into personas, a competitive matrix and top-down and bottom-up market size estimates, with every assumption spelled out.",
      },
      {
        title: "Findings Readout",
        description:
          "You receive a research report and anonymized interview notes, plus a readout session focused on what the evidence means for your decision.",
      },
    ],
    lifecycle: ["Frame", "Gather", "Analyze", "Recommend"],
    onboarding:
      "Our first call clarifies the decision the research should inform, such as entering a new segment or launching a new product. We ask for your current customer insights, target markets and the competitors you already track, and within the first week or two you receive a research plan, an interview guide and participant recruitment criteria.",
    requirements: [
      "A clear business decision or question the research should inform",
      "Existing customer data, feedback or sales insights you can share",
      "Introductions to customers or prospects, where available",
      "A stakeholder to review the research plan and interim findings",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Research tied to a decision",
        description:
          "We frame every study around a specific choice, such as which segment to target first, so the findings lead straight to action.",
      },
      {
        title: "Transparent sources and assumptions",
        description:
          "Market size estimates show their inputs and sources, so you can defend them to your board or investors and update them later.",
      },
      {
        title: "Fluency in software markets",
        description:
          "As a software company, we understand the digital products, buyer roles and competitive dynamics in the markets our clients build for.",
      },
    ],
    whyUsTagline: "Evidence You Can Act On",
    whyUsDescription:
      "We focus on the findings that change decisions, backed by sources and customer evidence you can check.",
    discussTagline: "Unsure if there's a market for your idea?",
    discussDescription:
      "Considering a new product or a new market? Share what you have in mind, and we'll suggest research that can answer the question.",
    processTagline: "From Question to Insight",
    processDescription:
      "Our research process combines desk research with direct customer conversations to give a balanced, sourced view of your market.",
    initiative:
      "{brand} treats market research as the first step in building the right product, connecting what customers say with what our product and engineering teams can deliver. Remote interviews let us reach customers across regions efficiently, and we share interim findings as they emerge rather than holding everything for a final report.",
    initiativeTagline: "Insight Connected to Delivery",
    initiativeDescription: "Research findings flow directly into product and technology decisions.",
    faqs: [
      {
        q: "How long does market research take?",
        a: "Most studies take 2–8 weeks. A focused competitor analysis or a small round of customer interviews can be completed quickly; multi-segment studies with surveys and market sizing need more time. We confirm the timeline in the research plan.",
      },
      {
        q: "Can you recruit interview participants for us?",
        a: "Yes. We recruit through professional networks, research panels and targeted outreach based on agreed criteria, and can also use your own customer or prospect lists where appropriate. Participants are told how their input will be used.",
      },
      {
        q: "How reliable are market size estimates?",
        a: "Market sizing is an estimate, not a fact, and we present it that way. We build both top-down and bottom-up estimates, document every assumption and source, and show a range rather than a single number.",
      },
      {
        q: "What does the research deliver?",
        a: "A written report with findings and recommendations, personas, a competitive matrix, market size estimates where in scope, and anonymized interview notes. We also run a readout session with your team to discuss the implications.",
      },
    ],
    faqsTagline: "Market Research FAQs",
    faqsDescription: "Answers on timelines, methods and how we make research findings reliable and usable.",
    hireTagline: "Hire Researchers Who Understand Technology",
    hireDescription:
      "Work with {brand} researchers and product strategists who can investigate your market and translate the findings into product decisions.",
    ctaTagline: "Validate Your Market Before You Build",
    ctaDescription:
      "Arrange a free consultation to talk through your research questions, and we'll follow up with a proposed research plan.",
  },
  {
    id: "product-strategy",
    title: "Product Strategy",
    description:
      "Define where your product should go and why: target segments, positioning, business model, success metrics and an outcome-based roadmap, developed with your leadership team in 4–8 weeks.",
    icon: "compass",
    pricing:
      "Product strategy engagements are usually project-based, with an optional monthly retainer for ongoing advisory while you execute the roadmap. As with any engagement, the price depends on scope and complexity, chiefly how many products or segments are involved and how intricate your business model is.",
    process: [
      {
        title: "Current State Review",
        description:
          "We assess your product, metrics, customer feedback and competitive position, and interview leadership to surface goals and disagreements.",
      },
      {
        title: "Vision & Positioning",
        description:
          "We define the product vision, target segments and value proposition, and test the positioning against competitors and customer evidence.",
      },
      {
        title: "Business Model & Metrics",
        description:
          "We shape revenue and pricing model options, select a North Star metric with supporting measures, and link them to your OKRs.",
      },
      {
        title: "Outcome-Based Roadmap",
        description:
          "We build a roadmap organized around outcomes and themes rather than a feature list, with build, buy or partner decisions for major capabilities.",
      },
      {
        title: "Alignment & Handover",
        description:
          "You receive a strategy document, roadmap and metrics framework, presented to leadership and translated into priorities your product teams can act on.",
      },
    ],
    lifecycle: ["Assess", "Envision", "Define Metrics", "Roadmap", "Execute"],
    onboarding:
      "We begin by speaking with your product and business leaders about where the product stands and what is driving the need for a strategy now. We ask for product metrics, customer feedback, current roadmaps and any market research, and by the end of the second week you have a current-state assessment and a shortlist of strategic questions to resolve.",
    requirements: [
      "Time with founders or leadership for interviews and reviews",
      "Product usage metrics, revenue data and customer feedback",
      "Current roadmaps, plans and previous strategy documents",
      "A product leader who will own the strategy after handover",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Strategy grounded in delivery",
        description:
          "Our strategists work alongside engineers, so roadmap themes account for technical debt, architecture and realistic team capacity.",
      },
      {
        title: "Outcomes over output",
        description:
          "We tie every roadmap theme to a measurable outcome, which makes it easier to say no to features that do not move the business forward.",
      },
      {
        title: "Clear choices, not long lists",
        description:
          "We help leadership make explicit trade-offs on segments, pricing and scope, and record the reasoning behind each decision.",
      },
    ],
    whyUsTagline: "Direction Your Team Can Follow",
    whyUsDescription:
      "We produce a strategy specific enough to guide daily prioritization, not a document that sits on a shelf.",
    discussTagline: "Is your roadmap just a list of requests?",
    discussDescription:
      "Tell us where your product is today and what is holding it back, and we'll discuss how a clear strategy could help.",
    processTagline: "Building a Focused Product Strategy",
    processDescription:
      "We move from assessment to vision, metrics and roadmap, involving your leadership at every decision point.",
    initiative:
      "{brand}'s product strategy work connects business goals to what teams actually build, drawing on our experience of delivering software as well as planning it. We work with your leadership in short, focused review cycles and make sure the strategy ends up owned by your team rather than by us.",
    initiativeTagline: "Strategy Connected to Execution",
    initiativeDescription: "A product direction your teams can translate into sprint-level priorities.",
    faqs: [
      {
        q: "How long does a product strategy engagement take?",
        a: "Typically 4–8 weeks. A single product with good data and an aligned leadership team needs less time than a portfolio of products or several customer segments. Ongoing advisory can continue after the main engagement.",
      },
      {
        q: "How is product strategy different from technology strategy?",
        a: "Product strategy decides who the product serves, which problems it solves and how it makes money. Technology strategy decides which architecture, platforms and capabilities the organization needs to support its goals. The two inform each other, and we can run them together.",
      },
      {
        q: "Do we need market research first?",
        a: "Not always. If you already have solid customer and market evidence, we build on it. Where there are major gaps, such as an untested segment, we may recommend a short market research phase first.",
      },
      {
        q: "What happens after the strategy is delivered?",
        a: "Your product leaders own it, and we help translate it into quarterly plans and backlog priorities. Many clients keep us on a retainer for periodic strategy reviews, or engage our product development team to deliver the roadmap.",
      },
    ],
    faqsTagline: "Product Strategy FAQs",
    faqsDescription: "What leaders ask about scope, timing and how a product strategy is put into practice.",
    hireTagline: "Hire Product Strategists",
    hireDescription:
      "Engage {brand} product strategists who can shape your direction and stay close enough to delivery to make it stick.",
    ctaTagline: "Give Your Product a Clear Direction",
    ctaDescription:
      "In a free consultation we'll explore your product's challenges and show how a strategy engagement would be structured for you.",
  },
  {
    id: "technical-feasibility-analysis",
    title: "Technical Feasibility Analysis",
    description:
      "Find out whether your proposed solution can be built within your constraints. In 2–4 weeks we assess architecture options, integrations, data, compliance and risks, then give a clear recommendation.",
    icon: "microscope",
    pricing:
      "A technical feasibility analysis is normally delivered as a fixed-price engagement with a defined set of questions to answer. The price depends on the scope of the proposed solution and the complexity of the systems and constraints to be assessed.",
    process: [
      {
        title: "Scope the Questions",
        description:
          "We capture the proposed solution, the business constraints and the specific feasibility questions, such as whether a legacy system can support real-time integration.",
      },
      {
        title: "Technical Investigation",
        description:
          "Architects review your systems, data and third-party APIs, and check constraints such as performance, scalability, security and regulations like GDPR or India's DPDP Act.",
      },
      {
        title: "Targeted Spikes",
        description:
          "Where documentation is not enough, we run small, focused spikes to test critical assumptions, such as third-party API rate limits or the quality of source data.",
      },
      {
        title: "Feasibility Report",
        description:
          "You receive a report with architecture options, risks and mitigations, rough effort ranges and a clear feasible, feasible-with-conditions or not-feasible recommendation.",
      },
    ],
    lifecycle: ["Scope", "Investigate", "Validate", "Recommend"],
    onboarding:
      "The engagement opens with a call about the solution you have in mind, the constraints you are working within and the decision the analysis must support. We ask for architecture diagrams, system documentation and access to relevant environments, and within the first week you receive a confirmed list of feasibility questions and an investigation plan.",
    requirements: [
      "A description of the proposed solution and its business goals",
      "Architecture diagrams and documentation for the systems involved",
      "Read-only or sandbox access to relevant systems, data and APIs",
      "Known constraints such as budget range, deadlines and compliance rules",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Answers grounded in evidence",
        description:
          "Where a critical assumption can be tested, we test it with a spike instead of relying on vendor claims or documentation alone.",
      },
      {
        title: "Options, not just a verdict",
        description:
          "If the original idea is not feasible as proposed, we outline alternative architectures or phased approaches that could still meet the goal.",
      },
      {
        title: "Independent and candid",
        description:
          "We assess feasibility on its merits, including telling you when a simpler or off-the-shelf solution would serve you better than custom development.",
      },
    ],
    whyUsTagline: "Know Before You Commit",
    whyUsDescription: "Our analysis uncovers technical risks early, when changing direction is still inexpensive.",
    discussTagline: "Wondering whether it can actually be built?",
    discussDescription:
      "Describe your proposed solution and its constraints, and we'll discuss which questions a feasibility analysis should answer.",
    processTagline: "A Focused Feasibility Assessment",
    processDescription:
      "We investigate the questions that matter most, validate critical assumptions and deliver a clear recommendation.",
    initiative:
      "{brand}'s feasibility analyses are carried out by architects and engineers who build production systems, so conclusions reflect practical experience rather than theory alone. We keep the process short and transparent, raising concerns as soon as they appear rather than saving them for the final report.",
    initiativeTagline: "Practical, Candid Assessment",
    initiativeDescription: "Engineering experience applied to the question of whether, and how, to build.",
    faqs: [
      {
        q: "How long does a technical feasibility analysis take?",
        a: "Usually 2–4 weeks, depending on the number of systems involved and how many assumptions need hands-on spikes. We agree the questions and timeline at the start so the analysis stays focused.",
      },
      {
        q: "When should we do a feasibility analysis instead of a POC?",
        a: "A feasibility analysis suits early stages, when you need to compare options and identify risks across the whole solution. A POC suits later stages, when one specific approach needs proving with working code. The analysis often identifies exactly what a POC should test.",
      },
      {
        q: "What if the answer is that it's not feasible?",
        a: "That is a valuable result, because it prevents investment in a project likely to fail. We explain which constraint makes it unfeasible and, where possible, suggest alternatives such as a reduced scope, a different architecture or a phased approach.",
      },
      {
        q: "Do you provide cost estimates?",
        a: "We provide rough effort ranges and identify the main cost drivers, such as integrations, infrastructure and licensing. A detailed estimate follows once the scope is defined, for example after discovery workshops.",
      },
    ],
    faqsTagline: "Feasibility Analysis FAQs",
    faqsDescription:
      "Answers about timelines, deliverables and how feasibility analysis fits with other early-stage services.",
    hireTagline: "Hire Architects to Assess Your Idea",
    hireDescription:
      "Have {brand} solution architects evaluate your proposed solution, test its riskiest assumptions and tell you plainly what they find.",
    ctaTagline: "Assess Your Idea Before You Invest",
    ctaDescription:
      "Share your proposed solution in a free consultation, and we'll suggest a scope for the feasibility analysis.",
  },
  {
    id: "product-lifecycle",
    title: "Product Lifecycle Management",
    description:
      "Ongoing ownership of your software product after launch: release management, enhancements, dependency upgrades, technical debt reduction and eventual sunsetting, planned around how the product is used.",
    icon: "infinity",
    pricing:
      "Product lifecycle management usually runs on a monthly retainer sized to the team and service level you need, with hourly/time-and-materials billing available for occasional work. The price depends on the scope, the size of the product and its technical complexity.",
    process: [
      {
        title: "Product Health Check",
        description:
          "We assess code quality, dependencies, infrastructure, test coverage and usage analytics to understand the product's current state and its risks.",
      },
      {
        title: "Lifecycle Roadmap",
        description:
          "We agree a roadmap that balances new features, technical debt, security updates and platform upgrades, reviewed with you on a regular cadence.",
      },
      {
        title: "Release Management",
        description:
          "We run a predictable release train with CI/CD, feature flags, release notes and rollback procedures, so changes reach users safely.",
      },
      {
        title: "Continuous Maintenance",
        description:
          "Framework and dependency upgrades, security patches and performance tuning are scheduled proactively, with tools such as Dependabot or Renovate flagging updates.",
      },
      {
        title: "Usage-Driven Enhancement",
        description:
          "Product analytics and customer feedback show which features to improve, extend or retire, keeping the product focused on what users value.",
      },
      {
        title: "Sunset & Transition",
        description:
          "When a product or feature reaches end of life, we plan deprecation notices, data export or migration and the move of customers to a replacement.",
      },
    ],
    lifecycle: ["Introduction", "Growth", "Maturity", "Renewal", "Retirement"],
    onboarding:
      "Our first conversation covers your product's current stage, its users and the issues that concern you most, from slowing releases to outdated dependencies. We ask for access to the code repository, infrastructure, monitoring and analytics, and your first deliverables, usually within two weeks, are a product health report and a proposed lifecycle roadmap.",
    requirements: [
      "Access to source code, CI/CD pipelines and hosting environments",
      "Access to monitoring, error tracking and product analytics",
      "A product owner who sets business priorities",
      "Existing documentation, known issues and support history",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Balanced roadmaps",
        description:
          "We plan features alongside upgrades, security work and technical debt, so the product keeps moving forward without decaying underneath.",
      },
      {
        title: "Predictable releases",
        description:
          "A steady release cadence with automated testing and feature flags means fewer surprises for your users and your support team.",
      },
      {
        title: "Planned endings as well as beginnings",
        description:
          "We handle deprecations and sunsetting with care, backed by customer communication and data migration plans, protecting trust when products change.",
      },
    ],
    whyUsTagline: "Care for Every Stage",
    whyUsDescription:
      "We manage your product as a long-term asset, from growth through maturity to renewal or retirement.",
    discussTagline: "Is your product slowing down as it grows?",
    discussDescription:
      "Let us know where your product is in its lifecycle and what is getting harder, and we'll suggest how to regain momentum.",
    processTagline: "Managing Your Product Over Time",
    processDescription:
      "Our lifecycle process combines health checks, roadmapping, release management and maintenance into one continuous cycle.",
    initiative:
      "{brand} takes long-term responsibility for the products we manage, keeping the same core team on your product so knowledge builds up over time. Our distributed team supports releases and incidents across time zones, with 24/7 support available, and regular reviews keep the roadmap aligned with your business priorities.",
    initiativeTagline: "Long-Term Product Ownership",
    initiativeDescription: "A consistent team that knows your product and keeps it healthy.",
    faqs: [
      {
        q: "What is included in product lifecycle management?",
        a: "It covers release management, feature enhancements, dependency and framework upgrades, security patching, performance tuning, technical debt reduction and end-of-life planning. The exact mix is set in the lifecycle roadmap and adjusted as your priorities change.",
      },
      {
        q: "Is this the same as PLM software such as Siemens Teamcenter?",
        a: "No. Engineering PLM tools manage data about physical products in manufacturing. Our service manages the lifecycle of your software product itself: how it is released, maintained, improved and eventually retired.",
      },
      {
        q: "Can you take over a product built by another team?",
        a: "Yes. We start with a health check and a structured knowledge transfer covering code, infrastructure and open issues. We then stabilize the product before taking on major new features.",
      },
      {
        q: "How do you decide when to retire a feature or product?",
        a: "We look at usage data, maintenance effort, security risk and strategic fit, and present the evidence to you. If retirement makes sense, we plan deprecation notices, data export or migration, and a timeline that gives users room to adjust.",
      },
    ],
    faqsTagline: "Product Lifecycle FAQs",
    faqsDescription: "What to expect when {brand} manages your software product over the long term.",
    hireTagline: "Hire a Team to Manage Your Product",
    hireDescription:
      "Get a dedicated {brand} team to release, maintain and evolve your software product throughout its lifecycle.",
    ctaTagline: "Keep Your Product Healthy for the Long Term",
    ctaDescription:
      "Talk to us in a free consultation about your product's current stage, and we'll propose a lifecycle plan to match.",
  },
];
