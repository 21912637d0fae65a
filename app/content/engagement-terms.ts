/**
 * The register of engagement terms: every commercial promise the site makes, once, per engagement model
 * (docs/decisions/0117-engagement-terms.md). Copy states a term only as its token (`{shortlistTime}`,
 * `{trial}`, `{slaTargets}`, …), which `app/lib/tokens.ts` fills from here; the promise lint
 * (`tests/support/promise-lint.ts`) fails on a promise-shaped phrase written in a page's own words, and
 * `docs/claims.md` (`npm run docs:claims`) lists each term with every page that states it.
 *
 * A term's `text` fits the sentences that use it: read it in place of its token.
 */
import type { EngagementModel, EngagementTerm } from "./types";

/** The engagement models, in the order docs/claims.md lists them. */
export const engagementModels: { id: EngagementModel; title: string; description: string }[] = [
  {
    id: "all",
    title: "Every engagement",
    description: "Terms that hold whichever way a client works with us.",
  },
  {
    id: "project",
    title: "Project work",
    description: "A defined scope delivered by our team: services, solutions and the work that follows them.",
  },
  {
    id: "dedicated",
    title: "Dedicated developers and staff augmentation",
    description: "Developers who join the client's team, hired through a technology page or staff augmentation.",
  },
  {
    id: "support",
    title: "Support plans",
    description: "Support and ongoing care of live systems under a written SLA.",
  },
  {
    id: "discovery",
    title: "Discovery",
    description: "Discovery workshops and the assessments that come before a build.",
  },
  {
    id: "poc",
    title: "Proofs of concept",
    description: "Time-boxed proofs of concept and MVPs.",
  },
];

export const engagementTerms = {
  replyTime: {
    model: "all",
    topic: "reply time",
    text: "within 24 hours on business days",
    why: "The specification's 24 hours, counted on business days only: the days the office is open (every day the site configuration's business hours do not mark as closed), so a message sent on a Saturday evening is answered by Monday's close. The contact page defines business days where it states the reply time. A message the site's spam check holds reaches the team within the hour, in a notice whose link lets it through with one click, so the hold costs it no reply time.",
  },
  freeConsultation: {
    model: "all",
    topic: "first conversation",
    text: "a free initial consultation",
    why: "Every engagement starts with a call that costs the client nothing and commits them to nothing.",
  },
  estimate: {
    model: "all",
    topic: "estimates",
    text: "a written estimate, which may change once discovery shows the work in detail and binds us only in a proposal we both sign",
    why: "The terms of service (Our services): descriptions are not an offer, estimates before discovery may change, and scope and fees bind only in a signed proposal or statement of work. Every page that offers an estimate says so in these words.",
  },
  nda: {
    model: "all",
    topic: "NDA",
    text: "a mutual NDA, signed before you share anything confidential",
    why: "The terms of service ask visitors not to send confidential material through the forms and to ask for an NDA first; a first conversation is not covered by one.",
  },
  ownership: {
    model: "all",
    topic: "ownership",
    text: "you own the code and deliverables we create for you once they are paid in full, and you get a perpetual, non-exclusive license to use and modify the pre-existing tools and libraries we build them with, as part of those deliverables",
    why: "The terms of service state it through this token (Intellectual property), so the pages and the terms cannot differ; the license's scope (perpetual, non-exclusive, to use and modify, as part of the deliverables) is what a client needs to run and change the software without us. It fits after “Under our terms, ”.",
  },
  pricingModels: {
    model: "project",
    topic: "billing basis",
    text: "fixed-price, milestone, retainer or hourly pricing, agreed in writing before work starts",
    why: "The specification's pricing models, in words only; each service's pricing paragraph says which it uses.",
  },
  retainer: {
    model: "project",
    topic: "ongoing care",
    text: "a monthly retainer",
    why: "Work that continues after delivery (operations, updates, advisory) is billed as a monthly fee sized to the hours agreed; it is the same basis as a support plan.",
  },
  dedicatedBilling: {
    model: "dedicated",
    topic: "billing basis",
    text: "billed monthly for the hours worked, at an hourly rate within the published range of the developer's tier, agreed in writing before the placement starts",
    why: "The technology pages publish hourly rates by tier as ranges (the specification's figures), so a dedicated developer is billed by the hour, monthly, at one rate from that range; the written proposal names the developer's tier and rate, which settles where a developer's years fall on two tiers' boundary. A retainer per person would contradict the published rates.",
  },
  placementHours: {
    model: "dedicated",
    topic: "hours and status",
    text: "full-time on your project for the whole placement, whether we employ the developer or contract them",
    why: "The technology pages list every profile as full-time. Some developers are our employees and some are contractors (the careers pages); a contractor chooses which placements to take, and once placed works the hours the placement sets, so the client gets the same commitment from either.",
  },
  overlapHours: {
    model: "dedicated",
    topic: "working hours",
    text: "working hours are agreed before the placement starts, with at least 4 hours of overlap for clients from Europe to the US West Coast",
    why: "The office's business hours (IST, 12:00 PM–5:00 AM, Monday to Saturday) overlap the working day from Europe to the US West Coast by at least 4 hours, so that much is promised; the exact hours are a term of each placement, not the client's whole day or time zone.",
  },
  dedicatedNotice: {
    model: "dedicated",
    topic: "minimum term and notice",
    text: "no minimum term after the trial, and 2 weeks of written notice to end a placement or take developers off it",
    why: "Short enough to be “no long notice period”, long enough to plan a handover.",
  },
  shortlistTime: {
    model: "dedicated",
    topic: "time to first profiles",
    text: "within 2 weeks of the first call",
    why: "What 13 technology pages already said; the hiring steps before the profiles add up to no more than 14 days (a test checks it).",
  },
  startTime: {
    model: "dedicated",
    topic: "time to start",
    text: "on a start date agreed with you once you choose a candidate",
    why: "The start depends on the client's interviews and the candidate's availability, so only the agreement is promised.",
  },
  trial: {
    model: "dedicated",
    topic: "trial",
    text: "a paid 2-week trial",
    why: "Every placement, through a technology page or staff augmentation, starts the same way.",
  },
  trialTerms: {
    model: "dedicated",
    topic: "trial",
    text: "the trial's hours are billed at the agreed rate like any others, and during the trial you may end the placement at once by telling us in writing; the 2 weeks of notice apply only after it",
    why: "What the trial changes is the exit, not the price: the developer works and is paid, and a client who sees a wrong fit leaves without notice. It answers whether a trial is billed and whether notice runs during it.",
  },
  replacementCost: {
    model: "dedicated",
    topic: "replacement",
    text: "at no extra cost",
    why: "During the trial or after it, a developer who does not fit is replaced with no fee, and the client pays for no hours twice: the handover hours between the two developers are not billed (the replacementTerms term states the rest).",
  },
  replacementTerms: {
    model: "dedicated",
    topic: "replacement",
    text: "a replacement starts with its own 2-week trial, the handover hours between the two developers are not billed, and we replace a developer up to 2 times in one placement",
    why: "Bounds “at no extra cost”: what is free (the sourcing and the handover), what is billed as usual (the replacement's own hours) and how many times; after a second replacement a client who is still not satisfied ends the placement on the trial's terms.",
  },
  supportBilling: {
    model: "support",
    topic: "billing basis",
    text: "a monthly retainer sized to your plan's covered hours and a pool of maintenance hours, with extra work billed hourly (time and materials)",
    why: "A plan is a fixed monthly fee for its coverage; work beyond its hours is billed by the hour.",
  },
  supportChannel: {
    model: "support",
    topic: "where to report",
    text: "through the service desk named in your plan, where the response targets start counting; a message sent through this website's contact form, including one with the Technical Support subject, is answered as an inquiry and is not covered by the SLA",
    why: "The contact form is read on business days and has no on-call behind it, so it cannot start a 15-minute clock; the service desk can, and the SLA post already says the clock starts when the ticket is created there.",
  },
  slaTargets: {
    model: "support",
    topic: "SLA targets",
    text: "a first response to Critical issues within 15 minutes, High within 1 hour, Medium within 4 hours and Low within 24 hours",
    why: "The specification's response times by severity; they are the same on every plan.",
  },
  criticalResponse: {
    model: "support",
    topic: "SLA targets",
    text: "a 15-minute first response to critical incidents",
    why: "The short form of the Critical target, for cards and descriptions; always followed by the hours it applies in.",
  },
  slaHours: {
    model: "support",
    topic: "plans and hours",
    text: "within the hours your plan covers: the business hours written into the plan on standard plans, 24/7 on enterprise plans",
    why: "What depends on the plan is the hours the targets are counted in, not the targets themselves; this reconciles the terms' “depend on the support plan” with one set of times.",
  },
  roundTheClock: {
    model: "support",
    topic: "plans and hours",
    text: "24/7 coverage on enterprise support plans",
    why: "The specification's 24/7 support, limited to the plans that pay for an on-call rotation; every page that mentions round-the-clock coverage states it through this token, whatever the service (cloud, AWS, Azure, MLOps, solutions).",
  },
  discoveryLength: {
    model: "discovery",
    topic: "length",
    text: "1–3 weeks",
    why: "As the discovery workshops entry has always stated it; no other page restates a length.",
  },
  pocLength: {
    model: "poc",
    topic: "length",
    text: "2–6 weeks",
    why: "The specification's PoC timeline.",
  },
  aiPocLength: {
    model: "poc",
    topic: "length",
    text: "2–4 weeks",
    why: "The specification's AI PoC timeline.",
  },
  aiMvpLength: {
    model: "poc",
    topic: "length",
    text: "4–8 weeks",
    why: "The specification's AI MVP timeline.",
  },
  customSoftwareTime: {
    model: "project",
    topic: "timeline",
    text: "3–9 months",
    why: "The specification's marketing timeline for custom software, from first release to a complete platform.",
  },
  mobileAppTime: {
    model: "project",
    topic: "timeline",
    text: "3–6 months",
    why: "The specification's marketing timeline for a mobile app's first store release.",
  },
  techStrategyTime: {
    model: "project",
    topic: "timeline",
    text: "4–8 weeks",
    why: "The specification's marketing timeline for a technology strategy, from assessment to roadmap.",
  },
  transformationResultsTime: {
    model: "project",
    topic: "timeline",
    text: "6–12 months",
    why: "The specification's marketing timeline for the first results of a digital transformation.",
  },
  devopsTime: {
    model: "project",
    topic: "timeline",
    text: "3–6 months",
    why: "The specification's marketing timeline for a DevOps or MLOps platform.",
  },
  seoResultsTime: {
    model: "project",
    topic: "timeline",
    text: "3–6 months",
    why: "The specification's marketing timeline for meaningful search results.",
  },
  mvpTime: {
    model: "project",
    topic: "timeline",
    text: "2–4 months",
    why: "The specification's marketing timeline for an MVP.",
  },
  fullProductTime: {
    model: "project",
    topic: "timeline",
    text: "6–12 months",
    why: "The specification's marketing timeline for a full product.",
  },
  redesignTime: {
    model: "project",
    topic: "timeline",
    text: "4–12 weeks",
    why: "The specification's marketing timeline for an application redesign.",
  },
  marketResearchTime: {
    model: "project",
    topic: "timeline",
    text: "2–8 weeks",
    why: "The specification's marketing timeline for a market research study.",
  },
  productStrategyTime: {
    model: "project",
    topic: "timeline",
    text: "4–8 weeks",
    why: "The specification's marketing timeline for a product strategy.",
  },
  feasibilityTime: {
    model: "project",
    topic: "timeline",
    text: "2–4 weeks",
    why: "The specification's marketing timeline for a technical feasibility analysis.",
  },
} satisfies Record<string, EngagementTerm>;

export type TermKey = keyof typeof engagementTerms;
