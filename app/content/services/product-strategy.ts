import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "product-strategy",
  title: "Product Strategy",
  description:
    "Define where your product should go and why: target segments, positioning, business model, success metrics and an outcome-based roadmap, developed with your leadership team in {productStrategyTime}.",
  metaDescription:
    "Target segments, positioning, business model, success metrics and an outcome-based roadmap, built with your leadership in {productStrategyTime}.",
  icon: "map",
  pricing:
    "Product strategy engagements are usually project-based, with {retainer} as an option for ongoing advisory while you execute the roadmap. As with any engagement, the price depends on scope and complexity, chiefly how many products or segments are involved and how intricate your business model is.",
  process: [
    {
      title: "Current state review",
      description:
        "We assess your product, metrics, customer feedback and competitive position, and interview leadership to surface goals and disagreements.",
    },
    {
      title: "Vision & positioning",
      description:
        "We define the product vision, target segments and value proposition, and test the positioning against competitors and customer evidence.",
    },
    {
      title: "Business model & metrics",
      description:
        "We shape revenue and pricing model options, select a North Star metric with supporting measures, and link them to your OKRs.",
    },
    {
      title: "Outcome-based roadmap",
      description:
        "We build a roadmap organized around outcomes and themes rather than a feature list, with build, buy or partner decisions for major capabilities.",
    },
    {
      title: "Alignment & handover",
      description:
        "A strategy document, roadmap and metrics framework are presented to leadership and translated into priorities your product teams can act on.",
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
  whyUsTitle: "Direction your team can follow",
  whyUsDescription:
    "We produce a strategy specific enough to guide daily prioritization, not a document that sits on a shelf.",
  discussTitle: "Turn a list of requests into a roadmap",
  discussDescription:
    "Tell us where your product is today and what is holding it back, and we will discuss how a clear strategy could help.",
  processTitle: "Building a focused product strategy",
  processDescription:
    "We move from assessment to vision, metrics and roadmap, involving your leadership at every decision point.",
  initiative:
    "Product strategy connects business goals to what teams actually build, drawing on our experience of delivering software as well as planning it. We work with your leadership in short, focused review cycles and make sure the strategy ends up owned by your team rather than by us.",
  initiativeTitle: "Strategy connected to execution",
  initiativeDescription: "A product direction your teams can translate into sprint-level priorities.",
  faqs: [
    {
      question: "How long does a product strategy engagement take?",
      answer:
        "Typically {productStrategyTime}. A single product with good data and an aligned leadership team needs less time than a portfolio of products or several customer segments. Ongoing advisory can continue after the main engagement.",
    },
    {
      question: "How is product strategy different from technology strategy?",
      answer:
        "Product strategy decides who the product serves, which problems it solves and how it makes money. Technology strategy decides which architecture, platforms and capabilities the organization needs to support its goals. The two inform each other, and we can run them together.",
    },
    {
      question: "Do we need market research first?",
      answer:
        "Not always. If you already have solid customer and market evidence, we build on it. Where there are major gaps, such as an untested segment, we may recommend a short market research phase first.",
    },
    {
      question: "What happens after the strategy is delivered?",
      answer:
        "Your product leaders own it, and we help translate it into quarterly plans and backlog priorities. Many clients keep us on {retainer} for periodic strategy reviews, or engage our product development team to deliver the roadmap.",
    },
  ],
  faqsTitle: "Product strategy FAQs",
  faqsDescription: "What leaders ask about scope, timing and how a product strategy is put into practice.",
  hireTitle: "Product strategists close to delivery",
  hireDescription:
    "Engage {brand} product strategists who can shape your direction and stay close enough to delivery to make it stick.",
  ctaTitle: "Give your product a clear direction",
  ctaDescription:
    "In a free consultation we will explore your product's challenges and show how a strategy engagement would be structured for you.",
};

export default service;
