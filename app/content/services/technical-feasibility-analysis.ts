import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "technical-feasibility-analysis",
  title: "Technical Feasibility Analysis",
  description:
    "Find out whether your proposed solution can be built within your constraints. In {feasibilityTime} we assess architecture options, integrations, data, compliance and risks, then give a clear recommendation.",
  metaDescription:
    "Know whether your solution can be built within your constraints: a 2–4 week assessment of architecture, integrations, data and risks.",
  icon: "microscope",
  pricing:
    "A technical feasibility analysis is normally delivered as a fixed-price engagement with a defined set of questions to answer. The price depends on the scope of the proposed solution and the complexity of the systems and constraints to be assessed.",
  process: [
    {
      title: "Scope the questions",
      description:
        "We capture the proposed solution, the business constraints and the specific feasibility questions, such as whether a legacy system can support real-time integration.",
    },
    {
      title: "Technical investigation",
      description:
        "Architects review your systems, data and third-party APIs, and check constraints such as performance, scalability, security and regulations like GDPR or India's DPDP Act.",
    },
    {
      title: "Targeted spikes",
      description:
        "Where documentation is not enough, we run small, focused spikes to test critical assumptions, such as third-party API rate limits or the quality of source data.",
    },
    {
      title: "Feasibility report",
      description:
        "The final report sets out architecture options, risks and mitigations, rough effort ranges and a clear feasible, feasible-with-conditions or not-feasible recommendation.",
    },
  ],
  lifecycle: ["Scope", "Investigate", "Validate", "Recommend"],
  onboarding:
    "The engagement opens with a call about the solution you have in mind, the constraints you are working within and the decision the analysis must support. We ask for architecture diagrams, system documentation and access to relevant environments, and within the first week you receive a confirmed list of feasibility questions and an investigation plan.",
  requirements: [
    "A description of the proposed solution and its business goals",
    "Architecture diagrams and documentation for the systems involved",
    "Read-only or sandbox access to relevant systems, data and APIs",
    "Known constraints such as budget range, deadlines and compliance rules",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Answers grounded in evidence",
      description:
        "Where a critical assumption can be tested, we test it with a spike instead of relying on vendor claims or documentation alone.",
    },
    {
      title: "Options, not just a verdict",
      description:
        "If the original idea is not feasible as proposed, we outline alternative architectures or phased approaches that could still meet the goal.",
    },
    {
      title: "Independent and candid",
      description:
        "We assess feasibility on its merits, including telling you when a simpler or off-the-shelf solution would serve you better than custom development.",
    },
  ],
  whyUsTitle: "Know before you commit",
  whyUsDescription: "Our analysis uncovers technical risks early, when changing direction is still inexpensive.",
  discussTitle: "Find out whether it can actually be built",
  discussDescription:
    "Describe your proposed solution and its constraints, and we will discuss which questions a feasibility analysis should answer.",
  processTitle: "A focused feasibility assessment",
  processDescription:
    "We investigate the questions that matter most, validate critical assumptions and deliver a clear recommendation.",
  initiative:
    "Feasibility analyses are carried out by architects and engineers who build production systems, so conclusions reflect practical experience rather than theory alone. We keep the process short and transparent, raising concerns as soon as they appear rather than saving them for the final report.",
  initiativeTitle: "Practical, candid assessment",
  initiativeDescription: "Engineering experience applied to the question of whether, and how, to build.",
  faqs: [
    {
      question: "How long does a technical feasibility analysis take?",
      answer:
        "Usually {feasibilityTime}, depending on the number of systems involved and how many assumptions need hands-on spikes. We agree the questions and timeline at the start so the analysis stays focused.",
    },
    {
      question: "When should we do a feasibility analysis instead of a PoC?",
      answer:
        "A feasibility analysis suits early stages, when you need to compare options and identify risks across the whole solution. A PoC suits later stages, when one specific approach needs proving with working code. The analysis often identifies exactly what a PoC should test.",
    },
    {
      question: "What if the answer is that it is not feasible?",
      answer:
        "That is a valuable result, because it prevents investment in a project likely to fail. We explain which constraint makes it unfeasible and, where possible, suggest alternatives such as a reduced scope, a different architecture or a phased approach.",
    },
    {
      question: "Do you provide cost estimates?",
      answer:
        "We provide rough effort ranges and identify the main cost drivers, such as integrations, infrastructure and licensing. A detailed estimate follows once the scope is defined, for example after discovery workshops.",
    },
  ],
  faqsTitle: "Feasibility analysis FAQs",
  faqsDescription:
    "Answers about timelines, deliverables and how feasibility analysis fits with other early-stage services.",
  hireTitle: "Architects to assess your idea",
  hireDescription:
    "Have {brand} solution architects evaluate your proposed solution, test its riskiest assumptions and tell you plainly what they find.",
  ctaTitle: "Assess your idea before you invest",
  ctaDescription:
    "Share your proposed solution in a free consultation, and we will suggest a scope for the feasibility analysis.",
};

export default service;
