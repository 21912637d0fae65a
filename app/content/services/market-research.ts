import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "market-research",
  title: "Market Research",
  description:
    "Understand your market before you build or expand: customer interviews, competitor analysis, market sizing and pricing research, delivered in {marketResearchTime} as clear, decision-ready findings.",
  metaDescription:
    "Customer interviews, competitor analysis, market sizing and pricing research in {marketResearchTime}, delivered as decision-ready findings.",
  icon: "search",
  pricing:
    "Market research is priced as a fixed-price engagement once the research questions are agreed. What you pay depends on scope and complexity: the number of segments or regions covered and how hard the right participants are to recruit.",
  process: [
    {
      title: "Research questions",
      description:
        "We turn your business decision into specific research questions and hypotheses, and agree which methods will answer them.",
    },
    {
      title: "Desk research",
      description:
        "We analyze industry reports, public filings, competitor websites, product reviews and pricing pages, citing every source so findings can be checked.",
    },
    {
      title: "Interviews & surveys",
      description:
        "We recruit and interview target customers using a jobs-to-be-done approach, and run surveys where broader quantitative input is needed.",
    },
    {
      title: "Analysis & sizing",
      description:
        "Findings are synthesized into personas, a competitive matrix and top-down and bottom-up market size estimates, with every assumption spelled out.",
    },
    {
      title: "Findings readout",
      description:
        "A research report and anonymized interview notes are delivered in a readout session focused on what the evidence means for your decision.",
    },
  ],
  lifecycle: ["Frame", "Gather", "Analyze", "Recommend"],
  onboarding:
    "Our first call clarifies the decision the research should inform, such as entering a new segment or launching a new product. We ask for your current customer insights, target markets and the competitors you already track, and before fieldwork starts you receive a research plan, an interview guide and participant recruitment criteria.",
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
  whyUsTitle: "Evidence you can act on",
  whyUsDescription:
    "We focus on the findings that change decisions, backed by sources and customer evidence you can check.",
  discussTitle: "Find out if there is a market for your idea",
  discussDescription:
    "Considering a new product or a new market? Share what you have in mind, and we will suggest research that can answer the question.",
  processTitle: "From question to insight",
  processDescription:
    "Our research process combines desk research with direct customer conversations to give a balanced, sourced view of your market.",
  initiative:
    "Market research is the first step in building the right product, connecting what customers say with what our product and engineering teams can deliver. Remote interviews let us reach customers across regions efficiently, and we share interim findings as they emerge rather than holding everything for a final report.",
  initiativeTitle: "Insight connected to delivery",
  initiativeDescription: "Research findings flow directly into product and technology decisions.",
  faqs: [
    {
      question: "How long does market research take?",
      answer:
        "Most studies take {marketResearchTime}. A focused competitor analysis or a small round of customer interviews can be completed quickly; multi-segment studies with surveys and market sizing need more time. We confirm the timeline in the research plan.",
    },
    {
      question: "Can you recruit interview participants for us?",
      answer:
        "We recruit through professional networks, research panels and targeted outreach based on agreed criteria, and can also use your own customer or prospect lists where appropriate. Participants are told how their input will be used.",
    },
    {
      question: "How reliable are market size estimates?",
      answer:
        "Market sizing is an estimate, not a fact, and we present it that way. We build both top-down and bottom-up estimates, document every assumption and source, and show a range rather than a single number.",
    },
    {
      question: "What does the research deliver?",
      answer:
        "A written report with findings and recommendations, personas, a competitive matrix, market size estimates where in scope, and anonymized interview notes. We also run a readout session with your team to discuss the implications.",
    },
  ],
  faqsTitle: "Market research FAQs",
  faqsDescription: "Answers on timelines, methods and how we make research findings reliable and usable.",
  hireTitle: "Researchers who understand technology",
  hireDescription:
    "Work with {brand} researchers and product strategists who can investigate your market and translate the findings into product decisions.",
  ctaTitle: "Validate your market before you build",
  ctaDescription:
    "Talk through your research questions with us at no cost, and we will follow up with a proposed research plan and a fixed price.",
};

export default service;
