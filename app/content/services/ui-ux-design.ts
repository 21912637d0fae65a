import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "ui-ux-design",
  title: "UI/UX Design",
  description:
    "User research, information architecture, interactive Figma prototypes and design systems for web and mobile products, tested with real users and handed to developers as documented, accessible components.",
  metaDescription:
    "User research, information architecture, Figma prototypes and accessible design systems for web and mobile, tested with real users.",
  icon: "palette",
  pricing:
    "Research and design sprints are usually fixed-price or project-based, while ongoing product design support runs on {retainer}. The price depends on scope and complexity: the number of user groups, screens, platforms and research activities.",
  process: [
    {
      title: "Research & discovery",
      description:
        "We interview users and stakeholders, review analytics and support tickets, and summarize findings as personas, journey maps and prioritized problems.",
    },
    {
      title: "Structure & navigation",
      description:
        "We structure content and navigation using card sorting and user flows, and deliver a sitemap and key flows everyone agrees on before visual work begins.",
    },
    {
      title: "Wireframes & prototypes",
      description:
        "We sketch layouts as low-fidelity wireframes, then build clickable Figma prototypes of the critical journeys for review.",
    },
    {
      title: "Testing with real users",
      description:
        "We test prototypes with representative users in moderated or unmoderated sessions, and deliver recordings, findings and design changes ranked by severity.",
    },
    {
      title: "UI design & handoff",
      description:
        "We produce high-fidelity screens and a design system with tokens, components and states, documented for developers in Figma Dev Mode and checked against WCAG 2.2 AA.",
    },
  ],
  lifecycle: ["Research", "Define", "Ideate", "Prototype", "Test", "Deliver"],
  onboarding:
    "We start by talking with your product owner about the product, its users and the decisions the design needs to support. We ask for existing research, analytics access, brand guidelines and any current designs or the live product. The first thing you receive is a research plan, an interview schedule and early observations from an expert review of your current experience.",
  requirements: [
    "A product owner who can make design decisions",
    "Time with users or customers for interviews and testing",
    "Brand guidelines and any existing design files",
    "Analytics and support data on current user behavior",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Evidence before pixels",
      description:
        "Designs are grounded in interviews, analytics and usability tests, so debates about personal preference are settled by what users actually do.",
    },
    {
      title: "Design systems developers can use",
      description:
        "Our Figma components map to code-ready design tokens and documented states, which shortens implementation and keeps the interface consistent as it grows.",
    },
    {
      title: "Accessibility from the start",
      description:
        "Color contrast, keyboard flows, focus states and screen reader labels are designed in against WCAG 2.2 AA, rather than patched in after an audit.",
    },
  ],
  whyUsTitle: "Design grounded in evidence",
  whyUsDescription: "We design interfaces that are easy to use, consistent to build and accessible to everyone.",
  discussTitle: "Help users who struggle with your product",
  discussDescription:
    "Show us your product and who uses it, and we will suggest the research and design work that would make the clearest difference.",
  processTitle: "A user-centered design process",
  processDescription:
    "We move from understanding users to tested, build-ready designs, validating decisions at each step.",
  initiative:
    "Our designers work side by side with engineers, ours or yours, joining sprint planning and reviewing builds against the design. Research findings, Figma files and design decisions are shared openly, so nothing stays locked in one designer's head. The result is a product that looks and behaves as designed when it ships.",
  initiativeTitle: "Design and build together",
  initiativeDescription:
    "Designers and engineers share one backlog, which closes the gap between design files and the shipped product.",
  faqs: [
    {
      question: "Do you only design, or can you build the product too?",
      answer:
        "Either works. We can deliver designs and hand off to your developers with full specifications, or our engineering teams can build the product. In both cases, designers stay involved during implementation to answer questions and review the result.",
    },
    {
      question: "How do you involve real users if we have few customers yet?",
      answer:
        "We recruit participants who match your target audience through research panels or your own network, and use techniques such as concept tests and unmoderated prototype tests. A small number of well-chosen sessions is often enough to reveal the most serious usability problems.",
    },
    {
      question: "Which design files and assets do we receive?",
      answer:
        "You receive research findings, user flows, Figma prototypes, high-fidelity screens and a documented design system with tokens, components and usage guidelines. Under our terms, {ownership}, and the files are organized so your team can keep extending them.",
    },
    {
      question: "Can you work with our existing product and design system?",
      answer:
        "We usually start with a UX audit and accessibility review, then prioritize improvements by user impact and effort. An existing design system can be extended component by component without forcing a full redesign.",
    },
  ],
  faqsTitle: "UI/UX design questions",
  faqsDescription: "What product teams usually ask about research, deliverables and working with our designers.",
  hireTitle: "Hire product designers who test their work",
  hireDescription:
    "{brand}'s UX researchers and UI designers can help you shape products your users understand from the first screen.",
  ctaTitle: "Design a better experience",
  ctaDescription: "Show our designers your product and the design challenges you want to solve in a free consultation.",
};

export default service;
