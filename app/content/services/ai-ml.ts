import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "ai-ml",
  title: "AI & Machine Learning",
  description:
    "End-to-end AI and machine learning for production: data readiness, model development or selection, integration into your systems, monitoring and retraining, across predictive models, NLP, computer vision and LLMs.",
  metaDescription:
    "Production AI and machine learning, end to end: data readiness, model development or selection, integration, monitoring and retraining.",
  icon: "brain",
  pricing:
    "Usually a milestone-based project for data readiness, model work and integration, followed by {retainer} for monitoring and retraining once the system is live. The price depends on scope and complexity: data availability, the techniques involved and integration requirements.",
  process: [
    {
      title: "Data readiness",
      description:
        "Our data engineers audit the sources the use case depends on for volume, quality, labeling, lineage and access rights, then build the pipelines that keep clean, versioned data flowing to the model.",
    },
    {
      title: "Build or select the model",
      description:
        "Depending on the problem, we train a custom model with scikit-learn, XGBoost or PyTorch, fine-tune an open-weight model, or select a hosted model and wrap it with the prompts, rules and guardrails it needs.",
    },
    {
      title: "Integration",
      description:
        "The model is exposed as an API or a batch job and wired into the applications, workflows and dashboards where people make decisions, with authentication, input validation and fallbacks when it is unsure.",
    },
    {
      title: "Release & monitoring",
      description:
        "Releases go out behind feature flags or to a share of traffic first. Dashboards then track prediction quality, data drift, latency and running cost, with alerts routed to an owner on your side and ours.",
    },
    {
      title: "Retraining & governance",
      description:
        "When drift or new data calls for it, models are retrained, compared with the live version and promoted only if they do better. Each model keeps a record of its intended use, limitations and human oversight.",
    },
  ],
  lifecycle: ["Data Readiness", "Model Development", "Integration", "Monitoring", "Retraining"],
  onboarding:
    "The first call is about the process the AI system will serve and what running it in production means for you: who relies on its output, how fast it must answer and what a wrong answer costs. We then request schema documentation or sample datasets, a list of the systems it must connect to and the name of the person who will own it after launch. A data readiness report and a delivery plan for the production system follow.",
  requirements: [
    "A named business owner for the system once it is live",
    "Read access to the data sources the model will learn from",
    "Integration points: the applications, APIs or workflows that will use its output",
    "Data privacy, consent and regulatory constraints",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Built or bought, whichever fits",
      description:
        "Because we are not tied to one model or vendor, we will pick a hosted model, an open-weight model, a custom one or plain business rules, depending on which serves the use case at the lowest lasting cost.",
    },
    {
      title: "Data work done properly",
      description:
        "Most production AI problems are data problems. Pipelines, validation checks and versioned datasets come first, so the model does not fail quietly when an upstream system changes.",
    },
    {
      title: "Run, not just launched",
      description:
        "Monitoring for drift, quality and cost, plus a retraining routine, is part of the delivery, so the model keeps earning its place months after release.",
    },
  ],
  whyUsTitle: "AI that stays useful in production",
  whyUsDescription:
    "We take an AI use case from raw data to a monitored, retrainable system that people depend on every day.",
  discussTitle: "Put AI to work in your operations",
  discussDescription:
    "Share the decision or workflow you want AI to improve and the data behind it, and we will outline what a production system would involve.",
  processTitle: "Data, model, integration, operations",
  processDescription:
    "Five stages take a use case from its raw data to a model that is integrated, watched and kept current.",
  initiative:
    "An AI system is software that learns, so it gets the same engineering discipline as any production service: code review, automated tests, versioned data and documented releases. Our data scientists and software engineers work as one team with yours, and a named engineer remains accountable for the model after launch. That keeps the system explainable to your auditors and maintainable by your own staff.",
  initiativeTitle: "Engineering discipline for AI",
  initiativeDescription: "Models are treated as production software: reviewed, tested, monitored and owned.",
  faqs: [
    {
      question: "How long does it take to put an AI system into production?",
      answer:
        "It depends mostly on data readiness and integration work. A use case with clean data and one integration point reaches production soonest, while one that needs new data pipelines or several connected systems takes longer. You get a phased plan after the data readiness review.",
    },
    {
      question: "How does this differ from your AI PoC & MVP, machine learning, MLOps and generative AI services?",
      answer:
        "This service delivers and runs one AI use case in production, end to end. The AI PoC & MVP service is the short, time-boxed route to evidence before that investment; machine learning development builds a custom predictive model; MLOps builds the platform that serves many models; and generative AI focuses on LLM applications.",
    },
    {
      question: "How do you keep a model accurate after launch?",
      answer:
        "Monitoring compares live inputs and predictions with the training data and, where outcomes become known, with what actually happened. When drift or falling accuracy crosses an agreed threshold, we retrain, test the new version against the current one and release it only if it performs better.",
    },
    {
      question: "How do you handle privacy and responsible AI?",
      answer:
        "We design around your data protection obligations, such as India's DPDP Act or the GDPR, using anonymization, access controls and private deployments where needed. Each model is documented with its intended use, known limitations, evaluation results and the human oversight in place.",
    },
  ],
  faqsTitle: "Production AI questions",
  faqsDescription: "Practical answers about data, integration and keeping models accurate once they are live.",
  hireTitle: "An AI team for the long haul",
  hireDescription:
    "Work with {brand}'s data engineers, data scientists and ML engineers to build, integrate and operate AI that fits your business.",
  ctaTitle: "Take your AI use case to production",
  ctaDescription:
    "Start with {freeConsultation} with our AI engineers: bring one use case and its data, and leave with a view of what production readiness would take.",
};

export default service;
