import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "heroku",
  title: "Heroku Development & Migration",
  description:
    "Build and scale applications on Heroku, tune dynos and Heroku Postgres, set up pipelines and review apps, or migrate onto or off Heroku with a rehearsed cutover plan when your platform needs change.",
  metaDescription:
    "Build, tune and scale apps on Heroku, set up pipelines and Heroku Postgres, or migrate onto or off Heroku with a rehearsed cutover.",
  icon: "ship",
  pricing:
    "Migrations are usually quoted fixed-price once the application has been audited, while feature development and platform care run on {retainer} or hourly time-and-materials basis. The price depends on scope and complexity, such as the number of apps, add-ons and the volume of data.",
  process: [
    {
      title: "App & platform audit",
      description:
        "We review your apps, dyno types, add-ons, Postgres plans and deploy setup, and deliver a report on performance bottlenecks, costs, security and any stack upgrades that are due.",
    },
    {
      title: "Plan the change",
      description:
        "Whether you are optimizing on Heroku, moving onto it or moving off it to AWS or containers, we agree a target setup and a step-by-step plan with rollback points.",
    },
    {
      title: "Build & migrate",
      description:
        "We implement the changes: Heroku Pipelines and review apps, buildpack or stack upgrades, Postgres plan upgrades using follower databases, or equivalent infrastructure on the new platform defined in Terraform.",
    },
    {
      title: "Cutover & support",
      description:
        "We rehearse the cutover, switch data and DNS within an agreed maintenance window, monitor closely afterward and hand over documentation for the new setup.",
    },
  ],
  lifecycle: ["Audit", "Plan", "Migrate", "Cutover", "Support"],
  onboarding:
    "The first call covers which apps you run, why you are looking at Heroku now, whether for faster delivery, lower costs or more control, and any deadlines you face. We ask for collaborator access to your Heroku apps or current hosting, the application repository and a list of add-ons and integrations. Your first deliverable is an audit with recommendations and, for migrations, a fixed-price proposal and cutover plan.",
  requirements: [
    "Collaborator access to Heroku apps or your current hosting",
    "Read access to the application repository and CI setup",
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
  whyUsTitle: "Heroku, the practical way",
  whyUsDescription:
    "We know where Heroku shines and where it gets expensive, and we help you make the most of it or leave it cleanly.",
  discussTitle: "Optimize Heroku, adopt it or leave it",
  discussDescription:
    "Share your apps, costs and growth plans, and we will help you decide whether to optimize, expand or migrate.",
  processTitle: "Audit, plan, migrate, support",
  processDescription:
    "A short, focused process that keeps your application online while the platform underneath it changes.",
  initiative:
    "Heroku projects stay lightweight: one accountable engineer, a shared plan and regular updates instead of heavy process. Every migration is rehearsed before the real cutover, and we leave documentation behind so your developers can keep shipping without us.",
  initiativeTitle: "Low ceremony, low risk",
  initiativeDescription: "Heroku's simplicity stays, and migration risk gets the attention it deserves.",
  faqs: [
    {
      question: "Should we migrate off Heroku?",
      answer:
        "Not always. Heroku remains a productive choice for many teams, and tuning dyno types, autoscaling and Postgres plans often resolves cost or performance concerns. We recommend moving to AWS, Google Cloud or a container platform when you need more network control, specific compliance features or a different cost structure.",
    },
    {
      question: "How long does a Heroku migration take?",
      answer:
        "The number of apps, the volume of data and the add-ons that need replacing set the pace. A single app with a standard Postgres database can move fairly quickly, while estates with many services, workers and integrations need a phased plan. The audit gives you a concrete schedule before any migration work begins.",
    },
    {
      question: "How do you keep downtime low during the database move?",
      answer:
        "Within Heroku, for example for plan upgrades, we use follower databases kept in sync until a short, agreed maintenance window. For moves to another platform we choose between a rehearsed dump and restore or change-data-capture tooling, depending on data size and the downtime you can accept. The cutover is rehearsed beforehand, and a rollback plan is ready if any check fails.",
    },
    {
      question: "Can you also develop new features on Heroku?",
      answer:
        "Our developers build Ruby, Node.js, Python and Java applications on Heroku, set up Heroku Pipelines with review apps for faster feedback, and can take on ongoing feature work on {retainer}.",
    },
  ],
  faqsTitle: "Heroku questions",
  faqsDescription: "Questions about optimizing, adopting or leaving Heroku.",
  hireTitle: "Heroku developers who know the platform",
  hireDescription:
    "Work with developers who know Heroku's buildpacks, add-ons and Postgres inside out, for new features, upgrades or a migration.",
  ctaTitle: "Get a Heroku audit",
  ctaDescription:
    "Start with a free look at your Heroku apps on a call, and find the right next step for your platform.",
};

export default service;
