import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "mlops",
  title: "MLOps Services",
  description:
    "Move models from notebooks to dependable production with automated training pipelines, a model registry, CI/CD for models and drift monitoring, set up on your cloud in a typical 3–6 month engagement.",
  metaDescription:
    "Take models from notebooks to production with training pipelines, a model registry, CI/CD for models and drift monitoring in {devopsTime}.",
  icon: "cog",
  pricing:
    "MLOps platforms are delivered as milestone-based projects, often followed by {retainer} for platform operations and model support. The price depends on scope and complexity, such as the number of models, teams and environments.",
  process: [
    {
      title: "Maturity assessment",
      description:
        "We assess how models are trained, deployed and monitored today, and deliver a gap analysis with a target architecture and a 3–6 month roadmap.",
    },
    {
      title: "Platform foundation",
      description:
        "We set up experiment tracking, a model registry and feature management with MLflow and Feast, or managed options such as SageMaker, Vertex AI or Azure Machine Learning, all defined in Terraform.",
    },
    {
      title: "Pipelines & CI/CD",
      description:
        "We turn training code into versioned pipelines with Kubeflow, Airflow or cloud-native equivalents, and add CI/CD that tests data, code and model quality before promotion.",
    },
    {
      title: "Serving & monitoring",
      description:
        "We deploy models behind scalable endpoints with KServe, BentoML or managed serving, and add alerting on latency, data drift and prediction quality.",
    },
    {
      title: "Team enablement & runbooks",
      description:
        "We move your first models onto the platform, document the workflow and train your data scientists so every new model follows the same path to production.",
    },
  ],
  lifecycle: ["Assess", "Foundation", "Automate", "Serve", "Monitor", "Retrain"],
  onboarding:
    "The first call covers how many models you run or plan to run, where they are trained and what has gone wrong in production so far. We ask for access to your repositories, cloud accounts and existing pipelines, and time with your data scientists and platform engineers. Our first written output is a maturity assessment and the outline of a 3–6 month roadmap, prioritized by risk and effort.",
  requirements: [
    "Read access to ML repositories, notebooks and training scripts",
    "Admin rights in the cloud accounts or clusters that will host the platform",
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
  whyUsTitle: "Production ML, done properly",
  whyUsDescription:
    "We bring software engineering and DevOps discipline to machine learning, so models reach production faster and fail less often once there.",
  discussTitle: "Get models out of notebooks",
  discussDescription:
    "Tell us how your models reach production today, and we will suggest the simplest setup that makes releases repeatable.",
  processTitle: "Notebook to pipeline, step by step",
  processDescription:
    "We build the platform incrementally and move a real model onto it early, so every component is proven on actual work.",
  initiative:
    "Platform engineers pair with your data scientists during the build, so the platform fits how they actually work and is adopted rather than bypassed. Everything is defined as code and documented, and under our terms, {ownership}. The aim is a team confident running the platform without us.",
  initiativeTitle: "Platforms your team owns",
  initiativeDescription: "MLOps capability grows inside your team instead of as a dependency on ours.",
  faqs: [
    {
      question: "How long does an MLOps implementation take?",
      answer:
        "Most MLOps engagements take {devopsTime}, depending on how many models, teams and environments are involved. We usually put a first model through the new pipeline early in the engagement, then expand coverage and automation from there.",
    },
    {
      question: "Should we use a managed service or open-source tools?",
      answer:
        "Managed services such as SageMaker, Vertex AI or Azure Machine Learning reduce operational work and suit most teams on a single cloud. Open-source stacks built on Kubernetes, MLflow and Kubeflow offer more portability and control, at the cost of more maintenance. We compare both against your team's skills and constraints.",
    },
    {
      question: "Does MLOps cover LLM applications too?",
      answer:
        "It does. For generative AI features we add prompt versioning, evaluation pipelines, tracing and cost monitoring, built on the same principles of versioning, automated testing and monitoring used for classical models.",
    },
    {
      question: "What happens after the platform is live?",
      answer:
        "We can operate and improve the platform on {retainer}, including incident response for critical model endpoints {slaHours}, or hand it over fully with runbooks and training. In both cases your team gets a documented path for onboarding new models.",
    },
  ],
  faqsTitle: "MLOps questions",
  faqsDescription: "What teams ask before investing in a machine learning platform.",
  hireTitle: "MLOps engineers who know data science",
  hireDescription:
    "Add engineers who combine Kubernetes, CI/CD and cloud skills with a practical understanding of how data scientists work.",
  ctaTitle: "Make model releases routine",
  ctaDescription:
    "Ask for a free review of your current ML workflow and get an outline of what an MLOps setup could look like.",
};

export default service;
