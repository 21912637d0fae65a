import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "tech-strategy",
  title: "Technology Strategy",
  description:
    "A 4- to 8-week engagement that aligns your technology with business goals, producing a target architecture, build-versus-buy decisions and a prioritized roadmap your leadership can fund and execute.",
  metaDescription:
    "A 4- to 8-week technology strategy engagement: target architecture, build-versus-buy decisions and a roadmap your leadership can fund.",
  icon: "compass",
  pricing:
    "Usually a fixed-price or phased engagement, scoped around the strategic questions you need answered and the business units involved. The price depends on scope and complexity.",
  process: [
    {
      title: "Business & technology assessment",
      description:
        "We interview leadership and technical teams, review business plans, current architecture and technology spending, and assess engineering capabilities. You get a concise view of where technology helps or holds back the business today.",
    },
    {
      title: "Strategic options",
      description:
        "We develop and compare options for the key decisions, such as build versus buy, cloud adoption, platform consolidation, data and AI opportunities, and in-house versus partner delivery. Each option is assessed for cost drivers, risk and business impact.",
    },
    {
      title: "Technology roadmap",
      description:
        "The agreed choices become a target architecture and a sequenced roadmap of initiatives showing dependencies, capability needs and decision points. We present the roadmap to your leadership for review and refinement.",
    },
    {
      title: "Execution planning",
      description:
        "We turn the first roadmap phase into scoped initiatives with owners, success measures and resource needs, ready for budgeting and delivery. You receive the final strategy pack and a handover session with your teams.",
    },
  ],
  lifecycle: ["Assessment", "Strategy", "Roadmapping", "Planning"],
  onboarding:
    "The engagement opens with a leadership conversation about business goals, upcoming decisions and what is prompting strategy work now, such as growth, an acquisition, new investment or mounting technical debt. We ask for business plans, architecture overviews, technology budgets and a list of people to interview. After the kickoff you have an interview schedule, an agreed set of strategy questions and early observations from the document review.",
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
  whyUsTitle: "Strategy you can execute",
  whyUsDescription:
    "We produce focused, realistic technology strategies that your leadership can approve and your teams can deliver.",
  discussTitle: "Facing a major technology decision?",
  discussDescription:
    "Whether you are planning for growth, consolidating platforms or weighing AI investments, talk to us about the decisions ahead.",
  processTitle: "Clear questions, then a roadmap",
  processDescription:
    "A focused process that moves from assessment to an agreed roadmap and execution plan in {techStrategyTime}.",
  initiative:
    "{brand} connects strategy to execution: the people who shape your roadmap understand how software is built, deployed and supported. We keep the engagement short and collaborative, testing ideas with your teams in workshops so the final strategy already has their support.",
  initiativeTitle: "Strategy tied to delivery",
  initiativeDescription:
    "We make sure every strategic recommendation is something your organization can realistically carry out.",
  faqs: [
    {
      question: "How long does a technology strategy engagement take?",
      answer:
        "Typically {techStrategyTime}, depending on the size of the organization and how many business units and systems are in scope. A single focused question, such as whether to rebuild a core platform, sits at the shorter end.",
    },
    {
      question: "What do we receive at the end?",
      answer:
        "A strategy pack containing a current-state assessment, a target architecture, recommendations on the key decisions and a prioritized roadmap with an execution plan for the first phase. We present it to your leadership and hand over editable versions of all materials.",
    },
    {
      question: "How does this differ from digital transformation?",
      answer:
        "Technology strategy is a short advisory engagement that decides direction and priorities. Digital transformation is the longer program of delivery and organizational change that often follows, putting new systems and ways of working into practice across the business.",
    },
    {
      question: "Do we have to use {brand} to deliver the roadmap?",
      answer:
        "No. Our development, cloud and AI teams can deliver it, but the roadmap is written so your internal teams or another partner can execute it just as well. You are under no obligation to continue with us.",
    },
  ],
  faqsTitle: "Strategy engagement FAQs",
  faqsDescription: "What leaders ask before commissioning a technology strategy.",
  hireTitle: "Hire technology strategists",
  hireDescription:
    "Work with strategists and senior architects who can guide your leadership through major technology decisions and investment planning.",
  ctaTitle: "Plan your technology future",
  ctaDescription:
    "Book a free consultation to explore the decisions ahead and whether a focused strategy engagement is the right next step.",
};

export default service;
