/**
 * The YAML content collections in the order the editor lists them (docs/content-model.md): the build's
 * check (app/lib/content-files.server.ts) and the editor's generated config (app/lib/cms-config.ts) read
 * this one list. Relative imports only: a plain Node script imports it.
 */
import { aboutPage } from "./about-page";
import { blogPage } from "./blog-page";
import { careersPage } from "./careers-page";
import type { Collection } from "./collection";
import { comingSoonPage } from "./coming-soon-page";
import { company } from "./company";
import { contactPage } from "./contact-page";
import { homePage } from "./home-page";
import { jobs } from "./jobs";
import { navigation } from "./navigation";
import { newsletterPage } from "./newsletter-page";
import { services } from "./services";
import { servicesPage } from "./services-page";
import { solutions } from "./solutions";
import { solutionsPage } from "./solutions-page";
import { technologies } from "./technologies";
import { technologiesPage } from "./technologies-page";

export { posts } from "./posts";

export const collections: readonly Collection[] = [
  services,
  solutions,
  technologies,
  jobs,
  servicesPage,
  homePage,
  newsletterPage,
  blogPage,
  contactPage,
  technologiesPage,
  solutionsPage,
  aboutPage,
  careersPage,
  comingSoonPage,
  navigation,
  company,
];
