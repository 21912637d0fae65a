import type { Technology } from "../types";
import { CTA } from "../cta";

const technology: Technology = {
  id: "nodejs",
  name: "Node.js",
  title: "Node.js Development",
  description:
    "APIs, real-time services and integrations written in TypeScript by Node.js developers, from a first back end to services handling heavy traffic.",
  metaDescription:
    "Node.js developers for TypeScript APIs, NestJS services, real-time features and serverless back ends, joining your team at hourly rates.",
  group: "backend",
  hero: {
    title: "Node.js back ends that keep up with your product",
    subtitle: "TypeScript APIs, NestJS and real-time services",
    description:
      "Our Node.js engineers build the APIs and services behind web and mobile products. They write typed, tested code and design for the traffic you expect next year.",
    ctaText: CTA.consultation,
  },
  overview: {
    summary:
      "Node.js lets one TypeScript team work across front end and back end, and its event loop handles many concurrent connections well. We place developers who know where Node.js shines and how to avoid its traps, such as blocking the event loop.",
    benefits: [
      "One language, TypeScript, across the whole stack",
      "Efficient handling of many concurrent connections",
      "A vast npm ecosystem for integrations",
      "Fast startup for serverless functions",
      "Easy sharing of types between client and server",
    ],
    useCases: [
      "REST and GraphQL APIs for web and mobile apps",
      "Real-time chat, notifications and collaboration",
      "Back end-for-front-end layers and API gateways",
      "Serverless functions on AWS Lambda",
      "Integrations with payment, CRM and messaging services",
    ],
  },
  expertise: {
    frameworks: ["NestJS", "Express", "Fastify", "Prisma", "Socket.IO", "Apollo Server"],
    tools: ["TypeScript", "Vitest", "Jest", "Docker", "OpenTelemetry", "pnpm"],
    databases: ["PostgreSQL", "MongoDB", "Redis", "DynamoDB", "MySQL"],
    cloudPlatforms: ["AWS", "Google Cloud", "Azure", "Vercel"],
    methodologies: ["Scrum", "API-first design", "Test-driven development", "Twelve-factor apps"],
  },
  developers: {
    title: "Node.js engineers we place",
    description: "Tested on TypeScript, asynchronous programming and API design before any introduction to you.",
    profiles: [
      {
        id: "nodejs-api-developer",
        name: "API developer",
        title: "Node.js Developer",
        experience: "3+ years",
        skills: ["TypeScript", "Express", "PostgreSQL", "Prisma", "Jest"],
        description: "Writes and tests API endpoints, data models and integrations for your product.",
        hourlyRate: "$35–45",
        availability: "Full-time",
      },
      {
        id: "nodejs-realtime-engineer",
        name: "Real-time systems engineer",
        title: "Senior Node.js Engineer",
        experience: "6+ years",
        skills: ["NestJS", "WebSockets", "Redis", "Kafka", "OpenTelemetry"],
        description: "Designs event-driven and real-time services, and keeps them observable under load.",
        hourlyRate: "$55–66",
        availability: "Full-time",
      },
      {
        id: "nodejs-backend-lead",
        name: "Back end lead",
        title: "Lead Back-end Engineer (Node.js)",
        experience: "9+ years",
        skills: ["System design", "Serverless", "AWS", "Security reviews", "Mentoring"],
        description: "Owns back-end architecture and standards, and leads the engineers who build on them.",
        hourlyRate: "$62–78",
        availability: "Full-time",
      },
    ],
  },
  hiringProcess: {
    title: "Four steps to a Node.js developer on your team",
    steps: [
      {
        step: 1,
        title: "Explain your back end",
        description: "Walk us through your framework, data stores, hosting and the services you plan to build.",
        duration: "1–2 days",
      },
      {
        step: 2,
        title: "Interview the best fits",
        description:
          "Node.js profiles matched to your stack reach you {shortlistTime}, and you discuss a design problem with each.",
        duration: "4–10 days",
      },
      {
        step: 3,
        title: "Deliver during the trial",
        description:
          "Sprints start with {trial}, in which the developer ships reviewed changes to your services from the first week.",
        duration: "2 weeks",
      },
      {
        step: 4,
        title: "Stay and scale",
        description: "Continue long term, and add engineers as your traffic and roadmap grow.",
        duration: "Ongoing",
      },
    ],
  },
  benefits: {
    title: "The advantages of our Node.js developers",
    items: [
      {
        title: "Back-end help without a hiring delay",
        description: "Start from vetted Node.js profiles {shortlistTime} rather than a search that takes months.",
        icon: "clock",
      },
      {
        title: "Typed, tested services",
        description: "Strict TypeScript, integration tests against real databases and reviewed pull requests.",
        icon: "star",
      },
      {
        title: "Costs that follow your needs",
        description: "Scale the team month by month; each developer is {dedicatedBilling}.",
        icon: "dollar",
      },
      {
        title: "Overlap with your engineers",
        description: "Shared hours for incident response, design discussions and code review.",
        icon: "globe",
      },
      {
        title: "Secure APIs by design",
        description: "Input validation, rate limiting, OWASP checks and secrets kept out of the code.",
        icon: "shield",
      },
      {
        title: "API contracts in OpenAPI",
        description: "Every endpoint documented in an OpenAPI specification your clients can generate from.",
        icon: "file",
      },
    ],
  },
  faqs: [
    {
      question: "Is Node.js suitable for CPU-heavy work?",
      answer:
        "Node.js is best at input and output: APIs, real-time connections and integrations. For heavy computation we move the work to worker threads, a queue with separate workers, or a service in a language better suited to it.",
    },
    {
      question: "Do your developers prefer NestJS or Express?",
      answer:
        "NestJS gives larger teams a clear structure with modules and dependency injection; Express or Fastify suit small, focused services. We recommend based on team size and follow your existing choice.",
    },
    {
      question: "Can you build serverless back ends with Node.js?",
      answer:
        "AWS Lambda and similar platforms are a good fit for Node.js. We keep functions small and fast to start, and use infrastructure as code so environments stay consistent.",
    },
    {
      question: "How do you keep Node.js services reliable?",
      answer:
        "Health checks, structured logging, tracing with OpenTelemetry, graceful shutdown and alerts on error rates and latency, plus load tests before major launches.",
    },
    {
      question: "Can the same developers work on our React front end?",
      answer:
        "Many of our Node.js developers are full stack with React. If you want one person across both, tell us and we will shortlist full-stack profiles.",
    },
  ],
  pricing: {
    title: "Node.js developer rates",
    description: "Hourly rates by seniority, billed monthly for hours worked.",
    tiers: [
      {
        level: "Starter",
        experience: "1–3 years",
        rate: "$25–35",
        features: ["Endpoints and bug fixes", "Tests for new code", "Works under a senior", "Daily stand-ups"],
      },
      {
        level: "Professional",
        experience: "3–6 years",
        rate: "$35–55",
        features: [
          "Designs and builds services",
          "Database modeling and queries",
          "Queues and integrations",
          "Monitoring and on-call support",
        ],
      },
      {
        level: "Enterprise",
        experience: "6+ years",
        rate: "$55–90",
        features: ["Back-end architecture", "Scaling and performance", "Security reviews", "Leadership and mentoring"],
      },
    ],
  },
};

export default technology;
