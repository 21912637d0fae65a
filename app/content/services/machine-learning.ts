import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "machine-learning",
  title: "Machine Learning Development",
  description:
    "Custom predictive models for forecasting, churn and risk scoring, recommendations, anomaly detection and computer vision, trained on your historical data and delivered as tested, explainable services.",
  metaDescription:
    "Predictive models for forecasting, churn, risk scoring, recommendations and computer vision, delivered as tested, explainable services.",
  icon: "brain-circuit",
  pricing:
    "Well-defined modeling work is priced as a project-based or milestone-based engagement, while research-heavy problems with uncertain data often start on an hourly time-and-materials basis. The price depends on scope and complexity, such as data volume, the number of models and deployment needs.",
  process: [
    {
      title: "Problem definition",
      description:
        "We translate the business question into a modeling task, choose a metric that reflects real value, such as the cost of a missed fraud case, and agree a baseline to beat.",
    },
    {
      title: "Data exploration",
      description:
        "We profile your data, check for leakage, bias and missing values, and share an exploratory analysis report showing which signals look predictive.",
    },
    {
      title: "Feature engineering",
      description:
        "We build reproducible feature pipelines from your raw data, combining domain knowledge from your team with systematic feature selection.",
    },
    {
      title: "Model training",
      description:
        "We train and compare candidate models, from gradient boosting with XGBoost to deep learning in PyTorch where the data supports it, with every experiment tracked in MLflow.",
    },
    {
      title: "Validation & explainability",
      description:
        "We test the chosen model on held-out and time-based splits, review errors by customer or product segment, and explain its drivers with SHAP so stakeholders can trust its outputs.",
    },
    {
      title: "Model deployment",
      description:
        "We package the model as a scheduled batch job or a REST API built with FastAPI, including input validation, automated tests and documentation.",
    },
    {
      title: "Handover & next steps",
      description:
        "The handover covers the code, trained model, a model card and a monitoring checklist, plus advice on whether a full MLOps setup for retraining is worth it.",
    },
  ],
  lifecycle: ["Problem Framing", "Data Analysis", "Features", "Training", "Validation", "Deployment"],
  onboarding:
    "Our first call focuses on the decision the model should support and how its predictions will be used day to day. We ask for a data extract or read access to the relevant tables, a data dictionary and time with the people who know how the data is collected. The data review produces an assessment of your data, a proposed metric and baseline, and a frank view of what the available data can support.",
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
  whyUsTitle: "Models that earn trust",
  whyUsDescription:
    "Our machine learning work is judged by whether the model changes a real decision, which takes rigorous validation and clear explanations.",
  discussTitle: "Put the data you already collect to work",
  discussDescription:
    "Tell us the prediction or pattern that would change how you operate, and we will assess whether your data can deliver it.",
  processTitle: "From raw data to a validated model",
  processDescription:
    "Each step produces a reviewable artifact, from the data assessment to the model card, so you can see how the model was built and why it behaves as it does.",
  initiative:
    "Notebooks, experiment results and error analyses are shared with your team as the work progresses, rather than revealed as a finished model at the end. Every experiment is reproducible, so your team can run, audit and extend the final code, data pipelines and trained models; under our terms, {ownership}.",
  initiativeTitle: "Transparent data science",
  initiativeDescription: "Every modeling decision is visible to your team and reproducible by it.",
  faqs: [
    {
      question: "How much data do we need?",
      answer:
        "There is no single threshold; it depends on how noisy the problem is and how many examples of each outcome you have. Our initial data assessment estimates whether your data is sufficient and, if not, whether more history, labeling or external data would close the gap.",
    },
    {
      question: "How is this different from your MLOps service?",
      answer:
        "Machine learning development is about building and validating the right model for a problem. MLOps is about the infrastructure that retrains, deploys and monitors models reliably over time. Many clients start with a model and add MLOps once it has shown its value.",
    },
    {
      question: "Can you work with images, video or sensor data?",
      answer:
        "We build computer vision models with PyTorch for tasks such as defect detection, document classification and object counting, and time-series models for sensor and IoT data. Labeling can be done by your team, by us or in a tool such as Label Studio.",
    },
    {
      question: "What happens after the model is delivered?",
      answer:
        "You receive the code, trained model and documentation, and we agree how performance will be tracked. Models lose accuracy as conditions change, so we recommend a review schedule or an MLOps setup for automated retraining, which we can also provide.",
    },
  ],
  faqsTitle: "Machine learning questions",
  faqsDescription: "Data, scope and ownership: the points to settle before starting a modeling project.",
  hireTitle: "Machine learning engineers and data scientists",
  hireDescription:
    "Bring in data scientists and ML engineers who can explore your data, build the model and ship it as a working service.",
  ctaTitle: "Find out what your data can predict",
  ctaDescription:
    "Request a free consultation to discuss your use case and get an initial view of your data's readiness.",
};

export default service;
