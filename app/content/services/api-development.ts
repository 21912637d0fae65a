import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "api-development",
  title: "API Development",
  description:
    "Design and build secure, well-documented REST, GraphQL and gRPC APIs, from OpenAPI-first contracts to gateways, authentication and versioning, so your systems, partners and apps integrate cleanly.",
  metaDescription:
    "Secure, documented REST, GraphQL and gRPC APIs built from OpenAPI-first contracts, with gateways, authentication and versioning.",
  icon: "plug",
  pricing:
    "New APIs and integration layers are usually delivered as project-based or milestone-based engagements, while ongoing integration work can run on hourly (time and materials) terms. The final price depends on the scope and complexity of the endpoints, data sources and security requirements involved.",
  process: [
    {
      title: "Contract-first design",
      description:
        "We model resources, payloads and error formats with you and publish a draft OpenAPI specification or GraphQL schema for your consumers to review before any code is written. You also receive a mock server so front-end and partner teams can start early.",
    },
    {
      title: "Security & access model",
      description:
        "We define authentication and authorization, whether OAuth 2.0, OpenID Connect, API keys or mutual TLS, along with scopes, rate limits and data exposure rules. You get a documented threat model for the API surface.",
    },
    {
      title: "Endpoint implementation",
      description:
        "Our engineers build the endpoints in your chosen stack, such as Node.js, Java with Spring Boot, .NET or Python with FastAPI, with input validation, pagination and idempotent writes built in.",
    },
    {
      title: "Automated testing",
      description:
        "Unit, integration and consumer-driven contract tests (for example with Pact) run in CI, alongside k6 load tests that confirm the API behaves under realistic traffic.",
    },
    {
      title: "Gateway & deployment",
      description:
        "We deploy behind an API gateway such as Kong, AWS API Gateway or Azure API Management, with CI/CD pipelines, structured logging and OpenTelemetry tracing configured from the first release.",
    },
    {
      title: "Docs & versioning",
      description:
        "Interactive reference documentation, a Postman collection and a versioning and deprecation policy ship with the API, so new versions can ship without breaking existing consumers.",
    },
  ],
  lifecycle: ["Contract Design", "Build", "Contract Testing", "Gateway Rollout", "Consumer Onboarding", "Versioning"],
  onboarding:
    "We start with a call to understand who will consume the API, which systems it must talk to and what data it should expose. We then ask for existing specs, sample payloads and access to upstream systems, and within the first 2 weeks you receive a draft API contract, an integration map and a delivery plan broken into milestones.",
  requirements: [
    "Credentials for the source systems, databases or third-party APIs to be exposed",
    "A list of intended API consumers and their key use cases",
    "Your security, compliance and data-handling policies",
    "A technical contact who can approve contract changes",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Contracts before code",
      description:
        "Consumers can review and mock the API before implementation starts, which surfaces design disagreements while they are still cheap to fix.",
    },
    {
      title: "Security designed in",
      description:
        "Authentication, scopes, rate limiting and input validation are decided up front and tested in CI, not bolted on just before launch.",
    },
    {
      title: "Versioning that respects consumers",
      description:
        "We plan deprecation windows, changelogs and backwards-compatible changes so partner integrations and mobile apps are not broken by a release.",
    },
  ],
  whyUsTitle: "APIs built to last",
  whyUsDescription:
    "We treat every API as a product with consumers, a contract and a lifecycle, not just a set of endpoints.",
  discussTitle: "Connect the systems that should already talk",
  discussDescription:
    "List the applications, partners or devices that need to exchange data, and we will outline an API approach that fits your architecture.",
  processTitle: "Contract first, code second",
  processDescription:
    "Our API process puts the interface agreement first, then builds, secures, tests and documents it so consumers can integrate with confidence.",
  initiative:
    "API work is long-term infrastructure, so we keep the specification as the single source of truth, generate documentation and tests from it, and hand over pipelines your own team can run. Because we usually work with your team remotely and across time zones, a clear, versioned contract also keeps both teams aligned without constant meetings.",
  initiativeTitle: "Specification as the source of truth",
  initiativeDescription:
    "Every API we ship comes with a living contract, automated checks and documentation your developers can rely on.",
  faqs: [
    {
      question: "Should we choose REST, GraphQL or gRPC?",
      answer:
        "It depends on your consumers. REST with OpenAPI suits public and partner APIs, GraphQL works well when front ends need flexible queries across many entities, and gRPC fits high-throughput service-to-service calls. We often combine them and explain the trade-offs during contract design.",
    },
    {
      question: "Can you integrate with our existing third-party platforms?",
      answer:
        "We regularly build integration layers around CRMs, ERPs, payment providers and messaging services, using webhooks, queues or scheduled syncs as appropriate. Retries, idempotency and error reporting are built in so failed calls do not silently lose data.",
    },
    {
      question: "How do you keep an API secure?",
      answer:
        "We apply OAuth 2.0 or OpenID Connect for user-facing access, scoped tokens or mutual TLS for machine clients, and rate limiting at the gateway. We also test against the OWASP API Security Top 10 and keep access logs for auditing.",
    },
    {
      question: "What do we get at handover?",
      answer:
        "The source code, the OpenAPI or schema files, interactive documentation, a Postman collection, CI/CD pipelines and runbooks. Under our terms, {ownership}. We can also stay on for monitoring, new endpoints and version upgrades under a support arrangement.",
    },
  ],
  faqsTitle: "API development questions",
  faqsDescription:
    "Protocols, integrations, security and handover: the points teams raise before commissioning an API.",
  hireTitle: "API engineers who think in contracts",
  hireDescription:
    "{brand} engineers experienced in API design, gateways and integration patterns can extend your team or take the API end to end.",
  ctaTitle: "Design your next API with us",
  ctaDescription:
    "Send us your integration needs for a free review, and leave with a recommended API approach and {estimate}.",
};

export default service;
