import type { Technology } from "../types";
import { CTA } from "../cta";

const technology: Technology = {
  id: "java",
  name: "Java",
  title: "Java Development",
  description:
    "Spring Boot services, enterprise integrations and high-volume transaction systems that have to run for years, built by Java developers in your team.",
  metaDescription:
    "Java developers for Spring Boot microservices, Kafka integrations and enterprise system modernization, placed in your team at hourly rates.",
  group: "backend",
  hero: {
    title: "Java engineers for systems that cannot go down",
    subtitle: "Spring Boot, Kafka and enterprise integration",
    description:
      "Our Java developers build and modernize the services behind payments, logistics and back-office operations. They bring strong testing habits and experience with large codebases.",
    ctaText: CTA.consultation,
  },
  overview: {
    summary:
      "Java remains the backbone of banking, insurance, telecom and logistics platforms. We provide engineers who can extend a 15-year-old monolith safely and design new Spring Boot services next to it.",
    benefits: [
      "Proven performance for high-volume transactions",
      "Long-term support releases that keep platforms stable",
      "Strong typing that makes large codebases safer to change",
      "Rich tooling for profiling, monitoring and testing",
      "A deep pool of libraries for enterprise integration",
    ],
    useCases: [
      "Spring Boot microservices and REST APIs",
      "Event-driven integration with Kafka",
      "Modernizing Java EE monoliths to cloud services",
      "Batch processing with Spring Batch",
      "Core banking and insurance back ends",
    ],
  },
  expertise: {
    frameworks: ["Spring Boot", "Spring Cloud", "Quarkus", "Hibernate", "Spring Batch", "Micronaut"],
    tools: ["Maven", "Gradle", "JUnit 5", "Mockito", "Testcontainers", "IntelliJ IDEA", "SonarQube"],
    databases: ["PostgreSQL", "Oracle Database", "MySQL", "Redis", "Cassandra"],
    cloudPlatforms: ["AWS", "Azure", "Google Cloud", "Red Hat OpenShift"],
    methodologies: ["Scrum", "Domain-driven design", "Test-driven development", "Strangler fig migration"],
  },
  developers: {
    title: "Java profiles we place",
    description: "Every profile passes a Java fundamentals check, a Spring review and a system design interview.",
    profiles: [
      {
        id: "java-spring-developer",
        name: "Service builder",
        title: "Java Spring Boot Developer",
        experience: "3+ years",
        skills: ["Spring Boot", "REST APIs", "JPA", "JUnit 5", "Docker"],
        description:
          "Builds and tests Spring Boot services and their database layers, and keeps them observable in production.",
        hourlyRate: "$38–46",
        availability: "Full-time",
      },
      {
        id: "java-integration-engineer",
        name: "Integration specialist",
        title: "Senior Java Integration Engineer",
        experience: "6+ years",
        skills: ["Kafka", "Spring Cloud", "Camel", "OAuth 2.0", "Kubernetes"],
        description:
          "Connects services and legacy systems through events and APIs, with retry, idempotency and monitoring designed in.",
        hourlyRate: "$48–60",
        availability: "Full-time",
      },
      {
        id: "java-architect",
        name: "Modernization lead",
        title: "Java Solution Architect",
        experience: "10+ years",
        skills: ["Domain-driven design", "Microservices", "Java EE", "AWS", "Performance tuning"],
        description:
          "Plans how a monolith is split into services step by step, and leads the team that carries it out.",
        hourlyRate: "$62–80",
        availability: "Full-time",
      },
    ],
  },
  hiringProcess: {
    title: "How you add Java engineers to your team",
    steps: [
      {
        step: 1,
        title: "Scope the role",
        description: "We discuss your codebase, Java version, frameworks and the work planned for the next quarter.",
        duration: "1–3 days",
      },
      {
        step: 2,
        title: "Meet the candidates",
        description:
          "You interview shortlisted Java engineers, whose profiles reach you {shortlistTime}, including a code review exercise on a sample service.",
        duration: "4–10 days",
      },
      {
        step: 3,
        title: "Trial and ramp-up",
        description:
          "The engineer learns your domain and delivery process during {trial}, and we replace them {replacementCost} if the fit is wrong.",
        duration: "2 weeks",
      },
      {
        step: 4,
        title: "Long-term engagement",
        description: "We keep continuity on your platform and plan handovers if anyone rotates off.",
        duration: "Ongoing",
      },
    ],
  },
  benefits: {
    title: "What hiring Java engineers through us gives you",
    items: [
      {
        title: "Productive from the first sprint",
        description: "Engineers used to large Java codebases ramp up quickly with your architecture notes.",
        icon: "clock",
      },
      {
        title: "Engineers who test before they refactor",
        description: "Characterization tests come first, so legacy behavior is protected during changes.",
        icon: "star",
      },
      {
        title: "Enterprise skills, billed by the hour",
        description: "Senior Java expertise at hourly rates and no recruitment fee: {dedicatedNotice}.",
        icon: "dollar",
      },
      {
        title: "Shared hours across continents",
        description: "Schedules arranged for daily overlap with teams in Europe, the Middle East or the US.",
        icon: "globe",
      },
      {
        title: "Compliance-aware access",
        description: "Work in your VPN and environments under your access policies and audit trails.",
        icon: "shield",
      },
      {
        title: "Documented architecture decisions",
        description: "Design choices are written down as decision records your team keeps after we leave.",
        icon: "file",
      },
    ],
  },
  faqs: [
    {
      question: "Which Java versions do your engineers work with?",
      answer:
        "Current long-term support releases such as Java 17 and 21 for new work, and older versions such as Java 8 when we maintain or upgrade existing systems. Upgrades between versions are a common engagement.",
    },
    {
      question: "Can you modernize our Java EE monolith without a rewrite?",
      answer:
        "The strangler fig approach is our usual route: new Spring Boot services take over one capability at a time behind the same interfaces, while the monolith keeps running until each part is replaced.",
    },
    {
      question: "Do your Java developers work with Kafka?",
      answer:
        "Many do. Our integration specialists design topics, consumers and schemas, and handle retries, ordering and idempotency so events are not lost or processed twice.",
    },
    {
      question: "How do you handle performance problems in Java services?",
      answer:
        "We measure first with profilers and tracing, then fix the cause, whether that is a slow query, garbage collection pressure or thread contention, and add monitoring so it does not return unnoticed.",
    },
    {
      question: "Can one engineer start before we commit to a larger team?",
      answer:
        "One senior engineer or an architect can start with an assessment, and developers join once the plan is agreed.",
    },
  ],
  pricing: {
    title: "Java engineering rates",
    description: "Per-hour rates by seniority, invoiced monthly for the hours logged.",
    tiers: [
      {
        level: "Starter",
        experience: "1–3 years",
        rate: "$28–38",
        features: [
          "Bug fixes and well-scoped features",
          "Unit and integration tests",
          "Guided by your senior engineers",
          "Daily stand-up participation",
        ],
      },
      {
        level: "Professional",
        experience: "3–7 years",
        rate: "$38–60",
        features: [
          "Independent delivery of services",
          "Spring Boot and Kafka experience",
          "Performance and security awareness",
          "Code reviews for junior developers",
        ],
      },
      {
        level: "Enterprise",
        experience: "7+ years",
        rate: "$60–95",
        features: [
          "Architecture and modernization planning",
          "Leadership of distributed teams",
          "Production incident ownership",
          "Technical due diligence reports",
        ],
      },
    ],
  },
};

export default technology;
