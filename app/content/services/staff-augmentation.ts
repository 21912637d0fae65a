import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "staff-augmentation",
  title: "Staff Augmentation",
  description:
    "Dedicated developers, testers and complete teams, vetted for your stack and working in your tools and hours. Backed by 3M+ talents and 10X faster hiring.",
  metaDescription:
    "Add vetted developers, testers or whole teams who work in your tools and hours. Backed by 3M+ talents and 10X faster hiring.",
  icon: "users",
  pricing:
    "Dedicated engineers are {dedicatedBilling}, for a long placement or a short one alike. The proposal names each engineer's tier and hourly rate; the monthly total depends on the scope: the number of people and the hours they work.",
  process: [
    {
      title: "Role definition",
      description:
        "We agree the skills, seniority, working hours, team structure and expected duration with you, and turn them into precise role profiles.",
    },
    {
      title: "Sourcing & vetting",
      description:
        "We search a network of 3M+ talents and screen candidates with technical interviews and practical exercises matched to your stack.",
    },
    {
      title: "Client interviews",
      description:
        "A shortlist of profiles arrives {shortlistTime}, with our assessment notes; you interview the candidates you like and make the final selection yourself.",
    },
    {
      title: "Onboarding & integration",
      description:
        "Selected engineers start with {trial}, join your Slack or Teams, Jira and repositories, follow your coding standards and take part in your ceremonies from their first sprint.",
    },
    {
      title: "Ongoing management",
      description:
        "A {brand} account manager, your named contact for the placement, holds regular check-ins, gathers your feedback, handles administration and arranges a replacement if someone is not the right fit.",
    },
  ],
  lifecycle: ["Define", "Source", "Select", "Onboard", "Scale"],
  onboarding:
    "It begins with a call with your hiring manager or engineering lead about the roles, the stack and how your team works day to day. We ask for role descriptions or a short brief, your interview process and your preferred working hours. You then receive a shortlist of vetted profiles and interview the candidates you choose.",
  requirements: [
    "Role descriptions with required skills and seniority",
    "Interviewers available to assess shortlisted candidates",
    "Accounts for your repositories, issue tracker and chat tools",
    "A team lead who assigns work and reviews output",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Deep talent network",
      description:
        "A network of 3M+ talents covers mainstream and niche skills, from React and Java to Rust, Salesforce and data engineering, so specialist roles do not stall your roadmap.",
    },
    {
      title: "Technical vetting, not keyword matching",
      description:
        "Our own engineers assess candidates through live coding and design discussions in your stack, and you see their notes before you interview.",
    },
    {
      title: "Flexible team size",
      description:
        "Scale up for a launch or down after it, with {dedicatedNotice}, and keep continuity through documented handovers when people change.",
    },
  ],
  whyUsTitle: "The right people, sooner",
  whyUsDescription:
    "We combine a large talent network with hands-on technical screening, so the engineers you meet already fit your needs.",
  discussTitle: "More engineering capacity, without a long hiring cycle",
  discussDescription:
    "Tell us which roles you need and how your team works, and we will explain how we would source and onboard them.",
  processTitle: "From role profile to productive engineer",
  processDescription: "A short, transparent process in which you stay in control of who joins your team.",
  initiative:
    "Augmented engineers from {brand} work as part of your team, not as a separate vendor silo: they use your tools, follow your practices and report to your leads. We back them with internal peer support and knowledge sharing, so they bring wider experience to your codebase. You get the flexibility of external talent with the accountability of a long-term partner.",
  initiativeTitle: "Your team, extended",
  initiativeDescription:
    "Our engineers adopt your processes while staying supported by {brand}'s wider engineering community.",
  faqs: [
    {
      question: "How quickly can engineers start?",
      answer: "You receive vetted profiles {shortlistTime}. The engineer you choose starts {startTime}, with {trial}.",
    },
    {
      question: "What is the difference between staff augmentation and a dedicated team?",
      answer:
        "With staff augmentation, individual engineers join your existing team and your leads direct their work. A dedicated team is a complete unit, often with its own tech lead, QA and project manager, that takes ownership of a product or workstream while reporting to you. We provide both, and many clients move from one model to the other as needs change.",
    },
    {
      question: "Who owns the code and intellectual property?",
      answer:
        "Under our terms, {ownership}. All work is committed to your repositories under your access controls, and confidentiality is covered by {nda}.",
    },
    {
      question: "What if an engineer is not the right fit?",
      answer:
        "Tell your account manager, and we will first discuss the issue with you, since many problems are solved by clarifying expectations. If a replacement is needed, during {trial} or after it, we source one from the network {replacementCost} and plan a handover so work continues with minimal disruption: {replacementTerms}. If you raise it during {trial}: {trialTerms}.",
    },
  ],
  faqsTitle: "Staff augmentation questions",
  faqsDescription: "How our engineers join your team and what you can expect along the way.",
  hireTitle: "Hire dedicated developers",
  hireDescription:
    "Add vetted developers, testers or a full team from {brand}'s talent network and keep your roadmap moving.",
  ctaTitle: "Tell us which roles you need",
  ctaDescription:
    "Use a free consultation to outline the skills you are missing and see how quickly we can put the right engineers in front of you.",
};

export default service;
