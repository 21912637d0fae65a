import type { PromiseAllowance } from "./promise-lint";

/**
 * The promise lint's allow-list (docs/decisions/0117-engagement-terms.md): promise-shaped phrases that
 * may stay in a page's own words, each with where it may appear and why. `where` is matched against
 * "<file under app/content> <field path>" for source copy and against the page's path for built pages.
 * A new entry needs a reason a client's lawyer would accept; anything commercial goes into the register
 * (app/content/engagement-terms.yml) instead.
 */
export const PROMISE_ALLOWANCES: PromiseAllowance[] = [
  {
    phrase: /^next day$/i,
    where: /^\/contact$/,
    text: /\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M \(next day\)/,
    reason:
      "Business hours that run past midnight (app/lib/business-hours.ts, from app/site.ts): when the working day ends, not a delivery promise.",
  },
  {
    phrase: /^free$/i,
    where: /./,
    text: /\bfree(?:, no-obligation)? (?:initial |first |30-minute |scoping )?(?:consultation|call|review|conversation|session|first look|look|first review)\b/i,
    reason:
      "The free first conversation is the register's freeConsultation term; calls to action name it with one label, “Schedule a Free Consultation” (app/content/cta.ts, decision 0124).",
  },
  {
    phrase: /^free$/i,
    where: /^services\/rpa-ai\.yml discussTitle$/,
    reason: "“Free your team from copy-and-paste work”: the verb, not a price.",
  },
  {
    phrase: /^(?:24\/7|100%)$/,
    where: /^pages\/company\.yml trustStats\.stats\.\d+\.value$/,
    reason:
      "The specification's trust stats, worded as it words them (docs/decisions/0021-decided-facts.md, Claims); the line under 24/7 is the register's {roundTheClock}.",
  },
  {
    phrase: /^(?:within|in) (?:the first |a )?(?:\d+ )?weeks?$/i,
    where: /^services\/[a-z-]+\.yml onboarding$/,
    reason:
      "When a service's first deliverable arrives: a term of that service alone, stated once, in its own onboarding paragraph.",
  },
  {
    phrase: /^guarantee$/i,
    where: /^services\/digital-marketing\.yml faqs\.1\.(?:question|answer)$/,
    reason: "The answer refuses the promise: nobody can guarantee search rankings.",
  },
  {
    phrase: /^always$/i,
    where: /^services\/(?:devops|heroku|product-strategy)\.yml faqs\.\d+\.answer$/,
    text: /^Not always\./,
    reason: "“Not always.” answers a client's question; it promises nothing.",
  },
  {
    phrase: /^within 1 working day$/,
    where: /^jobs\//,
    reason: "What a contractor's job asks of them (reviewing teammates' pull requests), not a promise to a client.",
  },
  {
    phrase: /^(?:never|always|guarantee[sd]?|notice)$/i,
    where: /^(?:solutions|technologies)\/[a-z-]+\.yml (?!pricing|hiringProcess)/,
    reason:
      "How a delivered system behaves (card data never touches your servers, production always matches Git, before others notice): a property of the design described, not an engagement term.",
  },
  {
    phrase: /^(?:trial|Trial)$/,
    where: /^solutions\/(?:crm-erp|saas)\.yml /,
    text: /trial migrations|trial-to-paid|win the trial|fast trial/i,
    reason: "The client's product's own trial, or a rehearsal migration: not our trial.",
  },
  {
    phrase: /^(?:trial|Trial)$/,
    where: /^technologies\/[a-z-]+\.yml hiringProcess\.steps\.\d+\.title$/,
    reason:
      "The name of the hiring step that is the trial: structured data whose duration field is the trial's 2 weeks, and whose description states {trial}.",
  },
  {
    phrase: /./,
    where: /^solutions\/[a-z-]+\.yml caseStudies\.\d+\.results\.\d+$/,
    reason:
      "An illustrative case study's result, labelled illustrative on the page: a figure of the example, not a term.",
  },
  {
    phrase: /^up to \d+–\d+ weeks$/,
    where: /^solutions\/[a-z-]+\.yml (?:processDescription|faqs\.\d+\.answer)$/,
    reason:
      "A solution's total: the sum of its implementation steps' duration fields, checked by totalProblems (app/content/solutions.test.ts).",
  },
  {
    phrase: /^(?:never|notice|in 2 weeks)$/i,
    where: /^blog\/[a-z-]+\.mdx$/,
    reason:
      "Posts explain what to look for in a contract (how much notice a maintenance window gets) and describe the 2-week short end of {aiPocLength}; the terms they state come through tokens.",
  },
  {
    phrase: /./,
    where: /^legal\/|^\/(?:privacy-policy|cookie-policy|terms-of-service|code-of-conduct)$/,
    reason:
      "The legal documents (app/content/legal, and on the built pages the privacy story app/lib/privacy.ts derives from the configuration) state legal obligations, storage facts and statutory periods, not sales terms; their retention figures are the privacy tokens.",
  },
];
