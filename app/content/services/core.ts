import { SERVICE_HERO_IMAGE } from "../images";
import type { Service } from "../types";

/** Core build, consulting and infrastructure services. */
export const SERVICES_GROUP: Service[] = [
  {
    id: "custom-software-development",
    title: "Custom Software Development",
    description:
      "Web platforms, internal tools and backend services built around the way your business operates, using TypeScript, React, Node.js, .NET or Java, with typical delivery in 3 to 9 months.",
    icon: "code",
    pricing:
      "Usually milestone-based, with payments tied to agreed deliverables, or time-and-materials when requirements are expected to evolve during the build. The price depends on the scope and complexity of the software.",
    process: [
      {
        title: "Discovery & Requirements",
        description:
          "We interview stakeholders and future users, map the workflows the software must support and turn them into a prioritized backlog of user stories. You receive a requirements document and a scope estimate to plan around.",
      },
      {
        title: "Solution Architecture",
        description:
          "Our architects choose the stack, data model and hosting approach and record each choice in architecture decision records. You get a system diagram, an integration list and a view of technical risks before any code is written.",
      },
      {
        title: "UX & Interface Design",
        description:
          "Designers produce wireframes and clickable Figma prototypes for the key screens and test them with your users. Approved designs become a component library the developers build from.",
      },
      {
        title: "Iterative Development",
        description:
          "The team builds in short sprints and demos working features on a staging environment you can access at any time. Every pull request goes through peer review and an automated test suite.",
      },
      {
        title: "Quality Assurance",
        description:
          "QA engineers run functional, regression, performance and security checks, automating the critical user paths with Playwright or Cypress. You receive test reports and a log of resolved defects before sign-off.",
      },
      {
        title: "Deployment & Launch",
        description:
          "We set up CI/CD pipelines, provision production infrastructure and release with a tested rollback plan. Monitoring, alerting and log aggregation are live from the first production release.",
      },
      {
        title: "Handover & Ongoing Support",
        description:
          "You receive the source code, technical documentation and runbooks, plus walkthrough sessions for your internal team. We can then stay on for fixes, enhancements and maintenance under a support plan.",
      },
    ],
    lifecycle: ["Initiation", "Planning", "Execution", "Monitoring", "Closure"],
    onboarding:
      "Engagements start with a free consultation call about the problem the software should solve, who will use it and any deadlines you are working to. We then ask for existing documentation, process descriptions and access to the systems the new software must connect to. Within the first week or two you receive a discovery summary, an initial architecture outline and a phased estimate for the build.",
    requirements: [
      "A product owner who can decide on scope and priorities",
      "Documentation or walkthroughs of the business processes involved",
      "Access to the systems, APIs and data the software must integrate with",
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
          "Source code, infrastructure definitions and documentation live in your repositories, with no proprietary framework tying you to us.",
      },
      {
        title: "Working software every sprint",
        description:
          "You see real features on a staging environment throughout the build, so changes to scope and priorities happen early, while they are still inexpensive.",
      },
    ],
    whyUsTagline: "Software that fits",
    whyUsDescription:
      "We build around how your business actually runs and hand over a codebase your own team can maintain and extend.",
    discussTagline: "Outgrown spreadsheets and off-the-shelf tools?",
    discussDescription:
      "Tell us about the process you want to automate or the system you need, and we will help you work out scope, stack and a realistic timeline.",
    processTagline: "From requirements to production",
    processDescription:
      "A structured delivery process that moves from discovery to a supported production release, with your team reviewing progress at every stage.",
    initiative:
      "{brand} treats custom software as a long-lived business asset rather than a one-off deliverable. That means readable code, automated tests and documentation written for the people who will maintain the system after launch. We share our backlog, repositories and sprint reports with you throughout, so nothing about the build is hidden.",
    initiativeTagline: "Engineering for the long run",
    initiativeDescription: "We focus on software that stays maintainable and adaptable long after its first release.",
    faqs: [
      {
        q: "How long does a custom software project take?",
        a: "Most projects take 3 to 9 months from discovery to production launch, depending on the number of features, integrations and user roles involved. We often release a core version first and add further capabilities in later phases. You receive a phased timeline at the end of discovery.",
      },
      {
        q: "Which technologies do you use?",
        a: "We choose the stack to suit the problem and your team's existing skills, commonly TypeScript with React or Next.js on the front end and Node.js, .NET, Java or Python on the back end. Data usually sits in PostgreSQL, SQL Server or MongoDB, hosted on AWS, Azure or Google Cloud.",
      },
      {
        q: "How is custom software different from product development?",
        a: "Custom software is built for your own organization's operations, such as an internal platform, a partner portal or a workflow system. Product development is aimed at software you will sell to a market, which adds product strategy, pricing and go-to-market work that a bespoke internal system does not need.",
      },
      {
        q: "What happens after launch?",
        a: "We provide a stabilization period to resolve issues found in production, after which you can choose an ongoing support and maintenance plan or take the system fully in-house. Either way, you receive documentation and knowledge-transfer sessions, and all intellectual property in the code is transferred to you under the contract.",
      },
    ],
    faqsTagline: "Custom software questions",
    faqsDescription: "Answers to what clients most often ask before commissioning a bespoke build.",
    hireTagline: "Hire custom software developers",
    hireDescription:
      "Bring in a dedicated team of developers, designers and QA engineers to build your application end to end or to extend your in-house team.",
    ctaTagline: "Let's scope your software",
    ctaDescription:
      "Book a free consultation to discuss your requirements and get an initial view of architecture, timeline and delivery approach.",
  },
  {
    id: "application-modernization",
    title: "Application Modernization",
    description:
      "We update aging applications, from .NET Framework and Java EE monoliths to unsupported databases, through refactoring, re-platforming or incremental rebuilds, in projects lasting from a few weeks to several months.",
    icon: "refresh",
    pricing:
      "Usually phased: a fixed-price audit followed by milestone-based modernization work, or time-and-materials for open-ended refactoring. The price depends on scope and complexity: the size and condition of the existing system and how far it has to move.",
    process: [
      {
        title: "Legacy System Discovery",
        description:
          "We inventory the application's modules, dependencies, integrations and hosting, and interview the people who support and use it. You get a clear map of what the system does and who relies on each part.",
      },
      {
        title: "Code & Architecture Audit",
        description:
          "Engineers assess code quality, test coverage, outdated frameworks and known vulnerabilities using static analysis and dependency scanning tools such as SonarQube. The audit report ranks issues by business risk and effort to fix.",
      },
      {
        title: "Modernization Roadmap",
        description:
          "For each component we recommend rehosting, re-platforming, refactoring, rebuilding or retiring it, and sequence the work so the business keeps running. Moving to the cloud is one option, not a requirement.",
      },
      {
        title: "Incremental Refactoring",
        description:
          "We modernize in slices using the strangler fig pattern, routing traffic to new services as they replace old modules. Each slice ships with the automated tests the legacy code usually lacked.",
      },
      {
        title: "Data Migration",
        description:
          "Schemas are redesigned where needed and data is moved with scripted, repeatable migrations and reconciliation checks. Old and new data stores can run side by side until cutover.",
      },
      {
        title: "Parallel Validation",
        description:
          "Legacy and modernized components run in parallel while we compare outputs, performance and behavior under real workloads. Discrepancies are resolved before any users are switched over.",
      },
      {
        title: "Cutover & Stabilization",
        description:
          "Users move across in planned stages with a rehearsed rollback path, followed by close monitoring and fixes. Old servers and licenses are decommissioned once the new system is stable.",
      },
    ],
    lifecycle: ["Discovery", "Audit & Planning", "Execution", "Validation", "Deployment", "Support"],
    onboarding:
      "The first conversation focuses on which system is causing problems and why, whether that is security exposure, rising maintenance effort, scaling limits or the departure of the people who know it best. We then ask for read access to the codebase, infrastructure details and whatever documentation exists, however out of date. During the first couple of weeks we share an initial findings summary and a proposal for a full audit and modernization plan.",
    requirements: [
      "Read access to the legacy source code and its version history",
      "Details of current hosting, databases and integrations",
      "Time with the staff who support or use the system today",
      "A list of business-critical functions that must not be interrupted",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Incremental, not big-bang",
        description:
          "We replace legacy systems piece by piece, so the business keeps running and every step can be reversed if something unexpected appears.",
      },
      {
        title: "Business rules preserved",
        description:
          "We extract and document the logic buried in old code before changing it, using characterization tests so long-standing behavior is not lost in the rewrite.",
      },
      {
        title: "Honest refactor-or-rebuild advice",
        description:
          "Not every system needs rewriting. We recommend the least disruptive approach that solves the actual problem, including leaving stable components alone.",
      },
    ],
    whyUsTagline: "Modernize without disruption",
    whyUsDescription:
      "We reduce the risk of changing critical systems by working incrementally and validating each step against the application you already trust.",
    discussTagline: "Have a legacy system holding you back?",
    discussDescription:
      "Tell us about the application, its age and the problems it is causing, and we will outline practical options for bringing it up to date.",
    processTagline: "A safe path off legacy",
    processDescription:
      "Our modernization process audits before it changes anything and proves the new system against the old one before users move across.",
    initiative:
      "{brand}'s approach to modernization starts with evidence: we measure the condition of the code and the cost of keeping it before recommending a path. We then work in small, reversible steps and hand over a system with tests, documentation and a deployment pipeline your team can use straight away.",
    initiativeTagline: "Evidence before change",
    initiativeDescription:
      "Every modernization decision we make is based on an audit of the real system, not on assumptions about it.",
    faqs: [
      {
        q: "How long does application modernization take?",
        a: "It ranges from a few weeks for a focused upgrade, such as moving to a supported framework version, to several months for breaking a large monolith into services. The audit gives you a phased timeline so you can fund and schedule the work in stages.",
      },
      {
        q: "Will our users experience downtime?",
        a: "We plan for minimal disruption by running old and new components side by side and cutting over in stages, typically outside peak hours. Each cutover has a rehearsed rollback plan, and we agree maintenance windows with you in advance.",
      },
      {
        q: "How is modernization different from application redesign?",
        a: "Redesign focuses on what users see: the interface, navigation and user experience. Modernization changes what sits underneath, including frameworks, architecture, databases and hosting, and may leave the interface largely unchanged. The two can be combined when both the experience and the technology are outdated.",
      },
      {
        q: "What if nobody understands the old code anymore?",
        a: "That is a common situation. We use code analysis, production logs and interviews with long-serving users to reconstruct how the system behaves, then capture that behavior in tests before we change anything.",
      },
    ],
    faqsTagline: "Before you modernize",
    faqsDescription: "What to expect when updating an application your business depends on.",
    hireTagline: "Hire modernization engineers",
    hireDescription:
      "Work with engineers who know both legacy platforms and modern stacks, and who can untangle old code and rebuild it safely.",
    ctaTagline: "Plan your modernization",
    ctaDescription:
      "Schedule a free consultation to talk through your legacy application and the options for updating it without putting daily operations at risk.",
  },
  {
    id: "mobile-app-development",
    title: "Mobile App Development",
    description:
      "Native iOS and Android apps in Swift and Kotlin, or cross-platform apps in React Native and Flutter, taken from prototype to App Store and Google Play release, typically in 3 to 6 months.",
    icon: "smartphone",
    pricing:
      "Project-based or milestone-based, with milestones tied to design sign-off, beta release and store launch. The price depends on scope and complexity, including the platforms, features and backend integrations involved.",
    process: [
      {
        title: "Product Discovery",
        description:
          "We define target users, core journeys and the features needed for launch, and decide between native and cross-platform development. You receive a prioritized feature list for the first release and a platform recommendation.",
      },
      {
        title: "UX & Prototyping",
        description:
          "Designers create user flows and interactive Figma prototypes that follow Apple's Human Interface Guidelines and Google's Material Design. You can try the prototype on your own phone before development starts.",
      },
      {
        title: "App & API Development",
        description:
          "Developers build the app together with the backend services it needs, including authentication, push notifications, offline storage and analytics. Test builds are shared regularly through TestFlight and Google Play internal testing.",
      },
      {
        title: "Device & Beta Testing",
        description:
          "We test on real devices across screen sizes and OS versions and automate UI tests for critical flows. A beta release to selected users gathers feedback and crash reports before the public launch.",
      },
      {
        title: "Store Submission & Launch",
        description:
          "We prepare store listings, screenshots, privacy disclosures and reviewer notes, and manage submission to the App Store and Google Play. Crash reporting and analytics are active from the first public version.",
      },
      {
        title: "Post-Launch Iteration",
        description:
          "After release we track ratings, crashes and usage data, fix issues and keep the app compatible with new iOS and Android versions. Improvements ship as regular, planned updates.",
      },
    ],
    lifecycle: ["Planning", "Design", "Development", "Testing", "Deployment", "Maintenance"],
    onboarding:
      "A first call covers your app idea, your users and whether you already have designs, a backend or an existing app to build on. We ask for brand guidelines, examples of apps you admire and access to the APIs or data the app will use. Within a week or two you have a prioritized feature list, a native versus cross-platform recommendation and a phased delivery plan.",
    requirements: [
      "A clear description of target users and the main app journeys",
      "Brand assets and any existing designs or wireframes",
      "Apple Developer and Google Play Console accounts in your company's name",
      "Access to the backend systems or APIs the app must connect to",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "The right platform choice",
        description:
          "We recommend native or cross-platform development based on your features, budget and team, not on a favorite framework, and explain the trade-offs plainly.",
      },
      {
        title: "Store-ready from the start",
        description:
          "We design with App Store and Google Play review guidelines, privacy labels and permission rules in mind, which reduces the risk of rejected submissions.",
      },
      {
        title: "Built for real-world conditions",
        description:
          "Apps are tested for weak connectivity, battery use, older devices and accessibility settings, not only on the latest flagship phone.",
      },
    ],
    whyUsTagline: "Apps people keep using",
    whyUsDescription:
      "We focus on fast, reliable apps that pass store review and hold up on the devices your customers actually carry.",
    discussTagline: "Have an app idea to bring to life?",
    discussDescription:
      "Share your concept or existing app with us, and we will help you define the first release, choose the right platform and plan the launch.",
    processTagline: "From prototype to app store",
    processDescription:
      "Our mobile process takes your app from a tested prototype through beta to public release, and keeps it current after launch.",
    initiative:
      "At {brand}, mobile work is driven by early user feedback and disciplined releases. We put prototypes and beta builds in real users' hands before launch, automate builds and store deployments with tools such as Fastlane, and use each release to learn from actual usage.",
    initiativeTagline: "Ship early, learn fast",
    initiativeDescription:
      "We get working builds in front of users early so the app improves from real feedback rather than guesswork.",
    faqs: [
      {
        q: "How long does it take to build a mobile app?",
        a: "Most apps take 3 to 6 months from discovery to store launch. Apps with few integrations sit at the shorter end, while those with payments, real-time features or complex backends take longer.",
      },
      {
        q: "Should we build native or cross-platform?",
        a: "Cross-platform frameworks such as React Native and Flutter let one codebase serve both iOS and Android, which suits most business and content apps. Native Swift and Kotlin make sense when you need deep device integration, advanced graphics or the best possible performance on each platform.",
      },
      {
        q: "Do you handle App Store and Google Play submission?",
        a: "Yes. We prepare listings, screenshots and privacy disclosures, submit the app under your developer accounts and respond to reviewer feedback until it is approved.",
      },
      {
        q: "What support do you offer after launch?",
        a: "We offer maintenance plans covering bug fixes, dependency upgrades, new features and compatibility with new OS releases. Apple and Google ship major operating system updates every year, and we test and update your app so it keeps working as they do.",
      },
    ],
    faqsTagline: "Mobile app questions",
    faqsDescription: "Common questions about timelines, platforms and life after launch.",
    hireTagline: "Hire mobile app developers",
    hireDescription:
      "Add iOS, Android or cross-platform developers to your project, supported by designers and QA engineers who specialize in mobile.",
    ctaTagline: "Start your mobile app",
    ctaDescription:
      "Book a free, no-obligation consultation about your app idea and leave with a clearer view of platform, scope and launch timeline.",
  },
  {
    id: "enterprise-solutions",
    title: "Enterprise Solutions",
    description:
      "Integrated systems for large and growing organizations: ERP and CRM customization, workflow automation, internal portals and integrations connecting platforms such as SAP, Salesforce and Microsoft Dynamics 365.",
    icon: "building",
    pricing:
      "Typically phased, with a fixed-price assessment and blueprint followed by milestone-based implementation and an optional monthly retainer for ongoing support. The price depends on scope and complexity, including the number of systems, users and business units involved.",
    process: [
      {
        title: "Process & Systems Assessment",
        description:
          "We map current business processes, data flows and the applications each department relies on, identifying duplicate data entry and integration gaps. You receive a current-state report with priorities agreed across stakeholders.",
      },
      {
        title: "Solution Blueprint",
        description:
          "We design the target solution: which platforms to configure, what to build custom, how data moves between systems and how access is controlled. The blueprint includes integration specifications, a data model and a security design aligned with your policies.",
      },
      {
        title: "Build & Integration",
        description:
          "Engineers configure platforms, develop custom modules and connect systems through APIs, message queues or integration platforms such as MuleSoft or Azure Integration Services. Single sign-on, role-based access and audit logging are built in.",
      },
      {
        title: "Testing & UAT",
        description:
          "We run integration, performance and security testing, then guide your business users through acceptance testing with realistic data and scenarios. Issues are tracked and resolved before go-live approval.",
      },
      {
        title: "Phased Rollout",
        description:
          "The solution goes live by department, region or business unit to limit risk. Each group gets its own data migration, cutover plan and role-specific training.",
      },
      {
        title: "Support & Adoption",
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
    whyUsTagline: "Systems that work together",
    whyUsDescription:
      "We connect the platforms your departments depend on and design for the security, governance and scale that enterprise operations require.",
    discussTagline: "Too many systems that don't talk to each other?",
    discussDescription:
      "Walk us through the platforms and processes you want to connect or replace, and we can help you shape a practical, phased plan.",
    processTagline: "Enterprise delivery, de-risked",
    processDescription:
      "Our process aligns stakeholders across departments, validates every integration and rolls out in stages so operations keep running.",
    initiative:
      "{brand} approaches enterprise solutions as change programs as much as technology projects. We involve the people who will use the system in design and testing, document every integration and decision, and roll out in stages so adoption is measured rather than assumed.",
    initiativeTagline: "Technology people adopt",
    initiativeDescription:
      "We pair solid integration engineering with the training and rollout planning that large organizations need.",
    faqs: [
      {
        q: "Do you work with our existing ERP or CRM?",
        a: "Yes. We extend and integrate platforms such as SAP, Oracle, Microsoft Dynamics 365 and Salesforce rather than replacing them by default. Where a platform genuinely no longer fits, we will say so and outline the migration options.",
      },
      {
        q: "How long does an enterprise project take?",
        a: "It depends on the number of systems, departments and integrations involved, so we commit to a timeline after the assessment rather than guessing up front. Because we roll out in phases, parts of the solution go live and deliver value before the whole program is complete.",
      },
      {
        q: "How do you handle security and compliance?",
        a: "We follow your security policies and design to the frameworks your organization works under, such as ISO 27001, SOC 2 or GDPR, applying least-privilege access, encryption and audit logging. Your security team can review our designs and code at every stage.",
      },
      {
        q: "What happens after go-live?",
        a: "A hypercare period follows each rollout, with closer monitoring and faster fixes, and then ongoing support under an agreed service level. We also train your administrators so routine configuration changes can be handled in-house.",
      },
    ],
    faqsTagline: "Enterprise FAQs",
    faqsDescription: "What large organizations ask us about integration, security and rollout.",
    hireTagline: "Hire an enterprise solutions team",
    hireDescription:
      "Engage architects, integration engineers and business analysts who can deliver across departments and work within your governance processes.",
    ctaTagline: "Connect your enterprise systems",
    ctaDescription:
      "Book a free consultation to discuss the systems and processes you want to improve and how a phased approach could work for your organization.",
  },
  {
    id: "it-consulting",
    title: "IT Consulting",
    description:
      "Independent advice on your IT estate, covering infrastructure, business applications, security posture, vendors and support processes, with prioritized recommendations and hands-on help putting them into action.",
    icon: "lightbulb",
    pricing:
      "Offered as a project-based assessment or an ongoing monthly retainer for advisory support, with hourly/time-and-materials billing for ad hoc expert input. The price depends on scope and complexity, including the size of your IT environment.",
    process: [
      {
        title: "IT Environment Review",
        description:
          "We review your infrastructure, applications, licenses, security controls and support processes through documentation, system access and staff interviews. You receive an inventory of your IT estate and how it is managed today.",
      },
      {
        title: "Gap & Risk Analysis",
        description:
          "We compare what we find with good practice and your business needs, highlighting security gaps, single points of failure, overlapping tools and avoidable spending. Each finding is rated by risk and urgency.",
      },
      {
        title: "Recommendations Report",
        description:
          "You receive a prioritized action plan of quick wins and longer-term improvements, with vendor or tool options and the effort and benefit of each. We present it to your leadership and answer their questions.",
      },
      {
        title: "Implementation Support",
        description:
          "Our consultants help carry out the plan alongside your staff, from vendor selection and contract review to tightening access controls, improving backups or managing a system migration.",
      },
      {
        title: "Review & Adjust",
        description:
          "We check progress against the plan at agreed intervals, measure the effect of the changes made and update recommendations as your business and technology evolve.",
      },
    ],
    lifecycle: ["Assessment", "Strategy", "Planning", "Implementation", "Monitoring"],
    onboarding:
      "Our initial call explores your organization, your IT setup and what prompted you to seek advice, whether that is a security concern, rising costs or systems that no longer keep up. To prepare, we request existing documentation, network and system diagrams, vendor contracts and read-only access where appropriate. Within the first week or two we agree an assessment plan and interview schedule with you, and flag any urgent risks we spot early.",
    requirements: [
      "Documentation of current infrastructure, applications and vendors",
      "Read-only access to key systems and admin consoles where appropriate",
      "Time with IT staff and representative business users",
      "A decision-maker who can approve and prioritize recommendations",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Recommendations based on fit",
        description:
          "We compare tools and suppliers on how well they match your needs, existing systems and team skills, and explain the reasoning behind every recommendation.",
      },
      {
        title: "Findings you can act on",
        description:
          "Every finding comes with a concrete next step, a suggested owner and an effort estimate, not just a list of problems.",
      },
      {
        title: "Hands-on when you need it",
        description:
          "Our consultants can move from advice to implementation, working alongside your IT team instead of leaving you with a report on the shelf.",
      },
    ],
    whyUsTagline: "Practical IT guidance",
    whyUsDescription:
      "We give clear, prioritized advice on your IT environment and stay involved to help you put it into practice.",
    discussTagline: "Not sure your IT is keeping up?",
    discussDescription:
      "Tell us what is frustrating your team or worrying your leadership, and we will suggest where an independent review could help most.",
    processTagline: "From assessment to action",
    processDescription:
      "Our consulting process turns a clear picture of your IT environment into prioritized actions, then helps you carry them out.",
    initiative:
      "{brand}'s consultants work as an extension of your IT team rather than as outside auditors. We explain findings in plain language for leadership, share the technical detail with your engineers, and judge each recommendation by its effect on security, reliability and running costs.",
    initiativeTagline: "Advice grounded in operations",
    initiativeDescription: "We shape our recommendations around how your organization actually runs its IT day to day.",
    faqs: [
      {
        q: "What does an IT consulting engagement cover?",
        a: "It can cover infrastructure, networks, end-user devices, business applications, cybersecurity, backup and disaster recovery, licensing and IT support processes. We agree the scope with you at the start, and a broad assessment is often a useful first step before focusing on specific areas.",
      },
      {
        q: "How is IT consulting different from technology strategy?",
        a: "IT consulting focuses on the health and running of your current IT environment: its risks, costs, tools and processes. Technology strategy looks further ahead, defining how technology should support your business goals and where to invest over the coming years.",
      },
      {
        q: "Can you help us choose vendors or software?",
        a: "Yes. We define requirements, shortlist suitable options, run structured evaluations and demos, and review proposals and contract terms with you. The final decision stays with you, backed by a clear side-by-side comparison.",
      },
      {
        q: "Do you offer ongoing advice after the assessment?",
        a: "Yes. You can keep us on a monthly retainer as a fractional IT advisor for planning, vendor discussions and escalations. Alternatively we can support a specific implementation or hand over to your internal team with clear documentation.",
      },
    ],
    faqsTagline: "IT consulting questions",
    faqsDescription: "What to expect from an independent review of your IT environment.",
    hireTagline: "Hire IT consultants",
    hireDescription:
      "Bring in experienced consultants for an assessment, a specific project or ongoing advisory support, without adding permanent headcount.",
    ctaTagline: "Get clarity on your IT",
    ctaDescription:
      "Arrange a free consultation to talk about your IT environment and where an independent assessment could reduce risk or cost.",
  },
  {
    id: "tech-strategy",
    title: "Technology Strategy",
    description:
      "A 4 to 8 week engagement that aligns your technology with business goals, producing a target architecture, build-versus-buy decisions and a prioritized roadmap your leadership can fund and execute.",
    icon: "compass",
    pricing:
      "Usually a fixed-price or phased engagement, scoped around the strategic questions you need answered and the business units involved. The price depends on scope and complexity.",
    process: [
      {
        title: "Business & Technology Assessment",
        description:
          "We interview leadership and technical teams, review business plans, current architecture and technology spending, and assess engineering capabilities. You get a concise view of where technology helps or holds back the business today.",
      },
      {
        title: "Strategic Options",
        description:
          "We develop and compare options for the key decisions, such as build versus buy, cloud adoption, platform consolidation, data and AI opportunities, and in-house versus partner delivery. Each option is assessed for cost drivers, risk and business impact.",
      },
      {
        title: "Technology Roadmap",
        description:
          "The agreed choices become a target architecture and a sequenced roadmap of initiatives showing dependencies, capability needs and decision points. We present the roadmap to your leadership for review and refinement.",
      },
      {
        title: "Execution Planning",
        description:
          "We turn the first roadmap phase into scoped initiatives with owners, success measures and resource needs, ready for budgeting and delivery. You receive the final strategy pack and a handover session with your teams.",
      },
    ],
    lifecycle: ["Assessment", "Strategy", "Roadmapping", "Planning"],
    onboarding:
      "The engagement opens with a leadership conversation about business goals, upcoming decisions and what is prompting strategy work now, such as growth, an acquisition, new investment or mounting technical debt. We ask for business plans, architecture overviews, technology budgets and a list of people to interview. By the end of the first week or two you have an interview schedule, an agreed set of strategy questions and early observations from the document review.",
    requirements: [
      "Leadership time for interviews and strategy workshops",
      "Business plans, goals and any known constraints",
      "Architecture overviews and current technology spending",
      "A named sponsor to approve the final roadmap",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Business outcomes first",
        description:
          "We start from revenue, cost and customer goals and work back to technology, so every roadmap item is tied to a business reason.",
      },
      {
        title: "Grounded in delivery",
        description:
          "Our strategists work alongside engineers who build and run systems every day, so recommendations reflect what your team can realistically deliver.",
      },
      {
        title: "Decisions, not just documents",
        description:
          "We concentrate on the few choices that matter most and give a clear recommendation for each, with the reasoning and trade-offs written down.",
      },
    ],
    whyUsTagline: "Strategy you can execute",
    whyUsDescription:
      "We produce focused, realistic technology strategies that your leadership can approve and your teams can deliver.",
    discussTagline: "Facing a major technology decision?",
    discussDescription:
      "Whether you are planning for growth, consolidating platforms or weighing AI investments, talk to us about the decisions ahead.",
    processTagline: "From questions to roadmap",
    processDescription:
      "A focused process that moves from assessment to an agreed roadmap and execution plan in 4 to 8 weeks.",
    initiative:
      "{brand} connects strategy to execution: the people who shape your roadmap understand how software is built, deployed and supported. We keep the engagement short and collaborative, testing ideas with your teams in workshops so the final strategy already has their support.",
    initiativeTagline: "Strategy tied to delivery",
    initiativeDescription:
      "We make sure every strategic recommendation is something your organization can realistically carry out.",
    faqs: [
      {
        q: "How long does a technology strategy engagement take?",
        a: "Typically 4 to 8 weeks, depending on the size of the organization and how many business units and systems are in scope. A single focused question, such as whether to rebuild a core platform, sits at the shorter end.",
      },
      {
        q: "What do we receive at the end?",
        a: "A strategy pack containing a current-state assessment, a target architecture, recommendations on the key decisions and a prioritized roadmap with an execution plan for the first phase. We present it to your leadership and hand over editable versions of all materials.",
      },
      {
        q: "How does this differ from digital transformation?",
        a: "Technology strategy is a short advisory engagement that decides direction and priorities. Digital transformation is the longer program of delivery and organizational change that often follows, putting new systems and ways of working into practice across the business.",
      },
      {
        q: "Do we have to use {brand} to deliver the roadmap?",
        a: "No. Our development, cloud and AI teams can deliver it, but the roadmap is written so your internal teams or another partner can execute it just as well. You are under no obligation to continue with us.",
      },
    ],
    faqsTagline: "Strategy engagement FAQs",
    faqsDescription: "What leaders ask before commissioning a technology strategy.",
    hireTagline: "Hire technology strategists",
    hireDescription:
      "Work with strategists and senior architects who can guide your leadership through major technology decisions and investment planning.",
    ctaTagline: "Plan your technology future",
    ctaDescription:
      "Book a free consultation to explore the decisions ahead and whether a focused strategy engagement is the right next step.",
  },
  {
    id: "cloud-infrastructure",
    title: "Cloud Infrastructure",
    description:
      "Design, build and management of secure, scalable environments on AWS, Azure and Google Cloud, defined as code with Terraform, running containers on Kubernetes and monitored around the clock.",
    icon: "cloud",
    pricing:
      "Build work is project-based or milestone-based, and ongoing management is offered as a monthly retainer. The price depends on scope and complexity, including the number of environments, workloads and regions; cloud usage itself is billed by your provider.",
    process: [
      {
        title: "Architecture Design",
        description:
          "We design landing zones, account structure, networking, identity and environments around your workloads, compliance needs and growth plans. You receive architecture diagrams and a design reviewed against your provider's Well-Architected guidance.",
      },
      {
        title: "Infrastructure as Code",
        description:
          "Networks, Kubernetes clusters, databases and storage are defined in Terraform or OpenTofu and deployed through version-controlled pipelines. Environments can be recreated or changed consistently without manual console work.",
      },
      {
        title: "Security Hardening",
        description:
          "We apply least-privilege IAM, network segmentation, encryption, secrets management and centralized logging, and run policy checks with tools such as Checkov and AWS Security Hub or Microsoft Defender for Cloud. You receive a documented security baseline.",
      },
      {
        title: "Cost & Performance Optimization",
        description:
          "We right-size compute, configure autoscaling, use reserved capacity or savings plans where they pay off and tag every resource for cost reporting. Dashboards show spend by team, product and environment.",
      },
      {
        title: "Managed Operations",
        description:
          "We monitor your infrastructure with Prometheus, Grafana or native tools such as CloudWatch and Azure Monitor, and handle patching, backups, incident response and capacity reviews. Runbooks document every routine task.",
      },
    ],
    lifecycle: ["Design", "Implementation", "Security", "Optimization", "Management"],
    onboarding:
      "We open with a technical call about your applications, current hosting, traffic patterns and any compliance requirements such as GDPR, HIPAA or PCI DSS. Before the review, we need read-only access to existing cloud accounts, architecture diagrams and recent billing reports. A week or two after access is granted, we deliver an initial review of security and cost findings and a proposed target architecture for discussion.",
    requirements: [
      "Read-only access to existing cloud accounts and billing data",
      "An overview of applications, data stores and traffic patterns",
      "The security and compliance requirements that apply to your workloads",
      "A technical contact for access approvals and change windows",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Everything defined as code",
        description:
          "Every network, cluster and policy lives in version-controlled Terraform, so changes are peer-reviewed, repeatable and easy to audit.",
      },
      {
        title: "Security in the foundation",
        description:
          "Identity, encryption, logging and guardrails are set up in the landing zone before workloads arrive, rather than bolted on after an incident.",
      },
      {
        title: "Cost visibility built in",
        description:
          "Tagging, budgets and cost dashboards are part of every build, so you can see which teams and products drive your cloud bill.",
      },
    ],
    whyUsTagline: "Reliable cloud foundations",
    whyUsDescription:
      "We build cloud environments that are secure by default, reproducible from code and observable from the first deployment.",
    discussTagline: "Is your cloud getting harder to manage?",
    discussDescription:
      "Whether you are dealing with sprawling accounts, rising bills or reliability concerns, describe your current environment and we will suggest where to start.",
    processTagline: "Build it right, run it well",
    processDescription:
      "Our infrastructure process covers design, automated provisioning, security, optimization and the day-to-day management of your cloud environments.",
    initiative:
      "{brand} treats cloud infrastructure as software: versioned, peer-reviewed, tested and deployed through pipelines. Combined with 24/7 monitoring and regular cost and security reviews, this keeps your environments consistent as they grow and every change traceable.",
    initiativeTagline: "Infrastructure as software",
    initiativeDescription: "We apply software engineering discipline to every layer of your cloud environment.",
    faqs: [
      {
        q: "Which cloud providers do you work with?",
        a: "We work with AWS, Microsoft Azure and Google Cloud, and design multi-cloud or hybrid setups when there is a clear reason, such as data residency rules or existing on-premises investments. We recommend a provider based on your workloads, team skills and existing agreements.",
      },
      {
        q: "How is this different from cloud engineering or cloud migration?",
        a: "Cloud infrastructure covers the foundation itself: accounts, networking, security, clusters, monitoring and cost control, and running it day to day. Cloud engineering focuses on building cloud-native applications on top of that foundation, while cloud migration moves existing applications and data into it.",
      },
      {
        q: "Can you manage our infrastructure on an ongoing basis?",
        a: "Yes. Under a monthly retainer we provide 24/7 monitoring and incident response, patching, backups, capacity planning and regular cost and security reviews. We design architectures to support 99.9% uptime targets and agree response commitments with you in writing.",
      },
      {
        q: "Will we be locked in to {brand}?",
        a: "No. All infrastructure code, documentation and runbooks live in your repositories and cloud accounts, under your ownership. Your team can take over operations at any point, and we run handover sessions to make that straightforward.",
      },
    ],
    faqsTagline: "Cloud questions answered",
    faqsDescription: "Answers on providers, management and ownership of your cloud environment.",
    hireTagline: "Hire cloud infrastructure engineers",
    hireDescription:
      "Bring in cloud and platform engineers experienced in Terraform, Kubernetes and the major cloud providers to build or run your infrastructure.",
    ctaTagline: "Strengthen your cloud foundation",
    ctaDescription:
      "Use a free consultation to review your current cloud setup and discuss how to make it more secure, reliable and cost-efficient.",
  },
];
