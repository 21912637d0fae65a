import { SERVICE_HERO_IMAGE } from "../images";
import type { Service } from "../types";

const service: Service = {
  id: "ai-ml",
  title: "AI & Machine Learning",
  description:
    "End-to-end AI adoption, from choosing the right use cases and checking data readiness to a 2–4 week proof of concept, a 4–8 week MVP and production rollout, across predictive models, NLP, computer vision and LLMs.",
  metaDescription:
    "AI adoption from use-case selection and data readiness to a 2–4 week proof of concept, a 4–8 week MVP and production rollout.",
  icon: "brain",
  pricing:
    "Discovery and proofs of concept are typically fixed-price, MVPs are milestone-based, and production scaling runs on hourly (time and materials) terms or a monthly retainer. The price depends on scope and complexity: data availability, the techniques involved and integration requirements.",
  process: [
    {
      title: "Use-case discovery",
      description:
        "We run workshops with business and technical stakeholders to list candidate AI use cases and rank them by value, feasibility and risk.",
    },
    {
      title: "Data readiness review",
      description:
        "We inspect the data each shortlisted use case needs for volume, quality, labeling and access rights, and report the gaps to close before modeling starts.",
    },
    {
      title: "Technique selection",
      description:
        "We choose the simplest approach that can meet the goal, whether business rules, classical machine learning with scikit-learn or XGBoost, deep learning in PyTorch, or a hosted or open-weight large language model.",
    },
    {
      title: "Proof of concept",
      description:
        "In 2–4 weeks we build a working proof of concept on your real data and measure it against success criteria agreed up front, so you can make a go or no-go decision.",
    },
    {
      title: "MVP build",
      description:
        "Over 4–8 weeks we turn a successful proof of concept into an MVP integrated with your systems and used by a pilot group, with feedback loops and basic monitoring.",
    },
    {
      title: "Production rollout",
      description:
        "We harden the solution for scale, security and running cost, set up model and data monitoring, and roll it out to all intended users.",
    },
    {
      title: "Governance & improvement",
      description:
        "We document each model's intended use, limitations and human oversight, review results against business KPIs and plan the next use cases.",
    },
  ],
  lifecycle: ["Discover", "Prepare Data", "Prove", "Pilot", "Deploy", "Improve"],
  onboarding:
    "The first call is about business problems, not algorithms: where decisions are slow, costly or error-prone, and what data you already collect. We then request sample datasets or schema documentation and a list of the systems a solution would need to connect to. Within two weeks you receive a prioritized use-case shortlist, a data readiness assessment and a proposal for the first proof of concept.",
  requirements: [
    "Business owners for each candidate use case",
    "Sample data or access to the relevant data sources",
    "Data privacy, consent and regulatory constraints",
    "Agreed success criteria for the proof of concept",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Technique-agnostic advice",
      description:
        "We are not tied to one model or vendor, so we will recommend a simple statistical model over an LLM, or no AI at all, when that is the better answer.",
    },
    {
      title: "Short paths to evidence",
      description:
        "A 2–4 week proof of concept on your own data gives you measured results before you commit to a larger build, which keeps AI investment tied to real value.",
    },
    {
      title: "Production-minded prototypes",
      description:
        "Even early prototypes use versioned data, reproducible experiments and clean APIs, so a successful pilot does not have to be rewritten to go live.",
    },
  ],
  whyUsTagline: "From idea to production AI",
  whyUsDescription: "We help you choose the AI worth building, prove it quickly and run it reliably in your business.",
  discussTagline: "Wondering where AI could really help your business?",
  discussDescription:
    "Share the processes and data you work with, and we will help you separate promising AI use cases from expensive experiments.",
  processTagline: "AI adoption, stage by stage",
  processDescription:
    "Each stage ends with evidence that informs the next decision, from the first workshop to production rollout.",
  initiative:
    "{brand} approaches AI as a business change rather than a research project: every initiative starts with a measurable problem and a named owner on your side. Our data scientists and software engineers work as one team, sharing experiment results openly and recording what worked and what did not. That keeps your AI roadmap honest and your models maintainable.",
  initiativeTagline: "Practical, responsible AI",
  initiativeDescription: "We apply AI where it pays off, and document how each model is built, tested and overseen.",
  faqs: [
    {
      q: "How long does it take to go from idea to a working AI solution?",
      a: "A proof of concept typically takes 2–4 weeks, and an MVP a further 4–8 weeks. The production rollout depends on integration, security review and change management, and we plan it with you once the MVP results are known.",
    },
    {
      q: "How does this differ from your machine learning, MLOps and generative AI services?",
      a: "This is our broad, strategy-to-production service for organizations deciding where and how to use AI, covering use-case selection, technique choice and delivery across approaches. If you already know you need a custom predictive model, an MLOps platform or a generative AI application, those specialist services go deeper into that work.",
    },
    {
      q: "What if our data is not good enough?",
      a: "That is a common and useful finding. The data readiness review shows what is missing, and we recommend practical steps such as capturing additional fields, labeling a sample or integrating another source, with an effort estimate before any modeling begins.",
    },
    {
      q: "How do you handle privacy and responsible AI?",
      a: "We design around your data protection obligations, such as India's DPDP Act or the GDPR, using anonymization, access controls and private deployments where needed. Each solution is documented with its intended use, known limitations, evaluation results and the human oversight in place.",
    },
  ],
  faqsTagline: "AI adoption questions",
  faqsDescription: "Practical answers about timelines, data and how we take AI from pilot to production.",
  hireTagline: "Hire an AI team that delivers",
  hireDescription:
    "Work with {brand}'s data scientists and ML engineers to find, prove and deploy AI that fits your business.",
  ctaTagline: "Explore your first AI use case",
  ctaDescription:
    "Request a free consultation and come away with a clearer view of where AI could make a difference, based on your goals and your data.",
};

export default service;
