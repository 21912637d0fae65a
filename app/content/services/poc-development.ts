import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "poc-development",
  title: "Proof of Concept (PoC) Development",
  description:
    "Prove that a risky idea works before you commit to a full build. In {pocLength} we build a focused, working proof of concept, test it against agreed success criteria and report what we learned.",
  metaDescription:
    "Prove a risky idea in {pocLength} with a focused, working proof of concept tested against success criteria agreed up front.",
  icon: "flask",
  pricing:
    "Because a PoC has a tight, agreed scope, we usually offer it as a fixed-price engagement, or on hourly (time and materials) terms when the question is more exploratory. The price depends on the scope and technical complexity of what needs proving.",
  process: [
    {
      title: "Define the hypothesis",
      description:
        "We agree on the exact question the PoC must answer, for example whether two systems can sync in near real time, and write measurable pass-or-fail criteria.",
    },
    {
      title: "Design the experiment",
      description:
        "We choose the smallest architecture and dataset that can test the hypothesis fairly, and list what is deliberately out of scope.",
    },
    {
      title: "Rapid build",
      description:
        "Engineers build the working prototype in short iterations, with check-ins where you see results and can redirect effort if early findings change the picture.",
    },
    {
      title: "Test against criteria",
      description:
        "We measure the PoC against the agreed criteria, such as performance, accuracy, compatibility or running cost, and record the evidence.",
    },
    {
      title: "Findings & recommendation",
      description:
        "At the end you get a demo, the source code, a findings report and a clear go, pivot or stop recommendation, with an outline of what a production build would involve.",
    },
  ],
  lifecycle: ["Hypothesis", "Experiment Design", "Build", "Validation", "Decision"],
  onboarding:
    "The first call focuses on your idea and the specific risk that makes you hesitate to build it in full. We ask for known technical constraints, sample data and access to the systems involved, and within the first week you receive a short PoC charter setting out the hypothesis, success criteria, scope and schedule.",
  requirements: [
    "A clearly stated idea or technical question to prove",
    "Sample or anonymized data representative of real conditions",
    "Sandbox access to any systems or APIs involved",
    "A decision-maker available for check-ins and the final review",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Success criteria agreed up front",
      description:
        "Each PoC starts with measurable pass-or-fail criteria, so the outcome is a decision you can act on rather than a demo open to interpretation.",
    },
    {
      title: "Honest findings, including negative ones",
      description:
        "If the approach does not work, we tell you early and explain why, saving you from funding a full build on a weak foundation.",
    },
    {
      title: "A bridge to production",
      description:
        "We note which parts of the PoC can be reused and what would change in a production build, so the next step is already sketched out.",
    },
  ],
  whyUsTitle: "Proof before you commit a budget",
  whyUsDescription: "A PoC with us is a short, disciplined experiment designed to de-risk your next big decision.",
  discussTitle: "Test the riskiest part of your idea first",
  discussDescription:
    "Describe the idea and the part that worries you most, and we will suggest how a focused PoC could test it.",
  processTitle: "A focused path to a clear answer",
  processDescription:
    "Our PoC process narrows the work to the one question that matters, then builds just enough to answer it.",
  initiative:
    "PoCs run as time-boxed experiments with a visible scope, frequent check-ins and written evidence at the end. We resist the pull to add features, because the value of a PoC lies in answering its question quickly and honestly.",
  initiativeTitle: "Time-boxed and evidence-led",
  initiativeDescription: "Short cycles, clear criteria and an honest verdict at the end.",
  faqs: [
    {
      question: "How long does a PoC take?",
      answer:
        "Most PoCs take {pocLength}. Simple integration or performance checks need the least time, while PoCs involving new hardware, complex data or several systems take longer. The timeline is fixed in the PoC charter before work starts.",
    },
    {
      question: "Is the PoC code production-ready?",
      answer:
        "Usually not, and it is not meant to be. A PoC skips hardening such as full test coverage, security reviews and scalability work in order to reach an answer quickly. Parts of it can often be reused, and we identify those in the findings report.",
    },
    {
      question: "How is a PoC different from a technical feasibility analysis?",
      answer:
        "A feasibility analysis investigates options, mostly through research and small technical spikes, to judge whether something is achievable within your constraints. A PoC goes further by building working software to prove one specific approach. Teams often run a feasibility analysis first and then a PoC on the most promising option.",
    },
    {
      question: "What happens if the PoC fails?",
      answer:
        "A PoC that disproves an approach has still done its job. The findings report explains what failed and why and, where possible, suggests alternative approaches worth testing, so you can decide whether to pivot or stop.",
    },
  ],
  faqsTitle: "PoC development FAQs",
  faqsDescription: "Common questions about scope, timelines and what you receive at the end of a proof of concept.",
  hireTitle: "Engineers who prove concepts quickly",
  hireDescription:
    "Work with {brand} engineers who are used to building fast, measuring honestly and turning experiments into clear decisions.",
  ctaTitle: "Test your idea before you build it",
  ctaDescription:
    "Define the question your PoC should answer on a free call, and get a proposed scope and schedule with {estimate}.",
};

export default service;
