import type { Technology } from "../types";
import { CTA } from "../cta";

const technology: Technology = {
  id: "android-native",
  name: "Android",
  title: "Android Native Development",
  description:
    "Native Android developers who build with Kotlin and Jetpack Compose, for apps that need the full power of the platform and its hardware.",
  metaDescription:
    "Android developers for native Kotlin and Jetpack Compose apps, with Room, Hilt, coroutines and Google Play releases, at hourly rates.",
  group: "mobile",
  hero: {
    title: "Native Android apps in Kotlin and Compose",
    subtitle: "Kotlin, Jetpack Compose and Material 3",
    description:
      "Our Android developers build apps that use the device fully: sensors, Bluetooth, background work and offline data. They follow Google's current architecture guidance.",
    ctaText: CTA.consultation,
  },
  overview: {
    summary:
      "Some apps need more than a cross-platform layer: deep hardware access, strict performance or integration with other Android apps and devices. Our native developers write modern Kotlin with Jetpack libraries and keep apps ready for each new Android release.",
    benefits: [
      "Full access to Android APIs and device hardware",
      "The best performance and battery behavior",
      "Immediate support for new Android features",
      "Jetpack Compose for fast, consistent interfaces",
      "Direct integration with enterprise device management",
    ],
    useCases: [
      "Apps for rugged and enterprise Android devices",
      "Bluetooth and IoT companion apps",
      "Offline-first field apps with background sync",
      "Media, camera and scanning apps",
      "Modernizing Java Android apps to Kotlin and Compose",
    ],
  },
  expertise: {
    frameworks: ["Jetpack Compose", "Kotlin Coroutines", "Room", "Hilt", "Retrofit", "WorkManager"],
    tools: ["Android Studio", "Gradle", "Espresso", "Firebase Crashlytics", "Fastlane", "Detekt"],
    databases: ["Room", "SQLite", "Firebase Firestore", "DataStore"],
    cloudPlatforms: ["Firebase", "Google Cloud", "AWS", "Google Play Console"],
    methodologies: ["Scrum", "Modern Android architecture", "Test pyramid", "Staged rollouts"],
  },
  developers: {
    title: "Native Android developers available",
    description: "Developers who have released and maintained apps on Google Play.",
    profiles: [
      {
        id: "android-developer",
        name: "Compose UI developer",
        title: "Android Developer",
        experience: "3+ years",
        skills: ["Kotlin", "Jetpack Compose", "Coroutines", "Retrofit", "Room"],
        description: "Builds screens and features in Compose with clean view models and tests.",
        hourlyRate: "$36–46",
        availability: "Full-time",
      },
      {
        id: "android-hardware-specialist",
        name: "Device and connectivity specialist",
        title: "Senior Android Developer",
        experience: "6+ years",
        skills: ["Bluetooth Low Energy", "Foreground services", "CameraX", "NFC", "WorkManager"],
        description: "Handles hardware, background execution limits and battery-friendly sync on real devices.",
        hourlyRate: "$56–68",
        availability: "Full-time",
      },
      {
        id: "android-lead",
        name: "App modernization lead",
        title: "Lead Android Engineer",
        experience: "9+ years",
        skills: ["Modular architecture", "Java to Kotlin", "Play Console", "CI for Android", "Mentoring"],
        description: "Leads the move of large Java apps to Kotlin and Compose, module by module.",
        hourlyRate: "$64–78",
        availability: "Full-time",
      },
    ],
  },
  hiringProcess: {
    title: "How you hire a native Android developer",
    steps: [
      {
        step: 1,
        title: "Define the device needs",
        description: "List the devices, Android versions and hardware features your app depends on.",
        duration: "1–2 days",
      },
      {
        step: 2,
        title: "Interview Android engineers",
        description:
          "We put forward Android engineers with matching device experience {shortlistTime}, together with apps they have shipped.",
        duration: "4–10 days",
      },
      {
        step: 3,
        title: "Build and test on devices",
        description:
          "Backlog work starts with {trial}, tested on real devices and your target Android versions; a wrong fit is replaced {replacementCost}.",
        duration: "2 weeks",
      },
      {
        step: 4,
        title: "Release with staged rollouts",
        description: "Releases go to a small share of users first, watched through Crashlytics and vitals.",
        duration: "Ongoing",
      },
    ],
  },
  benefits: {
    title: "What you get with our Android developers",
    items: [
      {
        title: "Fast start on existing apps",
        description: "Developers read unfamiliar Android codebases quickly and ship fixes in the first week.",
        icon: "clock",
      },
      {
        title: "Google Play quality standards",
        description: "Attention to Android vitals: crash rate, ANRs, startup time and battery use.",
        icon: "star",
      },
      {
        title: "Native skills without a long search",
        description: "Experienced Kotlin developers at clear hourly rates, without months of recruiting.",
        icon: "dollar",
      },
      {
        title: "Tested for a global device range",
        description: "Coverage across screen sizes, Android versions and manufacturers your users own.",
        icon: "globe",
      },
      {
        title: "Protected user data",
        description: "Encrypted storage, the Android Keystore and minimal permissions by default.",
        icon: "shield",
      },
      {
        title: "Clear release documentation",
        description: "Change logs, rollout plans and Play listing updates for every version.",
        icon: "file",
      },
    ],
  },
  faqs: [
    {
      question: "When should we choose native Android over Flutter?",
      answer:
        "Choose native when the app depends on hardware, background work or Android-only integrations, or when it runs on managed enterprise devices. For apps that are mostly screens and API calls, Flutter is often the faster route to both platforms.",
    },
    {
      question: "Do you still work with Java Android apps?",
      answer:
        "Yes. We maintain Java apps and usually introduce Kotlin and Compose gradually, one module or screen at a time, so regular releases can continue while the migration is under way.",
    },
    {
      question: "How do you handle Android's background execution limits?",
      answer:
        "We use WorkManager for deferrable work and foreground services only where the platform allows them, and test on manufacturers known for aggressive battery optimization.",
    },
    {
      question: "Can you publish and manage our app on Google Play?",
      answer:
        "Signing, app bundles, store listings, policy declarations and staged rollouts are all handled through your Play Console account.",
    },
    {
      question: "Which Android versions do you support?",
      answer:
        "We agree a minimum version with you based on your users, typically Android 8 or later, and test on the latest release before it reaches users.",
    },
  ],
  pricing: {
    title: "Android developer rates",
    description: "Native Android work billed by the hour, with device testing included.",
    tiers: [
      {
        level: "Starter",
        experience: "1–3 years",
        rate: "$26–36",
        features: ["Compose screens and fixes", "Unit tests", "Device testing", "Senior code review"],
      },
      {
        level: "Professional",
        experience: "3–6 years",
        rate: "$36–56",
        features: ["Feature ownership", "Offline data with Room", "Background work and sync", "Play Store releases"],
      },
      {
        level: "Enterprise",
        experience: "6+ years",
        rate: "$56–90",
        features: [
          "App architecture and modularization",
          "Hardware and connectivity work",
          "Java to Kotlin modernization",
          "Leadership of mobile teams",
        ],
      },
    ],
  },
};

export default technology;
