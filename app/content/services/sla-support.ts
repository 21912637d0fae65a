import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "sla-support",
  title: "SLA-Based Support & Maintenance",
  description:
    "Support for live applications under a written SLA: monitoring, security patching, dependency upgrades and small enhancements, with {criticalResponse} {slaHours}.",
  metaDescription:
    "Application support under a written SLA: {criticalResponse}, patching and upgrades, and {roundTheClock}.",
  icon: "life-buoy",
  pricing:
    "Support runs on {supportBilling}. The cost depends on scope and complexity: the number of applications, their technology stack and the support level you choose.",
  process: [
    {
      title: "Application audit",
      description:
        "We go through the codebase, infrastructure, monitoring and known issues, and deliver a health report listing risks, outdated dependencies and missing documentation.",
    },
    {
      title: "Knowledge transfer",
      description:
        "We take over from your team or previous vendor through handover sessions, then write runbooks, escalation contacts and access procedures for every system in scope.",
    },
    {
      title: "SLA activation",
      description:
        "Alerts from tools such as Datadog, Sentry and PagerDuty are routed to our on-call rotation, and tickets flow through your chosen service desk, for example Jira Service Management.",
    },
    {
      title: "Support & monthly reporting",
      description:
        "We respond to incidents within the agreed times, apply patches and upgrades on a planned schedule, deliver small enhancements and send a monthly report on tickets, uptime and recommendations.",
    },
  ],
  lifecycle: ["Audit", "Handover", "Monitor", "Resolve", "Improve"],
  onboarding:
    "We open with a call about which applications need support, who relies on them and what an outage would mean for your business. We then ask for access to code, hosting, monitoring and any existing documentation or ticket history. Over the first 2 weeks we run the audit and handover sessions, and you receive a health report and a proposed SLA with severity definitions before support goes live.",
  requirements: [
    "Admin access to source code, hosting and deployment pipelines",
    "Existing documentation, credentials and ticket history",
    "Agreed business-impact definitions for each severity level",
    "A named contact for escalations and change approvals",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Clear response times by severity",
      description:
        "Our SLAs set {slaTargets}, the same targets on every plan and counted {slaHours}; we measure and report them every month.",
    },
    {
      title: "Prevention, not just firefighting",
      description:
        "Planned patching, dependency upgrades and better alerting reduce repeat incidents, and we flag technical debt before it turns into an outage.",
    },
    {
      title: "Support for code we did not write",
      description:
        "We regularly take over applications built by other teams, using a structured audit and handover so support quality does not depend on who wrote the original code.",
    },
  ],
  whyUsTitle: "Support with clear commitments",
  whyUsDescription:
    "Defined response times, a team that knows your systems and a monthly account of what we did and what needs attention next.",
  discussTitle: "Give your live application a safety net",
  discussDescription:
    "Name the applications you need supported and how critical they are, and we will propose a support level and SLA to match.",
  processTitle: "How support gets started",
  processDescription: "A short, structured takeover so we understand your systems before the SLA clock starts.",
  initiative:
    "Our support engineers work in a planned on-call rotation, which is how we offer {roundTheClock}: the rotation is planned so that coverage does not rest on one person's availability. Every incident ends with a written note and, for serious ones, a blameless post-incident review with follow-up actions. The aim is fewer incidents over time, not only fast reactions.",
  initiativeTitle: "Reliability as routine",
  initiativeDescription: "Support becomes a steady cycle of response, review and improvement.",
  faqs: [
    {
      question: "What response times do you commit to?",
      answer:
        "Targets depend on severity, not on the plan: {slaTargets}. What the plan decides is when the clock runs: the targets are counted {slaHours}. Each severity level is defined with you in the SLA, based on business impact, and issues are reported {supportChannel}.",
    },
    {
      question: "Is response time the same as resolution time?",
      answer:
        "No. Response time is how quickly an engineer acknowledges the issue and starts working on it. Resolution depends on the cause, so for Critical and High issues we first restore service with a workaround or rollback, then fix the root cause and keep you updated throughout.",
    },
    {
      question: "What does maintenance include?",
      answer:
        "Maintenance covers security patches, framework and dependency upgrades, certificate and configuration renewals, performance tuning and small enhancements within the hours in your plan. Larger changes are estimated separately, so they do not consume incident capacity without your approval.",
    },
    {
      question: "Can you support applications built by another vendor?",
      answer:
        "We start with an audit and handover to learn the system, document what is missing and agree which risks to fix first. Until the full SLA takes effect, we can provide support on interim terms.",
    },
  ],
  faqsTitle: "Support and SLA questions",
  faqsDescription: "How our response times, coverage and maintenance work in practice.",
  hireTitle: "A dependable support team",
  hireDescription:
    "Let {brand} keep your applications secure, patched and available, with engineers who know your systems and clear response times.",
  ctaTitle: "Put your applications in safe hands",
  ctaDescription:
    "Arrange a free consultation to discuss your applications, the coverage you need and an SLA that matches your business risk.",
};

export default service;
