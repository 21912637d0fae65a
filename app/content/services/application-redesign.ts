import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "application-redesign",
  title: "Application Redesign",
  description:
    "Redesign the user experience and interface of an existing web or mobile application in {redesignTime}, grounded in UX audits, user research and usability testing, without rebuilding your back end.",
  metaDescription:
    "Redesign an existing web or mobile app's experience in {redesignTime}, grounded in UX audits and usability testing, without a back-end rebuild.",
  icon: "paintbrush",
  pricing:
    "Application redesign is usually priced fixed-price or phased, with the research and design phase quoted separately from front-end implementation. The price depends on scope and complexity: the number of screens and user roles and the state of the existing application.",
  process: [
    {
      title: "UX audit",
      description:
        "We review the current application against usability heuristics, accessibility standards and your analytics to pinpoint where users struggle or drop off.",
    },
    {
      title: "User research",
      description:
        "Interviews, session recordings and support-ticket analysis reveal how each user role actually works and which tasks matter most to them.",
    },
    {
      title: "Information architecture",
      description:
        "We restructure navigation, screen flows and terminology around user tasks, validated with card sorting or tree testing where useful.",
    },
    {
      title: "Design system & UI",
      description:
        "Designers create a Figma design system and high-fidelity screens that modernize the interface while respecting your brand and the habits of existing users.",
    },
    {
      title: "Usability testing",
      description:
        "Clickable prototypes are tested with real users, and the designs are refined before any production code changes.",
    },
    {
      title: "Phased implementation",
      description:
        "We implement the new UI screen by screen or module by module, often behind feature flags, so users move to the new experience without a disruptive switchover.",
    },
  ],
  lifecycle: ["Audit", "Research", "Redesign", "Validate", "Roll Out"],
  onboarding:
    "We start with a walkthrough of your application and a conversation about the complaints, metrics or business goals behind the redesign. We ask for access to the application, analytics and support data, and at the end of the audit, usually 2 weeks in, you receive a UX audit summary with prioritized problem areas and a redesign plan.",
  requirements: [
    "Test accounts in the application for each user role",
    "Analytics, session recordings or support ticket data, where available",
    "Current brand guidelines and any existing design files",
    "Representative users willing to take part in interviews and testing",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Redesign driven by evidence",
      description:
        "Each major change traces back to an audit finding, analytics pattern or user observation, so the redesign solves real problems rather than just refreshing the look.",
    },
    {
      title: "Change without disruption",
      description:
        "Phased rollouts, feature flags and in-app guidance help existing users adapt to the new interface without losing productivity.",
    },
    {
      title: "A design system that stays useful",
      description:
        "Reusable Figma components mapped to front-end code come with the redesign, keeping future screens consistent long after the project ends.",
    },
  ],
  whyUsTitle: "Better UX, same solid core",
  whyUsDescription:
    "We improve how your application looks and works while protecting the business logic and data your users already depend on.",
  discussTitle: "An application that feels dated or hard to use",
  discussDescription:
    "Show us where users get stuck or what feels outdated, and we will outline how a targeted redesign could help.",
  processTitle: "Research-led redesign",
  processDescription:
    "Our redesign process moves from evidence to design to tested implementation, so every improvement can be measured.",
  initiative:
    "Users stay involved in a redesign from the audit through to rollout, with remote interviews and testing sessions that fit around their working day. We deliberately separate the interface from the back end, so you gain a modern experience without the cost and risk of a full rebuild.",
  initiativeTitle: "Users at the center of every change",
  initiativeDescription: "Real users shape the redesign, and a phased rollout protects their day-to-day work.",
  faqs: [
    {
      question: "How long does an application redesign take?",
      answer:
        "Most redesigns take {redesignTime}. A focused redesign of key workflows sits at the shorter end, while applications with many user roles and complex screens take longer, especially when implementation is included. We confirm the timeline after the UX audit.",
    },
    {
      question: "Is a redesign the same as application modernization?",
      answer:
        "No. A redesign changes the user experience and interface while keeping your existing back end and data. Modernization changes the underlying architecture, code or infrastructure. If the audit shows the back end is limiting the experience, we will tell you and can scope modernization separately.",
    },
    {
      question: "Will our users need to relearn the application?",
      answer:
        "We keep familiar patterns where they work and change only what causes friction. Phased rollouts, release notes and in-app guidance help users adjust, and usability testing catches confusing changes before they are released.",
    },
    {
      question: "Can you implement the designs, or only design them?",
      answer:
        "Both. We can hand over a Figma design system and specifications to your developers, or our front-end engineers can implement the new UI in your existing framework, such as React, Angular or Flutter.",
    },
  ],
  faqsTitle: "Application redesign FAQs",
  faqsDescription: "Answers about timelines, scope and how we keep existing users productive during a redesign.",
  hireTitle: "UX designers and front-end engineers, together",
  hireDescription:
    "One {brand} team can research, design and implement a better experience for your existing application.",
  ctaTitle: "Give your application a better experience",
  ctaDescription:
    "Walk us through your application on a free call, and we will follow up with an initial view of what a redesign would involve and what it would cost.",
};

export default service;
