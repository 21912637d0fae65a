import type { CallToActionCopy, Link } from "./types";
import { CTA } from "./cta";
/**
 * Copy of the /services page (docs/requirements.md#services-page). The service count is filled in by the loader from the catalogue,
 * so nothing here states the catalogue's size; how long discovery takes and who gets 24/7 support are
 * the entries' facts (discovery-workshops, sla-support) and are not restated here.
 */
export const servicesPage = {
  metaDescription:
    "Software development, cloud, AI, consulting and support from {brand}: {count} services and one accountable team, from discovery to support.",
  hero: {
    eyebrow: "Our services",
    title: "Everything you need to build, run and grow your software",
    description:
      "From a discovery workshop to production support on the plan that fits: pick one service, or let one team carry your product from idea to scale.",
    primary: CTA.startProject,
    /** /portfolio is a coming-soon page: the label says so rather than promising work to see. */
    secondary: CTA.portfolioComingSoon,
  },
  grid: {
    eyebrow: "What we do",
    title: "Our services",
    description:
      "{count} services across development, cloud, AI, strategy and support. Each one can stand alone or join up with the rest.",
  },
  cta: {
    title: "Not sure which service you need?",
    description:
      "Describe the problem you are solving, and we will recommend where to start and send, for a first step, {estimate}.",
    actions: [
      { label: CTA.consultation, href: "/contact" },
      { label: CTA.portfolioComingSoon, href: "/portfolio" },
    ],
  } satisfies CallToActionCopy,
  /**
   * Under the Hire Us button of every service page: who the client contracts with on each route
   * (docs/decisions/0125-copy-a-client-can-hold-us-to.md; the terms of service say the same).
   */
  hireNote:
    "Hire Us opens our agency profile on a freelance marketplace: a contract made there follows that marketplace's terms for payment and disputes. To contract with us directly, under our own written agreement, ask for a quote.",
  /** The closing action of every service page, under the service's own heading and sentence. */
  detailAction: { label: CTA.consultation, href: "/contact" } satisfies Link,
};
