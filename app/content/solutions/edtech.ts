import type { Solution } from "../types";
import { CTA } from "../cta";

const solution: Solution = {
  id: "edtech",
  title: "EdTech",
  description:
    "Learning platforms, assessment tools and classroom apps that work with the LMS schools already use, protect student data and include every learner.",
  metaDescription:
    "EdTech development: learning platforms, LTI 1.3 and SCORM integrations, online assessment, FERPA-aware design and WCAG 2.2 accessibility.",
  icon: "graduation-cap",

  overview:
    "Education software has unusual users: students on shared devices and slow connections, teachers with minutes between classes, and administrators answering to parents and regulators. Products have to plug into learning management systems such as Moodle, Canvas and Blackboard, respect student privacy laws such as FERPA and COPPA in the United States and the DPDP Act in India, and meet accessibility standards that schools are required to enforce. We build learning products that fit into that reality.",
  overviewTitle: "Learning products built for classrooms as they are",
  overviewDescription: "Schools, universities, training providers and education startups are who we build it with.",

  helpTitle: "How we help education providers",
  helpDescription: "The problems learning organizations bring to us most often.",
  howWeHelp: [
    {
      title: "LMS integration",
      description:
        "LTI 1.3 tools, grade passback and roster sync with Moodle, Canvas and Blackboard, so teachers launch your product without new logins.",
      icon: "link",
    },
    {
      title: "Accessible learning",
      description:
        "Interfaces tested against WCAG 2.2 AA with screen readers, captions and keyboard navigation, for every learner.",
      icon: "accessibility",
    },
    {
      title: "Assessment at scale",
      description:
        "Online tests with question banks, timing, randomization and proctoring options that hold up during exam peaks.",
      icon: "test-tube",
    },
    {
      title: "Student data protection",
      description:
        "Data minimization, parental consent flows and role-based access designed around FERPA, COPPA and the DPDP Act.",
      icon: "shield-check",
    },
  ],

  solutionsTitle: "Education products we build",
  solutionsDescription: "For learners of every age, from primary school to professional training.",
  keySolutions: [
    {
      title: "Learning platforms",
      description: "Course delivery with video, quizzes, progress tracking and certificates.",
      icon: "presentation",
      features: [
        "Courses with SCORM and xAPI content",
        "Progress tracking and certificates",
        "Offline-friendly mobile apps",
        "Multi-language content",
      ],
    },
    {
      title: "Assessment and exam systems",
      description: "Secure online exams and continuous assessment with fair, reliable grading.",
      icon: "clipboard",
      features: [
        "Question banks with tagging",
        "Timed and randomized tests",
        "Rubrics and moderated marking",
        "Results analysis by question",
      ],
    },
    {
      title: "Classroom and teacher tools",
      description: "Apps teachers use daily to plan, assign, give feedback and communicate.",
      icon: "users",
      features: [
        "Assignments and feedback",
        "Attendance and behavior notes",
        "Parent messages and reports",
        "Google Classroom and Microsoft Teams sync",
      ],
    },
    {
      title: "Learning analytics",
      description: "Dashboards that show who is falling behind while there is still time to help.",
      icon: "line-chart",
      features: [
        "Engagement and completion trends",
        "Early warning indicators",
        "Cohort and course comparisons",
        "Privacy-preserving aggregation",
      ],
    },
  ],

  techTitle: "Technology for reliable, inclusive learning",
  techDescription: "Standards-based tools that schools' IT teams recognize and trust.",
  technologyStack: [
    {
      category: "Learning standards",
      description: "Interoperability with the systems schools already run.",
      icon: "network",
      technologies: ["LTI 1.3", "SCORM", "xAPI", "OneRoster", "QTI"],
    },
    {
      category: "Platforms",
      description: "Learning systems we extend, integrate or build alongside.",
      icon: "blocks",
      technologies: ["Moodle", "Canvas", "Blackboard", "Google Classroom", "Microsoft Teams"],
    },
    {
      category: "Application stack",
      description: "Accessible front ends and scalable back ends for exam-day traffic.",
      icon: "code",
      technologies: ["React", "Flutter", "Node.js", "PostgreSQL", "AWS"],
    },
  ],

  processTitle: "How we deliver an education product",
  processDescription: "Planned around the academic calendar, so launches land before a term starts.",
  implementationProcess: [
    {
      title: "Learner and teacher research",
      description:
        "We observe lessons, interview teachers and students, and review curriculum and privacy requirements.",
      duration: "2–3 weeks",
    },
    {
      title: "Pedagogy and UX design",
      description: "We design learning flows with your educators and test prototypes with real classes.",
      duration: "3–4 weeks",
    },
    {
      title: "Build and connect to the LMS",
      description: "We build the product and its LMS integrations in sprints, with accessibility checks in every one.",
      duration: "10–16 weeks",
    },
    {
      title: "Pilot with schools",
      description: "A pilot with a few schools or cohorts, with feedback sessions and load tests before wider use.",
      duration: "4–6 weeks",
    },
    {
      title: "Term-by-term improvement",
      description: "Support through each term and improvements planned between them.",
      duration: "Ongoing",
    },
  ],

  metricsTitle: "How we judge an education product",
  metricsDescription: "Learning outcomes first, usage second.",
  successMetrics: [
    {
      title: "Learning progress",
      description: "Whether learners actually advance.",
      icon: "award",
      examples: ["Course completion rate", "Assessment score improvement", "Time to mastery per topic"],
    },
    {
      title: "Teacher adoption",
      description: "Whether teachers choose to use it without being told to.",
      icon: "heart",
      examples: ["Weekly active teachers", "Assignments created per class", "Time saved on marking"],
    },
    {
      title: "Inclusion and reliability",
      description: "Whether every learner can use it, every day.",
      icon: "accessibility",
      examples: [
        "Accessibility issues open against WCAG 2.2 AA",
        "Availability during exams",
        "Performance on low-end devices",
      ],
    },
  ],

  caseStudiesTitle: "Education projects, sketched for illustration",
  caseStudiesDescription:
    "Based on typical projects, these scenarios are illustrative; no real institutions are named.",
  caseStudies: [
    {
      title: "A university moves its exams online",
      description: "A university running paper exams for large first-year courses.",
      challenge:
        "Marking took weeks, results arrived too late to help students, and the existing LMS quiz tool failed under exam load.",
      solution:
        "An assessment system integrated with the LMS through LTI 1.3, with question banks, timed exams, rubric marking and load-tested infrastructure.",
      results: [
        "Results released days after exams instead of weeks",
        "Question-level analysis used to improve teaching",
        "Exam sessions completed without outages",
      ],
    },
    {
      title: "A training provider reaches learners on mobile",
      description: "A vocational training company whose learners work shifts and study on their phones.",
      challenge: "Desktop-only courses had low completion, and learners in rural areas had unreliable connections.",
      solution:
        "A Flutter learning app with downloadable lessons, short quizzes, progress sync when back online and certificates.",
      results: [
        "Lessons available offline on low-cost phones",
        "Higher course completion among shift workers",
        "Certificates issued automatically on completion",
      ],
    },
  ],

  faqsTitle: "Questions from schools and education companies",
  faqsDescription: "Integration, privacy, accessibility and timelines.",
  faqs: [
    {
      question: "Can your product connect to our LMS?",
      answer:
        "With LTI 1.3 tools: we build them with deep linking and grade passback, which work with Moodle, Canvas, Blackboard and other compliant platforms, and we sync rosters with OneRoster where available.",
    },
    {
      question: "How do you protect student data?",
      answer:
        "We collect only what the learning purpose needs, encrypt data in transit and at rest, restrict access by role, and design consent and data deletion flows around FERPA, COPPA and India's DPDP Act as they apply to you.",
    },
    {
      question: "Will the product be accessible to students with disabilities?",
      answer:
        "That is the standard we work to: we design and test to WCAG 2.2 AA, including screen reader and keyboard testing, captions for video and sufficient contrast, and provide an accessibility conformance report on request.",
    },
    {
      question: "Can you deliver before the next academic year?",
      answer:
        "Often, if we start early enough. We plan backward from the term date, launch a focused first version for the pilot, and add features between terms.",
    },
  ],

  ctaTitle: "Build learning that reaches every student",
  ctaDescription:
    "Share who your learners are and which systems your schools use, and we will propose a pilot-ready first version.",
  ctaText: CTA.startProject,
};

export default solution;
