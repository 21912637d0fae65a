import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "digital-marketing",
  title: "Digital Marketing & SEO",
  description:
    "Technical SEO, content strategy and paid campaigns that bring qualified B2B visitors to your site, measured in GA4 and Search Console, with organic search results typically emerging within {seoResultsTime}.",
  metaDescription:
    "Technical SEO, content strategy and paid campaigns that bring qualified B2B visitors, with organic results typically in {seoResultsTime}.",
  icon: "megaphone",
  pricing:
    "An initial SEO audit is usually fixed-price, and ongoing SEO, content and campaign management run on {retainer}, with ad spend paid directly to the platforms. The price depends on scope and complexity: site size, markets and languages, and the channels involved.",
  process: [
    {
      title: "Audit & benchmark",
      description:
        "We audit technical SEO, content, backlinks and analytics setup, benchmark you against search competitors and deliver a prioritized list of issues.",
    },
    {
      title: "Keyword & audience research",
      description:
        "We map the search terms and questions your buyers use at each stage, grouped into topics by intent and difficulty, using Ahrefs, Semrush and Search Console data.",
    },
    {
      title: "Technical fixes",
      description:
        "We work with your developers on crawlability, Core Web Vitals, schema.org structured data, internal linking and, where needed, hreflang for international sites.",
    },
    {
      title: "Content production",
      description:
        "We plan and write landing pages, guides and articles aligned with the keyword map, reviewed by your subject-matter experts before publishing.",
    },
    {
      title: "Paid & social campaigns",
      description:
        "Where faster reach is needed, we run Google Ads and LinkedIn Ads campaigns with conversion tracking, A/B-tested landing pages and regular budget reviews.",
    },
    {
      title: "Reporting & optimization",
      description:
        "Monthly Looker Studio reports cover rankings, organic traffic, leads and campaign performance, and we agree the next month's priorities together.",
    },
  ],
  lifecycle: ["Audit", "Research", "Optimize", "Create", "Promote", "Measure"],
  onboarding:
    "Our opening call covers your offer, target customers, markets and the leads or sales you want marketing to support. We ask for access to Google Analytics 4, Search Console, your CMS and any ad accounts. In the first 2 weeks we deliver a technical SEO audit, a tracking review and a first set of quick wins to implement.",
  requirements: [
    "Viewer rights on GA4, Google Search Console and your ad accounts",
    "CMS or developer access to make on-site changes",
    "Subject-matter experts to review content for accuracy",
    "A clear definition of a qualified lead or conversion",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Engineering-grade technical SEO",
      description:
        "As a software company, we can fix rendering, page speed and structured data problems directly in your codebase, not just list them in an audit.",
    },
    {
      title: "Content written for buyers",
      description:
        "Content is planned around the questions real buyers ask and checked by your experts, which builds credibility with readers and relevance for search engines.",
    },
    {
      title: "Measured on leads, not vanity metrics",
      description:
        "We set up conversion tracking first and report on qualified leads and pipeline contribution alongside rankings and traffic.",
    },
  ],
  whyUsTitle: "Visibility that converts",
  whyUsDescription: "We connect technical SEO, content and campaigns to the business outcomes you care about.",
  discussTitle: "Get found by the buyers you want",
  discussDescription:
    "Share your market and growth goals, and we will show you where your search visibility and campaigns could improve.",
  processTitle: "A measurable growth process",
  processDescription:
    "We fix the foundations first, then build visibility through content and campaigns, reviewing results every month.",
  initiative:
    "Our marketers sit alongside our developers, so technical recommendations get implemented rather than left in a spreadsheet. We share every report, dashboard and content calendar with you, and explain the reasoning behind each priority. Because search results build over time, we stick to sustainable practices that search engines reward rather than shortcuts.",
  initiativeTitle: "Marketing with engineering behind it",
  initiativeDescription: "Audit findings become shipped improvements because marketers and developers plan together.",
  faqs: [
    {
      question: "How long does SEO take to show results?",
      answer:
        "Most sites see meaningful SEO results in {seoResultsTime}, depending on competition in your market, the site's current state and how quickly changes are implemented. Technical fixes can improve crawling and indexing sooner, while content and authority take longer to build, and paid campaigns can bring traffic in the meantime.",
    },
    {
      question: "Can you guarantee first-page rankings?",
      answer:
        "No one can honestly guarantee rankings, because search engines control their algorithms. What we commit to is a transparent plan, best-practice execution and monthly reporting on the metrics that matter, so you can see progress and set priorities.",
    },
    {
      question: "Do you write the content yourselves?",
      answer:
        "Our writers produce content from the keyword map and interviews with your experts, and every piece goes through your review before publishing. For highly technical topics, we can also edit drafts written by your own team.",
    },
    {
      question: "Do you handle paid advertising as well as SEO?",
      answer:
        "We handle both. SEO builds long-term organic visibility, while Google Ads and LinkedIn Ads campaigns bring traffic sooner and help test messaging. We usually recommend a mix based on your sales cycle and goals, and report on both in one place.",
    },
  ],
  faqsTitle: "Digital marketing questions",
  faqsDescription: "Honest answers about SEO timelines, content and how we measure success.",
  hireTitle: "A marketing team that speaks tech",
  hireDescription:
    "Work with {brand}'s SEO specialists, content writers and campaign managers to reach more of the buyers who matter to you.",
  ctaTitle: "Grow your organic visibility",
  ctaDescription:
    "Get a free first look at your current search performance, and we will sketch a realistic plan for growth.",
};

export default service;
