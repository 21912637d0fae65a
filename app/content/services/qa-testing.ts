import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "qa-testing",
  title: "QA & Testing",
  description:
    "Manual and automated testing for web, mobile and APIs: test strategy, Playwright and Appium automation, performance and accessibility checks, wired into your CI pipeline so every release ships with evidence.",
  metaDescription:
    "Manual and automated testing for web, mobile and APIs with Playwright and Appium, wired into your CI so every release ships with evidence.",
  icon: "test-tube",
  pricing:
    "A QA audit or a test automation framework build is usually a fixed-price or project-based engagement, and ongoing testing for each release cycle runs on {retainer}. The cost depends on scope and complexity: platforms, devices, release frequency and the depth of coverage required.",
  process: [
    {
      title: "QA assessment",
      description:
        "We audit your existing tests, defect history, release process and tooling, and deliver a findings report on the biggest quality risks.",
    },
    {
      title: "Test strategy",
      description:
        "We define what to test at each level (unit, API, UI, performance, accessibility), coverage priorities by risk and the device and browser matrix, agreed with your team.",
    },
    {
      title: "Test design",
      description:
        "We write test cases and exploratory test charters from requirements and user journeys, kept in a test management tool such as TestRail, Xray or Zephyr.",
    },
    {
      title: "Automation build",
      description:
        "We build maintainable suites with Playwright or Cypress for web, Appium for mobile and Postman or REST Assured for APIs, with readable reports and stable test data.",
    },
    {
      title: "CI integration",
      description:
        "Tests run automatically in GitHub Actions, GitLab CI or Jenkins on every pull request and deployment, with failures posted straight to your team's channels.",
    },
    {
      title: "Release testing & reporting",
      description:
        "Each release gets regression, exploratory and, where needed, load testing with k6 or JMeter, plus a release report with open defects, risks and a go/no-go recommendation.",
    },
  ],
  lifecycle: ["Assess", "Plan", "Design", "Automate", "Execute", "Report"],
  onboarding:
    "A first call with your engineering or product lead covers the product, your release cadence and where defects are hurting you most. We ask for access to a test environment, the requirements or user stories and your bug tracker. Over the first couple of weeks you receive a QA assessment, a draft test strategy and the first exploratory test results on your highest-risk flows.",
  requirements: [
    "A stable test or staging environment with realistic data",
    "Requirements, user stories or acceptance criteria",
    "Accounts in the bug tracker and CI pipeline",
    "A contact who can clarify expected behavior",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Risk-based coverage",
      description:
        "We focus test effort on the journeys that matter most to your users and revenue, rather than chasing a coverage percentage that only looks good in a report.",
    },
    {
      title: "Automation that stays reliable",
      description:
        "Our suites use page objects, resilient selectors and isolated test data, so they keep passing for the right reasons as your UI changes instead of turning into a wall of flaky failures.",
    },
    {
      title: "Accessibility and performance included",
      description:
        "WCAG 2.2 checks with axe-core and load tests with k6 are part of our standard toolkit, not an afterthought squeezed in before launch.",
    },
  ],
  whyUsTitle: "Quality you can measure",
  whyUsDescription:
    "We give your team fast, trustworthy feedback on every change, and clear evidence of what was tested before each release.",
  discussTitle: "Catch bugs before your users do",
  discussDescription:
    "Describe your product and how you release it today, and we will point out where testing effort would pay off fastest.",
  processTitle: "Testing built into delivery",
  processDescription:
    "We move from assessment to automated, repeatable checks that run with every change your team makes.",
  initiative:
    "At {brand}, quality is a shared responsibility, so our testers work inside your delivery team, join refinement sessions and raise risks before code is written. Test code lives in your repository, follows your review process and runs in your pipeline. If the engagement changes or ends, your team keeps a working, documented test suite.",
  initiativeTitle: "Quality as a team habit",
  initiativeDescription:
    "We embed testing in your workflow so quality is designed in rather than inspected at the end.",
  faqs: [
    {
      question: "Should we automate all of our tests?",
      answer:
        "No. We automate stable, high-value and frequently repeated checks such as regression and API tests, and keep exploratory and usability testing manual, where human judgment finds the problems scripts miss. The test strategy makes this split explicit for your product.",
    },
    {
      question: "Can you test our mobile apps on real devices?",
      answer:
        "We combine emulators for fast feedback with real-device testing on cloud device farms such as BrowserStack or AWS Device Farm, covering the OS versions and devices your analytics show your users actually have.",
    },
    {
      question: "Do you also do performance and security testing?",
      answer:
        "We run load, stress and soak tests with k6 or JMeter and report bottlenecks with evidence from your monitoring. On security, we cover OWASP Top 10 checks and automated scanning with ZAP; for a formal penetration test, we help you scope it for an independent specialist.",
    },
    {
      question: "Who maintains the test suite once it is built?",
      answer:
        "Your team can run and extend it using the documentation and walkthrough we provide. Alternatively, keep us on {retainer} to maintain tests as the product changes, add coverage for new features and run release testing.",
    },
  ],
  faqsTitle: "QA and testing questions",
  faqsDescription: "Common questions about test coverage, automation and how we fit into your release cycle.",
  hireTitle: "QA engineers who catch problems early",
  hireDescription:
    "Add {brand}'s manual testers and automation engineers to strengthen your releases, from a one-off audit to an embedded QA team.",
  ctaTitle: "Release with confidence",
  ctaDescription:
    "A free consultation with our QA leads is a good place to start: we look at your current testing and suggest a practical plan for better coverage.",
};

export default service;
