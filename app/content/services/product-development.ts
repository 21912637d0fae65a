import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "product-development",
  title: "Product Development",
  description:
    "End-to-end development of new digital products, from validated idea to market: product management, UX and engineering in one team, with an MVP in {mvpTime} and a full product in {fullProductTime} or more.",
  metaDescription:
    "New digital products from validated idea to market: an MVP in {mvpTime} and a full product in {fullProductTime} or more, with one team.",
  icon: "rocket",
  pricing:
    "We usually run product development in phases: a fixed-price or milestone-based MVP, followed by a dedicated product team as you scale, whose members are {dedicatedBilling}. The price depends on the scope of the product, its complexity and the size of team it needs.",
  process: [
    {
      title: "Discovery & validation",
      description:
        "We clarify the problem, target users and business model through stakeholder sessions and user interviews. You receive a product brief, the key assumptions to test and agreed success metrics.",
    },
    {
      title: "MVP scoping",
      description:
        "Using story mapping, we define the smallest release that tests your core value proposition, captured in a prioritized backlog and release plan.",
    },
    {
      title: "Experience design & prototypes",
      description:
        "Designers build clickable Figma prototypes and test them with target users, so developers build flows that have already been validated.",
    },
    {
      title: "First release build",
      description:
        "A cross-functional team builds the MVP in short sprints on a scalable architecture, typically within {mvpTime}, with analytics, feature flags and error tracking in place from the first release.",
    },
    {
      title: "Launch & measure",
      description:
        "We support the launch with monitoring and product analytics tools such as PostHog or Mixpanel, and review activation, retention and feedback against the agreed metrics.",
    },
    {
      title: "Iterate toward fit",
      description:
        "Insights drive the next backlog: we refine onboarding, build the features users ask for most and drop the ones they ignore.",
    },
    {
      title: "Scale the product",
      description:
        "As demand grows, we add multi-tenancy, billing, admin tooling, security reviews and performance work, reaching a full product typically {fullProductTime} or more from the start.",
    },
  ],
  lifecycle: ["Discovery", "MVP", "Launch", "Product-Market Fit", "Scale", "Evolve"],
  onboarding:
    "We begin with a conversation about your idea, your target customers and what success looks like for the business. We ask for any research, pitch materials or prototypes you already have, and in the first 2 weeks you receive a product brief, a proposed MVP scope and a team and timeline proposal.",
  requirements: [
    "A founder or product owner who can make scope decisions quickly",
    "Any existing research, customer feedback or prototypes",
    "Target users willing to join interviews and testing",
    "Clarity on budget range and key business milestones",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "One team from idea to scale",
      description:
        "Product management, UX, engineering and QA sit in one {brand} team, so decisions about scope, design and architecture are made together rather than handed off.",
    },
    {
      title: "MVPs designed to grow",
      description:
        "We keep MVP scope lean but choose data models, architecture and CI/CD that can carry the product forward, avoiding a costly rewrite after launch.",
    },
    {
      title: "Roadmaps backed by usage data",
      description:
        "Product analytics and feature flags are wired in early, so decisions about what to build next rest on how customers actually use the product.",
    },
  ],
  whyUsTitle: "Built for product-market fit",
  whyUsDescription:
    "We measure success by whether customers adopt your product, not just by whether features ship on time.",
  discussTitle: "Turn a product idea into something real",
  discussDescription:
    "Talk to us about the problem you are solving and who you are solving it for, and we will help you shape an MVP that tests it quickly.",
  processTitle: "From idea to scalable product",
  processDescription:
    "Our product development process moves through discovery, MVP and growth, with a measurable checkpoint at each stage.",
  initiative:
    "Our product teams work as an extension of your leadership, sharing the roadmap, the metrics and the trade-offs with you every sprint. We favor small, frequent releases and learning from real users over big-bang launches, and we document decisions so you can bring development in-house whenever you choose.",
  initiativeTitle: "Your product team, on demand",
  initiativeDescription: "A cross-functional team that ships, measures and iterates alongside you.",
  faqs: [
    {
      question: "How long does it take to build a product?",
      answer:
        "A focused MVP typically takes {mvpTime}, depending on the number of core user journeys and integrations. A full product with admin tools, billing, integrations and hardened infrastructure usually takes {fullProductTime} or more. We plan releases so you start learning from customers well before the full product is complete.",
    },
    {
      question: "What is the difference between an MVP and a proof of concept?",
      answer:
        "A proof of concept answers a technical question and is rarely seen by customers. An MVP is a real, usable product released to early customers to test whether they find it valuable. When there is significant technical risk, we often recommend a PoC first.",
    },
    {
      question: "Who owns the intellectual property?",
      answer:
        "Under our terms, {ownership}. That covers source code, designs and documentation, and we work in repositories and tools under your accounts wherever possible. The contract sets this out before work begins.",
    },
    {
      question: "Can you keep developing the product after launch?",
      answer:
        "The usual next step is a dedicated team that handles new features, maintenance and scaling, each member {dedicatedBilling}. If you plan to build an in-house team, we can help you hire through our talent network and run a structured handover.",
    },
  ],
  faqsTitle: "Product development FAQs",
  faqsDescription: "What founders and product leaders most often ask before starting a build with us.",
  hireTitle: "A dedicated product team",
  hireDescription:
    "Get product managers, designers and engineers who have taken products from first sketch to paying customers, ready to work on yours.",
  ctaTitle: "Turn your idea into a product",
  ctaDescription:
    "Book a free call about your idea, and receive an initial view of MVP scope, team shape and timeline, with {estimate}.",
};

export default service;
