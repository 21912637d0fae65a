import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "web-development",
  title: "Web Development",
  description:
    "Custom web applications, customer portals and content-managed websites built with React, Next.js and proven back ends, designed to load fast, meet accessibility standards and stay easy for your team to extend.",
  metaDescription:
    "Fast, accessible web applications, customer portals and content-managed websites built with React, Next.js and proven back ends.",
  icon: "globe",
  pricing:
    "Well-defined websites are usually quoted fixed-price or phased, while larger web applications are delivered milestone-based or on hourly (time and materials) terms. In every case the price depends on scope, integrations and the complexity of the features involved.",
  process: [
    {
      title: "Requirements & sitemap",
      description:
        "We turn your goals into user stories, a sitemap or screen inventory and acceptance criteria. You receive a prioritized backlog and a recommended technology stack.",
    },
    {
      title: "UX & visual design",
      description:
        "Designers produce wireframes and high-fidelity screens in Figma, backed by a component library that maps directly to front-end code. You review clickable prototypes before development begins.",
    },
    {
      title: "Architecture setup",
      description:
        "We set up the repository, environments, CI/CD and hosting, choosing server-side rendering, static generation or client rendering to suit each type of page.",
    },
    {
      title: "Sprint-based build",
      description:
        "Front-end and back-end features are built in short sprints, with a staging site you can use at every demo. Integrations with your CMS, CRM, payment provider or identity provider are built and tested along the way.",
    },
    {
      title: "Quality & performance",
      description:
        "Automated end-to-end tests with Playwright, accessibility checks against WCAG 2.2 AA and Core Web Vitals audits run before each release, and you see the results.",
    },
    {
      title: "Launch & handover",
      description:
        "We plan the go-live, redirects and uptime monitoring, then hand over code, documentation and admin training so your team can manage content and future changes.",
    },
  ],
  lifecycle: ["Planning", "Design", "Build", "Test", "Launch", "Iterate"],
  onboarding:
    "Our first call covers what the site or application must achieve, who will use it and what it needs to connect to. We ask for brand assets, existing analytics and access to current systems, and after the kickoff workshop you receive a scoped backlog, a stack recommendation and a release plan.",
  requirements: [
    "Brand guidelines, content and any existing design assets",
    "Logins for current hosting, domains and analytics accounts",
    "Details of systems to integrate, such as CMS, CRM or payments",
    "A product owner who can review demos and prioritize features",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Performance treated as a feature",
      description:
        "We set Core Web Vitals budgets from the first sprint, using image optimization, caching and the right rendering mode per page instead of chasing slowness after launch.",
    },
    {
      title: "Accessible by default",
      description:
        "Semantic markup, keyboard navigation and screen-reader testing are part of our definition of done, with WCAG 2.2 AA as the baseline.",
    },
    {
      title: "Content your team controls",
      description:
        "We integrate headless CMS platforms such as Contentful, Sanity or Strapi so marketing and operations teams can publish without waiting on developers.",
    },
  ],
  whyUsTitle: "Fast, accessible, maintainable",
  whyUsDescription:
    "Our web builds are judged on how they perform for visitors and how easily your team can change them later.",
  discussTitle: "Plan a new web application or portal",
  discussDescription:
    "Share what you want visitors or users to accomplish, and we will suggest a stack, a scope and a delivery approach that fits.",
  processTitle: "How we build for the web",
  processDescription:
    "A design-led, sprint-based process with a working staging site throughout, so you see progress rather than status reports.",
  initiative:
    "At {brand}, web projects run in the open: you have access to the repository, the staging environment and the backlog from the start. We work in short, demo-driven cycles, which keeps remote collaboration transparent and lets you reprioritize as you see real pages take shape.",
  initiativeTitle: "Transparent, demo-driven delivery",
  initiativeDescription: "You see working software on staging throughout the project, not just at the end.",
  faqs: [
    {
      question: "How long does a web development project take?",
      answer:
        "A content-managed website is usually much quicker to deliver than an application, depending on page templates and integrations. A custom web application with user accounts, workflows and integrations typically takes 3–9 months. After scoping we give you a phased plan so the first release reaches users as early as possible.",
    },
    {
      question: "Which web technologies do you use?",
      answer:
        "We commonly use React with Next.js, or Vue, on the front end, and Node.js, .NET, Python or PHP on the back end, hosted on AWS, Azure, Google Cloud or Vercel. If your organization already has a standard stack, we work within it.",
    },
    {
      question: "Will the site be ready for search engines?",
      answer:
        "Technical SEO is built in: server-rendered pages, clean URLs, structured data, XML sitemaps and fast load times. Content strategy and ongoing SEO campaigns are part of our separate digital marketing service if you need them.",
    },
    {
      question: "What happens after the site launches?",
      answer:
        "We monitor the site closely through the launch period and fix any issues that appear. After that you can take over with our documentation, or keep us on a support plan or {retainer} for updates, security patches and new features, with {roundTheClock}.",
    },
  ],
  faqsTitle: "Web development FAQs",
  faqsDescription:
    "Practical answers on timelines, technology choices and what support looks like once your site is live.",
  hireTitle: "Hire web developers for your next build",
  hireDescription:
    "Add {brand} front-end, back-end or full-stack developers to your team, or let us deliver the complete web project for you.",
  ctaTitle: "Start your web project",
  ctaDescription:
    "Schedule a free consultation to talk through your goals, and come away with a clear view of scope, stack and next steps.",
};

export default service;
