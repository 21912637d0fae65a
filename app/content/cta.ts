/**
 * The calls to action (docs/decisions/0124-one-label-per-call-to-action.md): every button-styled link or
 * button on the site shows one of these labels, and only these. A component imports the label; a content
 * module refers to it (`label: CTA.startProject`), never writes its own words. One label per intent;
 * the labels docs/requirements.md names keep its words (noted on each). Checked over every built page
 * by tests/e2e/house-style.spec.ts and over the copy by app/content/cta.test.ts.
 */
export const CTA = {
  // A quote (docs/requirements.md#header-menus-and-footer: the header's button and the mega-menus).
  quote: "Get a Quote",
  // The external agency profile (docs/requirements.md#header-menus-and-footer).
  hireUs: "Hire Us",
  // A consultation about a project (docs/requirements.md#service-detail: the service hero's link).
  consultation: "Schedule a Free Consultation",
  // The specification names other wordings on some pages; kept there, by name (decision 0124):
  // About, the solutions list and the technology pages (docs/requirements.md#button-targets, #solutions-page).
  scheduleConsultation: "Schedule a Consultation",
  // The technology pages' closing button (docs/requirements.md#button-targets).
  scheduleFreeConsultation: "Schedule Free Consultation",
  // The home page's contact call to action (docs/requirements.md#home).
  requestConsultation: "Request a Consultation",
  // The solutions list's closing call to action (docs/requirements.md#solutions-page).
  requestDemo: "Request a Demo",
  aboutGetStarted: "Get Started Today",
  // Any other invitation to start a project (docs/requirements.md#home: the company sections' action).
  startProject: "Start Your Project",
  contactUs: "Contact Us",
  home: "Back to Home",
  // The catalogues (docs/requirements.md#home: the hero's "Our Services"; #interface-states: the toggle).
  services: "Our Services",
  viewAllServices: "View All Services",
  showLess: "Show Less",
  viewAllSolutions: "View All Solutions",
  viewAllTechnologies: "View All Technologies",
  careers: "See Careers",
  // The technology pages' other buttons (docs/requirements.md#button-targets, decision 0119).
  viewPortfolio: "View Portfolio",
  portfolioComingSoon: "Portfolio (Coming Soon)",
  downloadBrochure: "Download Brochure",
  printBrochure: "Print or Save as PDF",
  // A pricing tier's button: `{tier}` is the tier's level (Starter, Professional, Enterprise).
  chooseTier: "Choose {tier}",
  // Careers (docs/requirements.md#button-targets).
  applyAsContractor: "Apply as Contractor",
  submitContractorApplication: "Submit Contractor Application",
  applyForInternship: "Apply for an Internship",
  saveOpportunity: "Save Opportunity",
  viewOpportunities: "View Contractor Opportunities",
  revenueSharing: "Learn About Revenue Sharing",
  connectOnLinkedIn: "Connect on LinkedIn",
  // Forms and the consent choice.
  sendMessage: "Send Message",
  subscribe: "Subscribe",
  unsubscribe: "Unsubscribe",
  signUpAgain: "Sign Up Again",
  // The legal pages name this button as "Show map" (app/content/legal/cookie-policy.yml).
  showMap: "Show map",
  acceptAll: "Accept All",
  declineOptional: "Decline Optional",
  askAgain: "Ask Me Again",
} as const;

export type CtaKey = keyof typeof CTA;
