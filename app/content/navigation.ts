/**
 * Navigation as data (docs/requirements.md#header-menus-and-footer): the four mega-menus, the Contact dropdown and the footer link lists.
 * The header, the mobile menu and the footer all render from this module. Labels of catalogue
 * links are checked against the catalogues by `services.test.ts` ("resolves every Services menu
 * slug"), so they cannot drift.
 */
import type { Link, MegaMenu, NavItem } from "./types";
import { NEWSLETTER_PATHS } from "./server-constants";
import { CTA } from "./cta";

export const primaryLinks: NavItem[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
];

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
          { label: "API Development", href: "/services/api-development" },
          { label: "Application Modernization", href: "/services/application-modernization" },
          { label: "Application Redesign", href: "/services/application-redesign" },
          { label: "Custom Software Development", href: "/services/custom-software-development" },
          { label: "Mobile App Development", href: "/services/mobile-app-development" },
          { label: "Proof of Concept (PoC) Development", href: "/services/poc-development" },
          { label: "Product Development", href: "/services/product-development" },
          { label: "Web Development", href: "/services/web-development" },
        ],
      },
      {
        title: "Cloud & strategy",
        items: [
          { label: "Cloud Engineering", href: "/services/cloud-engineering" },
          { label: "Cloud Migration", href: "/services/cloud-migration" },
          { label: "Digital Transformation", href: "/services/digital-transformation" },
          { label: "Discovery Workshops", href: "/services/discovery-workshops" },
          { label: "Market Research", href: "/services/market-research" },
          { label: "Product Strategy", href: "/services/product-strategy" },
          { label: "Technical Feasibility Analysis", href: "/services/technical-feasibility-analysis" },
          { label: "UI/UX Design", href: "/services/ui-ux-design" },
        ],
      },
      {
        title: "AI & automation",
        items: [
          { label: "AI PoC & MVP Development", href: "/services/ai-poc-mvp" },
          { label: "Conversational AI Development", href: "/services/conversational-ai" },
          { label: "Generative AI Development", href: "/services/generative-ai" },
          { label: "Machine Learning Development", href: "/services/machine-learning" },
          { label: "RPA & Intelligent Automation", href: "/services/rpa-ai" },
          { label: "MLOps Services", href: "/services/mlops" },
        ],
      },
      {
        title: "Quality & support",
        items: [
          { label: "Product Lifecycle Management", href: "/services/product-lifecycle" },
          { label: "QA & Testing", href: "/services/qa-testing" },
          { label: "SLA-Based Support & Maintenance", href: "/services/sla-support" },
          { label: "Enterprise Solutions", href: "/services/enterprise-solutions" },
          { label: "IT Consulting", href: "/services/it-consulting" },
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
          { label: "Healthcare", href: "/solutions/healthcare", description: "Patient-facing and clinical software" },
          { label: "FinTech", href: "/solutions/fintech", description: "Payments, lending and compliance" },
          { label: "EdTech", href: "/solutions/edtech", description: "Learning platforms and classroom tools" },
          { label: "E-commerce", href: "/solutions/ecommerce", description: "Storefronts, marketplaces and checkout" },
        ],
      },
      {
        title: "Platforms",
        items: [
          { label: "CRM & ERP", href: "/solutions/crm-erp", description: "Customer and operations systems" },
          { label: "SaaS", href: "/solutions/saas", description: "Subscription software products" },
          {
            label: "Workflow Automation",
            href: "/solutions/workflow",
            description: "Approvals, routing and integrations",
          },
          {
            label: "Multi-Tenant Platforms",
            href: "/solutions/multi-tenant",
            description: "One codebase, many customers",
          },
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
        title: "Front end & mobile",
        items: [
          { label: "React", href: "/technologies/react" },
          { label: "Angular", href: "/technologies/angular" },
          { label: "Vue.js", href: "/technologies/vue" },
          { label: "Flutter", href: "/technologies/flutter" },
        ],
      },
      {
        title: "Back end",
        items: [
          { label: "Node.js", href: "/technologies/nodejs" },
          { label: "Python", href: "/technologies/python" },
          { label: "Java", href: "/technologies/java" },
          { label: "PHP", href: "/technologies/php" },
        ],
      },
      {
        title: "Cloud & DevOps",
        items: [
          { label: "Cloud", href: "/technologies/cloud" },
          { label: "Containers", href: "/technologies/containers" },
          { label: "CI/CD", href: "/technologies/cicd" },
          { label: "Infrastructure", href: "/technologies/infrastructure" },
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

/** The Contact dropdown (docs/requirements.md#header-menus-and-footer): every item goes to the contact page. */
export const contactMenu: { label: string; items: NavItem[] } = {
  label: "Contact",
  items: [
    { label: "Contact Us", href: "/contact", description: "Questions, partnerships, support" },
    { label: "Request a Quote", href: "/contact#quote", description: "Tell us what you want to build" },
    {
      label: "Schedule a Demo",
      href: "/contact?subject=project",
      description: "Book a call to walk through how we would approach your project",
    },
  ],
};

export const quoteLink: Link = { label: CTA.quote, href: "/contact#quote" };

/** Footer link lists (docs/requirements.md#header-menus-and-footer). */
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

/** The footer's newsletter sign-up (docs/requirements.md#newsletter): its heading, the notice at the field and the answers. */
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
  /** Accepted, without word of a confirmation email (a single opt-in server, or a form service). */
  success:
    "Thank you: your address has reached us. If we email you a link to confirm it, follow the link to start receiving the newsletter.",
  /** Accepted, and a link to confirm the address emailed: not subscribed until it is followed. */
  checkInbox:
    "Check your inbox: we email a new address a link to confirm it, at most once a day. Follow it within {confirmationHours} hours; until you do, you receive no newsletter and nothing else from us. If no email arrives, check your spam folder or sign up again tomorrow.",
  /** The answer to a failed sign-up: with the site's email address as `{email}` when it has one. */
  failure: {
    withEmail: "We could not sign you up just now. Please try again later, or write to {email}.",
    withoutEmail: "We could not sign you up just now. Please try again later.",
  },
};
