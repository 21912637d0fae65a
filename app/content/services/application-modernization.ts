import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "application-modernization",
  title: "Application Modernization",
  description:
    "We update aging applications, from .NET Framework and Java EE monoliths to unsupported databases, through refactoring, re-platforming or incremental rebuilds, in projects lasting from a few weeks to several months.",
  metaDescription:
    "Modernize aging .NET Framework, Java EE and legacy database applications by refactoring, re-platforming or rebuilding them step by step.",
  icon: "refresh",
  pricing:
    "Usually phased: a fixed-price audit followed by milestone-based modernization work, or time-and-materials for open-ended refactoring. The price depends on scope and complexity: the size and condition of the existing system and how far it has to move.",
  process: [
    {
      title: "Legacy system discovery",
      description:
        "We inventory the application's modules, dependencies, integrations and hosting, and interview the people who support and use it. You get a clear map of what the system does and who relies on each part.",
    },
    {
      title: "Code & architecture audit",
      description:
        "Engineers assess code quality, test coverage, outdated frameworks and known vulnerabilities using static analysis and dependency scanning tools such as SonarQube. The audit report ranks issues by business risk and effort to fix.",
    },
    {
      title: "Modernization roadmap",
      description:
        "For each component we recommend rehosting, re-platforming, refactoring, rebuilding or retiring it, and sequence the work so the business keeps running. Moving to the cloud is one option, not a requirement.",
    },
    {
      title: "Incremental refactoring",
      description:
        "We modernize in slices using the strangler fig pattern, routing traffic to new services as they replace old modules. Each slice ships with the automated tests the legacy code usually lacked.",
    },
    {
      title: "Data migration",
      description:
        "Schemas are redesigned where needed and data is moved with scripted, repeatable migrations and reconciliation checks. Old and new data stores can run side by side until cutover.",
    },
    {
      title: "Parallel validation",
      description:
        "Legacy and modernized components run in parallel while we compare outputs, performance and behavior under real workloads. Discrepancies are resolved before any users are switched over.",
    },
    {
      title: "Cutover & stabilization",
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
  whyUsTitle: "Modernize without disruption",
  whyUsDescription:
    "We reduce the risk of changing critical systems by working incrementally and validating each step against the application you already trust.",
  discussTitle: "Put an aging system back on solid ground",
  discussDescription:
    "Explain what the application does, how old it is and the problems it is causing, and we will outline practical options for bringing it up to date.",
  processTitle: "A safe path off legacy",
  processDescription:
    "Our modernization process audits before it changes anything and proves the new system against the old one before users move across.",
  initiative:
    "Modernization starts with evidence: we measure the condition of the code and the cost of keeping it before recommending a path. We then work in small, reversible steps and hand over a system with tests, documentation and a deployment pipeline your team can use straight away.",
  initiativeTitle: "Evidence before change",
  initiativeDescription:
    "Every modernization decision we make is based on an audit of the real system, not on assumptions about it.",
  faqs: [
    {
      question: "How long does application modernization take?",
      answer:
        "Anywhere from a few weeks for a focused upgrade, such as moving to a supported framework version, to several months for breaking a large monolith into services. The audit gives you a phased timeline so you can fund and schedule the work in stages.",
    },
    {
      question: "Will our users experience downtime?",
      answer:
        "We plan for minimal disruption by running old and new components side by side and cutting over in stages, typically outside peak hours. Each cutover has a rehearsed rollback plan, and we agree maintenance windows with you in advance.",
    },
    {
      question: "How is modernization different from application redesign?",
      answer:
        "Redesign focuses on what users see: the interface, navigation and user experience. Modernization changes what sits underneath, including frameworks, architecture, databases and hosting, and may leave the interface largely unchanged. The two can be combined when both the experience and the technology are outdated.",
    },
    {
      question: "What if nobody understands the old code anymore?",
      answer:
        "That is a common situation. We use code analysis, production logs and interviews with long-serving users to reconstruct how the system behaves, then capture that behavior in tests before we change anything.",
    },
  ],
  faqsTitle: "Before you modernize",
  faqsDescription: "What to expect when updating an application your business depends on.",
  hireTitle: "Engineers fluent in old and new stacks",
  hireDescription:
    "Work with engineers who know both legacy platforms and modern stacks, and who can untangle old code and rebuild it safely.",
  ctaTitle: "Plan your modernization",
  ctaDescription:
    "Ask for a free first review of your legacy application, and we will talk you through the options for updating it without putting daily operations at risk.",
};

export default service;
