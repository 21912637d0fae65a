import type { Solution } from "../types";
import { CTA } from "../cta";

const solution: Solution = {
  id: "healthcare",
  title: "Healthcare",
  description:
    "Patient-facing and clinical software that connects to EHRs through HL7 FHIR, protects health data and fits into the working day of clinicians.",
  metaDescription:
    "Healthcare software development: HL7 FHIR and EHR integration, telehealth, patient portals and HIPAA- and DPDP-aware design.",
  icon: "heart-pulse",

  overview:
    "Healthcare software sits between patients, clinicians, payers and regulators. It has to exchange data with electronic health records such as Epic and Oracle Health (formerly Cerner) through HL7 v2 and FHIR, protect health information under HIPAA in the United States and the DPDP Act in India, and work for staff who have seconds, not minutes, between patients. Errors cost more than time. We build digital health products with privacy, interoperability and clinical safety designed in from the start.",
  overviewTitle: "Digital health that clinicians adopt and patients trust",
  overviewDescription: "Built for hospitals, clinic networks, digital health companies and health insurers.",

  helpTitle: "Where we help healthcare organizations",
  helpDescription: "The problems we are most often asked to solve in healthcare.",
  howWeHelp: [
    {
      title: "EHR interoperability",
      description:
        "Integrations with Epic, Oracle Health and other EHRs through FHIR APIs, SMART on FHIR launches and HL7 v2 interfaces.",
      icon: "link",
    },
    {
      title: "Virtual care",
      description:
        "Secure video visits, asynchronous messaging and remote monitoring that connect to scheduling and the patient record.",
      icon: "monitor-smartphone",
    },
    {
      title: "Patient self-service",
      description:
        "Appointment booking, intake forms, results and bills in one portal, so front desks answer fewer calls.",
      icon: "calendar-check",
    },
    {
      title: "Health data protection",
      description:
        "Access controls, encryption, audit logs and business associate agreements that support HIPAA and DPDP obligations.",
      icon: "lock",
    },
  ],

  solutionsTitle: "Healthcare solutions we build",
  solutionsDescription: "Each designed with clinicians and tested with patients before rollout.",
  keySolutions: [
    {
      title: "Patient portals and apps",
      description: "A single front door for patients across web and mobile.",
      icon: "smartphone",
      features: [
        "Online booking and reminders",
        "Digital intake and consent forms",
        "Lab results and visit summaries",
        "Bill payment and insurance details",
      ],
    },
    {
      title: "Telehealth platform",
      description: "Video and messaging care that fits the clinical workflow.",
      icon: "headset",
      features: [
        "Browser-based video visits",
        "Virtual waiting rooms",
        "E-prescribing integration",
        "Visit notes written back to the EHR",
      ],
    },
    {
      title: "Remote patient monitoring",
      description: "Data from connected devices turned into timely alerts for care teams.",
      icon: "heart",
      features: [
        "Bluetooth device integration",
        "Thresholds and alert routing",
        "Care team dashboards",
        "Billing-ready monitoring records",
      ],
    },
    {
      title: "Clinical data integration",
      description: "An integration layer that moves data safely between clinical systems.",
      icon: "network",
      features: [
        "FHIR and HL7 v2 interfaces",
        "Patient matching and deduplication",
        "Message monitoring and replay",
        "De-identified data for analytics",
      ],
    },
  ],

  techTitle: "Technology for safe, connected care",
  techDescription: "Standards and platforms that hospital IT teams know and approve.",
  technologyStack: [
    {
      category: "Interoperability",
      description: "Standards for exchanging clinical and administrative data.",
      icon: "link",
      technologies: ["HL7 FHIR R4", "HL7 v2", "SMART on FHIR", "DICOM", "Mirth Connect"],
    },
    {
      category: "Cloud and security",
      description: "Infrastructure suitable for regulated health data.",
      icon: "shield-check",
      technologies: ["AWS HealthLake", "Azure Health Data Services", "Google Cloud Healthcare API", "HashiCorp Vault"],
    },
    {
      category: "Applications",
      description: "Accessible, reliable front ends and services.",
      icon: "code",
      technologies: ["React", "Flutter", "Node.js", "Java", "PostgreSQL"],
    },
  ],

  processTitle: "How we deliver healthcare software",
  processDescription: "Clinical input and privacy reviews at every phase.",
  implementationProcess: [
    {
      title: "Clinical and compliance discovery",
      description: "We shadow clinicians, map data flows and confirm privacy and regulatory requirements.",
      duration: "2–4 weeks",
    },
    {
      title: "Workflow and integration design",
      description: "Screens are designed with clinicians, and every EHR interface and data mapping is specified.",
      duration: "3–4 weeks",
    },
    {
      title: "Development and interface testing",
      description: "Sprint by sprint, interfaces are tested against EHR sandboxes and realistic synthetic data.",
      duration: "12–20 weeks",
    },
    {
      title: "Validation and go-live readiness",
      description: "Security testing, clinical safety review, staff training and a go-live plan agreed with IT.",
      duration: "3–4 weeks",
    },
    {
      title: "Live support and improvement",
      description: "Interfaces and service levels are monitored, with {roundTheClock}.",
      duration: "Ongoing",
    },
  ],

  metricsTitle: "Outcomes we track in healthcare",
  metricsDescription: "Agreed with clinical and operational leads before the build starts.",
  successMetrics: [
    {
      title: "Access to care",
      description: "How easily patients reach the care they need.",
      icon: "users",
      examples: ["Online booking share", "Days to next available appointment", "Virtual visit completion rate"],
    },
    {
      title: "Clinician time",
      description: "Whether the software gives time back to clinical staff.",
      icon: "clock",
      examples: ["Documentation time per visit", "Clicks to complete common tasks", "Manual data entry eliminated"],
    },
    {
      title: "Data reliability",
      description: "Whether clinical data arrives complete and on time.",
      icon: "radar",
      examples: ["Interface message error rate", "Time from result to patient view", "Duplicate patient records"],
    },
  ],

  caseStudiesTitle: "Healthcare scenarios, for illustration",
  caseStudiesDescription:
    "Representative, illustrative scenarios without patient or client data; no real organizations are named.",
  caseStudies: [
    {
      title: "A clinic network launches a patient app",
      description: "A network of outpatient clinics with phone-only booking and paper intake forms.",
      challenge:
        "Phone lines were overloaded, intake forms were re-typed into the EHR, and patients waited days for results.",
      solution:
        "A patient app and portal with online booking, digital intake written to the EHR through FHIR, and results released after clinician review.",
      results: [
        "Fewer booking calls to the front desk",
        "Intake data arriving in the record before the visit",
        "Results available to patients the day they are signed off",
      ],
    },
    {
      title: "A hospital adds remote monitoring after discharge",
      description: "A hospital aiming to reduce avoidable readmissions of cardiac patients.",
      challenge:
        "Discharged patients were followed up by phone, and warning signs were often noticed only when patients returned.",
      solution:
        "A remote monitoring program with connected blood pressure cuffs and scales, alert thresholds set by cardiologists and a nurse dashboard.",
      results: [
        "Nurses alerted to worsening readings within hours",
        "Follow-up calls focused on patients who need them",
        "Monitoring data summarized in the patient record",
      ],
    },
  ],

  faqsTitle: "Questions healthcare buyers ask",
  faqsDescription: "Privacy, integration and clinical safety.",
  faqs: [
    {
      question: "Do you build HIPAA-compliant software?",
      answer:
        "We build software with the technical safeguards HIPAA requires, such as access control, encryption, audit logging and backups, and, where a project needs us to handle protected health information, we agree a business associate agreement with you before any of it reaches us, or design the work so that it does not. Compliance also depends on your policies, which we help document.",
    },
    {
      question: "Can you integrate with Epic or Oracle Health?",
      answer:
        "Through their FHIR APIs, with SMART on FHIR for apps launched from the EHR, and HL7 v2 interfaces through an integration engine where FHIR is not available. Access to production APIs is arranged with your EHR team.",
    },
    {
      question: "How do you test without real patient data?",
      answer:
        "We use EHR vendor sandboxes and synthetic patient data generated with tools such as Synthea, so no real health information is needed during development.",
    },
    {
      question: "How long does a healthcare project take?",
      answer:
        "The phases above add up to 20–32 weeks for a patient portal or telehealth MVP, including interface testing and security review. Larger integration programs are planned as several such phases.",
    },
  ],

  ctaTitle: "Improve care with better software",
  ctaDescription: "Describe your patients, clinicians and systems, and we will suggest a safe, practical first step.",
  ctaText: CTA.startProject,
};

export default solution;
