import { SERVICE_HERO_IMAGE } from "../images";
import type { Service } from "../types";

const service: Service = {
  id: "ai-poc-mvp",
  title: "AI PoC & MVP Development",
  description:
    "Test an AI idea on your own data with a 2–4 week proof of concept, then turn what works into a 4–8 week MVP that real users can try, with agreed success criteria and a go/no-go decision at each stage.",
  metaDescription:
    "Test an AI idea on your own data in a 2–4 week proof of concept, then build a 4–8 week MVP with a go or no-go decision at each stage.",
  icon: "test-tube-diagonal",
  pricing:
    "The proof of concept is usually a fixed-price engagement, and the MVP is priced as a phased, milestone-based project once the PoC results are in. The exact price depends on scope and complexity, including data readiness and the integrations involved.",
  process: [
    {
      title: "Use-case framing",
      description:
        "We workshop the business problem with your stakeholders and agree on measurable success criteria, such as the accuracy or time saving the PoC must demonstrate. You receive a one-page PoC charter.",
    },
    {
      title: "Data readiness check",
      description:
        "We sample and profile the data the idea depends on, flag gaps, quality issues and privacy constraints, and confirm whether the PoC can proceed as scoped.",
    },
    {
      title: "PoC build",
      description:
        "Over 2–4 weeks we test the most promising approaches, from prompting a hosted LLM to training a small model, using notebooks and a simple demo interface your team can try.",
    },
    {
      title: "Results & decision",
      description:
        "We present measured results against the agreed criteria, known limitations and an estimate for the MVP, so you can make an informed go/no-go decision.",
    },
    {
      title: "MVP development",
      description:
        "In 4–8 weeks we wrap the validated approach in a usable product: a web app or API with authentication, basic monitoring and a way to capture feedback from pilot users.",
    },
    {
      title: "Pilot & handover",
      description:
        "We support a pilot with real users, tune the solution based on their feedback, and hand over the code, documentation and a roadmap for scaling to production.",
    },
  ],
  lifecycle: ["Framing", "Data Check", "Prototype", "Evaluate", "MVP Build", "Pilot"],
  onboarding:
    "We start with a free call to understand the idea, the decision it should inform and who will use the result. We then ask for a data sample, access to a subject-matter expert and any constraints on where data can be processed. By the end of week 1 you have the PoC charter with success criteria, the shortlisted technical approaches and a confirmed plan for the 2–4 week build.",
  requirements: [
    "A representative sample of the data the idea relies on",
    "A subject-matter expert available for short weekly reviews",
    "Agreed success criteria and a named decision-maker",
    "Clarity on data residency, privacy and model-hosting constraints",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Decision-grade results",
      description:
        "Every PoC ends with results measured against criteria you agreed up front, including the cases where the model fails, not just a polished demo.",
    },
    {
      title: "Built to carry forward",
      description:
        "PoC code is structured so the parts that work can be reused in the MVP, rather than thrown away and rebuilt from scratch.",
    },
    {
      title: "Model-agnostic choices",
      description:
        "We compare hosted LLM APIs, open-weight models and classical ML on your actual problem and recommend the option that fits your accuracy, cost and privacy needs.",
    },
  ],
  whyUsTagline: "Evidence before investment",
  whyUsDescription:
    "We treat a PoC as an experiment with a clear question, so you know whether to scale, pivot or stop before committing a larger budget.",
  discussTagline: "Not sure your AI idea will work?",
  discussDescription:
    "Tell us about the problem and the data you have. We will help you shape a PoC that answers the question that matters most.",
  processTagline: "From hypothesis to working pilot",
  processDescription:
    "A short, time-boxed PoC answers the feasibility question; a focused MVP then tests the value with real users.",
  initiative:
    "{brand} runs AI PoCs in short, time-boxed iterations with a demo at the end of every week, so your team sees progress and can redirect the effort early. Results are shared openly, including negative ones, and all code, prompts and evaluation data belong to you from day one.",
  initiativeTagline: "Small bets, clear answers",
  initiativeDescription: "AI experiments stay short, visible to you and tied to a business decision you need to make.",
  faqs: [
    {
      q: "How long do an AI PoC and an AI MVP take?",
      a: "A typical AI PoC takes 2–4 weeks and focuses on answering one feasibility question with your data. An AI MVP usually takes 4–8 weeks after a successful PoC, depending on integrations, user interface needs and security requirements.",
    },
    {
      q: "What if the PoC shows the idea does not work?",
      a: "That is a valid and useful outcome. You receive a written summary of what was tried, why it fell short and whether a different approach, more data or a narrower scope could change the result, so the effort still informs your next decision.",
    },
    {
      q: "What is included in the MVP?",
      a: "An MVP typically includes the model or LLM pipeline, a simple web interface or API, user authentication, logging, basic usage analytics and a way for pilot users to give feedback. It is built with production in mind but deliberately limited in scope, so you can learn before scaling.",
    },
    {
      q: "Will our data be used to train public models?",
      a: "We use enterprise API tiers whose terms exclude your data from vendor training, or self-hosted open-weight models where that is not enough. If required, all processing can stay within your own cloud account.",
    },
  ],
  faqsTagline: "AI PoC & MVP questions",
  faqsDescription: "What to expect when validating an AI idea with us.",
  hireTagline: "Hire an AI prototyping team",
  hireDescription:
    "Bring in a compact team of ML engineers, a full-stack developer and a product-minded lead who can take your AI idea from first experiment to pilot.",
  ctaTagline: "Validate your AI idea",
  ctaDescription:
    "Book a free consultation to scope a PoC around your use case, your data and the decision you need to make.",
};

export default service;
