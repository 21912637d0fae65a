import type { Faq } from "~/lib/content/fields";
import type { Job } from "~/lib/content/jobs";
import { site } from "~/site";
import { shareImagePath, type JsonLd } from "./seo";

/** The company logo search engines show with its name (a square PNG of the brand mark). */
const LOGO_PATH = "/icons/icon-512.png";

/**
 * Structured data (schema.org JSON-LD) for search engines, built from the same data the page shows.
 * Routes pass these objects to `seo()`, which emits each as a `<script type="application/ld+json">`
 * that the build pins in the page's Content-Security-Policy like every other inline script.
 */

/** One step of a breadcrumb trail; the last step is the page itself. */
export interface Crumb {
  name: string;
  path: string;
}

const url = (path: string) => `${site.origin}${path}`;
const ORGANIZATION_ID = `${site.origin}/#organization`;

function postalAddress() {
  const { street, city, state, zip, country } = site.address;
  return {
    "@type": "PostalAddress",
    ...(street ? { streetAddress: street } : {}),
    ...(city ? { addressLocality: city } : {}),
    ...(state ? { addressRegion: state } : {}),
    ...(zip ? { postalCode: zip } : {}),
    ...(country ? { addressCountry: country } : {}),
  };
}

/** The company as configured in app/site.ts (home page): address and contact point when set. */
export function organizationLd(): JsonLd {
  const sameAs = Object.values(site.socialLinks).filter(Boolean);
  const contactPoint = {
    "@type": "ContactPoint",
    contactType: "sales",
    ...(site.email ? { email: site.email } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    url: url("/contact"),
  };
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: site.brand,
    url: url("/"),
    logo: url(LOGO_PATH),
    description: site.description,
    ...(site.email ? { email: site.email } : {}),
    ...(site.address.fullAddress ? { address: postalAddress() } : {}),
    contactPoint: [contactPoint],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** The Organization as the subject of another item (no context of its own). */
function organizationEntity(): Record<string, unknown> {
  const { "@context": _context, ...organization } = organizationLd();
  return organization;
}

/**
 * /about and /contact (decision 0104): a page about the company, or on how to reach it, with the
 * Organization (its address and contact point when configured) as its subject.
 */
export function companyPageLd(type: "AboutPage" | "ContactPage", page: { name: string; path: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: page.name,
    url: url(page.path),
    mainEntity: organizationEntity(),
  };
}

export function webSiteLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.siteTitle,
    url: url("/"),
    publisher: { "@id": ORGANIZATION_ID },
  };
}

const provider = () => ({ "@type": "Organization", "@id": ORGANIZATION_ID, name: site.brand, url: url("/") });

export function serviceLd({
  name,
  description,
  path,
  category,
}: {
  name: string;
  description: string;
  path: string;
  category?: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: url(path),
    ...(category ? { serviceType: category } : {}),
    provider: provider(),
    ...(site.address.country ? { areaServed: "Worldwide" } : {}),
  };
}

export function faqPageLd(faqs: readonly Faq[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  contractual: "CONTRACTOR",
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  internship: "INTERN",
  temporary: "TEMPORARY",
};

/** A job as Google's job search needs it: remote roles are TELECOMMUTE with an applicant country. */
export function jobPostingLd(job: Job, pagePath: string): JsonLd {
  const remote = /home|remote|anywhere/i.test(job.location);
  const description = [
    `<p>${job.description}</p>`,
    `<h3>Responsibilities</h3><ul>${job.responsibilities.map((item) => `<li>${item}</li>`).join("")}</ul>`,
    `<h3>Requirements</h3><ul>${job.requirements.map((item) => `<li>${item}</li>`).join("")}</ul>`,
    `<h3>Benefits</h3><ul>${job.benefits.map((item) => `<li>${item}</li>`).join("")}</ul>`,
  ].join("");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description,
    identifier: { "@type": "PropertyValue", name: site.brand, value: job.id },
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: EMPLOYMENT_TYPES[job.type.toLowerCase()] ?? "OTHER",
    hiringOrganization: {
      "@type": "Organization",
      name: site.brand,
      sameAs: url("/"),
      logo: url(LOGO_PATH),
    },
    jobLocation: { "@type": "Place", address: postalAddress() },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: site.address.country },
        }
      : {}),
    experienceRequirements: job.experience,
    url: url(`${pagePath}#job-${job.id}`),
    directApply: true,
  };
}

export function breadcrumbLd(trail: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: url(crumb.path),
    })),
  };
}

/** Home › {section} › … › {page}: the trail a detail page shows and describes. */
export function trail(...steps: Crumb[]): Crumb[] {
  return [{ name: "Home", path: "/" }, ...steps];
}

/** A page's structured data: its own items, then its breadcrumb trail and its FAQs when it has them. */
export function pageStructuredData({
  items = [],
  breadcrumbs,
  faqs,
}: {
  items?: JsonLd[];
  breadcrumbs?: readonly Crumb[];
  faqs?: readonly Faq[];
}): JsonLd[] {
  return [
    ...items,
    ...(breadcrumbs && breadcrumbs.length > 1 ? [breadcrumbLd(breadcrumbs)] : []),
    ...(faqs && faqs.length > 0 ? [faqPageLd(faqs)] : []),
  ];
}

/** An Insights post (decision 0099): headline, dates, author (one of the company's teams) and the company as publisher. */
export function blogPostingLd(post: {
  title: string;
  description: string;
  path: string;
  date: string;
  updated?: string;
  author: { name: string };
  tags: readonly string[];
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url: url(post.path),
    mainEntityOfPage: url(post.path),
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: { "@type": "Organization", name: post.author.name, url: site.origin },
    publisher: {
      "@id": ORGANIZATION_ID,
      "@type": "Organization",
      name: site.brand,
      logo: { "@type": "ImageObject", url: url(LOGO_PATH) },
    },
    keywords: post.tags.join(", "),
    // Google's article results need an image: the share image the build draws for it (from its cover if any).
    image: url(shareImagePath(post.path)),
  };
}
