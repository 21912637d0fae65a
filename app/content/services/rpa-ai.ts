import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "rpa-ai",
  title: "RPA & Intelligent Automation",
  description:
    "Automate repetitive back-office work with software bots built in UiPath, Power Automate or Automation Anywhere, combined with document AI and LLMs for the invoices, emails and forms that rules alone cannot handle.",
  metaDescription:
    "Automate back-office work with UiPath, Power Automate or Automation Anywhere bots, plus document AI for invoices, emails and forms.",
  icon: "bot",
  pricing:
    "Automations are typically priced fixed-price per process or as a phased program covering several processes, with {retainer} for bot monitoring and maintenance. The price depends on scope and complexity, including the number of systems, exception paths and document types involved.",
  process: [
    {
      title: "Process assessment",
      description:
        "We observe how the work is done today, using process mining or task capture where available, and score candidate processes by volume, stability and rule complexity.",
    },
    {
      title: "Automation design",
      description:
        "We document the target process, its exception paths and where AI or a person must step in, and deliver a solution design document for your sign-off.",
    },
    {
      title: "Bot development",
      description:
        "We build the bots and AI components, such as document extraction with Azure AI Document Intelligence or Amazon Textract, following your platform's coding and security standards.",
    },
    {
      title: "Testing with live cases",
      description:
        "We run the automation against real historical cases, including edge cases and application outages, and confirm the results with your process owners.",
    },
    {
      title: "Deployment & hypercare",
      description:
        "We deploy to production through your orchestrator, watch runs closely during an agreed hypercare period and resolve issues quickly as volumes ramp up.",
    },
    {
      title: "Run & scale",
      description:
        "We hand over runbooks and dashboards, support the bots on {retainer} if you choose, and help build a pipeline of the next processes to automate.",
    },
  ],
  lifecycle: ["Assess", "Design", "Build", "Test", "Hypercare", "Scale"],
  onboarding:
    "We start with a call about the teams and processes that consume the most manual effort and the automation tools you already license. We then ask for process documentation or screen-share sessions with the people doing the work, plus test credentials for the systems involved. Once the process workshops are done, you have a scored shortlist of processes and a recommended first automation with its design outline.",
  requirements: [
    "Process walkthroughs with the people who do the work today",
    "Test accounts for every application the bot will use",
    "Your RPA platform license, or a decision on which platform to adopt",
    "A process owner who can approve exception-handling rules",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Right tool for each step",
      description:
        "We combine RPA for screen work, APIs where systems allow it, and document AI or LLMs for unstructured inputs, rather than forcing everything through screen automation.",
    },
    {
      title: "Bots built for change",
      description:
        "Modular workflows, shared libraries and robust selectors make bots easier to fix when an application screen or business rule changes.",
    },
    {
      title: "Exceptions handled properly",
      description:
        "Each automation has defined exception queues and human-in-the-loop review, so unusual cases are routed to people instead of failing silently.",
    },
  ],
  whyUsTitle: "Automation that keeps running",
  whyUsDescription:
    "The hard part of RPA is keeping bots reliable after go-live, so we design for exceptions, monitoring and maintainability from the start.",
  discussTitle: "Free your team from copy-and-paste work",
  discussDescription:
    "Walk us through a process that eats up your team's time, and we will tell you honestly whether it is a good candidate for automation.",
  processTitle: "Manual steps, carefully automated",
  processDescription:
    "We assess before we automate, so effort goes into stable, high-volume processes where bots make a real difference.",
  initiative:
    "Your process owners stay involved throughout, so each automation reflects how the work is really done, not just how it is documented. We follow your platform's governance model, document every bot and train your team so that routine changes do not depend on us.",
  initiativeTitle: "Automation with your people",
  initiativeDescription: "Process owners stay involved, and your team can maintain what we build.",
  faqs: [
    {
      question: "Which processes are good candidates for RPA?",
      answer:
        "Good candidates are high-volume, rule-based and stable, such as invoice processing, order entry, account reconciliation and data transfers between systems without APIs. Processes that change frequently or rely heavily on judgment may need redesign or an AI component first.",
    },
    {
      question: "What does the 'intelligent' part add?",
      answer:
        "AI handles inputs that fixed rules cannot: extracting data from varied invoices and forms, classifying incoming emails or drafting replies with an LLM. Confidence thresholds decide when the bot proceeds on its own and when a person reviews the result.",
    },
    {
      question: "Do we need to buy an RPA platform?",
      answer:
        "Not necessarily. If you already use Microsoft 365, Power Automate may cover many needs, and some processes are better automated with APIs and scripts. We help you compare UiPath, Automation Anywhere and Power Automate against your processes and existing licensing.",
    },
    {
      question: "Who maintains the bots after go-live?",
      answer:
        "After the hypercare period you can keep us on {retainer} for monitoring, fixes and enhancements, or we can train your team to run them. Either way, you receive runbooks, design documents and the full source of every automation.",
    },
  ],
  faqsTitle: "RPA and automation questions",
  faqsDescription: "Common questions about choosing processes, platforms and support models.",
  hireTitle: "RPA developers and AI engineers",
  hireDescription:
    "Add RPA developers, solution architects and AI engineers to your automation program, whether you are automating a first process or building a center of excellence.",
  ctaTitle: "Find your first automation",
  ctaDescription:
    "Set up a free consultation and we will help you identify the processes where automation is likely to pay off soonest.",
};

export default service;
