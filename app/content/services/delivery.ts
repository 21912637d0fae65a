import { SERVICE_HERO_IMAGE } from "../images";
import type { Service } from "../types";

export const SERVICES_GROUP: Service[] = [
  {
    id: "cloud-engineering",
    title: "Cloud Engineering",
    description:
      "Design and build of secure, cost-aware cloud foundations on AWS, Azure or Google Cloud: landing zones, networking, Kubernetes platforms and infrastructure as code in Terraform, ready for your teams to ship on.",
    icon: "cloud-cog",
    pricing:
      "Landing zones and platform builds are usually fixed-price or phased projects, while ongoing optimization runs on a monthly retainer. Price depends on scope and complexity, such as the number of accounts, environments, regions and compliance requirements.",
    process: [
      {
        title: "Cloud Readiness Review",
        description:
          "We review your current hosting, application architecture, security policies and cloud bills, and deliver a written assessment of the gaps and risks we found.",
      },
      {
        title: "Target Architecture",
        description:
          "We design the account or subscription structure, network topology, identity model and workload placement, documented as architecture diagrams and decision records you keep.",
      },
      {
        title: "Landing Zone Build",
        description:
          "We provision the foundation in Terraform or OpenTofu: organizations and accounts, VPCs or VNets, IAM roles, centralized logging, guardrail policies and budget alerts.",
      },
      {
        title: "Platform Services",
        description:
          "We stand up the runtime your applications need, such as managed Kubernetes (EKS, AKS or GKE), serverless functions, managed databases and secrets management, each defined as code.",
      },
      {
        title: "Security & Observability",
        description:
          "We wire in metrics, logs and alerting with CloudWatch, Azure Monitor or Prometheus and Grafana, and check the environment against the CIS Benchmarks for your provider.",
      },
      {
        title: "Handover & Optimization",
        description:
          "Your engineers receive runbooks, module documentation and a walkthrough, followed by a cost and performance review with rightsizing and reserved-capacity recommendations.",
      },
    ],
    lifecycle: ["Assess", "Architect", "Provision", "Secure", "Operate", "Optimize"],
    onboarding:
      "The engagement opens with a call with your technical lead about your workloads, preferred cloud provider and compliance obligations such as ISO 27001 or SOC 2. We then ask for read-only access to existing accounts and recent billing data. Within the first two weeks you receive a readiness assessment and a draft target architecture to review with us.",
    requirements: [
      "Read-only access to existing cloud accounts and billing data",
      "An inventory of applications and their data stores",
      "Security, compliance and data residency requirements",
      "A named technical owner for architecture decisions",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Everything as Code",
        description:
          "Every network, role and policy we create lives in version-controlled Terraform modules with pull-request review, so your environments can be rebuilt, audited and changed safely.",
      },
      {
        title: "Provider-Neutral Advice",
        description:
          "We work across AWS, Azure and Google Cloud and recommend the services that suit your workloads and your team's skills, not the ones we happen to prefer.",
      },
      {
        title: "Cost Visibility Built In",
        description:
          "Tagging standards, budgets and anomaly alerts are part of the foundation from day one, so spend is visible per team and per environment before it becomes a surprise.",
      },
    ],
    whyUsTagline: "Foundations that scale",
    whyUsDescription:
      "We build cloud environments your engineers can understand, extend and audit long after our engagement ends.",
    discussTagline: "Is your cloud footprint growing faster than your control over it?",
    discussDescription:
      "Tell us about your workloads, accounts and pain points, and we will suggest a practical path to a cleaner, safer cloud foundation.",
    processTagline: "From blueprint to running platform",
    processDescription:
      "Each phase ends with working infrastructure and documentation you can inspect, rather than slides.",
    initiative:
      "{brand}'s remote engineers work inside your repositories and cloud accounts, so every change passes through the same review and audit trail as your own team's work. We favor managed services and open standards over bespoke tooling, which keeps your platform portable and its running costs predictable. When we step back, the knowledge stays with you in code, diagrams and runbooks.",
    initiativeTagline: "Infrastructure you own",
    initiativeDescription: "Our way of working keeps your cloud transparent, reproducible and in your hands.",
    faqs: [
      {
        q: "What is the difference between cloud engineering and cloud migration?",
        a: "Cloud migration is about moving existing applications and data out of a data center or from another provider. Cloud engineering builds and improves the cloud environment itself: account structure, networking, security guardrails, Kubernetes or serverless platforms and the Terraform that defines them. Many clients start here so that migrated workloads land on a solid foundation.",
      },
      {
        q: "Which cloud providers and tools do you work with?",
        a: "We work with AWS, Microsoft Azure and Google Cloud. Infrastructure is written in Terraform or OpenTofu by default, or in Bicep, CloudFormation or Pulumi if your team already uses them, and container platforms are built on the providers' managed Kubernetes services.",
      },
      {
        q: "Can you improve our existing environment instead of starting over?",
        a: "Yes. Most engagements begin with a setup that grew organically. We import existing resources into Terraform step by step, fix the highest-risk issues first and restructure without downtime wherever the architecture allows.",
      },
      {
        q: "Can you stay involved once the platform is live?",
        a: "Yes, if you want us to. Options include a monthly retainer for cost reviews, version upgrades and new environments, or SLA-based support with 24/7 coverage for production. Either way, your team keeps full documentation and access.",
      },
    ],
    faqsTagline: "Cloud engineering questions",
    faqsDescription: "Answers to what teams usually ask before building or reworking their cloud foundation.",
    hireTagline: "Hire cloud engineers who build it right",
    hireDescription:
      "Bring in {brand}'s cloud engineers to design your landing zone, build your Kubernetes platform or bring a sprawling setup under control with infrastructure as code.",
    ctaTagline: "Plan your cloud foundation with us",
    ctaDescription:
      "Book a free consultation with our cloud architects and leave with clear next steps toward a secure, well-governed platform.",
  },
  {
    id: "digital-transformation",
    title: "Digital Transformation",
    description:
      "Phased programs that replace manual processes and aging systems with connected, data-driven operations, combining process redesign, modern platforms and change management, with first results in 6–12 months.",
    icon: "workflow",
    pricing:
      "Transformation programs run in phases, each with a fixed-price or milestone-based scope agreed before it starts, so you can review outcomes before committing to the next one. Overall cost depends on scope and complexity: the number of processes, systems and business units involved.",
    process: [
      {
        title: "Discovery & Baseline",
        description:
          "We interview stakeholders, map current processes and systems, and record baseline measures such as cycle times and manual touchpoints in a current-state report.",
      },
      {
        title: "Opportunity Prioritization",
        description:
          "We score candidate initiatives by business value, effort and risk, and agree with your leadership which ones to tackle first.",
      },
      {
        title: "Roadmap & Business Case",
        description:
          "You receive a phased roadmap with the target architecture, dependencies, effort estimates and the KPIs each phase is expected to move.",
      },
      {
        title: "Process Redesign",
        description:
          "We redesign the chosen workflows in BPMN together with the people who run them, removing handoffs and deciding what to automate, integrate or retire.",
      },
      {
        title: "Build & Integrate",
        description:
          "Our engineers implement the new platforms, automations and integrations, for example connecting ERP, CRM and data warehouse through APIs, in short iterations with regular demos.",
      },
      {
        title: "Adoption & Training",
        description:
          "We run role-based training, write user guides and support go-live alongside your change leads, so the new way of working takes hold.",
      },
      {
        title: "Measure & Scale",
        description:
          "We track the agreed KPIs against the baseline, report what changed and use the findings to plan the next phase of the program.",
      },
    ],
    lifecycle: ["Discover", "Prioritize", "Redesign", "Implement", "Adopt", "Scale"],
    onboarding:
      "Our first conversation is with the executive sponsor and the people closest to the problem, to agree which business outcomes matter most. We ask for organization charts, process documentation and a list of current systems, and schedule workshops with each affected team. By the end of the second week you have a discovery plan, a stakeholder map and early observations on quick wins.",
    requirements: [
      "An executive sponsor with authority over the program",
      "Time from process owners for workshops and reviews",
      "Documentation of current systems, integrations and data flows",
      "Agreed business goals and how success will be measured",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Strategy and Delivery in One Team",
        description:
          "The people who map your processes also build the software and integrations, so nothing is lost between a consultant's roadmap and the engineering work.",
      },
      {
        title: "Phased, Measurable Commitments",
        description:
          "Every phase has its own scope, KPIs and review point, so you see results before funding the next step and can change direction if priorities shift.",
      },
      {
        title: "Change Management Included",
        description:
          "Training, communication plans and support for process owners are part of the plan from the start, because new systems only pay off when people use them.",
      },
    ],
    whyUsTagline: "Transformation that ships",
    whyUsDescription:
      "We pair business analysis with engineering delivery, so roadmaps turn into working systems and changed habits.",
    discussTagline: "Are manual processes and disconnected systems slowing you down?",
    discussDescription:
      "Tell us where work gets stuck today, and we will help you identify the changes that would make the biggest difference first.",
    processTagline: "A program in clear phases",
    processDescription:
      "We move from understanding to delivery in stages, with a decision point for your leadership after each one.",
    initiative:
      "{brand} treats transformation as a series of small, verifiable changes rather than one big launch. Our distributed team aligns with your working hours for workshops and reviews, shares progress in open dashboards and records every decision. That lets your organization learn and adjust as the program unfolds.",
    initiativeTagline: "Change in measurable steps",
    initiativeDescription:
      "We apply our incremental, transparent way of working to the whole organization, not only to its software.",
    faqs: [
      {
        q: "How long until we see results?",
        a: "Most clients see first results within 6–12 months, usually from one or two high-value processes redesigned and automated in the first phase. Larger programs continue through further phases, each with its own measurable goals and review point.",
      },
      {
        q: "How is this different from a technology strategy engagement?",
        a: "A technology strategy engagement produces an assessment and a roadmap. Digital transformation goes further: we redesign processes, build and integrate the systems, train your teams and track outcomes across several phases.",
      },
      {
        q: "Do we have to replace our existing systems?",
        a: "Not necessarily. We often keep core platforms such as your ERP and connect them through APIs or an integration platform, replacing only what blocks the new processes. Each recommendation comes with the trade-offs behind it.",
      },
      {
        q: "How do you handle resistance from staff?",
        a: "We involve the people who do the work from the first workshops, so redesigned processes reflect reality. Role-based training, champions in each team and support during go-live help adoption, and we adjust the rollout when feedback shows a problem.",
      },
    ],
    faqsTagline: "Transformation questions",
    faqsDescription: "What leaders usually want to know before starting a transformation program.",
    hireTagline: "Work with a team that sees it through",
    hireDescription:
      "Engage {brand}'s analysts, architects and engineers to plan and deliver a transformation your teams will actually adopt.",
    ctaTagline: "Start with a clear first phase",
    ctaDescription:
      "Schedule a free consultation to discuss your goals and the processes that would benefit most from a first transformation phase.",
  },
  {
    id: "staff-augmentation",
    title: "Staff Augmentation",
    description:
      "Dedicated developers, testers and complete teams from our 3M+ talent network, vetted for your stack and working in your tools and hours, so you can add engineering capacity with 10X faster hiring.",
    icon: "users",
    pricing:
      "Dedicated engineers are billed on a monthly retainer per person, and short or variable engagements can run on hourly/time-and-materials terms. Rates depend on scope and complexity, including the seniority, skills and number of people you need.",
    process: [
      {
        title: "Role Definition",
        description:
          "We agree the skills, seniority, working hours, team structure and expected duration with you, and turn them into precise role profiles.",
      },
      {
        title: "Sourcing & Vetting",
        description:
          "We search our 3M+ talent network and screen candidates with technical interviews and practical exercises matched to your stack.",
      },
      {
        title: "Client Interviews",
        description:
          "You receive a shortlist of profiles with our assessment notes, interview the candidates you like and make the final selection yourself.",
      },
      {
        title: "Onboarding & Integration",
        description:
          "Selected engineers join your Slack or Teams, Jira and repositories, follow your coding standards and take part in your ceremonies from their first sprint.",
      },
      {
        title: "Ongoing Management",
        description:
          "A {brand} account manager holds regular check-ins, gathers your feedback, handles administration and arranges a replacement if someone is not the right fit.",
      },
    ],
    lifecycle: ["Define", "Source", "Select", "Onboard", "Scale"],
    onboarding:
      "It begins with a call with your hiring manager or engineering lead about the roles, the stack and how your team works day to day. We ask for role descriptions or a short brief, your interview process and your preferred working hours. Within the first week or two you receive a shortlist of vetted profiles and interview the candidates you choose.",
    requirements: [
      "Role descriptions with required skills and seniority",
      "Interviewers available to assess shortlisted candidates",
      "Accounts for your repositories, issue tracker and chat tools",
      "A team lead who assigns work and reviews output",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Deep Talent Network",
        description:
          "Our 3M+ talent network covers mainstream and niche skills, from React and Java to Rust, Salesforce and data engineering, so specialist roles do not stall your roadmap.",
      },
      {
        title: "Technical Vetting, Not Keyword Matching",
        description:
          "Our own engineers assess candidates through live coding and design discussions in your stack, and you see their notes before you interview.",
      },
      {
        title: "Flexible Team Size",
        description:
          "Scale up for a launch or down after it with agreed notice periods, and keep continuity through documented handovers when people change.",
      },
    ],
    whyUsTagline: "The right people, sooner",
    whyUsDescription:
      "We combine a large talent network with hands-on technical screening, so the engineers you meet already fit your needs.",
    discussTagline: "Need more engineering capacity without a long hiring cycle?",
    discussDescription:
      "Tell us which roles you need and how your team works, and we will explain how we would source and onboard them.",
    processTagline: "From role profile to productive engineer",
    processDescription: "A short, transparent process in which you stay in control of who joins your team.",
    initiative:
      "Augmented engineers from {brand} work as part of your team, not as a separate vendor silo: they use your tools, follow your practices and report to your leads. We back them with internal peer support and knowledge sharing, so they bring wider experience to your codebase. You get the flexibility of external talent with the accountability of a long-term partner.",
    initiativeTagline: "Your team, extended",
    initiativeDescription:
      "Our engineers adopt your processes while staying supported by {brand}'s wider engineering community.",
    faqs: [
      {
        q: "How quickly can engineers start?",
        a: "With 10X faster hiring, you usually receive vetted profiles within the first week or two of a request. Start dates then depend on your interviews and the candidate's availability, and we agree them with you up front.",
      },
      {
        q: "What is the difference between staff augmentation and a dedicated team?",
        a: "With staff augmentation, individual engineers join your existing team and your leads direct their work. A dedicated team is a complete unit, often with its own tech lead, QA and project manager, that takes ownership of a product or workstream while reporting to you. We provide both, and many clients move from one model to the other as needs change.",
      },
      {
        q: "Who owns the code and intellectual property?",
        a: "You do. Our contracts assign intellectual property created during the engagement to you, and all work is committed to your repositories under your access controls. We also sign your NDA where required.",
      },
      {
        q: "What if an engineer is not the right fit?",
        a: "Tell your account manager, and we will first discuss the issue with you, since many problems are solved by clarifying expectations. If a replacement is needed, we source one from the network and plan a handover so work continues with minimal disruption.",
      },
    ],
    faqsTagline: "Staff augmentation questions",
    faqsDescription: "How our engineers join your team and what you can expect along the way.",
    hireTagline: "Hire dedicated developers",
    hireDescription:
      "Add vetted developers, testers or a full team from {brand}'s talent network and keep your roadmap moving.",
    ctaTagline: "Tell us which roles you need",
    ctaDescription:
      "Use a free consultation to outline the skills you are missing and see how quickly we can put the right engineers in front of you.",
  },
  {
    id: "qa-testing",
    title: "QA & Testing",
    description:
      "Manual and automated testing for web, mobile and APIs: test strategy, Playwright and Appium automation, performance and accessibility checks, wired into your CI pipeline so every release ships with evidence.",
    icon: "test-tube",
    pricing:
      "A QA audit or a test automation framework build is usually a fixed-price or project-based engagement, and ongoing testing for each release cycle runs on a monthly retainer. The cost depends on scope and complexity: platforms, devices, release frequency and the depth of coverage required.",
    process: [
      {
        title: "QA Assessment",
        description:
          "We review your existing tests, defect history, release process and tooling, and deliver a findings report on the biggest quality risks.",
      },
      {
        title: "Test Strategy",
        description:
          "We define what to test at each level (unit, API, UI, performance, accessibility), coverage priorities by risk and the device and browser matrix, agreed with your team.",
      },
      {
        title: "Test Design",
        description:
          "We write test cases and exploratory test charters from requirements and user journeys, kept in a test management tool such as TestRail, Xray or Zephyr.",
      },
      {
        title: "Automation Build",
        description:
          "We build maintainable suites with Playwright or Cypress for web, Appium for mobile and Postman or REST Assured for APIs, with readable reports and stable test data.",
      },
      {
        title: "CI Integration",
        description:
          "Tests run automatically in GitHub Actions, GitLab CI or Jenkins on every pull request and deployment, with failures posted straight to your team's channels.",
      },
      {
        title: "Release Testing & Reporting",
        description:
          "Each release gets regression, exploratory and, where needed, load testing with k6 or JMeter, plus a release report with open defects, risks and a go/no-go recommendation.",
      },
    ],
    lifecycle: ["Assess", "Plan", "Design", "Automate", "Execute", "Report"],
    onboarding:
      "A first call with your engineering or product lead covers the product, your release cadence and where defects are hurting you most. We ask for access to a test environment, the requirements or user stories and your bug tracker. Over the first couple of weeks you receive a QA assessment, a draft test strategy and the first exploratory test results on your highest-risk flows.",
    requirements: [
      "A stable test or staging environment with realistic data",
      "Requirements, user stories or acceptance criteria",
      "Access to the bug tracker and CI pipeline",
      "A contact who can clarify expected behavior",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Risk-Based Coverage",
        description:
          "We focus test effort on the journeys that matter most to your users and revenue, rather than chasing a coverage percentage that only looks good in a report.",
      },
      {
        title: "Automation That Stays Reliable",
        description:
          "Our suites use page objects, resilient selectors and isolated test data, so they keep passing for the right reasons as your UI changes instead of turning into a wall of flaky failures.",
      },
      {
        title: "Accessibility and Performance Included",
        description:
          "WCAG 2.2 checks with axe-core and load tests with k6 are part of our standard toolkit, not an afterthought squeezed in before launch.",
      },
    ],
    whyUsTagline: "Quality you can measure",
    whyUsDescription:
      "We give your team fast, trustworthy feedback on every change, and clear evidence of what was tested before each release.",
    discussTagline: "Are bugs reaching your users before your testers find them?",
    discussDescription:
      "Describe your product and how you release it today, and we will point out where testing effort would pay off fastest.",
    processTagline: "Testing built into delivery",
    processDescription:
      "We move from assessment to automated, repeatable checks that run with every change your team makes.",
    initiative:
      "At {brand}, quality is a shared responsibility, so our testers work inside your delivery team, join refinement sessions and raise risks before code is written. Test code lives in your repository, follows your review process and runs in your pipeline. If the engagement changes or ends, your team keeps a working, documented test suite.",
    initiativeTagline: "Quality as a team habit",
    initiativeDescription:
      "We embed testing in your workflow so quality is designed in rather than inspected at the end.",
    faqs: [
      {
        q: "Should we automate all of our tests?",
        a: "No. We automate stable, high-value and frequently repeated checks such as regression and API tests, and keep exploratory and usability testing manual, where human judgment finds the problems scripts miss. The test strategy makes this split explicit for your product.",
      },
      {
        q: "Can you test our mobile apps on real devices?",
        a: "Yes. We combine emulators for fast feedback with real-device testing on cloud device farms such as BrowserStack or AWS Device Farm, covering the OS versions and devices your analytics show your users actually have.",
      },
      {
        q: "Do you also do performance and security testing?",
        a: "We run load, stress and soak tests with k6 or JMeter and report bottlenecks with evidence from your monitoring. On security, we cover OWASP Top 10 checks and automated scanning with OWASP ZAP; for a formal penetration test, we help you scope it for an independent specialist.",
      },
      {
        q: "Who maintains the test suite once it is built?",
        a: "Your team can run and extend it using the documentation and walkthrough we provide. Alternatively, keep us on a monthly retainer to maintain tests as the product changes, add coverage for new features and run release testing.",
      },
    ],
    faqsTagline: "QA and testing questions",
    faqsDescription: "Common questions about test coverage, automation and how we fit into your release cycle.",
    hireTagline: "Hire QA engineers who catch problems early",
    hireDescription:
      "Add {brand}'s manual testers and automation engineers to strengthen your releases, from a one-off audit to an embedded QA team.",
    ctaTagline: "Release with confidence",
    ctaDescription:
      "A free consultation with our QA leads is a good place to start: we look at your current testing and suggest a practical plan for better coverage.",
  },
  {
    id: "sla-support",
    title: "SLA-Based Support & Maintenance",
    description:
      "Support for live applications under a written SLA: monitoring, incident response within 15 minutes for critical issues, security patching, dependency upgrades and small enhancements, with 24/7 cover on enterprise plans.",
    icon: "life-buoy",
    pricing:
      "Support runs on a monthly retainer sized to your coverage hours, severity targets and a pool of maintenance hours, with extra work billed hourly/time-and-materials. The cost depends on scope and complexity: the number of applications, their technology stack and the support level you choose.",
    process: [
      {
        title: "Application Audit",
        description:
          "We review the codebase, infrastructure, monitoring and known issues, and deliver a health report listing risks, outdated dependencies and missing documentation.",
      },
      {
        title: "Knowledge Transfer",
        description:
          "We take over from your team or previous vendor through handover sessions, then write runbooks, escalation contacts and access procedures for every system in scope.",
      },
      {
        title: "SLA Activation",
        description:
          "Alerts from tools such as Datadog, Sentry and PagerDuty are routed to our on-call rotation, and tickets flow through your chosen service desk, for example Jira Service Management.",
      },
      {
        title: "Support & Monthly Reporting",
        description:
          "We respond to incidents within the agreed times, apply patches and upgrades on a planned schedule, deliver small enhancements and send a monthly report on tickets, uptime and recommendations.",
      },
    ],
    lifecycle: ["Audit", "Handover", "Monitor", "Resolve", "Improve"],
    onboarding:
      "We open with a call about which applications need support, who relies on them and what an outage would mean for your business. We then ask for access to code, hosting, monitoring and any existing documentation or ticket history. Over the first two weeks we run the audit and handover sessions, and you receive a health report and a proposed SLA with severity definitions before support goes live.",
    requirements: [
      "Access to source code, hosting and deployment pipelines",
      "Existing documentation, credentials and ticket history",
      "Agreed business-impact definitions for each severity level",
      "A named contact for escalations and change approvals",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Clear Response Times by Severity",
        description:
          "Our SLAs set first response within 15 minutes for Critical, 1 hour for High, 4 hours for Medium and 24 hours for Low issues, measured and reported every month.",
      },
      {
        title: "Prevention, Not Just Firefighting",
        description:
          "Planned patching, dependency upgrades and better alerting reduce repeat incidents, and we flag technical debt before it turns into an outage.",
      },
      {
        title: "Support for Code We Did Not Write",
        description:
          "We regularly take over applications built by other teams, using a structured audit and handover so support quality does not depend on who wrote the original code.",
      },
    ],
    whyUsTagline: "Support with clear commitments",
    whyUsDescription:
      "Defined response times, a team that knows your systems and a monthly account of what we did and what needs attention next.",
    discussTagline: "Is your live application running without a safety net?",
    discussDescription:
      "Tell us what you need supported and how critical it is, and we will propose a support level and SLA to match.",
    processTagline: "How support gets started",
    processDescription: "A short, structured takeover so we understand your systems before the SLA clock starts.",
    initiative:
      "{brand}'s support engineers work in a planned on-call rotation, which gives enterprise clients 24/7 coverage without depending on any single person. Every incident ends with a written note and, for serious ones, a blameless post-incident review with follow-up actions. The aim is fewer incidents over time, not only fast reactions.",
    initiativeTagline: "Reliability as routine",
    initiativeDescription: "Our way of working turns support into a steady cycle of response, review and improvement.",
    faqs: [
      {
        q: "What response times do you commit to?",
        a: "Response times depend on severity: Critical issues within 15 minutes, High within 1 hour, Medium within 4 hours and Low within 24 hours. Enterprise plans include 24/7 coverage, while other plans cover agreed business hours. Each severity level is defined with you in the SLA, based on business impact.",
      },
      {
        q: "Is response time the same as resolution time?",
        a: "No. Response time is how quickly an engineer acknowledges the issue and starts working on it. Resolution depends on the cause, so for Critical and High issues we first restore service with a workaround or rollback, then fix the root cause and keep you updated throughout.",
      },
      {
        q: "What does maintenance include?",
        a: "Maintenance covers security patches, framework and dependency upgrades, certificate and configuration renewals, performance tuning and small enhancements within the hours in your plan. Larger changes are estimated separately, so they never consume incident capacity without your approval.",
      },
      {
        q: "Can you support applications built by another vendor?",
        a: "Yes. We start with an audit and handover to learn the system, document what is missing and agree which risks to fix first. Until the full SLA takes effect, we can provide support on interim terms.",
      },
    ],
    faqsTagline: "Support and SLA questions",
    faqsDescription: "How our response times, coverage and maintenance work in practice.",
    hireTagline: "Hire a dependable support team",
    hireDescription:
      "Let {brand} keep your applications secure, patched and available, with engineers who know your systems and clear response times.",
    ctaTagline: "Put your applications in safe hands",
    ctaDescription:
      "Arrange a free consultation to discuss your applications, the coverage you need and an SLA that matches your business risk.",
  },
  {
    id: "devops",
    title: "DevOps",
    description:
      "CI/CD pipelines, infrastructure as code, containers and observability that let your teams release small changes often and safely, typically implemented over 3–6 months alongside your ongoing delivery work.",
    icon: "infinity",
    pricing:
      "DevOps engagements are usually phased or milestone-based, moving from assessment through pipeline, infrastructure and observability milestones, and ongoing platform care can continue on a monthly retainer. The price depends on scope and complexity: the number of services and environments and how much automation already exists.",
    process: [
      {
        title: "DevOps Assessment",
        description:
          "We map how code gets from commit to production today, baseline DORA metrics such as deployment frequency and lead time, and deliver a prioritized improvement plan.",
      },
      {
        title: "Pipeline Design",
        description:
          "We design build, test and deployment pipelines in GitHub Actions, GitLab CI, Azure DevOps or Jenkins, including branching strategy, artifact versioning and environment promotion rules.",
      },
      {
        title: "Infrastructure as Code",
        description:
          "We codify environments with Terraform and configuration with Ansible or Helm, so staging and production are built the same way and every change is reviewed.",
      },
      {
        title: "Containers & Releases",
        description:
          "We containerize services with Docker, deploy to Kubernetes through GitOps with Argo CD or Flux, and introduce blue-green or canary releases with automatic rollback.",
      },
      {
        title: "Observability & DevSecOps",
        description:
          "We add metrics, logs and traces with OpenTelemetry, Prometheus and Grafana, plus dependency, secret and container scanning as standard pipeline stages.",
      },
      {
        title: "Enablement & Handover",
        description:
          "We pair with your engineers, document the platform and run workshops, so your team owns the pipelines and on-call practices when we step back.",
      },
    ],
    lifecycle: ["Plan", "Build", "Test", "Release", "Monitor", "Improve"],
    onboarding:
      "We kick off with a call with your engineering lead about your architecture, release frequency and where deployments hurt most. We ask for access to repositories, the CI system and a non-production environment, and shadow a release if possible. By the end of week two you receive an assessment with baseline DORA measures and a prioritized plan for the 3–6 month engagement.",
    requirements: [
      "Access to source repositories and the current CI/CD system",
      "A non-production environment we can change safely",
      "Engineers available for pairing and knowledge transfer",
      "Agreed rules for deployment approvals and change management",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Measured Against DORA Metrics",
        description:
          "We baseline deployment frequency, lead time, change failure rate and time to restore service at the start, so improvements show up in your own numbers rather than in our claims.",
      },
      {
        title: "GitOps and Progressive Delivery",
        description:
          "Declarative deployments with Argo CD or Flux and canary releases make every change traceable and easy to roll back, which lowers the risk of releasing often.",
      },
      {
        title: "Security in the Pipeline",
        description:
          "Static analysis, dependency and container scanning and secret detection run automatically on every commit, instead of waiting for an annual audit.",
      },
    ],
    whyUsTagline: "Faster releases, fewer surprises",
    whyUsDescription:
      "We change both tooling and habits, so your team ships more often with less manual effort and less risk.",
    discussTagline: "Are releases still a stressful, manual event?",
    discussDescription:
      "Walk us through how code reaches production today, and we will show you which automation would remove the most friction first.",
    processTagline: "Automation in deliberate steps",
    processDescription:
      "We improve the path from commit to production one stage at a time, proving each change before moving on.",
    initiative:
      "{brand} engineers embed with your developers and operations staff rather than building a platform in isolation and throwing it over the wall. Pipelines, infrastructure code and dashboards live in your repositories from day one, and every change is reviewed with your team. By the end, DevOps is a practice your people run, not a tool they inherited.",
    initiativeTagline: "Practice, not just tooling",
    initiativeDescription:
      "We work alongside your team so that new pipelines come with the skills and habits to keep them running.",
    faqs: [
      {
        q: "How long does a DevOps implementation take?",
        a: "A typical engagement takes 3–6 months, depending on the number of services and how much automation exists today. Improvements are delivered incrementally, so your first automated pipelines are in use well before the engagement ends.",
      },
      {
        q: "How is DevOps different from cloud engineering?",
        a: "Cloud engineering builds the infrastructure foundation: accounts, networking, security guardrails and runtime platforms. DevOps focuses on how software moves through that foundation, with CI/CD, automated testing, release strategies, observability and the team practices around them. The two often run side by side.",
      },
      {
        q: "Do we need Kubernetes?",
        a: "Not always. For a handful of services, managed platforms such as AWS ECS, Azure App Service or Google Cloud Run are often simpler to operate. We recommend Kubernetes when the number of services, scaling needs or portability requirements justify its operational overhead.",
      },
      {
        q: "Will you work with our existing tools?",
        a: "Yes. If your team already uses Jenkins, Azure DevOps or GitLab, we usually improve what you have rather than migrate for the sake of it. We suggest switching tools only when the current one blocks a clear goal, and we explain the cost of the change.",
      },
    ],
    faqsTagline: "DevOps questions",
    faqsDescription:
      "What engineering teams usually ask before we start on pipelines, infrastructure and release practices.",
    hireTagline: "Hire DevOps engineers who share what they know",
    hireDescription:
      "Let {brand}'s DevOps engineers automate your pipelines, codify your infrastructure and leave your team confident running both.",
    ctaTagline: "Make releases routine",
    ctaDescription:
      "Book a free consultation to walk through your delivery pipeline and get a practical plan for faster, safer releases.",
  },
  {
    id: "ai-ml",
    title: "AI & Machine Learning",
    description:
      "End-to-end AI adoption, from choosing the right use cases and checking data readiness to a 2–4 week proof of concept, a 4–8 week MVP and production rollout, across predictive models, NLP, computer vision and LLMs.",
    icon: "brain",
    pricing:
      "Discovery and proofs of concept are typically fixed-price, MVPs are milestone-based, and production scaling runs on hourly/time-and-materials terms or a monthly retainer. The price depends on scope and complexity: data availability, the techniques involved and integration requirements.",
    process: [
      {
        title: "Use-Case Discovery",
        description:
          "We run workshops with business and technical stakeholders to list candidate AI use cases and rank them by value, feasibility and risk.",
      },
      {
        title: "Data Readiness Review",
        description:
          "We inspect the data each shortlisted use case needs for volume, quality, labeling and access rights, and report the gaps to close before modeling starts.",
      },
      {
        title: "Technique Selection",
        description:
          "We choose the simplest approach that can meet the goal, whether business rules, classical machine learning with scikit-learn or XGBoost, deep learning in PyTorch, or a hosted or open-weight large language model.",
      },
      {
        title: "Proof of Concept",
        description:
          "In 2–4 weeks we build a working proof of concept on your real data and measure it against success criteria agreed up front, so you can make a go or no-go decision.",
      },
      {
        title: "MVP Build",
        description:
          "Over 4–8 weeks we turn a successful proof of concept into an MVP integrated with your systems and used by a pilot group, with feedback loops and basic monitoring.",
      },
      {
        title: "Production Rollout",
        description:
          "We harden the solution for scale, security and running cost, set up model and data monitoring, and roll it out to all intended users.",
      },
      {
        title: "Governance & Improvement",
        description:
          "We document each model's intended use, limitations and human oversight, review results against business KPIs and plan the next use cases.",
      },
    ],
    lifecycle: ["Discover", "Prepare Data", "Prove", "Pilot", "Deploy", "Improve"],
    onboarding:
      "The first call is about business problems, not algorithms: where decisions are slow, costly or error-prone, and what data you already collect. We then request sample datasets or schema documentation and a list of the systems a solution would need to connect to. Within two weeks you receive a prioritized use-case shortlist, a data readiness assessment and a proposal for the first proof of concept.",
    requirements: [
      "Business owners for each candidate use case",
      "Sample data or access to the relevant data sources",
      "Data privacy, consent and regulatory constraints",
      "Agreed success criteria for the proof of concept",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Technique-Agnostic Advice",
        description:
          "We are not tied to one model or vendor, so we will recommend a simple statistical model over an LLM, or no AI at all, when that is the better answer.",
      },
      {
        title: "Short Paths to Evidence",
        description:
          "A 2–4 week proof of concept on your own data gives you measured results before you commit to a larger build, which keeps AI investment tied to real value.",
      },
      {
        title: "Production-Minded Prototypes",
        description:
          "Even early prototypes use versioned data, reproducible experiments and clean APIs, so a successful pilot does not have to be rewritten to go live.",
      },
    ],
    whyUsTagline: "From idea to production AI",
    whyUsDescription:
      "We help you choose the AI worth building, prove it quickly and run it reliably in your business.",
    discussTagline: "Wondering where AI could really help your business?",
    discussDescription:
      "Share the processes and data you work with, and we will help you separate promising AI use cases from expensive experiments.",
    processTagline: "AI adoption, stage by stage",
    processDescription:
      "Each stage ends with evidence that informs the next decision, from the first workshop to production rollout.",
    initiative:
      "{brand} approaches AI as a business change rather than a research project: every initiative starts with a measurable problem and a named owner on your side. Our data scientists and software engineers work as one team, sharing experiment results openly and recording what worked and what did not. That keeps your AI roadmap honest and your models maintainable.",
    initiativeTagline: "Practical, responsible AI",
    initiativeDescription: "We apply AI where it pays off, and document how each model is built, tested and overseen.",
    faqs: [
      {
        q: "How long does it take to go from idea to a working AI solution?",
        a: "A proof of concept typically takes 2–4 weeks, and an MVP a further 4–8 weeks. The production rollout depends on integration, security review and change management, and we plan it with you once the MVP results are known.",
      },
      {
        q: "How does this differ from your machine learning, MLOps and generative AI services?",
        a: "This is our broad, strategy-to-production service for organizations deciding where and how to use AI, covering use-case selection, technique choice and delivery across approaches. If you already know you need a custom predictive model, an MLOps platform or a generative AI application, those specialist services go deeper into that work.",
      },
      {
        q: "What if our data is not good enough?",
        a: "That is a common and useful finding. The data readiness review shows what is missing, and we recommend practical steps such as capturing additional fields, labeling a sample or integrating another source, with an effort estimate before any modeling begins.",
      },
      {
        q: "How do you handle privacy and responsible AI?",
        a: "We design around your data protection obligations, such as India's DPDP Act or the GDPR, using anonymization, access controls and private deployments where needed. Each solution is documented with its intended use, known limitations, evaluation results and the human oversight in place.",
      },
    ],
    faqsTagline: "AI adoption questions",
    faqsDescription: "Practical answers about timelines, data and how we take AI from pilot to production.",
    hireTagline: "Hire an AI team that delivers",
    hireDescription:
      "Work with {brand}'s data scientists and ML engineers to find, prove and deploy AI that fits your business.",
    ctaTagline: "Explore your first AI use case",
    ctaDescription:
      "Request a free consultation and come away with a clearer view of where AI could make a difference, based on your goals and your data.",
  },
  {
    id: "blockchain",
    title: "Blockchain Development",
    description:
      "Smart contracts, tokenization and permissioned ledgers for cases where a shared, tamper-evident record adds real value: Solidity and Rust contracts, Hyperledger Fabric networks, wallets and integration with your systems.",
    icon: "blocks",
    pricing:
      "Well-defined smart contract work is often fixed-price, platform builds are milestone-based, and early exploration runs hourly/time-and-materials. The price depends on scope and complexity, including the chosen network, contract logic, integrations and audit needs.",
    process: [
      {
        title: "Fit Assessment",
        description:
          "We examine whether a blockchain solves your problem better than a conventional database, and recommend a public chain, a permissioned network or neither, with the reasoning written down.",
      },
      {
        title: "Architecture & Token Design",
        description:
          "We define the on-chain and off-chain split, the network (such as Ethereum, an Ethereum layer 2, Solana or Hyperledger Fabric), key management and, where relevant, token economics.",
      },
      {
        title: "Smart Contract Development",
        description:
          "We write contracts in Solidity or Rust on established libraries such as OpenZeppelin, with unit, fuzz and invariant tests in Foundry or Hardhat.",
      },
      {
        title: "Security Review",
        description:
          "We run static analysis with tools such as Slither, review the code against known attack patterns and prepare code and documentation for an independent third-party audit.",
      },
      {
        title: "Integration & Launch",
        description:
          "We build the wallets, dApp front ends, indexers and APIs that connect the chain to your systems, deploy to testnet and then mainnet, and set up on-chain monitoring.",
      },
    ],
    lifecycle: ["Evaluate", "Design", "Develop", "Audit", "Deploy", "Monitor"],
    onboarding:
      "An initial call explores the business process you want to change, who the participants are and why trust between them matters. We ask for any existing specifications, regulatory constraints and details of the systems that must integrate with the ledger. Within two weeks you receive a fit assessment with a recommended architecture, or a candid explanation of why a conventional system would serve you better.",
    requirements: [
      "A description of the participants and the process to record",
      "Legal guidance on tokens and data in your jurisdictions",
      "Details of systems that must read from or write to the chain",
      "Decision-makers to agree governance and key management",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Honest Fit Assessment",
        description:
          "We tell you when a shared database, signed records or an API would do the job, so you only take on blockchain complexity where it earns its place.",
      },
      {
        title: "Security-First Contract Engineering",
        description:
          "Fuzz and invariant testing, static analysis and audit-ready documentation are part of every contract we write, because deployed code is hard to change and mistakes are costly.",
      },
      {
        title: "Public and Permissioned Experience",
        description:
          "We build on public EVM chains and Solana as well as permissioned networks such as Hyperledger Fabric, and help you choose based on privacy, operating cost and governance.",
      },
    ],
    whyUsTagline: "Blockchain where it belongs",
    whyUsDescription:
      "We combine careful security engineering with a practical view of when distributed ledgers are worth their trade-offs.",
    discussTagline: "Exploring blockchain for a real business problem?",
    discussDescription:
      "Describe the process and the parties involved, and we will give you a straight answer on whether and how blockchain fits.",
    processTagline: "From fit check to mainnet",
    processDescription:
      "A security-focused path in which every contract is tested and reviewed before it holds real value.",
    initiative:
      "{brand} keeps blockchain projects grounded: we start from the business process and the people who need to trust it, not from a token or a favorite chain. Our engineers share every design decision and threat model openly with your team. After launch, you own the contracts, key-management procedures and monitoring, with clear runbooks for upgrades and incidents.",
    initiativeTagline: "Grounded in business value",
    initiativeDescription:
      "Our way of working ties every blockchain decision to a real problem and a clear security model.",
    faqs: [
      {
        q: "Do we really need a blockchain?",
        a: "Often not, and we will say so. A blockchain makes sense when several parties who do not fully trust each other need a shared, tamper-evident record without a single operator in control. If one organization controls the data, a conventional database with audit logging is usually simpler and cheaper to run.",
      },
      {
        q: "Do you audit smart contracts?",
        a: "We perform internal security reviews, static analysis and extensive testing, and prepare your code for an independent audit. For contracts that will hold significant value, we strongly recommend an external audit by a specialist firm before mainnet deployment, and we help you work through its findings.",
      },
      {
        q: "Public or permissioned blockchain: which should we choose?",
        a: "Public chains such as Ethereum suit open ecosystems, tokens and transparency to anyone. Permissioned networks such as Hyperledger Fabric suit consortia that need privacy, known participants and control over governance. We compare both against your requirements in the fit assessment.",
      },
      {
        q: "How are contracts maintained after deployment?",
        a: "We set up on-chain monitoring and alerts, document upgrade and emergency procedures, and can continue on a retainer for maintenance and new features. Where contracts are upgradeable, we agree the governance process for changes with you before launch.",
      },
    ],
    faqsTagline: "Blockchain questions",
    faqsDescription: "Straight answers about fit, security and what it takes to run a blockchain solution.",
    hireTagline: "Hire security-minded blockchain engineers",
    hireDescription:
      "Our blockchain developers can design, test and launch smart contracts and ledger integrations you can trust.",
    ctaTagline: "Get a candid blockchain assessment",
    ctaDescription:
      "Find out in a free consultation whether blockchain is the right fit for your use case, before you invest in building anything.",
  },
  {
    id: "iot",
    title: "IoT Development",
    description:
      "Connected products built from firmware to cloud and apps: Zephyr or FreeRTOS devices, MQTT, BLE and LoRaWAN connectivity, AWS IoT Core or Azure IoT Hub back ends, dashboards and secure over-the-air updates.",
    icon: "cpu",
    pricing:
      "IoT projects are usually phased or milestone-based, with a prototype phase ahead of pilot and production rollout, and fleet operations can continue on a monthly retainer. The price depends on scope and complexity: device count, hardware maturity, connectivity and certification needs.",
    process: [
      {
        title: "Requirements & Architecture",
        description:
          "We define the use case, operating environment, power budget and connectivity, and deliver a system architecture covering device, gateway, cloud and applications.",
      },
      {
        title: "Hardware & Prototype",
        description:
          "We select sensors, microcontrollers such as ESP32, STM32 or Nordic nRF, and radio modules, then build a working prototype on development kits or with your hardware partner.",
      },
      {
        title: "Firmware Development",
        description:
          "We write embedded firmware in C or C++ on Zephyr or FreeRTOS, with secure boot, low-power modes and a robust over-the-air update mechanism.",
      },
      {
        title: "Cloud & Connectivity",
        description:
          "We connect devices over MQTT, BLE, LoRaWAN or LTE-M to AWS IoT Core or Azure IoT Hub, with device provisioning, X.509 certificates and time-series storage.",
      },
      {
        title: "Apps & Dashboards",
        description:
          "We build web dashboards and mobile apps for monitoring, alerts and device control, plus APIs that feed device data into your ERP or analytics tools.",
      },
      {
        title: "Pilot & Fleet Rollout",
        description:
          "We run a field pilot, fix what real-world conditions reveal, then support the production rollout with fleet monitoring and staged firmware updates.",
      },
    ],
    lifecycle: ["Define", "Prototype", "Build", "Connect", "Pilot", "Scale"],
    onboarding:
      "The first discussion covers what you want to sense or control, the physical environment and how many devices you expect to deploy. We ask for any existing hardware designs, datasheets or prototypes, and details of the systems the data should reach. Within two weeks you have a requirements summary, a proposed architecture and a plan for the prototype phase.",
    requirements: [
      "A description of the deployment environment and scale",
      "Existing hardware, prototypes or datasheets, if any",
      "Target systems for device data, such as ERP or analytics",
      "The markets and certifications the product must meet",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Device to Dashboard in One Team",
        description:
          "Firmware, cloud and app engineers work together, so interfaces between device and platform are designed once and tested end to end instead of negotiated between vendors.",
      },
      {
        title: "Security by Design",
        description:
          "Secure boot, unique device certificates, encrypted transport and signed OTA updates are built in from the first prototype, following guidance such as ETSI EN 303 645.",
      },
      {
        title: "Built for the Field",
        description:
          "We design for patchy connectivity, tight power budgets and remote recovery, because devices behave differently on a factory floor or in a vehicle than on a lab bench.",
      },
    ],
    whyUsTagline: "Connected products that last",
    whyUsDescription:
      "We engineer the whole IoT stack with field conditions, security and long-term fleet management in mind.",
    discussTagline: "Planning a connected product or sensor rollout?",
    discussDescription:
      "Tell us what you want to monitor or control, and we will outline the device, connectivity and cloud approach that suits it.",
    processTagline: "From prototype to fleet",
    processDescription: "We prove the hardware and connectivity early, then scale carefully through a field pilot.",
    initiative:
      "{brand} runs IoT projects with short hardware-software feedback loops: firmware, cloud and app engineers demo progress together, on real devices wherever possible. We work remotely with your hardware partners and field teams through shared test plans and device logs. Provisioning, update and recovery procedures are documented as part of the product, so your fleet stays manageable for years.",
    initiativeTagline: "Engineering across the stack",
    initiativeDescription: "Our integrated way of working keeps devices, cloud and apps moving forward in step.",
    faqs: [
      {
        q: "Do you design and manufacture hardware?",
        a: "We handle component selection, prototyping on development kits and firmware, and work with your electronics design and manufacturing partners on custom boards. We do not manufacture devices ourselves, but we support design-for-manufacturing reviews and write production test firmware.",
      },
      {
        q: "Which connectivity option should we use?",
        a: "It depends on range, power and data volume. BLE suits short-range devices paired with phones, Wi-Fi suits powered indoor devices, LoRaWAN suits small readings over long distances, and LTE-M or NB-IoT suits mobile or remote assets. We test the options in your environment during the prototype phase.",
      },
      {
        q: "How do you keep devices secure after deployment?",
        a: "Each device gets a unique identity and certificate, communicates over encrypted channels and only accepts signed firmware. We also set up monitoring for unusual device behavior and a process for shipping security patches over the air.",
      },
      {
        q: "Who runs the fleet once devices are in the field?",
        a: "We can operate and evolve the platform on a monthly retainer: monitoring fleet health, rolling out staged firmware updates, rotating certificates and adding features. If your team prefers to run it, we hand over complete documentation and training instead.",
      },
    ],
    faqsTagline: "IoT development questions",
    faqsDescription: "Common questions about hardware, connectivity, security and running a device fleet.",
    hireTagline: "Hire IoT engineers across the stack",
    hireDescription:
      "Bring in {brand}'s embedded, cloud and app engineers to take your connected product from prototype to a managed fleet.",
    ctaTagline: "Bring your connected product to life",
    ctaDescription:
      "Book a free consultation to talk through your device, data and deployment plans with our IoT engineers.",
  },
  {
    id: "ui-ux-design",
    title: "UI/UX Design",
    description:
      "User research, information architecture, interactive Figma prototypes and design systems for web and mobile products, tested with real users and handed to developers as documented, accessible components.",
    icon: "palette",
    pricing:
      "Research and design sprints are usually fixed-price or project-based, while ongoing product design support runs on a monthly retainer. The price depends on scope and complexity: the number of user groups, screens, platforms and research activities.",
    process: [
      {
        title: "Research & Discovery",
        description:
          "We interview users and stakeholders, review analytics and support tickets, and summarize findings as personas, journey maps and prioritized problems.",
      },
      {
        title: "Information Architecture",
        description:
          "We structure content and navigation using card sorting and user flows, and deliver a sitemap and key flows everyone agrees on before visual work begins.",
      },
      {
        title: "Wireframes & Prototypes",
        description:
          "We sketch layouts as low-fidelity wireframes, then build clickable Figma prototypes of the critical journeys for review.",
      },
      {
        title: "Usability Testing",
        description:
          "We test prototypes with representative users in moderated or unmoderated sessions, and deliver recordings, findings and design changes ranked by severity.",
      },
      {
        title: "UI Design & Handoff",
        description:
          "We produce high-fidelity screens and a design system with tokens, components and states, documented for developers in Figma Dev Mode and checked against WCAG 2.2 AA.",
      },
    ],
    lifecycle: ["Research", "Define", "Ideate", "Prototype", "Test", "Deliver"],
    onboarding:
      "We start by talking with your product owner about the product, its users and the decisions the design needs to support. We ask for existing research, analytics access, brand guidelines and any current designs or the live product. In the first week or two you receive a research plan, an interview schedule and early observations from an expert review of your current experience.",
    requirements: [
      "A product owner who can make design decisions",
      "Access to users or customers for interviews and testing",
      "Brand guidelines and any existing design files",
      "Analytics and support data on current user behavior",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Evidence Before Pixels",
        description:
          "Designs are grounded in interviews, analytics and usability tests, so debates about personal preference are settled by what users actually do.",
      },
      {
        title: "Design Systems Developers Can Use",
        description:
          "Our Figma components map to code-ready design tokens and documented states, which shortens implementation and keeps the interface consistent as it grows.",
      },
      {
        title: "Accessibility from the Start",
        description:
          "Color contrast, keyboard flows, focus states and screen reader labels are designed in against WCAG 2.2 AA, rather than patched in after an audit.",
      },
    ],
    whyUsTagline: "Design grounded in evidence",
    whyUsDescription: "We design interfaces that are easy to use, consistent to build and accessible to everyone.",
    discussTagline: "Are users struggling with your product?",
    discussDescription:
      "Show us your product and who uses it, and we will suggest the research and design work that would make the clearest difference.",
    processTagline: "A user-centered design process",
    processDescription:
      "We move from understanding users to tested, build-ready designs, validating decisions at each step.",
    initiative:
      "{brand} designers work side by side with engineers, ours or yours, joining sprint planning and reviewing builds against the design. Research findings, Figma files and design decisions are shared openly, so nothing stays locked in one designer's head. The result is a product that looks and behaves as designed when it ships.",
    initiativeTagline: "Design and build together",
    initiativeDescription:
      "Our collaborative way of working closes the gap between design files and the shipped product.",
    faqs: [
      {
        q: "Do you only design, or can you build the product too?",
        a: "Either works. We can deliver designs and hand off to your developers with full specifications, or our engineering teams can build the product. In both cases, designers stay involved during implementation to answer questions and review the result.",
      },
      {
        q: "How do you involve real users if we have few customers yet?",
        a: "We recruit participants who match your target audience through research panels or your own network, and use techniques such as concept tests and unmoderated prototype tests. A small number of well-chosen sessions is often enough to reveal the most serious usability problems.",
      },
      {
        q: "Which design files and assets do we receive?",
        a: "You receive research findings, user flows, Figma prototypes, high-fidelity screens and a documented design system with tokens, components and usage guidelines. All files belong to you and are organized so your team can keep extending them.",
      },
      {
        q: "Can you work with our existing product and design system?",
        a: "Yes. We usually start with a UX audit and accessibility review, then prioritize improvements by user impact and effort. An existing design system can be extended component by component without forcing a full redesign.",
      },
    ],
    faqsTagline: "UI/UX design questions",
    faqsDescription: "What product teams usually ask about research, deliverables and working with our designers.",
    hireTagline: "Hire product designers who test their work",
    hireDescription:
      "{brand}'s UX researchers and UI designers can help you shape products your users understand from the first screen.",
    ctaTagline: "Design a better experience",
    ctaDescription:
      "Book a free consultation to share your product and the design challenges you want to solve with our designers.",
  },
  {
    id: "digital-marketing",
    title: "Digital Marketing & SEO",
    description:
      "Technical SEO, content strategy and paid campaigns that bring qualified B2B visitors to your site, measured in GA4 and Search Console, with organic search results typically emerging within 3–6 months.",
    icon: "megaphone",
    pricing:
      "An initial SEO audit is usually fixed-price, and ongoing SEO, content and campaign management run on a monthly retainer, with ad spend paid directly to the platforms. The price depends on scope and complexity: site size, markets and languages, and the channels involved.",
    process: [
      {
        title: "Audit & Benchmark",
        description:
          "We audit technical SEO, content, backlinks and analytics setup, benchmark you against search competitors and deliver a prioritized list of issues.",
      },
      {
        title: "Keyword & Audience Research",
        description:
          "We map the search terms and questions your buyers use at each stage, grouped into topics by intent and difficulty, using Ahrefs, Semrush and Search Console data.",
      },
      {
        title: "Technical Fixes",
        description:
          "We work with your developers on crawlability, Core Web Vitals, schema.org structured data, internal linking and, where needed, hreflang for international sites.",
      },
      {
        title: "Content Production",
        description:
          "We plan and write landing pages, guides and articles aligned with the keyword map, reviewed by your subject-matter experts before publishing.",
      },
      {
        title: "Paid & Social Campaigns",
        description:
          "Where faster reach is needed, we run Google Ads and LinkedIn Ads campaigns with conversion tracking, A/B-tested landing pages and regular budget reviews.",
      },
      {
        title: "Reporting & Optimization",
        description:
          "You receive monthly Looker Studio reports on rankings, organic traffic, leads and campaign performance, and we agree the next month's priorities together.",
      },
    ],
    lifecycle: ["Audit", "Research", "Optimize", "Create", "Promote", "Measure"],
    onboarding:
      "Our opening call covers your offer, target customers, markets and the leads or sales you want marketing to support. We ask for access to Google Analytics 4, Search Console, your CMS and any ad accounts. In the first two weeks we deliver a technical SEO audit, a tracking review and a first set of quick wins to implement.",
    requirements: [
      "Access to GA4, Google Search Console and ad accounts",
      "CMS or developer access to make on-site changes",
      "Subject-matter experts to review content for accuracy",
      "A clear definition of a qualified lead or conversion",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Engineering-Grade Technical SEO",
        description:
          "As a software company, we can fix rendering, page speed and structured data problems directly in your codebase, not just list them in an audit.",
      },
      {
        title: "Content Written for Buyers",
        description:
          "Content is planned around the questions real buyers ask and checked by your experts, which builds credibility with readers and relevance for search engines.",
      },
      {
        title: "Measured on Leads, Not Vanity Metrics",
        description:
          "We set up conversion tracking first and report on qualified leads and pipeline contribution alongside rankings and traffic.",
      },
    ],
    whyUsTagline: "Visibility that converts",
    whyUsDescription: "We connect technical SEO, content and campaigns to the business outcomes you care about.",
    discussTagline: "Is your website hard to find for the buyers you want?",
    discussDescription:
      "Share your market and growth goals, and we will show you where your search visibility and campaigns could improve.",
    processTagline: "A measurable growth process",
    processDescription:
      "We fix the foundations first, then build visibility through content and campaigns, reviewing results every month.",
    initiative:
      "{brand}'s marketers sit alongside our developers, so technical recommendations get implemented rather than left in a spreadsheet. We share every report, dashboard and content calendar with you, and explain the reasoning behind each priority. Because search results build over time, we stick to sustainable practices that search engines reward rather than shortcuts.",
    initiativeTagline: "Marketing with engineering behind it",
    initiativeDescription: "Our cross-functional way of working turns audit findings into shipped improvements.",
    faqs: [
      {
        q: "How long does SEO take to show results?",
        a: "Most sites see meaningful SEO results in 3–6 months, depending on competition in your market, the site's current state and how quickly changes are implemented. Technical fixes can improve crawling and indexing sooner, while content and authority take longer to build, and paid campaigns can bring traffic in the meantime.",
      },
      {
        q: "Can you guarantee first-page rankings?",
        a: "No one can honestly guarantee rankings, because search engines control their algorithms. What we commit to is a transparent plan, best-practice execution and monthly reporting on the metrics that matter, so you can see progress and set priorities.",
      },
      {
        q: "Do you write the content yourselves?",
        a: "Yes. Our writers produce content from the keyword map and interviews with your experts, and every piece goes through your review before publishing. For highly technical topics, we can also edit drafts written by your own team.",
      },
      {
        q: "Do you handle paid advertising as well as SEO?",
        a: "We handle both. SEO builds long-term organic visibility, while Google Ads and LinkedIn Ads campaigns bring traffic sooner and help test messaging. We usually recommend a mix based on your sales cycle and goals, and report on both in one place.",
      },
    ],
    faqsTagline: "Digital marketing questions",
    faqsDescription: "Honest answers about SEO timelines, content and how we measure success.",
    hireTagline: "Hire a marketing team that speaks tech",
    hireDescription:
      "Work with {brand}'s SEO specialists, content writers and campaign managers to reach more of the buyers who matter to you.",
    ctaTagline: "Grow your organic visibility",
    ctaDescription:
      "Book a free consultation: we will look at your current search performance and sketch a realistic plan for growth.",
  },
];
