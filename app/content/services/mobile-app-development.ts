import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "mobile-app-development",
  title: "Mobile App Development",
  description:
    "Native iOS and Android apps in Swift and Kotlin, or cross-platform apps in React Native and Flutter, taken from prototype to App Store and Google Play release, typically in {mobileAppTime}.",
  metaDescription:
    "Native iOS and Android or React Native and Flutter apps, from prototype to App Store and Google Play release in about {mobileAppTime}.",
  icon: "smartphone",
  pricing:
    "Project-based or milestone-based, with milestones tied to design sign-off, beta release and store launch. The price depends on scope and complexity, including the platforms, features and back-end integrations involved.",
  process: [
    {
      title: "Product discovery",
      description:
        "We define target users, core journeys and the features needed for launch, and decide between native and cross-platform development. You receive a prioritized feature list for the first release and a platform recommendation.",
    },
    {
      title: "UX & prototyping",
      description:
        "Designers create user flows and interactive Figma prototypes that follow Apple's Human Interface Guidelines and Google's Material Design. You can try the prototype on your own phone before development starts.",
    },
    {
      title: "App & API development",
      description:
        "Developers build the app together with the back-end services it needs, including authentication, push notifications, offline storage and analytics. Test builds are shared regularly through TestFlight and Google Play internal testing.",
    },
    {
      title: "Device & beta testing",
      description:
        "We test on real devices across screen sizes and OS versions and automate UI tests for critical flows. A beta release to selected users gathers feedback and crash reports before the public launch.",
    },
    {
      title: "Store submission & launch",
      description:
        "We prepare store listings, screenshots, privacy disclosures and reviewer notes, and manage submission to the App Store and Google Play. Crash reporting and analytics are active from the first public version.",
    },
    {
      title: "Post-launch iteration",
      description:
        "After release we track ratings, crashes and usage data, fix issues and keep the app compatible with new iOS and Android versions. Improvements ship as regular, planned updates.",
    },
  ],
  lifecycle: ["Planning", "Design", "Development", "Testing", "Deployment", "Maintenance"],
  onboarding:
    "A first call covers your app idea, your users and whether you already have designs, a back end or an existing app to build on. We ask for brand guidelines, examples of apps you admire and access to the APIs or data the app will use. Within a week or two you have a prioritized feature list, a native versus cross-platform recommendation and a phased delivery plan.",
  requirements: [
    "A clear description of target users and the main app journeys",
    "Brand assets and any existing designs or wireframes",
    "Apple Developer and Google Play Console accounts in your company's name",
    "Documentation and test endpoints for the back-end systems or APIs the app must connect to",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "The right platform choice",
      description:
        "We recommend native or cross-platform development based on your features, budget and team, not on a favorite framework, and explain the trade-offs plainly.",
    },
    {
      title: "Store-ready from the start",
      description:
        "We design with App Store and Google Play review guidelines, privacy labels and permission rules in mind, which reduces the risk of rejected submissions.",
    },
    {
      title: "Built for real-world conditions",
      description:
        "Apps are tested for weak connectivity, battery use, older devices and accessibility settings, not only on the latest flagship phone.",
    },
  ],
  whyUsTitle: "Apps people keep using",
  whyUsDescription:
    "We focus on fast, reliable apps that pass store review and hold up on the devices your customers actually carry.",
  discussTitle: "Bring your app idea to life",
  discussDescription:
    "Share your concept or existing app with us, and we will help you define the first release, choose the right platform and plan the launch.",
  processTitle: "From prototype to app store",
  processDescription:
    "Our mobile process takes your app from a tested prototype through beta to public release, and keeps it current after launch.",
  initiative:
    "At {brand}, mobile work is driven by early user feedback and disciplined releases. We put prototypes and beta builds in real users' hands before launch, automate builds and store deployments with tools such as Fastlane, and use each release to learn from actual usage.",
  initiativeTitle: "Ship early, learn fast",
  initiativeDescription:
    "We get working builds in front of users early so the app improves from real feedback rather than guesswork.",
  faqs: [
    {
      question: "How long does it take to build a mobile app?",
      answer:
        "Most apps take {mobileAppTime} from discovery to store launch. Apps with few integrations sit at the shorter end, while those with payments, real-time features or complex back ends take longer.",
    },
    {
      question: "Should we build native or cross-platform?",
      answer:
        "Cross-platform frameworks such as React Native and Flutter let one codebase serve both iOS and Android, which suits most business and content apps. Native Swift and Kotlin make sense when you need deep device integration, advanced graphics or the best possible performance on each platform.",
    },
    {
      question: "Do you handle App Store and Google Play submission?",
      answer:
        "We prepare listings, screenshots and privacy disclosures, submit the app under your developer accounts and respond to reviewer feedback until it is approved.",
    },
    {
      question: "What support do you offer after launch?",
      answer:
        "We offer maintenance plans covering bug fixes, dependency upgrades, new features and compatibility with new OS releases. Apple and Google ship major operating system updates every year; under a maintenance plan, we test your app against each one and update it so it keeps working.",
    },
  ],
  faqsTitle: "Mobile app questions",
  faqsDescription: "Common questions about timelines, platforms and life after launch.",
  hireTitle: "Mobile developers for iOS and Android",
  hireDescription:
    "Add iOS, Android or cross-platform developers to your project, supported by designers and QA engineers who specialize in mobile.",
  ctaTitle: "Start your mobile app",
  ctaDescription:
    "Book a free, no-obligation consultation about your app idea and leave with a clearer view of platform, scope and launch timeline.",
};

export default service;
