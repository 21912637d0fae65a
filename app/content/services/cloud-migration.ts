import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "cloud-migration",
  title: "Cloud Migration",
  description:
    "Move applications, databases and infrastructure from on-premises data centers or another provider to AWS, Azure or Google Cloud, using a wave-based plan, rehearsed cutovers and minimal downtime.",
  metaDescription:
    "Move applications, databases and infrastructure to AWS, Azure or Google Cloud in planned waves with rehearsed cutovers and minimal downtime.",
  icon: "cloud-upload",
  pricing:
    "We typically price the initial assessment as a fixed-price engagement and the migration itself as milestone-based, with each migration wave treated as a milestone. The price depends on scope and complexity: the number of workloads, how tangled they are and the target architecture.",
  process: [
    {
      title: "Discovery & inventory",
      description:
        "We catalog servers, applications, databases and their dependencies using tools such as AWS Application Discovery Service or Azure Migrate, building a complete picture of your current estate.",
    },
    {
      title: "Migration strategy",
      description:
        "For each workload we recommend whether to rehost, replatform, refactor, replace or retire it, documenting the reasoning, the risks and the expected running costs.",
    },
    {
      title: "Target landing zone",
      description:
        "We build a secure target environment with Terraform, covering accounts or subscriptions, networking, identity, logging and guardrails, before any workload moves.",
    },
    {
      title: "Wave planning",
      description:
        "Workloads are grouped into migration waves by dependency and business risk, starting with lower-risk systems to prove the process.",
    },
    {
      title: "Migrate & test",
      description:
        "We replicate servers and databases with services such as AWS Application Migration Service or Azure Database Migration Service, then run functional and performance tests in the cloud.",
    },
    {
      title: "Rehearsed cutover",
      description:
        "Each wave follows a rehearsed runbook with a defined rollback plan, scheduled in a maintenance window agreed with your business teams.",
    },
    {
      title: "Optimize & hand over",
      description:
        "After migration we right-size resources, set up cost alerts and monitoring, and hand over documentation and runbooks to your operations team.",
    },
  ],
  lifecycle: ["Assess", "Plan", "Prepare", "Migrate", "Cutover", "Optimize"],
  onboarding:
    "Migration planning kicks off with a call about why you are moving to the cloud, which systems are in scope and any hard deadlines, such as a data center contract ending. We ask for infrastructure inventories, architecture diagrams and read-only access for discovery tools, and in the first 2 weeks you receive an initial inventory, a dependency map and a proposed migration approach.",
  requirements: [
    "Inventory or read-only access to current servers, databases and network configuration",
    "A target cloud account, or approval to create one",
    "Business owners who can agree maintenance windows and acceptance tests",
    "Your security, compliance and data residency requirements",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Dependencies mapped before anything moves",
      description:
        "We trace how applications, databases and batch jobs talk to each other, so each migration wave is planned around the integrations it touches, including the undocumented ones.",
    },
    {
      title: "Rehearsed cutovers with rollback",
      description:
        "Cutovers run from a tested runbook with clear go/no-go points and a rollback path, keeping downtime and risk low.",
    },
    {
      title: "Cost control from the start",
      description:
        "We model running costs per workload, right-size after migration and set up tagging and budget alerts so your cloud bill stays predictable.",
    },
  ],
  whyUsTitle: "Migrations without surprises",
  whyUsDescription:
    "We plan, rehearse and verify each move so your business keeps running while the infrastructure underneath it changes.",
  discussTitle: "Leave your data center behind",
  discussDescription:
    "Sketch out what you run today and where you want to be, and we will propose a migration path that fits your risk appetite and deadlines.",
  processTitle: "A wave-based migration process",
  processDescription:
    "We move workloads in planned, tested waves, each with its own runbook, acceptance tests and rollback plan.",
  initiative:
    "A cloud migration is a business change, not just a technical exercise, so business owners sign off each wave and its maintenance window. Our team can run cutovers outside your working hours, at times agreed in the migration plan, and support afterward comes with {roundTheClock}, so migrations can be scheduled when they disrupt your customers least.",
  initiativeTitle: "Business-aligned migration",
  initiativeDescription: "Every wave is agreed with the people who depend on the systems being moved.",
  faqs: [
    {
      question: "How long does a cloud migration take?",
      answer:
        "The size and complexity of your estate decide it. Moving a handful of well-understood applications can take a few weeks, while large estates with legacy systems and many dependencies take several months. The assessment gives you a wave-by-wave timeline.",
    },
    {
      question: "Should we rehost or re-architect our applications?",
      answer:
        "Rehosting (lift and shift) is fastest and suits systems that work well today or are due for replacement. Replatforming or refactoring, for example moving to managed databases or containers, takes longer but can reduce running costs and operational effort. We recommend an approach per workload rather than one rule for everything.",
    },
    {
      question: "How do you minimize downtime during cutover?",
      answer:
        "We use continuous replication for servers and databases, so the final switch only needs to transfer recent changes. Cutovers are rehearsed, scheduled in agreed maintenance windows and backed by a rollback plan.",
    },
    {
      question: "How is cloud migration different from cloud engineering?",
      answer:
        "Cloud migration moves systems you already run into the cloud, with the focus on inventory, dependencies and safe cutovers. Cloud engineering designs and builds new cloud-native platforms and infrastructure. Many clients use both, in this order: the landing zone first, then the migration onto it, then modernization once in the cloud.",
    },
  ],
  faqsTitle: "Cloud migration FAQs",
  faqsDescription: "Answers on timelines, migration strategies and how we keep your systems available during the move.",
  hireTitle: "Cloud migration specialists",
  hireDescription:
    "Engineers experienced in AWS, Azure and Google Cloud migrations will plan your waves, run the cutovers and hand over a well-run cloud estate.",
  ctaTitle: "Plan your move to the cloud",
  ctaDescription:
    "Talk through your current environment with us in {freeConsultation}, and we will follow up with an outline migration approach and {estimate}.",
};

export default service;
