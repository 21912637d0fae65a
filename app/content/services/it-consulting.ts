import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "it-consulting",
  title: "IT Consulting",
  description:
    "Independent advice on your IT estate, covering infrastructure, business applications, security posture, vendors and support processes, with prioritized recommendations and hands-on help putting them into action.",
  metaDescription:
    "Independent IT consulting on infrastructure, business applications, security, vendors and support, with prioritized, practical recommendations.",
  icon: "lightbulb",
  pricing:
    "Offered as a project-based assessment or {retainer} for advisory support, with hourly (time and materials) billing for ad hoc expert input. The price depends on scope and complexity, including the size of your IT environment.",
  process: [
    {
      title: "IT environment review",
      description:
        "We examine your infrastructure, applications, licenses, security controls and support processes through documentation, system access and staff interviews. You receive an inventory of your IT estate and how it is managed today.",
    },
    {
      title: "Gap & risk analysis",
      description:
        "We compare what we find with good practice and your business needs, highlighting security gaps, single points of failure, overlapping tools and avoidable spending. Each finding is rated by risk and urgency.",
    },
    {
      title: "Recommendations report",
      description:
        "A prioritized action plan sets out quick wins and longer-term improvements, with vendor or tool options and the effort and benefit of each. We present it to your leadership and answer their questions.",
    },
    {
      title: "Implementation support",
      description:
        "Our consultants help carry out the plan alongside your staff, from vendor selection and contract review to tightening access controls, improving backups or managing a system migration.",
    },
    {
      title: "Review & adjust",
      description:
        "We check progress against the plan at agreed intervals, measure the effect of the changes made and update recommendations as your business and technology evolve.",
    },
  ],
  lifecycle: ["Assessment", "Strategy", "Planning", "Implementation", "Monitoring"],
  onboarding:
    "Our initial call explores your organization, your IT setup and what prompted you to seek advice, whether that is a security concern, rising costs or systems that no longer keep up. To prepare, we request existing documentation, network and system diagrams, vendor contracts and read-only access where appropriate. In the opening days we agree an assessment plan and interview schedule with you, and flag any urgent risks we spot early.",
  requirements: [
    "Documentation of current infrastructure, applications and vendors",
    "Read-only access to key systems and admin consoles where appropriate",
    "Time with IT staff and representative business users",
    "A decision-maker who can approve and prioritize recommendations",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Recommendations based on fit",
      description:
        "We compare tools and suppliers on how well they match your needs, existing systems and team skills, and explain the reasoning behind every recommendation.",
    },
    {
      title: "Findings you can act on",
      description:
        "Each finding comes with a concrete next step, a suggested owner and an effort estimate, not just a list of problems.",
    },
    {
      title: "Hands-on when you need it",
      description:
        "Our consultants can move from advice to implementation, working alongside your IT team instead of leaving you with a report on the shelf.",
    },
  ],
  whyUsTitle: "Practical IT guidance",
  whyUsDescription:
    "We give clear, prioritized advice on your IT environment and stay involved to help you put it into practice.",
  discussTitle: "Make sure your IT keeps up",
  discussDescription:
    "Tell us what is frustrating your team or worrying your leadership, and we will suggest where an independent review could help most.",
  processTitle: "Assessment first, then action",
  processDescription:
    "Our consulting process turns a clear picture of your IT environment into prioritized actions, then helps you carry them out.",
  initiative:
    "Our consultants work as an extension of your IT team rather than as outside auditors. We explain findings in plain language for leadership, share the technical detail with your engineers, and judge each recommendation by its effect on security, reliability and running costs.",
  initiativeTitle: "Advice grounded in operations",
  initiativeDescription: "We shape our recommendations around how your organization actually runs its IT day to day.",
  faqs: [
    {
      question: "What does an IT consulting engagement cover?",
      answer:
        "The review can cover infrastructure, networks, end-user devices, business applications, cybersecurity, backup and disaster recovery, licensing and IT support processes. We agree the scope with you at the start, and a broad assessment is often a useful first step before focusing on specific areas.",
    },
    {
      question: "How is IT consulting different from technology strategy?",
      answer:
        "IT consulting focuses on the health and running of your current IT environment: its risks, costs, tools and processes. Technology strategy looks further ahead, defining how technology should support your business goals and where to invest over the coming years.",
    },
    {
      question: "Can you help us choose vendors or software?",
      answer:
        "We define requirements, shortlist suitable options, run structured evaluations and demos, and review proposals and contract terms with you. The final decision stays with you, backed by a clear side-by-side comparison.",
    },
    {
      question: "Do you offer ongoing advice after the assessment?",
      answer:
        "You can keep us on {retainer} as a fractional IT advisor for planning, vendor discussions and escalations. Alternatively we can support a specific implementation or hand over to your internal team with clear documentation.",
    },
  ],
  faqsTitle: "IT consulting questions",
  faqsDescription: "How an independent review of your IT environment works, and what can follow it.",
  hireTitle: "Independent IT consultants",
  hireDescription:
    "Bring in experienced consultants for an assessment, a specific project or ongoing advisory support, without adding permanent headcount.",
  ctaTitle: "Get clarity on your IT",
  ctaDescription:
    "Arrange a free consultation to talk about your IT environment and where an independent assessment could reduce risk or cost.",
};

export default service;
