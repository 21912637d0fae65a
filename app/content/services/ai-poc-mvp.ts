import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "ai-poc-mvp",
  title: "AI PoC & MVP Development",
  description:
    "The time-boxed route to evidence for an AI idea: a proof of concept on your own data in {aiPocLength}, then an MVP that real users can try in {aiMvpLength}, with go/no-go criteria agreed before any work starts.",
  metaDescription:
    "Test an AI idea on your own data in a proof of concept of {aiPocLength}, then an MVP of {aiMvpLength}, with go/no-go criteria agreed up front.",
  icon: "test-tube-diagonal",
  pricing:
    "The proof of concept is usually a fixed-price engagement, and the MVP is priced as a phased, milestone-based project once the PoC results are in. The exact price depends on scope and complexity, including data readiness and the integrations involved.",
  process: [
    {
      title: "Use-case framing",
      description:
        "In a workshop with your stakeholders, the idea becomes a single testable question, and together we fix the go/no-go criteria, such as the accuracy or time saving the PoC must demonstrate. A one-page PoC charter records them.",
    },
    {
      title: "Data sample check",
      description:
        "A quick profile of the data sample shows whether the PoC can proceed as scoped, or whether gaps, quality issues or privacy constraints call for a narrower question first.",
    },
    {
      title: "PoC build",
      description:
        "Over {aiPocLength} we try the most promising approaches side by side, from prompting a hosted LLM to training a small model, using notebooks and a simple demo interface your team can test.",
    },
    {
      title: "Results & decision",
      description:
        "Measured results are set against the criteria agreed in the charter, along with known limitations and an estimate for the MVP, so your decision-maker can make the go/no-go call.",
    },
    {
      title: "MVP development",
      description:
        "In {aiMvpLength} the validated approach becomes a usable product: a web app or API with authentication, logging and a way to capture feedback from pilot users.",
    },
    {
      title: "Pilot & handover",
      description:
        "Pilot users try the MVP on real work while we tune it on their feedback. The code, documentation and a recommendation on whether and how to scale to production are then handed over.",
    },
  ],
  lifecycle: ["Framing", "Data Check", "Prototype", "Evaluate", "MVP Build", "Pilot"],
  onboarding:
    "We start with a free call to understand the idea, the decision it should inform and who will use the result. We then ask for a data sample, time with a subject-matter expert and any constraints on where data can be processed. By the end of week 1 you have the PoC charter with go/no-go criteria, the shortlisted technical approaches and a confirmed plan for the 2–4 week build.",
  requirements: [
    "A representative sample of the data the idea relies on",
    "A subject-matter expert available for short weekly reviews",
    "A named decision-maker who will make the go/no-go call",
    "Clarity on data residency, privacy and model-hosting constraints",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Decision-grade results",
      description:
        "Results are measured against go/no-go criteria you agreed before the build, including the cases where the model fails, not just a polished demo.",
    },
    {
      title: "Fixed time boxes",
      description:
        "The PoC gets {aiPocLength} and the MVP {aiMvpLength}. If the question cannot be answered in that time, you hear so at the weekly demo rather than receiving an invoice for an open-ended experiment.",
    },
    {
      title: "Model-agnostic comparisons",
      description:
        "Hosted LLM APIs, open-weight models and classical ML are compared on your actual problem, and we recommend the option that fits your accuracy, cost and privacy needs.",
    },
  ],
  whyUsTitle: "Evidence before investment",
  whyUsDescription:
    "A PoC here is an experiment with one clear question, so you know whether to scale, pivot or stop before committing a larger budget.",
  discussTitle: "Not sure your AI idea will work?",
  discussDescription:
    "Describe the problem and the data you have. We will help you shape a PoC that answers the question that matters most.",
  processTitle: "Hypothesis, evidence, pilot",
  processDescription:
    "A short PoC answers the feasibility question; a focused MVP then tests the value with real users.",
  initiative:
    "AI PoCs run in time-boxed iterations with a demo at the end of every week, so your team sees progress and can redirect the effort early. Results are shared openly, including negative ones. Under our terms, {ownership}, and that includes the prompts and evaluation data from the experiment.",
  initiativeTitle: "Small bets, clear answers",
  initiativeDescription: "AI experiments stay short, visible to you and tied to a business decision you need to make.",
  faqs: [
    {
      question: "How long do an AI PoC and an AI MVP take?",
      answer:
        "A typical AI PoC takes {aiPocLength} and focuses on answering one feasibility question with your data. An AI MVP usually takes {aiMvpLength} after a successful PoC, depending on integrations, user interface needs and security requirements.",
    },
    {
      question: "What if the PoC shows the idea does not work?",
      answer:
        "That is a valid and useful outcome. A written summary covers what was tried, why it fell short and whether a different approach, more data or a narrower scope could change the result, so the effort still informs your next decision.",
    },
    {
      question: "What is included in an AI MVP, and what is left for production?",
      answer:
        "An MVP includes the model or LLM pipeline, a simple web interface or API, user authentication, logging and a way for pilot users to give feedback. Scaling, full monitoring and retraining come later, if the pilot justifies them, through our AI & Machine Learning service.",
    },
    {
      question: "Will our data be used to train public models?",
      answer:
        "Not if the setup is chosen for it. We use API tiers whose current terms say customer data is not used to train the provider's models, and we show you those terms before any of your data is sent; where that is not enough, we use self-hosted open-weight models. If required, all processing can stay within your own cloud account.",
    },
  ],
  faqsTitle: "AI PoC & MVP questions",
  faqsDescription: "Timelines, outcomes and data handling when you put an AI idea to the test.",
  hireTitle: "A compact AI prototyping team",
  hireDescription:
    "Get ML engineers, a full-stack developer and a product-minded lead who can take your AI idea from first experiment to pilot.",
  ctaTitle: "Validate your AI idea",
  ctaDescription:
    "Start with a free scoping call: we will frame a PoC around your use case, your data and the decision you need to make.",
};

export default service;
