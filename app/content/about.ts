/**
 * Copy of About Us and Our Mission (docs/requirements.md#company-and-legal-pages). The core values both pages show live in `pages/company.yml`, so
 * the two pages cannot disagree.
 */
import type { IconPoint } from "./types";
import type { CallToActionCopy, IconKey, Step } from "./types";
import { CTA } from "./cta";

export const aboutPage = {
  path: "/about",
  title: "About Us",
  metaDescription:
    "Meet {brand}: a {city} software and IT consulting company building, modernizing and supporting software for businesses worldwide.",
  hero: {
    eyebrow: "About {brand}",
    description:
      "We are engineers, designers and consultants in {city} who build software businesses depend on, and stay to keep it running.",
  },
  mission: {
    title: "Our mission",
    text: "To give every client an accountable team, led and reviewed by senior engineers, that turns business goals into dependable software, and tells them the truth about cost, risk and progress along the way.",
  },
  vision: {
    title: "Our vision",
    text: "A world where a company of any size can build software as well as the largest technology firms, because the expertise it needs is a call away.",
  },
  story: {
    eyebrow: "Our story",
    title: "From a small delivery team to a full-service partner",
    description: "Three stages that shaped how we work today.",
    stages: [
      {
        title: "Founded on delivery",
        description:
          "{brand} began as a small team of developers taking on projects other vendors found too messy: legacy rewrites, rescue work and integrations without documentation.",
      },
      {
        title: "Growing with our clients",
        description:
          "As clients came back with bigger problems, we added cloud engineering, design, QA and support, so one team could carry a product from idea to operation.",
      },
      {
        title: "A full-service partner",
        description:
          "Today we combine consulting, development, AI and long-term support, and we place dedicated engineers inside client teams when that is what the work needs.",
      },
    ] satisfies Step[],
  },
  whyChoose: {
    eyebrow: "Why choose us",
    title: "What clients get when they work with us",
    description: "The habits that make our projects predictable.",
    points: [
      {
        title: "Senior people on your work",
        description:
          "On projects we deliver, a senior engineer who helped scope the work leads it and reviews everyone on it, juniors and interns included; engineers who join your team are reviewed through your own process. One named contact stays with you for the whole engagement.",
        icon: "award",
      },
      {
        title: "Visible progress",
        description:
          "Reviews at a rhythm agreed with you before work starts, a shared backlog and written status reports, so nothing surprises you.",
        icon: "eye",
      },
      {
        title: "Security by default",
        description:
          "Least-privilege access, encrypted secrets and dependency scanning from the first commit, not the last week.",
        icon: "lock",
      },
      {
        title: "Support after launch",
        description: "We stay for maintenance, monitoring and improvements under a support plan sized to your system.",
        icon: "life-buoy",
      },
    ] satisfies IconPoint[],
  },
  expertise: {
    eyebrow: "Expertise",
    title: "Six areas we work in every day",
    description:
      "Specialists in each area work side by side, so one team can cover a product from interface to infrastructure.",
    areas: [
      {
        title: "Web and product engineering",
        description: "Customer-facing web applications and internal tools, from first release to scale.",
        icon: "code",
        tags: ["React", "Next.js", "Node.js", "TypeScript", "PostgreSQL"],
      },
      {
        title: "Mobile apps",
        description: "Native and cross-platform apps released to the App Store and Google Play.",
        icon: "smartphone",
        tags: ["Flutter", "Kotlin", "Swift", "React Native"],
      },
      {
        title: "Cloud and DevOps",
        description: "Infrastructure as code, CI/CD and cost-aware cloud architecture.",
        icon: "cloud",
        tags: ["AWS", "Azure", "Google Cloud", "Terraform", "Kubernetes"],
      },
      {
        title: "AI and data",
        description: "Machine learning, generative AI features and the data pipelines behind them.",
        icon: "brain",
        tags: ["Python", "PyTorch", "LangChain", "MLflow", "BigQuery"],
      },
      {
        title: "Quality and support",
        description: "Automated testing, release management and support with agreed response times.",
        icon: "shield-check",
        tags: ["Playwright", "k6", "Grafana", "Prometheus"],
      },
      {
        title: "Consulting and strategy",
        description: "Discovery workshops, technical due diligence and roadmaps you can act on.",
        icon: "compass",
        tags: ["Discovery", "Architecture reviews", "Roadmaps", "Feasibility"],
      },
    ] satisfies (IconPoint & { tags: string[] })[],
  },
  achievements: {
    eyebrow: "Achievements",
    title: "What our clients count on",
    description: "The figures we stand behind; the terms that bind us are the ones in the agreement we sign with you.",
  },
  culture: {
    eyebrow: "Culture",
    title: "A core team in {city}, a contractor network working from home",
    description:
      "Our core team works from our office in {city}. The engineers, designers and sales professionals who join us through Careers are remote contractors: they work from home on client projects, inside the same review process as everyone else, and earn a share of the revenue their work brings in.",
    listTitle: "Why work with us",
    reasons: [
      "Mentored onboarding onto your first client project",
      "Peer review of your code, designs and proposals before they reach a client",
      "Client work found and scoped for you, so you can focus on delivering it",
      "Revenue sharing on the work you deliver or bring in, agreed in writing before it starts",
      "Work from home, with hours agreed per project",
      "No fee to join and no minimum number of hours",
    ],
  },
  cta: {
    title: "Let us build something dependable together",
    description:
      "Tell us about your project or the team you need. You will hear back {replyTime} with questions and a proposed next step.",
    actions: [
      { label: CTA.aboutGetStarted, href: "/contact#quote" },
      { label: CTA.scheduleConsultation, href: "/contact" },
    ],
  } satisfies CallToActionCopy,
};

export const missionPage = {
  path: "/about/mission",
  title: "Our Mission",
  metaDescription:
    "Why {brand} exists: our mission, vision, values and purpose, what we do for clients and the impact we aim for in our community.",
  hero: {
    eyebrow: "Our mission",
    description: "Why we exist, what we promise our clients and what we want our work to leave behind.",
  },
  statement: {
    eyebrow: "Mission statement",
    text: "We help businesses turn ideas into dependable software, with honest advice, engineering led by senior people and support plans for as long as a client wants them.",
  },
  vision: {
    eyebrow: "Vision",
    title: "Where we are heading",
    text: "We want to be the partner a company calls first when software matters to its business, because we are known for telling the truth and delivering what we said.",
  },
  purpose: {
    eyebrow: "Purpose",
    title: "Software that earns its keep",
    paragraphs: [
      "Too much software is delivered late, costs more than promised and is hard to change a year later. We exist to make the opposite normal: systems that do what the business needs, that the client's own people understand, and that keep paying back the investment.",
      "That purpose shapes small decisions every day: the estimate we give, the test we write before a fix, the document we leave behind when an engagement ends.",
    ],
  },
  whatWeDo: {
    eyebrow: "What we do",
    title: "From the first question to years of operation",
    description: "Four kinds of work, often in one engagement.",
    items: [
      {
        title: "Advise",
        description: "Discovery, feasibility studies and roadmaps that tell you what to build first and what to skip.",
        icon: "compass",
      },
      {
        title: "Build",
        description: "Web, mobile, cloud and AI software, delivered in short iterations you can review.",
        icon: "code",
      },
      {
        title: "Modernize",
        description: "Legacy systems moved to maintainable code and cloud platforms without stopping the business.",
        icon: "refresh",
      },
      {
        title: "Support",
        description: "Monitoring, maintenance and improvements under a support plan with agreed response times.",
        icon: "life-buoy",
      },
    ] satisfies IconPoint[],
  },
  impact: {
    eyebrow: "Impact",
    title: "The difference we want to make",
    description: "For the clients we serve, and for the community our team lives in.",
    groups: [
      {
        title: "For our clients",
        icon: "briefcase" as IconKey,
        points: [
          "Software that supports growth instead of limiting it",
          "Teams that understand and own their systems after handover",
          "Lower running costs through sound architecture and automation",
          "Fewer incidents, and faster recovery when they happen",
        ],
      },
      {
        title: "For our community",
        icon: "graduation-cap" as IconKey,
        points: [
          "Internships and mentoring for students starting in software",
          "Talks and workshops shared with the {city} developer community",
          "Contributions back to the open-source tools we build on",
          "Accessible software as a default, not an add-on",
        ],
      },
    ],
  },
  cta: {
    title: "Share the mission with us",
    description: "Bring us a problem worth solving, or look through the services we offer to see where we can help.",
    actions: [
      { label: CTA.startProject, href: "/contact" },
      { label: CTA.services, href: "/services" },
    ],
  } satisfies CallToActionCopy,
};
