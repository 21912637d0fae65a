import type { Technology } from "../types";
import { CTA } from "../cta";

const technology: Technology = {
  id: "python",
  name: "Python",
  title: "Python Development",
  description:
    "Python developers for web back ends, APIs, data pipelines and machine learning services, working in your team with working hours agreed per placement.",
  metaDescription:
    "Python developers for Django and FastAPI back ends, data pipelines and ML services, at hourly rates from $25–35 for junior profiles.",
  group: "backend",
  hero: {
    title: "Hire Python developers who ship production code",
    subtitle: "Django, FastAPI and data engineering specialists",
    description:
      "Our Python engineers build APIs, back-office systems and data products with tests, type hints and CI from day one. Add one developer or a whole team, with profiles to interview {shortlistTime}.",
    ctaText: CTA.consultation,
  },
  overview: {
    summary:
      "Python runs everything from high-traffic web back ends to the data pipelines and models behind AI features. Our developers write typed, tested Python that your team can read and maintain after we leave.",
    benefits: [
      "Readable code that new team members understand quickly",
      "One language across web back end, data and machine learning",
      "A mature ecosystem of libraries for almost any integration",
      "Fast delivery of internal tools and admin interfaces",
      "Strong support on AWS, Google Cloud and Azure",
    ],
    useCases: [
      "REST and GraphQL APIs with Django or FastAPI",
      "ETL and data pipelines orchestrated with Airflow",
      "Machine learning model serving and MLOps",
      "Automation scripts and back-office workflows",
      "Web scraping and data enrichment services",
    ],
  },
  expertise: {
    frameworks: ["Django", "FastAPI", "Flask", "Django REST framework", "Celery", "pandas", "PyTorch"],
    tools: ["pytest", "Poetry", "Ruff", "mypy", "Docker", "GitHub Actions", "Sentry"],
    databases: ["PostgreSQL", "MySQL", "Redis", "MongoDB", "Elasticsearch"],
    cloudPlatforms: ["AWS", "Google Cloud", "Azure", "Heroku"],
    methodologies: ["Scrum", "Kanban", "Test-driven development", "Code review on every change"],
  },
  developers: {
    title: "Python engineers ready to join your team",
    description: "Typical profiles we place with clients, each one interviewed and tested by our senior engineers.",
    profiles: [
      {
        id: "python-api-developer",
        name: "Back-end API specialist",
        title: "Python Developer",
        experience: "3+ years",
        skills: ["Django", "FastAPI", "PostgreSQL", "pytest", "Docker"],
        description:
          "Owns APIs and admin tools from database migration to deployment, and keeps them covered by tests.",
        hourlyRate: "$35–45",
        availability: "Full-time",
      },
      {
        id: "python-data-engineer",
        name: "Data pipeline engineer",
        title: "Senior Python Data Engineer",
        experience: "5+ years",
        skills: ["Airflow", "pandas", "BigQuery", "dbt", "Kafka"],
        description:
          "Moves and models data for reporting and machine learning through reliable pipelines, with monitoring and data quality checks.",
        hourlyRate: "$45–55",
        availability: "Full-time",
      },
      {
        id: "python-tech-lead",
        name: "Architecture and team lead",
        title: "Lead Python Engineer",
        experience: "8+ years",
        skills: ["System design", "Django", "AWS", "Kubernetes", "Mentoring"],
        description:
          "Sets architecture and coding standards, reviews the team's work and represents engineering in planning with your stakeholders.",
        hourlyRate: "$60–80",
        availability: "Full-time",
      },
    ],
  },
  hiringProcess: {
    title: "From first call to a Python developer on your team",
    steps: [
      {
        step: 1,
        title: "Share your requirements",
        description: "Tell us about the project, stack, seniority and time-zone overlap you need.",
        duration: "1–2 days",
      },
      {
        step: 2,
        title: "Interview the shortlist",
        description:
          "We send 2–3 vetted Python profiles {shortlistTime}; you interview them and set a test task if you like.",
        duration: "4–10 days",
      },
      {
        step: 3,
        title: "Start with a paid trial",
        description:
          "Your chosen developer joins your tools and ceremonies, starting with {trial}. If the fit is wrong, we replace them {replacementCost}.",
        duration: "2 weeks",
      },
      {
        step: 4,
        title: "Scale with support",
        description: "Add or rotate developers as the work changes, with a delivery manager watching quality.",
        duration: "Ongoing",
      },
    ],
  },
  benefits: {
    title: "Why clients hire Python developers through us",
    items: [
      {
        title: "Python profiles without a long search",
        description:
          "Most roles are shortlisted from our own engineers and the contractors we work with, with profiles to interview {shortlistTime}.",
        icon: "clock",
      },
      {
        title: "Senior-reviewed Python",
        description: "Code from our developers is reviewed against our standards: typed, tested and linted.",
        icon: "star",
      },
      {
        title: "Predictable monthly cost",
        description: "{DedicatedBilling}, with no recruitment fee.",
        icon: "dollar",
      },
      {
        title: "Overlap with your working day",
        description: "{OverlapHours}, for stand-ups, reviews and pairing.",
        icon: "globe",
      },
      {
        title: "Your code and data protected",
        description: "Least-privilege access from the first day, {nda}, and under our terms, {ownership}.",
        icon: "shield",
      },
      {
        title: "Weekly Python delivery reports",
        description: "A short report each week on completed work, blockers and the plan for the next one.",
        icon: "file",
      },
    ],
  },
  faqs: [
    {
      question: "Which Python frameworks do your developers use most?",
      answer:
        "Django for full web applications and admin-heavy products, FastAPI for high-performance APIs and machine learning services, and Flask for small services. We choose with you based on the product, not habit.",
    },
    {
      question: "Can a Python developer also handle data and ML work?",
      answer:
        "If the profile fits, one person can cover both. Some of our developers specialize in data engineering with Airflow and pandas, or in serving models built with PyTorch. Tell us the mix and we will shortlist for it.",
    },
    {
      question: "How do you make sure the Python code is maintainable?",
      answer:
        "Type hints checked by mypy, formatting and linting with Ruff, tests with pytest in CI, and review of every pull request. The same standards apply whether the developer works alone or in your team.",
    },
    {
      question: "Can we interview the developers before they start?",
      answer:
        "Before every placement. You receive profiles with their experience and code samples, interview the ones you like, and can set a short paid test task before deciding.",
    },
    {
      question: "What happens if a developer is not the right fit?",
      answer:
        "Say so during {trial} or at any point after it. We replace the developer {replacementCost} and hand over the work so nothing is lost: {replacementTerms}.",
    },
  ],
  pricing: {
    title: "Python developer rates",
    description: "Billed monthly for the hours worked, at hourly rates set by seniority. No setup or recruitment fees.",
    tiers: [
      {
        level: "Starter",
        experience: "1–3 years",
        rate: "$25–35",
        features: [
          "Well-defined features and bug fixes",
          "Django or FastAPI basics",
          "Works with your senior engineers",
          "Weekly progress report",
        ],
      },
      {
        level: "Professional",
        experience: "3–6 years",
        rate: "$35–55",
        features: [
          "Owns features end to end",
          "API design and database modeling",
          "Automated tests and CI pipelines",
          "Direct communication with your product team",
        ],
      },
      {
        level: "Enterprise",
        experience: "6+ years",
        rate: "$55–85",
        features: [
          "Architecture and technical leadership",
          "Performance and security reviews",
          "Mentoring of your developers",
          "A delivery manager for the engagement",
        ],
      },
    ],
  },
};

export default technology;
