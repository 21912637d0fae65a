/**
 * Navigation as data (§2.2): the four mega-menus, the Contact dropdown and the footer link lists.
 * The header, the mobile menu and the footer all render from this module. Labels of catalogue
 * links are checked against the catalogues by `services.test.ts` ("resolves every Services menu
 * slug"), so they cannot drift.
 */
import type { Link, MegaMenu, NavItem } from "./types";
import { NEWSLETTER_PATHS } from "../lib/constants";
import { site, socialProfiles } from "../site";

export const primaryLinks: NavItem[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
];

const service = (id: string, label: string): NavItem => ({ label, href: `/services/${id}` });
const solution = (id: string, label: string, description: string): NavItem => ({
  label,
  href: `/solutions/${id}`,
  description,
});
const technology = (id: string, label: string): NavItem => ({ label, href: `/technologies/${id}` });

export const megaMenus: MegaMenu[] = [
  {
    id: "services",
    label: "Services",
    overview: {
      label: "All services",
      href: "/services",
      description: "Every service, from discovery to long-term support",
    },
    groups: [
      {
        title: "Build",
        items: [
          service("api-development", "API Development"),
          service("application-modernization", "Application Modernization"),
          service("application-redesign", "Application Redesign"),
          service("custom-software-development", "Custom Software Development"),
          service("mobile-app-development", "Mobile App Development"),
          service("poc-development", "Proof of Concept (POC) Development"),
          service("product-development", "Product Development"),
          service("web-development", "Web Development"),
        ],
      },
      {
        title: "Cloud & strategy",
        items: [
          service("cloud-engineering", "Cloud Engineering"),
          service("cloud-migration", "Cloud Migration"),
          service("digital-transformation", "Digital Transformation"),
          service("discovery-workshops", "Discovery Workshops"),
          service("market-research", "Market Research"),
          service("product-strategy", "Product Strategy"),
          service("technical-feasibility-analysis", "Technical Feasibility Analysis"),
          service("ui-ux-design", "UI/UX Design"),
        ],
      },
      {
        title: "AI & automation",
        items: [
          service("ai-poc-mvp", "AI PoC & MVP Development"),
          service("conversational-ai", "Conversational AI Development"),
          service("generative-ai", "Generative AI Development"),
          service("machine-learning", "Machine Learning Development"),
          service("rpa-ai", "RPA & Intelligent Automation"),
          service("mlops", "MLOps Services"),
        ],
      },
      {
        title: "Quality & support",
        items: [
          service("product-lifecycle", "Product Lifecycle Management"),
          service("qa-testing", "QA & Testing"),
          service("sla-support", "SLA-Based Support & Maintenance"),
          service("enterprise-solutions", "Enterprise Solutions"),
          service("it-consulting", "IT Consulting"),
        ],
      },
    ],
  },
  {
    id: "solutions",
    label: "Solutions",
    overview: { label: "All solutions", href: "/solutions", description: "Software shaped around your industry" },
    groups: [
      {
        title: "Industries",
        items: [
          solution("healthcare", "Healthcare", "Patient-facing and clinical software"),
          solution("fintech", "FinTech", "Payments, lending and compliance"),
          solution("edtech", "EdTech", "Learning platforms and classroom tools"),
          solution("ecommerce", "E-commerce", "Storefronts, marketplaces and checkout"),
        ],
      },
      {
        title: "Platforms",
        items: [
          solution("crm-erp", "CRM & ERP", "Customer and operations systems"),
          solution("saas", "SaaS", "Subscription software products"),
          solution("workflow", "Workflow Automation", "Approvals, routing and integrations"),
          solution("multi-tenant", "Multi-Tenant Platforms", "One codebase, many customers"),
        ],
      },
    ],
  },
  {
    id: "technologies",
    label: "Technologies",
    overview: { label: "All technologies", href: "/technologies", description: "Hire developers by stack" },
    groups: [
      {
        title: "Frontend & mobile",
        items: [
          technology("react", "React"),
          technology("angular", "Angular"),
          technology("vue", "Vue.js"),
          technology("flutter", "Flutter"),
        ],
      },
      {
        title: "Backend",
        items: [
          technology("nodejs", "Node.js"),
          technology("python", "Python"),
          technology("java", "Java"),
          technology("php", "PHP"),
        ],
      },
      {
        title: "Cloud & DevOps",
        items: [
          technology("cloud", "Cloud"),
          technology("containers", "Containers"),
          technology("cicd", "CI/CD"),
          technology("infrastructure", "Infrastructure"),
        ],
      },
    ],
  },
  {
    id: "company",
    label: "Company",
    groups: [
      {
        title: "About us",
        items: [
          { label: "About Us", href: "/about", description: "Who we are and how we work" },
          { label: "Our Mission", href: "/about/mission", description: "What we are here to do" },
        ],
      },
      {
        title: "Careers",
        items: [
          { label: "Careers", href: "/careers", description: "Join our contractor network" },
          { label: "Open Positions", href: "/careers/positions", description: "Roles we are filling now" },
          { label: "Internships", href: "/careers/internships", description: "Start your career with us" },
        ],
      },
      {
        title: "Policies",
        items: [
          { label: "Privacy Policy", href: "/privacy-policy" },
          { label: "Terms of Service", href: "/terms-of-service" },
          { label: "Code of Conduct", href: "/code-of-conduct" },
        ],
      },
    ],
  },
];

/** The Contact dropdown (§2.2): every item goes to the contact page. */
export const contactMenu: { label: string; items: NavItem[] } = {
  label: "Contact",
  items: [
    { label: "Contact Us", href: "/contact", description: "Questions, partnerships, support" },
    { label: "Request a Quote", href: "/contact#quote", description: "Tell us what you want to build" },
    { label: "Schedule a Demo", href: "/contact?subject=project", description: "See how we would approach it" },
  ],
};

export const quoteLink: Link = { label: "Get a Quote", href: "/contact#quote" };

/** Footer link lists (§2.2). */
export const footerLists: { title: string; links: Link[] }[] = [
  {
    title: "Services",
    links: [
      { label: "Custom Software", href: "/services/custom-software-development" },
      { label: "Mobile Apps", href: "/services/mobile-app-development" },
      { label: "Cloud Engineering", href: "/services/cloud-engineering" },
      { label: "AI & Machine Learning", href: "/services/ai-ml" },
      { label: "IT Consulting", href: "/services/it-consulting" },
      { label: "All Services", href: "/services" },
      { label: "Technologies", href: "/technologies" },
    ],
  },
  {
    title: "Industries",
    links: [
      { label: "Healthcare", href: "/solutions/healthcare" },
      { label: "FinTech", href: "/solutions/fintech" },
      { label: "E-commerce", href: "/solutions/ecommerce" },
      { label: "Education", href: "/solutions/edtech" },
      { label: "Logistics", href: "/solutions/logistics" },
      { label: "All Industries", href: "/industries" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Careers", href: "/careers" },
      { label: "Portfolio", href: "/portfolio" },
      { label: "Blog & Insights", href: "/blog" },
      { label: "Resources", href: "/resources" },
      { label: "Contact", href: "/contact" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms of Service", href: "/terms-of-service" },
      { label: "Code of Conduct", href: "/code-of-conduct" },
      { label: "Cookie Policy", href: "/cookie-policy" },
    ],
  },
];

/** The footer's newsletter sign-up (D8): its heading, the notice at the field and the answers. */
export const newsletterSignUp = {
  title: "Get our engineering notes",
  cadence: "One short email a month.",
  notice: {
    before: "We use your address only to send the newsletter; see our",
    privacy: { label: "Privacy Policy", href: "/privacy-policy" },
    between: ".",
    unsubscribe: { label: "Unsubscribe", href: NEWSLETTER_PATHS.unsubscribe },
    after: "at any time.",
  },
  success: "You are subscribed. If we email you a confirmation link, follow it to start receiving the newsletter.",
  failure: `We could not sign you up just now. Please try again later${site.email ? `, or write to ${site.email}` : ""}.`,
  /** Where the form posts (D8; build-time override NEWSLETTER_ENDPOINT). */
  action: site.forms.newsletterEndpoint,
};

/**
 * The D1 facts the header, menus and footer show, taken from the site config at build time and
 * delivered with the menus, so the config itself is not part of every page's JavaScript.
 */
export const layoutFacts = {
  brand: site.brand,
  description: site.description,
  email: site.email,
  phone: site.phone,
  address: site.address.fullAddress,
  hireUsUrl: site.hireUsUrl,
  socialLinks: socialProfiles(),
};

/**
 * Everything the header, menus and footer show. The root route's loader passes it to the layout as
 * route data (in each page's HTML), so the menus' links and descriptions are not JavaScript.
 */
export const siteNavigation = {
  primaryLinks,
  megaMenus,
  contactMenu,
  quoteLink,
  footerLists,
  newsletterSignUp,
  facts: layoutFacts,
};
export type SiteNavigation = typeof siteNavigation;
