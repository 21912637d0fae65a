import type { Technology } from "../types";
import { CTA } from "../cta";

const technology: Technology = {
  id: "flutter",
  name: "Flutter",
  title: "Flutter App Development",
  description:
    "iOS and Android apps from one Dart codebase, built by Flutter developers in your team, with native performance and a consistent design on every device.",
  metaDescription:
    "Flutter developers for iOS and Android apps from one Dart codebase, with Firebase, Riverpod and store releases, billed by the hour.",
  group: "mobile",
  hero: {
    title: "One Flutter codebase, two app stores",
    subtitle: "Cross-platform apps in Dart for iOS and Android",
    description:
      "Our Flutter developers design, build and release mobile apps that feel native on both platforms. You maintain one codebase instead of two.",
    ctaText: CTA.consultation,
  },
  overview: {
    summary:
      "Flutter renders its own interface at native speed, so one team can ship to iOS and Android together. We provide developers who also handle the platform-specific parts: permissions, payments, push and store review.",
    benefits: [
      "One codebase and one team for iOS and Android",
      "Smooth animations and a pixel-consistent design",
      "Hot reload that speeds up design iteration",
      "Access to native features through platform channels",
      "A growing package ecosystem on pub.dev",
    ],
    useCases: [
      "Consumer apps for retail, food and travel",
      "Field service and inspection apps that work offline",
      "Companion apps for connected devices",
      "Fintech and wallet apps with biometric login",
      "MVPs that must launch on both stores at once",
    ],
  },
  expertise: {
    frameworks: ["Flutter", "Riverpod", "Bloc", "GoRouter", "Freezed", "Dio"],
    tools: ["Dart DevTools", "Codemagic", "Fastlane", "Firebase Crashlytics", "Android Studio", "Xcode"],
    databases: ["Firebase Firestore", "SQLite", "Hive", "Supabase"],
    cloudPlatforms: ["Firebase", "Google Cloud", "AWS Amplify", "Azure"],
    methodologies: ["Scrum", "Design sprints", "Widget testing", "Continuous delivery to the stores"],
  },
  developers: {
    title: "Flutter developers ready to start",
    description: "Each has shipped apps to both the App Store and Google Play.",
    profiles: [
      {
        id: "flutter-app-developer",
        name: "App screens builder",
        title: "Flutter Developer",
        experience: "2+ years",
        skills: ["Flutter", "Dart", "Riverpod", "REST APIs", "Widget tests"],
        description: "Builds screens and flows from Figma designs, wires them to your API and covers them with tests.",
        hourlyRate: "$30–34",
        availability: "Full-time",
      },
      {
        id: "flutter-native-integrations",
        name: "Native integrations specialist",
        title: "Senior Flutter Developer",
        experience: "5+ years",
        skills: ["Platform channels", "Kotlin", "Swift", "Push notifications", "In-app purchases"],
        description:
          "Handles the native side: Bluetooth, payments, background tasks and the platform rules behind them.",
        hourlyRate: "$42–52",
        availability: "Full-time",
      },
      {
        id: "flutter-mobile-lead",
        name: "Mobile lead",
        title: "Lead Mobile Engineer (Flutter)",
        experience: "8+ years",
        skills: ["App architecture", "CI/CD for mobile", "Store releases", "Performance", "Team leadership"],
        description: "Owns the app's architecture, release pipeline and store presence, and leads the mobile team.",
        hourlyRate: "$58–75",
        availability: "Full-time",
      },
    ],
  },
  hiringProcess: {
    title: "From your app idea to a Flutter team",
    steps: [
      {
        step: 1,
        title: "Talk through the app",
        description: "Walk us through your users, platforms, designs and the native features the app needs.",
        duration: "1–2 days",
      },
      {
        step: 2,
        title: "Pick your developers",
        description: "Flutter developers and the apps they have released are in front of you {shortlistTime}.",
        duration: "4–10 days",
      },
      {
        step: 3,
        title: "First builds in the trial",
        description:
          "CI, the first flows and test builds on TestFlight and Play come out of {trial}, with a replacement {replacementCost} if the fit is wrong.",
        duration: "2 weeks",
      },
      {
        step: 4,
        title: "Release and iterate",
        description: "Store releases, crash monitoring and new features follow on a steady cadence.",
        duration: "Ongoing",
      },
    ],
  },
  benefits: {
    title: "Why hire Flutter developers with us",
    items: [
      {
        title: "Test builds in the first weeks",
        description: "You hold a working build on your phone early, and a new one after every sprint.",
        icon: "clock",
      },
      {
        title: "Apps that pass store review",
        description: "Developers who know Apple and Google guidelines and avoid common rejections.",
        icon: "star",
      },
      {
        title: "Two platforms for the price of one team",
        description: "One Flutter team, billed by the hour, replaces separate iOS and Android teams for most apps.",
        icon: "dollar",
      },
      {
        title: "Designed for global users",
        description: "Localization, right-to-left layouts and accessibility settings handled from the start.",
        icon: "globe",
      },
      {
        title: "Secure on the device",
        description: "Keys in the platform keystore, certificate pinning and obfuscated release builds.",
        icon: "shield",
      },
      {
        title: "Release notes and store assets",
        description: "Each release comes with notes, screenshots and listing updates ready to publish.",
        icon: "file",
      },
    ],
  },
  faqs: [
    {
      question: "Is Flutter fast enough compared with native apps?",
      answer:
        "For most business and consumer apps, it is. Flutter compiles to native code and renders at the screen's refresh rate. We recommend native development only for apps that depend heavily on platform-specific features.",
    },
    {
      question: "Can your Flutter developers publish to the App Store and Google Play?",
      answer:
        "Publishing is part of the job: they set up signing, build pipelines with Codemagic or Fastlane, and handle store listings and review feedback. The apps are published under your developer accounts.",
    },
    {
      question: "What if our app needs a native SDK with no Flutter package?",
      answer:
        "Our senior developers write platform channels in Kotlin and Swift to call the native SDK directly, and wrap them in a clean Dart interface.",
    },
    {
      question: "Can we reuse our existing back end?",
      answer:
        "Usually. Flutter apps talk to REST or GraphQL APIs like any other client. If the app needs offline work or push notifications, we add what is missing on the back end.",
    },
    {
      question: "How long does a first Flutter release take?",
      answer:
        "A focused first version typically reaches the stores in {mobileAppTime}, depending on the number of features and integrations.",
    },
  ],
  pricing: {
    title: "Flutter developer rates",
    description: "Hourly pricing by seniority, with store release support included at every level.",
    tiers: [
      {
        level: "Starter",
        experience: "1–3 years",
        rate: "$25–34",
        features: ["UI screens from designs", "API integration", "Widget tests", "Supervised by a senior"],
      },
      {
        level: "Professional",
        experience: "3–6 years",
        rate: "$34–52",
        features: [
          "End-to-end feature ownership",
          "State management with Riverpod or Bloc",
          "Push notifications and analytics",
          "Store releases",
        ],
      },
      {
        level: "Enterprise",
        experience: "6+ years",
        rate: "$52–85",
        features: [
          "App architecture and native integrations",
          "Mobile CI/CD pipelines",
          "Performance and security audits",
          "Leadership of the mobile team",
        ],
      },
    ],
  },
};

export default technology;
