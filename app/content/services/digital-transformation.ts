import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "digital-transformation",
  title: "Digital Transformation",
  description:
    "Phased programs that replace manual processes and aging systems with connected, data-driven operations, combining process redesign, modern platforms and change management, with first results in {transformationResultsTime}.",
  metaDescription:
    "Replace manual processes and aging systems with connected, data-driven operations in phased programs, with first results in {transformationResultsTime}.",
  icon: "workflow",
  pricing:
    "Transformation programs run in phases, each with a fixed-price or milestone-based scope agreed before it starts, so you can review outcomes before committing to the next one. Overall cost depends on scope and complexity: the number of processes, systems and business units involved.",
  process: [
    {
      title: "Discovery & baseline",
      description:
        "We interview stakeholders, map current processes and systems, and record baseline measures such as cycle times and manual touchpoints in a current-state report.",
    },
    {
      title: "Opportunity prioritization",
      description:
        "We score candidate initiatives by business value, effort and risk, and agree with your leadership which ones to tackle first.",
    },
    {
      title: "Roadmap & business case",
      description:
        "A phased roadmap sets out the target architecture, dependencies, effort estimates and the KPIs each phase is expected to move.",
    },
    {
      title: "Process redesign",
      description:
        "We redesign the chosen workflows in BPMN together with the people who run them, removing handoffs and deciding what to automate, integrate or retire.",
    },
    {
      title: "Build & integrate",
      description:
        "Our engineers implement the new platforms, automations and integrations, for example connecting ERP, CRM and data warehouse through APIs, in short iterations with regular demos.",
    },
    {
      title: "Adoption & training",
      description:
        "We run role-based training, write user guides and support go-live alongside your change leads, so the new way of working takes hold.",
    },
    {
      title: "Measure & scale",
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
      title: "Strategy and delivery in one team",
      description:
        "The people who map your processes also build the software and integrations, so nothing is lost between a consultant's roadmap and the engineering work.",
    },
    {
      title: "Phased, measurable commitments",
      description:
        "Each phase has its own scope, KPIs and review point, so you see results before funding the next step and can change direction if priorities shift.",
    },
    {
      title: "Change management included",
      description:
        "Training, communication plans and support for process owners are part of the plan from the start, because new systems only pay off when people use them.",
    },
  ],
  whyUsTitle: "Transformation that ships",
  whyUsDescription:
    "We pair business analysis with engineering delivery, so roadmaps turn into working systems and changed habits.",
  discussTitle: "Manual processes and disconnected systems slow everyone down",
  discussDescription:
    "Tell us where work gets stuck today, and we will help you identify the changes that would make the biggest difference first.",
  processTitle: "A program in clear phases",
  processDescription:
    "We move from understanding to delivery in stages, with a decision point for your leadership after each one.",
  initiative:
    "Transformation works best as a series of small, verifiable changes rather than one big launch. Our team aligns with your working hours for workshops and reviews, shares progress in open dashboards and records every decision. That lets your organization learn and adjust as the program unfolds.",
  initiativeTitle: "Change in measurable steps",
  initiativeDescription:
    "We apply our incremental, transparent way of working to the whole organization, not only to its software.",
  faqs: [
    {
      question: "How long until we see results?",
      answer:
        "First results typically arrive within {transformationResultsTime}, usually from one or two high-value processes redesigned and automated in the first phase. Larger programs continue through further phases, each with its own measurable goals and review point.",
    },
    {
      question: "How is this different from a technology strategy engagement?",
      answer:
        "A technology strategy engagement produces an assessment and a roadmap. Digital transformation goes further: we redesign processes, build and integrate the systems, train your teams and track outcomes across several phases.",
    },
    {
      question: "Do we have to replace our existing systems?",
      answer:
        "Not necessarily. We often keep core platforms such as your ERP and connect them through APIs or an integration platform, replacing only what blocks the new processes. Each recommendation comes with the trade-offs behind it.",
    },
    {
      question: "How do you handle resistance from staff?",
      answer:
        "We involve the people who do the work from the first workshops, so redesigned processes reflect reality. Role-based training, champions in each team and support during go-live help adoption, and we adjust the rollout when feedback shows a problem.",
    },
  ],
  faqsTitle: "Transformation questions",
  faqsDescription:
    "Timing, existing systems and adoption: the questions leaders raise before a transformation program.",
  hireTitle: "Work with a team that sees it through",
  hireDescription:
    "Engage {brand}'s analysts, architects and engineers to plan and deliver a transformation your teams will actually adopt.",
  ctaTitle: "Start with a clear first phase",
  ctaDescription:
    "Ask for a free scoping session on your goals and the processes that would benefit most from a first transformation phase.",
};

export default service;
