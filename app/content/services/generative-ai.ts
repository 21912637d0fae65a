import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "generative-ai",
  title: "Generative AI Development",
  description:
    "LLM-powered features for your products and workflows, such as document summarization, drafting, internal knowledge search and copilots, built with retrieval-augmented generation, evaluation and cost controls.",
  metaDescription:
    "LLM features such as summarization, drafting, knowledge search and copilots, built with retrieval, evaluation and cost controls.",
  icon: "sparkles",
  pricing:
    "Generative AI work is usually priced as a phased project, with a discovery and evaluation phase before the build; open-ended exploratory work can run on a time-and-materials basis. The overall price depends on scope and complexity, including data sources, model choice and integration depth.",
  process: [
    {
      title: "Use-case & risk review",
      description:
        "We rank candidate use cases by value, feasibility and risk, and document data sensitivity, tolerance for errors and where human review is required.",
    },
    {
      title: "Model & architecture choice",
      description:
        "We compare hosted models such as GPT, Claude and Gemini with open-weight options like Llama or Mistral on your tasks, and design the retrieval, prompting and hosting architecture.",
    },
    {
      title: "Evaluation set creation",
      description:
        "With your experts we assemble realistic inputs and reference answers, plus automated checks, so output quality can be measured instead of judged by eye.",
    },
    {
      title: "Application build & integration",
      description:
        "We implement the pipeline, covering chunking, embeddings, a vector store such as pgvector or Pinecone, prompts and tool calls, and integrate it into your app, intranet or workflow.",
    },
    {
      title: "Harden & release",
      description:
        "We add guardrails, caching, rate limits, cost tracking and tracing, release to a pilot group, and hand over dashboards and runbooks to your team.",
    },
  ],
  lifecycle: ["Use-Case Review", "Model Selection", "Evaluation", "Build", "Release", "Monitor"],
  onboarding:
    "We begin with a call about the tasks you want to speed up or the product feature you have in mind, and the data involved. We then ask for example documents or inputs, your security and data-residency requirements and a domain expert who can judge output quality. Within a week or two of kickoff you get a ranked use-case list, a proposed architecture and the first draft of the evaluation set.",
  requirements: [
    "Example documents, inputs and the outputs you expect",
    "Security, privacy and data-residency requirements",
    "A domain expert to review and score generated outputs",
    "Test environments for the application or workflow tools to integrate with",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Evaluation-driven development",
      description:
        "Prompt and model changes are all measured against your evaluation set, so improvements are demonstrated and regressions are caught early.",
    },
    {
      title: "Cost and latency under control",
      description:
        "Caching, model routing and right-sized models keep per-request costs and response times predictable as usage grows.",
    },
    {
      title: "Fit for sensitive data",
      description:
        "We deploy through Azure OpenAI, Amazon Bedrock or Vertex AI inside your cloud account, or self-host open-weight models when data cannot leave your environment.",
    },
  ],
  whyUsTitle: "Generative AI that ships",
  whyUsDescription:
    "Many generative AI projects stall after a promising demo; we focus on the evaluation, security and running costs that get features into production.",
  discussTitle: "Move your generative AI idea past the demo",
  discussDescription:
    "Describe what you want to generate, summarize or search, and we will help you plan a path to a dependable feature.",
  processTitle: "Measured, not guessed",
  processDescription:
    "Our generative AI process puts an evaluation set at the center, so every design choice is tested against real examples from your domain.",
  initiative:
    "Generative AI features grow in small increments, each checked against your evaluation set and reviewed with your domain experts before it reaches users. We stay vendor-neutral, document every prompt and model decision, and keep the architecture modular so you can switch models as the market changes.",
  initiativeTitle: "Responsible by default",
  initiativeDescription:
    "Quality, data protection and model portability are part of the build from the start, not an afterthought.",
  faqs: [
    {
      question: "Do we need to fine-tune a model?",
      answer:
        "Usually not at first. Most business use cases are well served by retrieval-augmented generation and careful prompting, which are cheaper to maintain. We recommend fine-tuning, for example with LoRA on an open-weight model, only when evaluation shows a clear gain in quality, cost or latency.",
    },
    {
      question: "How do you handle confidential documents?",
      answer:
        "Retrieval respects your existing access controls, so users only get answers drawn from documents they are allowed to see. Data stays in the region and cloud account you choose, and sensitive fields can be redacted before they reach a model or a log.",
    },
    {
      question: "Which tasks suit generative AI best?",
      answer:
        "Strong candidates include summarizing long documents, drafting first versions of routine content, extracting fields from unstructured text and answering questions over internal knowledge. Tasks that need exact calculations or strict correctness usually combine generative AI with rules, tools or human review.",
    },
    {
      question: "What happens after the feature goes live?",
      answer:
        "We monitor quality, usage and cost with tracing tools such as Langfuse or LangSmith and review flagged outputs with you. When new models are released, we re-run the evaluation set to see whether switching would improve quality or reduce cost.",
    },
  ],
  faqsTitle: "Generative AI questions",
  faqsDescription: "Practical answers about models, data protection and running LLM features in production.",
  hireTitle: "Generative AI engineers for production",
  hireDescription:
    "LLM engineers who know retrieval, evaluation and production hardening can join your team for a single feature or an ongoing roadmap.",
  ctaTitle: "Turn your idea into a feature",
  ctaDescription:
    "Bring one use case to a free review with our LLM engineers, and we will look at the data it needs and the most practical model options.",
};

export default service;
