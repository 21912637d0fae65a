import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "devops",
  title: "DevOps",
  description:
    "CI/CD pipelines, infrastructure as code, containers and observability that let your teams release small changes often and safely, typically implemented over {devopsTime} alongside your ongoing delivery work.",
  metaDescription:
    "CI/CD, infrastructure as code, containers and observability so your teams release small changes often and safely, in {devopsTime}.",
  icon: "infinity",
  pricing:
    "DevOps engagements are usually phased or milestone-based, moving from assessment through pipeline, infrastructure and observability milestones, and ongoing platform care can continue on {retainer}. The price depends on scope and complexity: the number of services and environments and how much automation already exists.",
  process: [
    {
      title: "DevOps assessment",
      description:
        "We map how code gets from commit to production today, baseline DORA metrics such as deployment frequency and lead time, and deliver a prioritized improvement plan.",
    },
    {
      title: "Pipeline design",
      description:
        "We design build, test and deployment pipelines in GitHub Actions, GitLab CI, Azure DevOps or Jenkins, including branching strategy, artifact versioning and environment promotion rules.",
    },
    {
      title: "Environments as code",
      description:
        "We codify environments with Terraform and configuration with Ansible or Helm, so staging and production are built the same way and every change is reviewed.",
    },
    {
      title: "Containers & releases",
      description:
        "We containerize services with Docker, deploy to Kubernetes through GitOps with Argo CD or Flux, and introduce blue-green or canary releases with automatic rollback.",
    },
    {
      title: "Observability & DevSecOps",
      description:
        "We add metrics, logs and traces with OpenTelemetry, Prometheus and Grafana, plus dependency, secret and container scanning as standard pipeline stages.",
    },
    {
      title: "Enablement & handover",
      description:
        "We pair with your engineers, document the platform and run workshops, so your team owns the pipelines and on-call practices when we step back.",
    },
  ],
  lifecycle: ["Plan", "Build", "Test", "Release", "Monitor", "Improve"],
  onboarding:
    "We kick off with a call with your engineering lead about your architecture, release frequency and where deployments hurt most. We ask for access to repositories, the CI system and a non-production environment, and shadow a release if possible. By the end of week 2 you receive an assessment with baseline DORA measures and a prioritized plan for the 3–6 month engagement.",
  requirements: [
    "Read access to source repositories and the current CI/CD system",
    "A non-production environment we can change safely",
    "Engineers available for pairing and knowledge transfer",
    "Agreed rules for deployment approvals and change management",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Measured against DORA metrics",
      description:
        "We baseline deployment frequency, lead time, change failure rate and time to restore service at the start, so improvements show up in your own numbers rather than in our claims.",
    },
    {
      title: "GitOps and progressive delivery",
      description:
        "Declarative deployments with Argo CD or Flux and canary releases make every change traceable and easy to roll back, which lowers the risk of releasing often.",
    },
    {
      title: "Security in the pipeline",
      description:
        "Static analysis, dependency and container scanning and secret detection run automatically on every commit, instead of waiting for an annual audit.",
    },
  ],
  whyUsTitle: "Faster releases, fewer surprises",
  whyUsDescription:
    "We change both tooling and habits, so your team ships more often with less manual effort and less risk.",
  discussTitle: "Releases should not be a stressful, manual event",
  discussDescription:
    "Walk us through how code reaches production today, and we will show you which automation would remove the most friction first.",
  processTitle: "Automation in deliberate steps",
  processDescription:
    "We improve the path from commit to production one stage at a time, proving each change before moving on.",
  initiative:
    "Our engineers embed with your developers and operations staff rather than building a platform in isolation and throwing it over the wall. Pipelines, infrastructure code and dashboards live in your repositories from day one, and every change is reviewed with your team. By the end, DevOps is a practice your people run, not a tool they inherited.",
  initiativeTitle: "Practice, not just tooling",
  initiativeDescription:
    "We work alongside your team so that new pipelines come with the skills and habits to keep them running.",
  faqs: [
    {
      question: "How long does a DevOps implementation take?",
      answer:
        "A typical engagement takes {devopsTime}, depending on the number of services and how much automation exists today. Improvements are delivered incrementally, so your first automated pipelines are in use well before the engagement ends.",
    },
    {
      question: "How is DevOps different from cloud engineering?",
      answer:
        "Cloud engineering builds the infrastructure foundation: accounts, networking, security guardrails and runtime platforms. DevOps focuses on how software moves through that foundation, with CI/CD, automated testing, release strategies, observability and the team practices around them. The two often run side by side.",
    },
    {
      question: "Do we need Kubernetes?",
      answer:
        "Not always. For a handful of services, managed platforms such as AWS ECS, Azure App Service or Google Cloud Run are often simpler to operate. We recommend Kubernetes when the number of services, scaling needs or portability requirements justify its operational overhead.",
    },
    {
      question: "Will you work with our existing tools?",
      answer:
        "We prefer to. If your team already uses Jenkins, Azure DevOps or GitLab, we usually improve what you have rather than migrate for the sake of it. We suggest switching tools only when the current one blocks a clear goal, and we explain the cost of the change.",
    },
  ],
  faqsTitle: "DevOps questions",
  faqsDescription:
    "Timelines, Kubernetes and existing tools: the points engineering teams raise before we start on pipelines and releases.",
  hireTitle: "DevOps engineers who share what they know",
  hireDescription:
    "Let {brand}'s DevOps engineers automate your pipelines, codify your infrastructure and leave your team confident running both.",
  ctaTitle: "Make releases routine",
  ctaDescription:
    "Walk us through your delivery pipeline on a free call and get a practical plan for faster, safer releases.",
};

export default service;
