import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "conversational-ai",
  title: "Conversational AI Development",
  description:
    "Chatbots and voice assistants that answer from your own knowledge base, complete tasks through your systems and hand over to human agents when needed, on web chat, WhatsApp, Microsoft Teams or your contact center.",
  metaDescription:
    "Chatbots and voice assistants that answer from your knowledge base, complete tasks and hand over to people on web chat, WhatsApp or Teams.",
  icon: "message-square",
  pricing:
    "Assistant builds are quoted as milestone-based projects, with {retainer} as an option for conversation reviews, content updates and tuning after launch. Pricing depends on scope and complexity, including the number of channels, integrations and languages.",
  process: [
    {
      title: "Conversation discovery",
      description:
        "We analyze chat transcripts, call reasons and support tickets to find the requests worth automating, and deliver a prioritized list of use cases for the first release.",
    },
    {
      title: "Dialogue design",
      description:
        "Our conversation designers write sample dialogues, clarifying questions, fallback behavior and escalation rules, and agree the assistant's tone of voice with your team.",
    },
    {
      title: "Knowledge & integrations",
      description:
        "We connect the assistant to your help center, CRM or order systems through APIs, and build retrieval over approved content so answers can cite their sources.",
    },
    {
      title: "Build & guardrails",
      description:
        "We implement the assistant with an LLM or a platform such as Dialogflow CX, Amazon Lex or Rasa, adding guardrails for off-topic requests, personal data and prompt injection.",
    },
    {
      title: "Test with real questions",
      description:
        "We run the assistant against a test set built from real customer questions, score the answers and fix failure cases before any customer sees them.",
    },
    {
      title: "Launch & tuning",
      description:
        "We roll out channel by channel, review conversation logs with you and refine content, flows and handoff rules based on what users actually ask.",
    },
  ],
  lifecycle: ["Discovery", "Dialogue Design", "Integration", "Testing", "Launch", "Tuning"],
  onboarding:
    "The first call covers who the assistant will talk to, which channels matter and which questions currently take up your team's time. We ask for a sample of anonymized transcripts or tickets, access to your knowledge base and a contact in the team that owns escalations. After about 10 working days you have an analysis of incoming requests, a shortlist of launch use cases and sample dialogues to react to.",
  requirements: [
    "Anonymized chat transcripts, call logs or support tickets",
    "Read access to the knowledge base and systems the assistant must use",
    "A named owner for content approval and escalation rules",
    "Channel accounts such as WhatsApp Business, Teams or your contact-center platform",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Designed conversations, not just prompts",
      description:
        "Conversation designers script fallbacks, clarifying questions and escalation paths, so users are not left stuck in a loop when the assistant is unsure.",
    },
    {
      title: "Clean human handoff",
      description:
        "We pass the full conversation context to agents in tools such as Zendesk, Intercom or Salesforce Service Cloud, so customers do not have to repeat themselves.",
    },
    {
      title: "Measured on real questions",
      description:
        "Each release is evaluated against a growing test set of real user questions, which makes answer quality visible before and after every change.",
    },
  ],
  whyUsTitle: "Assistants people trust",
  whyUsDescription:
    "We focus on accurate answers, graceful failure and clean escalation: the things that decide whether customers keep using an assistant.",
  discussTitle: "When the support queue outgrows your team",
  discussDescription:
    "Share the questions your customers or employees ask most, and we will show you which ones an assistant can handle well.",
  processTitle: "Real transcripts in, live assistant out",
  processDescription:
    "We start from real conversations rather than assumptions, and keep improving the assistant after launch using what users actually ask.",
  initiative:
    "After launch, conversation logs are reviewed with your team on a regular cadence, turning misunderstood questions into new content, flows or integrations. Prompts, dialogue flows and test sets are deliverables like any other: under our terms, {ownership}. The assistant is not locked to us or to a single vendor.",
  initiativeTitle: "Assistants that keep improving",
  initiativeDescription: "Launch is where improvement starts: assistants get better from real conversations.",
  faqs: [
    {
      question: "Should we use an LLM or a traditional intent-based bot?",
      answer:
        "The job decides. Intent-based platforms like Dialogflow CX give tight control over transactional flows such as bookings or order changes, while LLMs with retrieval handle open-ended questions better. Many assistants we build combine both, using the LLM for understanding and answers and structured flows for actions.",
    },
    {
      question: "How do you stop the assistant from making things up?",
      answer:
        "We ground answers in your approved content through retrieval, instruct the model to decline when the sources do not cover a question, and show citations where the channel allows. Guardrails and the real-question test set catch regressions before each release.",
    },
    {
      question: "Can the assistant handle phone calls?",
      answer:
        "We connect assistants to telephony through platforms such as Amazon Connect, Twilio or Genesys Cloud, with speech recognition and text-to-speech configured for your callers' languages and accents. Voice flows are kept shorter and more confirmatory than chat, because callers cannot scroll back.",
    },
    {
      question: "What happens after the assistant goes live?",
      answer:
        "We monitor conversations, resolution rates and escalation reasons, and agree a tuning cadence with you. Many clients keep {retainer} for content updates and improvements, while others take over maintenance with our documentation and training.",
    },
  ],
  faqsTitle: "Conversational AI questions",
  faqsDescription:
    "Models, accuracy, voice and life after launch, answered before you build a chatbot or voice assistant.",
  hireTitle: "Conversational AI specialists",
  hireDescription:
    "Work with conversation designers, NLP engineers and integration developers who build assistants your customers will actually use.",
  ctaTitle: "Plan your assistant",
  ctaDescription:
    "Send us a sample of your most common support questions for a free review, and we will suggest where an assistant can start.",
};

export default service;
