/**
 * The content collections (docs/content-model.md): where each kind of content file lives and the schema it
 * must pass. The build's loader (app/lib/content-files.server.ts) and the editor's generated config read
 * this one list, so both validate a file alike. Relative imports only: a plain Node script imports it.
 */
import type { z } from "zod";
import {
  blogPageSchema,
  companySchema,
  contactPageSchema,
  aboutPageSchema,
  careersPageSchema,
  comingSoonPageSchema,
  homePageSchema,
  jobSchema,
  navigationSchema,
  newsletterPageSchema,
  servicesPageSchema,
  technologiesPageSchema,
  serviceSchema,
  solutionSchema,
  solutionsPageSchema,
  technologySchema,
} from "./content-schemas";
import { frontMatterSchema } from "./blog/front-matter";

export interface Collection {
  name: string;
  label: string;
  description: string;
  /** "folder": one YAML file per entry, named by its id; "file": one YAML file. */
  kind: "folder" | "file";
  /** The folder or the file, relative to the repository's root. */
  path: string;
  schema: z.ZodObject;
  /** A folder's order file (`order:` the ids in display order), relative to the repository's root. */
  order?: string;
}

export const collections: readonly Collection[] = [
  {
    name: "services",
    label: "Services",
    description:
      "The service catalogue: one page each at /services/{id}. The home page shows the first 4 of the order, /services the first 6.",
    kind: "folder",
    path: "app/content/services",
    schema: serviceSchema,
    order: "app/content/order/services.yml",
  },
  {
    name: "solutions",
    label: "Solutions (industries)",
    description: "The industry pages at /solutions/{id}, listed on /solutions in the order file's order.",
    kind: "folder",
    path: "app/content/solutions",
    schema: solutionSchema,
    order: "app/content/order/solutions.yml",
  },
  {
    name: "technologies",
    label: "Technologies",
    description: "The hiring pages at /technologies/{id}, grouped on /technologies.",
    kind: "folder",
    path: "app/content/technologies",
    schema: technologySchema,
    order: "app/content/order/technologies.yml",
  },
  {
    name: "jobs",
    label: "Job openings",
    description: "The openings on /careers, in the order file's order.",
    kind: "folder",
    path: "app/content/jobs",
    schema: jobSchema,
    order: "app/content/order/jobs.yml",
  },
  {
    name: "services-page",
    label: "Page: Services",
    description: "The /services page's own words, and the Hire Us note and closing button of every service page.",
    kind: "file",
    path: "app/content/pages/services.yml",
    schema: servicesPageSchema,
  },
  {
    name: "home-page",
    label: "Page: Home",
    description:
      "The home page's own words: the hero, the section introductions, the six industry cards and the closing call to action.",
    kind: "file",
    path: "app/content/pages/home.yml",
    schema: homePageSchema,
  },
  {
    name: "newsletter-page",
    label: "Pages: Newsletter",
    description:
      "The newsletter's own pages: unsubscribe, check your inbox, confirmed, unsubscribed and the invalid-link page. Their addresses are fixed.",
    kind: "file",
    path: "app/content/pages/newsletter.yml",
    schema: newsletterPageSchema,
  },
  {
    name: "blog-page",
    label: "Page: Blog",
    description:
      "The blog's own words around the posts: /blog, the tag pages, the feeds' name and the closing call to action of every post. The posts are files of their own.",
    kind: "file",
    path: "app/content/pages/blog.yml",
    schema: blogPageSchema,
  },
  {
    name: "contact-page",
    label: "Page: Contact",
    description:
      "The /contact page's own words (the form's fields and the office's details come from elsewhere), and the thank-you pages after a message or a newsletter sign-up.",
    kind: "file",
    path: "app/content/pages/contact.yml",
    schema: contactPageSchema,
  },
  {
    name: "technologies-page",
    label: "Page: Technologies",
    description:
      "The /technologies index's own words and group headings, and what every technology page shares: the four badges, the middle call to action, the closing section and its three points.",
    kind: "file",
    path: "app/content/pages/technologies.yml",
    schema: technologiesPageSchema,
  },
  {
    name: "solutions-page",
    label: "Page: Solutions",
    description:
      "The /solutions page's own words: the hero, the heading over the solution cards, the three Why choose points, the four-step approach and the closing call to action.",
    kind: "file",
    path: "app/content/pages/solutions.yml",
    schema: solutionsPageSchema,
  },
  {
    name: "about-page",
    label: "Page: About Us and Our Mission",
    description:
      "The words of /about and /about/mission: heroes, mission and vision, story, expertise, culture, purpose, impact and their closing calls to action. The core values both show are a company block.",
    kind: "file",
    path: "app/content/pages/about.yml",
    schema: aboutPageSchema,
  },
  {
    name: "careers-page",
    label: "Page: Careers, Open Positions and Internships",
    description:
      "The words of /careers, /careers/positions and /careers/internships. The openings are the Job openings; the department filter's names stay with developers (app/content/careers.ts).",
    kind: "file",
    path: "app/content/pages/careers.yml",
    schema: careersPageSchema,
  },
  {
    name: "coming-soon-page",
    label: "Page: Coming soon (Industries, Portfolio, Resources)",
    description:
      "The heading and tagline of each coming-soon page. Their addresses stay with developers (app/content/coming-soon.ts).",
    kind: "file",
    path: "app/content/pages/coming-soon.yml",
    schema: comingSoonPageSchema,
  },
  {
    name: "navigation",
    label: "Header menus and footer",
    description:
      "On every page: the header's links and menus, the footer's columns of links and the footer's newsletter sign-up.",
    kind: "file",
    path: "app/content/navigation.yml",
    schema: navigationSchema,
  },
  {
    name: "company",
    label: "Company blocks (several pages)",
    description:
      "The company sections several pages share: the process, technology tiles, reasons and trust stats of the home page and /services, the core values of /about, the ways to work with us on the home page, and the benefits on every service page.",
    kind: "file",
    path: "app/content/pages/company.yml",
    schema: companySchema,
  },
];

/**
 * The blog's posts: MDX files with front matter, read by the blog's own loader (app/lib/blog/sources.server.ts),
 * not by the YAML loader above; the editor edits their front matter by this schema and their text as Markdown.
 */
export const postCollection = {
  name: "posts",
  label: "Blog posts",
  description:
    "The posts of /blog, one file each, named after the title when first saved: the address is /blog/{file name}.",
  path: "app/content/blog",
  schema: frontMatterSchema,
} as const;
