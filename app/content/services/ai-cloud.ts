import { SERVICE_HERO_IMAGE } from "../images";
import type { Service } from "../types";

export const SERVICES_GROUP: Service[] = [
  {
    id: "ai-poc-mvp",
    title: "AI PoC & MVP Development",
    description:
      "Test an AI idea on your own data with a 2–4 week proof of concept, then turn what works into a 4–8 week MVP that real users can try, with agreed success criteria and a go/no-go decision at each stage.",
    icon: "flask",
    pricing:
      "The proof of concept is usually a fixed-price engagement, and the MVP is priced as a phased, milestone-based project once the PoC results are in. The exact price depends on scope and complexity, including data readiness and the integrations involved.",
    process: [
      {
        title: "Use-Case Framing",
        description:
          "We workshop the business problem with your stakeholders and agree on measurable success criteria, such as the accuracy or time saving the PoC must demonstrate. You receive a one-page PoC charter.",
      },
      {
        title: "Data Readiness Check",
        description:
          "We sample and profile the data the idea depends on, flag gaps, quality issues and privacy constraints, and confirm whether the PoC can proceed as scoped.",
      },
      {
        title: "PoC Build",
        description:
          "Over 2–4 weeks we test the most promising approaches, from prompting a hosted LLM to training a small model, using notebooks and a simple demo interface your team can try.",
      },
      {
        title: "Results & Decision",
        description:
          "We present measured results against the agreed criteria, known limitations and an estimate for the MVP, so you can make an informed go/no-go decision.",
      },
      {
        title: "MVP Development",
        description:
          "In 4–8 weeks we wrap the validated approach in a usable product: a web app or API with authentication, basic monitoring and a way to capture feedback from pilot users.",
      },
      {
        title: "Pilot & Handover",
        description:
          "We support a pilot with real users, tune the solution based on their feedback, and hand over the code, documentation and a roadmap for scaling to production.",
      },
    ],
    lifecycle: ["Framing", "Data Check", "Prototype", "Evaluate", "MVP Build", "Pilot"],
    onboarding:
      "We start with a free call to understand the idea, the decision it should inform and who will use the result. We then ask for a data sample, access to a subject-matter expert and any constraints on where data can be processed. Within the first week or two you receive the PoC charter with success criteria, the shortlisted technical approaches and a confirmed plan for the 2–4 week build.",
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
    initiativeDescription:
      "Our way of working keeps AI experiments short, transparent and tied to a business decision.",
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
  },
  {
    id: "conversational-ai",
    title: "Conversational AI Development",
    description:
      "Chatbots and voice assistants that answer from your own knowledge base, complete tasks through your systems and hand over to human agents when needed, on web chat, WhatsApp, Microsoft Teams or your contact center.",
    icon: "message-square",
    pricing:
      "Assistant builds are quoted as milestone-based projects, with an optional monthly retainer for conversation reviews, content updates and tuning after launch. Pricing depends on scope and complexity, including the number of channels, integrations and languages.",
    process: [
      {
        title: "Conversation Discovery",
        description:
          "We analyze chat transcripts, call reasons and support tickets to find the requests worth automating, and deliver a prioritized list of use cases for the first release.",
      },
      {
        title: "Dialogue Design",
        description:
          "Our conversation designers write sample dialogues, clarifying questions, fallback behavior and escalation rules, and agree the assistant's tone of voice with your team.",
      },
      {
        title: "Knowledge & Integrations",
        description:
          "We connect the assistant to your help center, CRM or order systems through APIs, and build retrieval over approved content so answers can cite their sources.",
      },
      {
        title: "Build & Guardrails",
        description:
          "We implement the assistant with an LLM or a platform such as Dialogflow CX, Amazon Lex or Rasa, adding guardrails for off-topic requests, personal data and prompt injection.",
      },
      {
        title: "Test With Real Questions",
        description:
          "We run the assistant against a test set built from real customer questions, score the answers and fix failure cases before any customer sees them.",
      },
      {
        title: "Launch & Tuning",
        description:
          "We roll out channel by channel, review conversation logs with you and refine content, flows and handoff rules based on what users actually ask.",
      },
    ],
    lifecycle: ["Discovery", "Dialogue Design", "Integration", "Testing", "Launch", "Tuning"],
    onboarding:
      "The first call covers who the assistant will talk to, which channels matter and which questions currently take up your team's time. We ask for a sample of anonymized transcripts or tickets, access to your knowledge base and a contact in the team that owns escalations. By the end of the first week or two you have an analysis of incoming requests, a shortlist of launch use cases and sample dialogues to react to.",
    requirements: [
      "Anonymized chat transcripts, call logs or support tickets",
      "Access to the knowledge base and systems the assistant must use",
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
    whyUsTagline: "Assistants people trust",
    whyUsDescription:
      "We focus on accurate answers, graceful failure and clean escalation: the things that decide whether customers keep using an assistant.",
    discussTagline: "Support queue growing faster than your team?",
    discussDescription:
      "Share the questions your customers or employees ask most, and we will show you which ones an assistant can handle well.",
    processTagline: "From transcripts to a live assistant",
    processDescription:
      "We start from real conversations rather than assumptions, and keep improving the assistant after launch using what users actually ask.",
    initiative:
      "{brand} reviews conversation logs with your team on a regular cadence after launch, turning misunderstood questions into new content, flows or integrations. You keep full ownership of prompts, dialogue flows and test sets, so the assistant is never locked to us or to a single vendor.",
    initiativeTagline: "Assistants that keep improving",
    initiativeDescription: "Our way of working treats launch as the start of improvement, not the end of the project.",
    faqs: [
      {
        q: "Should we use an LLM or a traditional intent-based bot?",
        a: "It depends on the job. Intent-based platforms like Dialogflow CX give tight control over transactional flows such as bookings or order changes, while LLMs with retrieval handle open-ended questions better. Many assistants we build combine both, using the LLM for understanding and answers and structured flows for actions.",
      },
      {
        q: "How do you stop the assistant from making things up?",
        a: "We ground answers in your approved content through retrieval, instruct the model to decline when the sources do not cover a question, and show citations where the channel allows. Guardrails and the real-question test set catch regressions before each release.",
      },
      {
        q: "Can the assistant handle phone calls?",
        a: "Yes. We connect assistants to telephony through platforms such as Amazon Connect, Twilio or Genesys Cloud, with speech recognition and text-to-speech configured for your callers' languages and accents. Voice flows are kept shorter and more confirmatory than chat, because callers cannot scroll back.",
      },
      {
        q: "What happens after the assistant goes live?",
        a: "We monitor conversations, resolution rates and escalation reasons, and agree a tuning cadence with you. Many clients keep a monthly retainer for content updates and improvements, while others take over maintenance with our documentation and training.",
      },
    ],
    faqsTagline: "Conversational AI questions",
    faqsDescription: "What teams usually ask before building a chatbot or voice assistant.",
    hireTagline: "Hire conversational AI specialists",
    hireDescription:
      "Work with conversation designers, NLP engineers and integration developers who build assistants your customers will actually use.",
    ctaTagline: "Plan your assistant",
    ctaDescription:
      "Schedule a free consultation and we will review your most common support questions and suggest where an assistant can start.",
  },
  {
    id: "generative-ai",
    title: "Generative AI Development",
    description:
      "LLM-powered features for your products and workflows, such as document summarization, drafting, internal knowledge search and copilots, built with retrieval-augmented generation, evaluation and cost controls.",
    icon: "sparkles",
    pricing:
      "Generative AI work is usually priced as a phased project, with a discovery and evaluation phase before the build; open-ended exploratory work can run on a time-and-materials basis. The overall price depends on scope and complexity, including data sources, model choice and integration depth.",
    process: [
      {
        title: "Use-Case & Risk Review",
        description:
          "We rank candidate use cases by value, feasibility and risk, and document data sensitivity, tolerance for errors and where human review is required.",
      },
      {
        title: "Model & Architecture Choice",
        description:
          "We compare hosted models such as GPT, Claude and Gemini with open-weight options like Llama or Mistral on your tasks, and design the retrieval, prompting and hosting architecture.",
      },
      {
        title: "Evaluation Set Creation",
        description:
          "With your experts we assemble realistic inputs and reference answers, plus automated checks, so output quality can be measured instead of judged by eye.",
      },
      {
        title: "Build & Integrate",
        description:
          "We implement the pipeline, covering chunking, embeddings, a vector store such as pgvector or Pinecone, prompts and tool calls, and integrate it into your app, intranet or workflow.",
      },
      {
        title: "Harden & Release",
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
      "Access to the application or workflow tools to integrate with",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Evaluation-driven development",
        description:
          "Every prompt or model change is measured against your evaluation set, so improvements are demonstrated and regressions are caught early.",
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
    whyUsTagline: "Generative AI that ships",
    whyUsDescription:
      "Many generative AI projects stall after a promising demo; we focus on the evaluation, security and running costs that get features into production.",
    discussTagline: "Generative AI idea stuck at the demo stage?",
    discussDescription:
      "Tell us what you want to generate, summarize or search, and we will help you plan a path to a dependable feature.",
    processTagline: "Measured, not guessed",
    processDescription:
      "Our generative AI process puts an evaluation set at the center, so every design choice is tested against real examples from your domain.",
    initiative:
      "{brand} builds generative AI in small increments, each checked against your evaluation set and reviewed with your domain experts before it reaches users. We stay vendor-neutral, document every prompt and model decision, and keep the architecture modular so you can switch models as the market changes.",
    initiativeTagline: "Responsible by default",
    initiativeDescription:
      "Our way of working makes quality, data protection and model portability part of the build, not an afterthought.",
    faqs: [
      {
        q: "Do we need to fine-tune a model?",
        a: "Usually not at first. Most business use cases are well served by retrieval-augmented generation and careful prompting, which are cheaper to maintain. We recommend fine-tuning, for example with LoRA on an open-weight model, only when evaluation shows a clear gain in quality, cost or latency.",
      },
      {
        q: "How do you handle confidential documents?",
        a: "Retrieval respects your existing access controls, so users only get answers drawn from documents they are allowed to see. Data stays in the region and cloud account you choose, and sensitive fields can be redacted before they reach a model or a log.",
      },
      {
        q: "Which tasks suit generative AI best?",
        a: "Strong candidates include summarizing long documents, drafting first versions of routine content, extracting fields from unstructured text and answering questions over internal knowledge. Tasks that need exact calculations or strict correctness usually combine generative AI with rules, tools or human review.",
      },
      {
        q: "What happens after the feature goes live?",
        a: "We monitor quality, usage and cost with tracing tools such as Langfuse or LangSmith and review flagged outputs with you. When new models are released, we re-run the evaluation set to see whether switching would improve quality or reduce cost.",
      },
    ],
    faqsTagline: "Generative AI questions",
    faqsDescription: "Practical answers about models, data protection and running LLM features in production.",
    hireTagline: "Hire generative AI engineers",
    hireDescription:
      "Add LLM engineers who know retrieval, evaluation and production hardening to your team, for a single feature or an ongoing roadmap.",
    ctaTagline: "Turn your idea into a feature",
    ctaDescription:
      "Book a free consultation to review your use case, the data it needs and the most practical model options.",
  },
  {
    id: "machine-learning",
    title: "Machine Learning Development",
    description:
      "Custom predictive models for forecasting, churn and risk scoring, recommendations, anomaly detection and computer vision, trained on your historical data and delivered as tested, explainable services.",
    icon: "brain-circuit",
    pricing:
      "Well-defined modeling work is priced as a project-based or milestone-based engagement, while research-heavy problems with uncertain data often start on an hourly time-and-materials basis. The price depends on scope and complexity, such as data volume, the number of models and deployment needs.",
    process: [
      {
        title: "Problem Definition",
        description:
          "We translate the business question into a modeling task, choose a metric that reflects real value, such as the cost of a missed fraud case, and agree a baseline to beat.",
      },
      {
        title: "Data Exploration",
        description:
          "We profile your data, check for leakage, bias and missing values, and share an exploratory analysis report showing which signals look predictive.",
      },
      {
        title: "Feature Engineering",
        description:
          "We build reproducible feature pipelines from your raw data, combining domain knowledge from your team with systematic feature selection.",
      },
      {
        title: "Model Training",
        description:
          "We train and compare candidate models, from gradient boosting with XGBoost to deep learning in PyTorch where the data supports it, with every experiment tracked in MLflow.",
      },
      {
        title: "Validation & Explainability",
        description:
          "We test the chosen model on held-out and time-based splits, review errors by customer or product segment, and explain its drivers with SHAP so stakeholders can trust its outputs.",
      },
      {
        title: "Model Deployment",
        description:
          "We package the model as a scheduled batch job or a REST API built with FastAPI, including input validation, automated tests and documentation.",
      },
      {
        title: "Handover & Next Steps",
        description:
          "You receive the code, trained model, a model card and a monitoring checklist, plus advice on whether a full MLOps setup for retraining is worth it.",
      },
    ],
    lifecycle: ["Problem Framing", "Data Analysis", "Features", "Training", "Validation", "Deployment"],
    onboarding:
      "Our first call focuses on the decision the model should support and how its predictions will be used day to day. We ask for a data extract or read access to the relevant tables, a data dictionary and time with the people who know how the data is collected. The first week or two produce a data assessment, a proposed metric and baseline, and a frank view of what the available data can support.",
    requirements: [
      "Historical data covering the outcome you want to predict",
      "A data dictionary or a person who can explain the tables",
      "Agreement on how predictions will be used in decisions",
      "An environment or cloud account where the model will run",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Business metrics first",
        description:
          "We optimize for the real cost of errors in your context, not generic accuracy, so the model improves the decision it supports.",
      },
      {
        title: "Honest about your data",
        description:
          "If the data cannot support a reliable model, we tell you early and suggest what to collect, instead of presenting an over-fitted result.",
      },
      {
        title: "Explainable by design",
        description:
          "Model cards, SHAP explanations and segment-level error reviews help risk, compliance and business teams understand and accept the model.",
      },
    ],
    whyUsTagline: "Models that earn trust",
    whyUsDescription:
      "Our machine learning work is judged by whether the model changes a real decision, which takes rigorous validation and clear explanations.",
    discussTagline: "Sitting on data you are not using?",
    discussDescription:
      "Tell us the prediction or pattern that would change how you operate, and we will assess whether your data can deliver it.",
    processTagline: "From raw data to a validated model",
    processDescription:
      "Each step produces a reviewable artifact, from the data assessment to the model card, so you can see how the model was built and why it behaves as it does.",
    initiative:
      "{brand} shares notebooks, experiment results and error analyses with your team as the work progresses, rather than revealing a finished model at the end. Every experiment is reproducible, and the final code, data pipelines and trained models are yours to run, audit and extend.",
    initiativeTagline: "Transparent data science",
    initiativeDescription: "Our way of working makes every modeling decision visible and reproducible.",
    faqs: [
      {
        q: "How much data do we need?",
        a: "There is no single threshold; it depends on how noisy the problem is and how many examples of each outcome you have. Our initial data assessment estimates whether your data is sufficient and, if not, whether more history, labeling or external data would close the gap.",
      },
      {
        q: "How is this different from your MLOps service?",
        a: "Machine learning development is about building and validating the right model for a problem. MLOps is about the infrastructure that retrains, deploys and monitors models reliably over time. Many clients start with a model and add MLOps once it has shown its value.",
      },
      {
        q: "Can you work with images, video or sensor data?",
        a: "Yes. We build computer vision models with PyTorch for tasks such as defect detection, document classification and object counting, and time-series models for sensor and IoT data. Labeling can be done by your team, by us or in a tool such as Label Studio.",
      },
      {
        q: "What happens after the model is delivered?",
        a: "You receive the code, trained model and documentation, and we agree how performance will be tracked. Models lose accuracy as conditions change, so we recommend a review schedule or an MLOps setup for automated retraining, which we can also provide.",
      },
    ],
    faqsTagline: "Machine learning questions",
    faqsDescription: "What to know about data, scope and ownership before starting a modeling project.",
    hireTagline: "Hire machine learning engineers",
    hireDescription:
      "Bring in data scientists and ML engineers who can explore your data, build the model and ship it as a working service.",
    ctaTagline: "Find out what your data can predict",
    ctaDescription:
      "Request a free consultation to discuss your use case and get an initial view of your data's readiness.",
  },
  {
    id: "rpa-ai",
    title: "RPA & Intelligent Automation",
    description:
      "Automate repetitive back-office work with software bots built in UiPath, Power Automate or Automation Anywhere, combined with document AI and LLMs for the invoices, emails and forms that rules alone cannot handle.",
    icon: "bot",
    pricing:
      "Automations are typically priced fixed-price per process or as a phased program covering several processes, with a monthly retainer for bot monitoring and maintenance. The price depends on scope and complexity, including the number of systems, exception paths and document types involved.",
    process: [
      {
        title: "Process Assessment",
        description:
          "We observe how the work is done today, using process mining or task capture where available, and score candidate processes by volume, stability and rule complexity.",
      },
      {
        title: "Automation Design",
        description:
          "We document the target process, its exception paths and where AI or a person must step in, and deliver a solution design document for your sign-off.",
      },
      {
        title: "Bot Development",
        description:
          "We build the bots and AI components, such as document extraction with Azure AI Document Intelligence or Amazon Textract, following your platform's coding and security standards.",
      },
      {
        title: "Testing With Live Cases",
        description:
          "We run the automation against real historical cases, including edge cases and application outages, and confirm the results with your process owners.",
      },
      {
        title: "Deployment & Hypercare",
        description:
          "We deploy to production through your orchestrator, watch runs closely during an agreed hypercare period and resolve issues quickly as volumes ramp up.",
      },
      {
        title: "Run & Scale",
        description:
          "We hand over runbooks and dashboards, support the bots on retainer if you choose, and help build a pipeline of the next processes to automate.",
      },
    ],
    lifecycle: ["Assess", "Design", "Build", "Test", "Hypercare", "Scale"],
    onboarding:
      "We start with a call about the teams and processes that consume the most manual effort and the automation tools you already license. We then ask for process documentation or screen-share sessions with the people doing the work, plus test credentials for the systems involved. After the first week or two you have a scored shortlist of processes and a recommended first automation with its design outline.",
    requirements: [
      "Process walkthroughs with the people who do the work today",
      "Test accounts for every application the bot will use",
      "Your RPA platform license, or a decision on which platform to adopt",
      "A process owner who can approve exception-handling rules",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Right tool for each step",
        description:
          "We combine RPA for screen work, APIs where systems allow it, and document AI or LLMs for unstructured inputs, rather than forcing everything through screen automation.",
      },
      {
        title: "Bots built for change",
        description:
          "Modular workflows, shared libraries and robust selectors make bots easier to fix when an application screen or business rule changes.",
      },
      {
        title: "Exceptions handled properly",
        description:
          "Every automation has defined exception queues and human-in-the-loop review, so unusual cases are routed to people instead of failing silently.",
      },
    ],
    whyUsTagline: "Automation that keeps running",
    whyUsDescription:
      "The hard part of RPA is keeping bots reliable after go-live, so we design for exceptions, monitoring and maintainability from the start.",
    discussTagline: "Is your team buried in copy-and-paste work?",
    discussDescription:
      "Walk us through a process that eats up your team's time, and we will tell you honestly whether it is a good candidate for automation.",
    processTagline: "From manual steps to dependable bots",
    processDescription:
      "We assess before we automate, so effort goes into stable, high-volume processes where bots make a real difference.",
    initiative:
      "{brand} works alongside your process owners throughout, so each automation reflects how the work is really done, not just how it is documented. We follow your platform's governance model, document every bot and train your team so that routine changes do not depend on us.",
    initiativeTagline: "Automation with your people",
    initiativeDescription:
      "Our way of working keeps process owners involved and your team able to maintain what we build.",
    faqs: [
      {
        q: "Which processes are good candidates for RPA?",
        a: "Good candidates are high-volume, rule-based and stable, such as invoice processing, order entry, account reconciliation and data transfers between systems without APIs. Processes that change frequently or rely heavily on judgment may need redesign or an AI component first.",
      },
      {
        q: "What does the 'intelligent' part add?",
        a: "AI handles inputs that fixed rules cannot: extracting data from varied invoices and forms, classifying incoming emails or drafting replies with an LLM. Confidence thresholds decide when the bot proceeds on its own and when a person reviews the result.",
      },
      {
        q: "Do we need to buy an RPA platform?",
        a: "Not necessarily. If you already use Microsoft 365, Power Automate may cover many needs, and some processes are better automated with APIs and scripts. We help you compare UiPath, Automation Anywhere and Power Automate against your processes and existing licensing.",
      },
      {
        q: "Who maintains the bots after go-live?",
        a: "After the hypercare period you can keep us on a monthly retainer for monitoring, fixes and enhancements, or we can train your team to run them. Either way, you receive runbooks, design documents and the full source of every automation.",
      },
    ],
    faqsTagline: "RPA and automation questions",
    faqsDescription: "Common questions about choosing processes, platforms and support models.",
    hireTagline: "Hire RPA developers",
    hireDescription:
      "Add RPA developers, solution architects and AI engineers to your automation program, whether you are automating a first process or building a center of excellence.",
    ctaTagline: "Find your first automation",
    ctaDescription:
      "Set up a free consultation and we will help you identify the processes where automation is likely to pay off soonest.",
  },
  {
    id: "mlops",
    title: "MLOps Services",
    description:
      "Move models from notebooks to dependable production with automated training pipelines, a model registry, CI/CD for models and drift monitoring, set up on your cloud in a typical 3–6 month engagement.",
    icon: "workflow",
    pricing:
      "MLOps platforms are delivered as milestone-based projects, often followed by a monthly retainer for platform operations and model support. The price depends on scope and complexity, such as the number of models, teams and environments.",
    process: [
      {
        title: "Maturity Assessment",
        description:
          "We review how models are trained, deployed and monitored today, and deliver a gap analysis with a target architecture and a 3–6 month roadmap.",
      },
      {
        title: "Platform Foundation",
        description:
          "We set up experiment tracking, a model registry and feature management with MLflow and Feast, or managed options such as SageMaker, Vertex AI or Azure Machine Learning, all defined in Terraform.",
      },
      {
        title: "Pipelines & CI/CD",
        description:
          "We turn training code into versioned pipelines with Kubeflow, Airflow or cloud-native equivalents, and add CI/CD that tests data, code and model quality before promotion.",
      },
      {
        title: "Serving & Monitoring",
        description:
          "We deploy models behind scalable endpoints with KServe, BentoML or managed serving, and add alerting on latency, data drift and prediction quality.",
      },
      {
        title: "Enablement & Handover",
        description:
          "We move your first models onto the platform, document the workflow and train your data scientists so every new model follows the same path to production.",
      },
    ],
    lifecycle: ["Assess", "Foundation", "Automate", "Serve", "Monitor", "Retrain"],
    onboarding:
      "The first call covers how many models you run or plan to run, where they are trained and what has gone wrong in production so far. We ask for access to your repositories, cloud accounts and existing pipelines, and time with your data scientists and platform engineers. Over the first week or two we deliver a maturity assessment and the outline of a 3–6 month roadmap, prioritized by risk and effort.",
    requirements: [
      "Read access to ML repositories, notebooks and training scripts",
      "Access to the cloud accounts or clusters that will host the platform",
      "Time with data scientists and platform or DevOps engineers",
      "A list of models in production or planned, with their owners",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Sized to your team",
        description:
          "We recommend the lightest stack that works, from managed cloud services for a few models to Kubernetes-based platforms for many teams, avoiding tooling you cannot maintain.",
      },
      {
        title: "Reproducible end to end",
        description:
          "Data, code, parameters and model artifacts are versioned together, so any prediction can be traced back to exactly how its model was trained.",
      },
      {
        title: "Monitoring that matters",
        description:
          "Beyond uptime, we track data drift, prediction distributions and business outcomes, and trigger retraining or human review when they shift.",
      },
    ],
    whyUsTagline: "Production ML, done properly",
    whyUsDescription:
      "We bring software engineering and DevOps discipline to machine learning, so models reach production faster and fail less often once there.",
    discussTagline: "Models stuck in notebooks?",
    discussDescription:
      "Tell us how your models reach production today, and we will suggest the simplest setup that makes releases repeatable.",
    processTagline: "From notebook to pipeline",
    processDescription:
      "We build the platform incrementally and move a real model onto it early, so every component is proven on actual work.",
    initiative:
      "{brand} pairs platform engineers with your data scientists during the build, so the platform fits how they actually work and is adopted rather than bypassed. Everything is defined as code and documented, and we aim to leave your team confident running it without us.",
    initiativeTagline: "Platforms your team owns",
    initiativeDescription: "Our way of working builds MLOps capability inside your team, not dependency on ours.",
    faqs: [
      {
        q: "How long does an MLOps implementation take?",
        a: "Most MLOps engagements take 3–6 months, depending on how many models, teams and environments are involved. We usually put a first model through the new pipeline early in the engagement, then expand coverage and automation from there.",
      },
      {
        q: "Should we use a managed service or open-source tools?",
        a: "Managed services such as SageMaker, Vertex AI or Azure Machine Learning reduce operational work and suit most teams on a single cloud. Open-source stacks built on Kubernetes, MLflow and Kubeflow offer more portability and control, at the cost of more maintenance. We compare both against your team's skills and constraints.",
      },
      {
        q: "Does MLOps cover LLM applications too?",
        a: "Yes. For generative AI features we add prompt versioning, evaluation pipelines, tracing and cost monitoring, built on the same principles of versioning, automated testing and monitoring used for classical models.",
      },
      {
        q: "What happens after the platform is live?",
        a: "We can operate and improve the platform on a monthly retainer, including incident response for critical model endpoints, or hand it over fully with runbooks and training. In both cases your team gets a documented path for onboarding new models.",
      },
    ],
    faqsTagline: "MLOps questions",
    faqsDescription: "What teams ask before investing in a machine learning platform.",
    hireTagline: "Hire MLOps engineers",
    hireDescription:
      "Add engineers who combine Kubernetes, CI/CD and cloud skills with a practical understanding of how data scientists work.",
    ctaTagline: "Make model releases routine",
    ctaDescription:
      "Book a free consultation to review your current ML workflow and get an outline of what an MLOps setup could look like.",
  },
  {
    id: "aws",
    title: "AWS Consulting & Development",
    description:
      "Design, build and run workloads on Amazon Web Services: secure multi-account landing zones, serverless and container applications, infrastructure as code and reviews against the AWS Well-Architected Framework.",
    icon: "cloud",
    pricing:
      "Architecture reviews and advisory work are billed hourly on a time-and-materials basis, builds and migrations as project-based engagements, and ongoing operations on a monthly retainer. Pricing depends on scope and complexity, including the number of accounts, workloads and environments.",
    process: [
      {
        title: "Discovery & Review",
        description:
          "We review your current AWS usage or on-premises estate against the Well-Architected pillars and deliver a findings report with prioritized risks and quick wins.",
      },
      {
        title: "Architecture Design",
        description:
          "We design the target architecture, choosing between Lambda, ECS on Fargate and EKS, and between RDS, Aurora and DynamoDB, documented in diagrams and decision records.",
      },
      {
        title: "Landing Zone Setup",
        description:
          "We set up AWS Organizations with Control Tower, IAM Identity Center, service control policies and centralized logging with CloudTrail and Security Hub.",
      },
      {
        title: "Infrastructure as Code",
        description:
          "We codify every environment in Terraform or AWS CDK, deployed through CodePipeline or GitHub Actions, so each change is reviewed and repeatable.",
      },
      {
        title: "Application Build",
        description:
          "Our developers build or adapt your applications for AWS, using managed services such as SQS, EventBridge and Step Functions to reduce the code you have to maintain.",
      },
      {
        title: "Migration & Cutover",
        description:
          "For existing systems we plan migration waves, replicate data with AWS DMS or Application Migration Service, and cut over with tested rollback plans.",
      },
      {
        title: "Optimize & Operate",
        description:
          "We tune costs through rightsizing, Savings Plans and Graviton instances, set up CloudWatch dashboards and alarms, and provide ongoing support if required.",
      },
    ],
    lifecycle: ["Review", "Design", "Landing Zone", "Build", "Migrate", "Optimize"],
    onboarding:
      "We start with a call about your workloads, your current AWS footprint and the outcome you want, whether that is a new product, a migration or lower running costs. We ask for read-only access to your AWS accounts or an inventory of current systems, along with recent billing data and any compliance requirements. Your first deliverable, usually within a week or two, is a Well-Architected style review with prioritized recommendations and a proposed plan.",
    requirements: [
      "Read-only access to existing AWS accounts or an inventory of systems",
      "Recent AWS billing and usage reports",
      "Compliance, security and data-residency requirements",
      "A technical owner for architecture decisions and approvals",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Well-Architected by habit",
        description:
          "Security, reliability, cost and performance trade-offs are written down in decision records, not left implicit in console settings.",
      },
      {
        title: "Serverless and containers, fairly weighed",
        description:
          "We choose between Lambda, Fargate and EKS per workload based on traffic patterns, team skills and cost, not on fashion.",
      },
      {
        title: "Cost visibility built in",
        description:
          "Tagging standards, AWS Budgets and Cost Explorer reports are part of every setup, so you can see what each workload costs from the start.",
      },
    ],
    whyUsTagline: "AWS built to last",
    whyUsDescription:
      "We build AWS environments that your own engineers can understand, extend and audit, with everything defined as code.",
    discussTagline: "AWS bill or architecture getting out of hand?",
    discussDescription:
      "Tell us what you run on AWS or plan to, and we will point out the changes likely to matter most.",
    processTagline: "From review to running workloads",
    processDescription:
      "Whether you are new to AWS or already in production, we start with a review and build only what your workloads need.",
    initiative:
      "{brand} delivers AWS work as small, reviewable pull requests, so your team sees and approves every infrastructure change. We record architecture decisions as we go and transfer knowledge continuously, leaving you free to run the environment yourselves or keep us on for operations.",
    initiativeTagline: "Infrastructure you can read",
    initiativeDescription: "Our way of working puts every AWS change in code, in review and in your hands.",
    faqs: [
      {
        q: "Can you help reduce our AWS costs?",
        a: "Yes. We review usage for idle and oversized resources, storage tiers, data transfer and commitment options such as Savings Plans and Reserved Instances. You receive a prioritized list of changes with the effort and risk of each, and we can implement them for you.",
      },
      {
        q: "Do you build applications on AWS or only manage infrastructure?",
        a: "Both. Our developers build APIs, event-driven back ends and data pipelines on AWS services, while our cloud engineers handle the accounts, networking, security and deployment pipelines those applications run on.",
      },
      {
        q: "What is a landing zone, and do we need one?",
        a: "A landing zone is a pre-configured multi-account AWS setup with identity, logging, networking and security guardrails. If you expect to run more than a handful of workloads or must meet compliance requirements, setting one up early is far easier than retrofitting it later.",
      },
      {
        q: "Do you offer ongoing AWS support?",
        a: "Yes. On a monthly retainer we monitor your environment, apply patches and updates, handle incidents and review costs regularly, with 24/7 support available for production workloads.",
      },
    ],
    faqsTagline: "AWS questions",
    faqsDescription: "Common questions about AWS architecture, costs and support.",
    hireTagline: "Hire AWS engineers",
    hireDescription:
      "Add AWS architects, DevOps engineers and developers to your team for a migration, a new build or ongoing operations.",
    ctaTagline: "Get an AWS review",
    ctaDescription: "Book a free consultation to talk through your AWS plans and where a review would help most.",
  },
  {
    id: "azure",
    title: "Microsoft Azure Services",
    description:
      "Azure architecture, development and migration for organizations built on Microsoft technology: Entra ID-integrated landing zones, .NET and SQL Server modernization, AKS and App Service hosting, and Azure OpenAI solutions.",
    icon: "cloud-cog",
    pricing:
      "Azure engagements are usually phased, with an assessment followed by project-based delivery of the landing zone, migrations or applications, and an optional monthly retainer for managed operations. Pricing depends on scope and complexity, including your existing licensing, workloads and compliance needs.",
    process: [
      {
        title: "Azure Readiness Assessment",
        description:
          "We assess your workloads, Microsoft licensing and identity setup, using Azure Migrate where relevant, and recommend which workloads to rehost, replatform or rebuild.",
      },
      {
        title: "Landing Zone & Governance",
        description:
          "We deploy an Azure landing zone aligned with the Cloud Adoption Framework, with management groups, Azure Policy, Entra ID roles, hub-and-spoke networking and Microsoft Defender for Cloud.",
      },
      {
        title: "Build & Modernize",
        description:
          "We move .NET applications to App Service, Azure Functions or AKS, migrate SQL Server databases to Azure SQL, and define every resource in Bicep or Terraform.",
      },
      {
        title: "Pipelines & Cutover",
        description:
          "We set up Azure DevOps or GitHub Actions pipelines, test each workload in a staging environment and cut over with agreed rollback plans.",
      },
      {
        title: "Managed Operations",
        description:
          "We configure Azure Monitor and Log Analytics, apply Azure Hybrid Benefit and reservations where eligible, and look after the environment on an ongoing basis if needed.",
      },
    ],
    lifecycle: ["Assess", "Govern", "Modernize", "Cut Over", "Operate"],
    onboarding:
      "Our first call explores your Microsoft estate, from Microsoft 365 and Entra ID to on-premises Windows Server and SQL Server, and what you want Azure to achieve. We ask for access to your Azure tenant or a workload inventory, details of your Microsoft licensing agreements and any hybrid or compliance constraints. Early on, typically in the first week or two, we share a readiness assessment with a recommended landing zone design and migration order.",
    requirements: [
      "Access to your Azure tenant or an inventory of workloads",
      "Details of your Microsoft licensing and enterprise agreements",
      "An Entra ID administrator for identity and access setup",
      "Compliance and data-residency requirements for each workload",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "At home in the Microsoft stack",
        description:
          "We connect Azure cleanly with Entra ID, Microsoft 365, Teams and Power Platform, so cloud workloads fit how your organization already works.",
      },
      {
        title: ".NET modernization know-how",
        description:
          "Our developers upgrade legacy .NET Framework applications to modern .NET, making them ready for containers, App Service or Azure Functions.",
      },
      {
        title: "Licensing-aware design",
        description:
          "We factor Azure Hybrid Benefit, reservations and existing agreements into the architecture, so you get value from licenses you already own.",
      },
    ],
    whyUsTagline: "Azure for Microsoft shops",
    whyUsDescription:
      "If your business runs on Microsoft tools, we help you get the most from Azure without rebuilding what already works.",
    discussTagline: "Planning a move from Windows servers to Azure?",
    discussDescription:
      "Tell us about your Microsoft environment, and we will help you decide what to move, what to modernize and what to leave in place.",
    processTagline: "Governed first, then migrated",
    processDescription:
      "We put identity, policy and networking foundations in place first, so every workload that follows lands in a secure, well-governed environment.",
    initiative:
      "{brand} plans Azure work with your IT and security teams from the start, because identity and governance decisions affect the whole organization. Every resource is defined in Bicep or Terraform and reviewed through pull requests, and we train your administrators alongside the build.",
    initiativeTagline: "Governance from day one",
    initiativeDescription:
      "Our way of working brings your IT, security and development teams into every Azure decision.",
    faqs: [
      {
        q: "Can you migrate our on-premises SQL Server and Windows workloads?",
        a: "Yes. We assess each workload with Azure Migrate, then choose between Azure SQL Database, Azure SQL Managed Instance or SQL Server on Azure virtual machines based on compatibility and cost. Windows applications can be rehosted first and modernized later when that lowers risk.",
      },
      {
        q: "Do you build AI solutions on Azure?",
        a: "Yes. We build solutions with Azure OpenAI Service and Azure AI Search inside your own tenant, which keeps data within your existing Azure governance and compliance boundary. Our generative AI service describes how we approach those projects in more detail.",
      },
      {
        q: "Can Azure work alongside our on-premises servers?",
        a: "Yes. Hybrid setups using site-to-site VPN or ExpressRoute, combined with Azure Arc to manage on-premises servers from the Azure portal, let you move at your own pace while keeping some systems in your data center.",
      },
      {
        q: "What happens after migration?",
        a: "We can monitor and operate your Azure environment on a monthly retainer, covering patching, backup checks, cost reviews and incident response. Alternatively, we hand over runbooks and train your team to run it themselves.",
      },
    ],
    faqsTagline: "Azure questions",
    faqsDescription: "What Microsoft-centric teams usually ask before moving to Azure.",
    hireTagline: "Hire Azure developers and architects",
    hireDescription:
      "Add Azure architects, .NET developers and DevOps engineers who understand both the cloud and your Microsoft environment.",
    ctaTagline: "Plan your Azure journey",
    ctaDescription: "Book a free consultation to discuss your Microsoft estate and the Azure approach that suits it.",
  },
  {
    id: "google-cloud",
    title: "Google Cloud Services",
    description:
      "Google Cloud consulting and development centered on data and analytics: BigQuery data platforms, Cloud Run and GKE applications, Vertex AI workloads and secure projects set up with Terraform and organization policies.",
    icon: "server",
    pricing:
      "Google Cloud work is offered as project-based engagements for platform setups and migrations, or on a time-and-materials basis for data engineering and advisory work that evolves as you learn. The price depends on scope and complexity, including data volumes, workloads and integrations.",
    process: [
      {
        title: "Assessment & Goals",
        description:
          "We review your current systems or Google Cloud projects and agree on goals, whether that is a new data platform, application hosting or a move from another provider.",
      },
      {
        title: "Foundation Setup",
        description:
          "We create the folder and project hierarchy, organization policies, Shared VPC networking and IAM with Workload Identity Federation, all in Terraform.",
      },
      {
        title: "Data Platform Build",
        description:
          "We design BigQuery datasets, ingestion with Pub/Sub, Dataflow or Datastream, and transformations in dbt or Dataform, with dashboards in Looker or Looker Studio.",
      },
      {
        title: "Application Delivery",
        description:
          "We deploy services on Cloud Run or GKE Autopilot, with Cloud Build or GitHub Actions pipelines, Artifact Registry and Secret Manager.",
      },
      {
        title: "AI & Analytics Enablement",
        description:
          "Where useful, we add Vertex AI for custom models or Gemini-based features, and BigQuery ML for analysts who want predictions straight from SQL.",
      },
      {
        title: "Cost & Reliability Tuning",
        description:
          "We set up Cloud Monitoring and Cloud Logging, billing exports to BigQuery and budget alerts, and tune query and compute costs as usage grows.",
      },
    ],
    lifecycle: ["Assess", "Foundation", "Data Platform", "Deliver", "Optimize"],
    onboarding:
      "We begin with a call about what you want from Google Cloud: analytics, application hosting, AI or a move from another provider. We ask for access to your Google Cloud organization or an overview of current systems and data sources, plus billing exports if you already run workloads. From that, we prepare an assessment, a proposed foundation design and a prioritized plan within the first week or two.",
    requirements: [
      "Access to your Google Cloud organization or a systems overview",
      "A list of data sources and their owners",
      "Billing export access for existing projects",
      "Security, compliance and data-location requirements",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Data-first expertise",
        description:
          "We build BigQuery platforms with partitioning, clustering and tested dbt models that keep queries fast and costs predictable as data grows.",
      },
      {
        title: "Serverless where it pays off",
        description:
          "Cloud Run and managed services let small teams run production systems without managing clusters; we move to GKE only when workloads need it.",
      },
      {
        title: "Keyless, policy-driven security",
        description:
          "Workload Identity Federation, organization policies and VPC Service Controls remove long-lived service account keys and keep sensitive data inside defined perimeters.",
      },
    ],
    whyUsTagline: "Google Cloud, data first",
    whyUsDescription:
      "We help teams use what Google Cloud does especially well, namely analytics, serverless and AI, on a foundation that stays secure and cost-aware.",
    discussTagline: "Want more from your data on Google Cloud?",
    discussDescription:
      "Tell us where your data lives and what you need to learn from it, and we will sketch a Google Cloud approach that fits.",
    processTagline: "Foundation, data, applications",
    processDescription:
      "We set up a secure project structure first, then build the data platform and applications your team needs on top of it.",
    initiative:
      "{brand} builds Google Cloud environments in Terraform and dbt repositories that your team reviews and owns, so nothing lives only in the console. We work in short iterations that put usable dashboards or services in front of you early, and we document cost and security decisions so your team can extend the platform with confidence.",
    initiativeTagline: "Early value, clear ownership",
    initiativeDescription:
      "Our way of working delivers usable data and services early while keeping everything in code you own.",
    faqs: [
      {
        q: "Can you migrate our data warehouse to BigQuery?",
        a: "Yes. We move data from warehouses such as Redshift, Teradata or SQL Server using the BigQuery Data Transfer Service or custom pipelines, translate SQL and reports, and run the old and new systems in parallel to reconcile results before switching.",
      },
      {
        q: "When should we choose Cloud Run over GKE?",
        a: "Cloud Run suits stateless web services and APIs that scale with requests, with very little operational work. GKE makes sense for complex microservice estates, stateful workloads or teams that need Kubernetes-specific tooling, and GKE Autopilot reduces the cluster management involved.",
      },
      {
        q: "How do you keep BigQuery costs under control?",
        a: "We design partitioned and clustered tables, set query quotas and reservations where appropriate, and track spend through billing exports. Analysts get guidance on writing efficient queries, and dashboards show which workloads drive cost.",
      },
      {
        q: "Do you support workloads after launch?",
        a: "Yes. A monthly retainer covers monitoring, patching and ongoing cost and performance tuning of your Google Cloud projects. If you prefer to run things in-house, we hand over runbooks, reusable Terraform modules and training for your team.",
      },
    ],
    faqsTagline: "Google Cloud questions",
    faqsDescription: "Answers on data platforms, hosting choices and costs on Google Cloud.",
    hireTagline: "Hire Google Cloud engineers",
    hireDescription:
      "Add data engineers, cloud architects and developers experienced with BigQuery, Cloud Run, GKE and Vertex AI.",
    ctaTagline: "Talk to a Google Cloud architect",
    ctaDescription:
      "Arrange a free consultation to discuss your data, your applications and how Google Cloud could support them.",
  },
  {
    id: "heroku",
    title: "Heroku Development & Migration",
    description:
      "Build and scale applications on Heroku, tune dynos and Heroku Postgres, set up pipelines and review apps, or migrate onto or off Heroku with a rehearsed cutover plan when your platform needs change.",
    icon: "rocket",
    pricing:
      "Migrations are usually quoted fixed-price once the application has been audited, while feature development and platform care run on a monthly retainer or hourly time-and-materials basis. The price depends on scope and complexity, such as the number of apps, add-ons and the volume of data.",
    process: [
      {
        title: "App & Platform Audit",
        description:
          "We review your apps, dyno types, add-ons, Postgres plans and deploy setup, and deliver a report on performance bottlenecks, costs, security and any stack upgrades that are due.",
      },
      {
        title: "Plan the Change",
        description:
          "Whether you are optimizing on Heroku, moving onto it or moving off it to AWS or containers, we agree a target setup and a step-by-step plan with rollback points.",
      },
      {
        title: "Build & Migrate",
        description:
          "We implement the changes: Heroku Pipelines and review apps, buildpack or stack upgrades, Postgres plan upgrades using follower databases, or equivalent infrastructure on the new platform defined in Terraform.",
      },
      {
        title: "Cutover & Support",
        description:
          "We rehearse the cutover, switch data and DNS within an agreed maintenance window, monitor closely afterwards and hand over documentation for the new setup.",
      },
    ],
    lifecycle: ["Audit", "Plan", "Migrate", "Cut Over", "Support"],
    onboarding:
      "The first call covers which apps you run, why you are looking at Heroku now, whether for faster delivery, lower costs or more control, and any deadlines you face. We ask for collaborator access to your Heroku apps or current hosting, the application repository and a list of add-ons and integrations. Within the first week or two you receive an audit with recommendations and, for migrations, a fixed-price proposal and cutover plan.",
    requirements: [
      "Collaborator access to Heroku apps or your current hosting",
      "Access to the application repository and CI setup",
      "A list of add-ons, scheduled jobs and third-party integrations",
      "An agreed maintenance window for the production cutover",
    ],
    heroImage: SERVICE_HERO_IMAGE,
    whyUs: [
      {
        title: "Both directions, no bias",
        description:
          "We help teams move onto Heroku for simplicity and off it when scale or control demands, and we recommend staying put when that is the better choice.",
      },
      {
        title: "Careful Postgres moves",
        description:
          "We plan database migrations around follower databases, change-data-capture tooling or pg_dump and restore with rehearsed timings, so the data cutover holds no surprises.",
      },
      {
        title: "Salesforce-aware",
        description:
          "We build with Heroku Connect to sync Salesforce data with your applications, a common reason companies choose Heroku in the first place.",
      },
    ],
    whyUsTagline: "Heroku, the practical way",
    whyUsDescription:
      "We know where Heroku shines and where it gets expensive, and we help you make the most of it or leave it cleanly.",
    discussTagline: "Outgrowing your Heroku setup?",
    discussDescription:
      "Tell us about your apps, costs and growth plans, and we will help you decide whether to optimize, expand or migrate.",
    processTagline: "Audit, plan, migrate, support",
    processDescription:
      "A short, focused process that keeps your application online while the platform underneath it changes.",
    initiative:
      "{brand} keeps Heroku projects lightweight: one accountable engineer, a shared plan and regular updates instead of heavy process. Every migration is rehearsed before the real cutover, and we leave documentation behind so your developers can keep shipping without us.",
    initiativeTagline: "Low ceremony, low risk",
    initiativeDescription: "Our way of working matches Heroku's simplicity while taking migration risk seriously.",
    faqs: [
      {
        q: "Should we migrate off Heroku?",
        a: "Not always. Heroku remains a productive choice for many teams, and tuning dyno types, autoscaling and Postgres plans often resolves cost or performance concerns. We recommend moving to AWS, Google Cloud or a container platform when you need more network control, specific compliance features or a different cost structure.",
      },
      {
        q: "How long does a Heroku migration take?",
        a: "It depends mainly on the number of apps, the volume of data and the add-ons that need replacing. A single app with a standard Postgres database can move fairly quickly, while estates with many services, workers and integrations need a phased plan. The audit gives you a concrete schedule before any migration work begins.",
      },
      {
        q: "How do you keep downtime low during the database move?",
        a: "Within Heroku, for example for plan upgrades, we use follower databases kept in sync until a short, agreed maintenance window. For moves to another platform we choose between a rehearsed dump and restore or change-data-capture tooling, depending on data size and the downtime you can accept. The cutover is rehearsed beforehand, and a rollback plan is ready if any check fails.",
      },
      {
        q: "Can you also develop new features on Heroku?",
        a: "Yes. Our developers build Ruby, Node.js, Python and Java applications on Heroku, set up Heroku Pipelines with review apps for faster feedback, and can take on ongoing feature work on a monthly retainer.",
      },
    ],
    faqsTagline: "Heroku questions",
    faqsDescription: "What teams ask when optimizing, adopting or leaving Heroku.",
    hireTagline: "Hire Heroku developers",
    hireDescription:
      "Work with developers who know Heroku's buildpacks, add-ons and Postgres inside out, for new features, upgrades or a migration.",
    ctaTagline: "Get a Heroku audit",
    ctaDescription:
      "Book a free consultation to review your Heroku apps and find the right next step for your platform.",
  },
];
