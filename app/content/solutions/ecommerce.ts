import type { Solution } from "../types";
import { CTA } from "../cta";

const solution: Solution = {
  id: "ecommerce",
  title: "E-commerce",
  description:
    "Storefronts, marketplaces and checkout flows that load fast, convert well and keep orders, stock and payments in step across every channel.",
  metaDescription:
    "E-commerce development: headless storefronts, Shopify and commercetools builds, PCI DSS-aware checkout, marketplaces and analytics.",
  icon: "shopping-cart",

  overview:
    "Online retail is won or lost in seconds: a slow product page, a confusing checkout or an item shown in stock that is not costs the sale and the customer. Behind the storefront sit catalogs with thousands of variants, promotions, tax rules per region, payment providers, warehouses and marketplaces that all have to agree. We build commerce platforms where those parts stay in sync, and where marketing can change the store without waiting for a release.",
  overviewTitle: "Commerce that keeps pace with your customers",
  overviewDescription:
    "From a first direct-to-consumer store to a multi-brand platform with marketplaces and retail stores attached.",

  helpTitle: "Where we improve your online sales",
  helpDescription: "The four problems retailers and brands bring to us most often.",
  howWeHelp: [
    {
      title: "Faster storefronts",
      description:
        "We rebuild slow themes as headless storefronts with server rendering and image optimization, so product and category pages meet Core Web Vitals on mobile.",
      icon: "gauge",
    },
    {
      title: "Checkout that converts",
      description:
        "We shorten checkout, add wallets such as Apple Pay and Google Pay, and use hosted payment fields, so card numbers are entered in the payment provider's fields rather than in your own forms.",
      icon: "shopping-cart",
    },
    {
      title: "One view of stock and orders",
      description:
        "We connect the store to your ERP, warehouse and marketplaces so inventory, prices and order status are the same everywhere.",
      icon: "boxes",
    },
    {
      title: "Platform migrations",
      description:
        "We move stores from aging Magento 1 or custom builds to Shopify Plus, BigCommerce or commercetools, keeping URLs, SEO and customer accounts.",
      icon: "refresh",
    },
  ],

  solutionsTitle: "Commerce products we design and build",
  solutionsDescription: "Each can launch on its own or grow into one connected platform.",
  keySolutions: [
    {
      title: "Headless storefronts",
      description: "A fast, custom front end on top of a commerce engine your team already trusts.",
      icon: "layout",
      features: [
        "Next.js storefront with server rendering",
        "Content managed in a headless CMS",
        "Search and filtering with Algolia",
        "Localized prices, languages and currencies",
      ],
    },
    {
      title: "B2B ordering portals",
      description: "Self-service ordering for trade customers with their own prices and terms.",
      icon: "building",
      features: [
        "Customer-specific price lists and quotes",
        "Quick order by SKU and reorder from history",
        "Approval flows for buyer organizations",
        "Invoices and credit limits from the ERP",
      ],
    },
    {
      title: "Order and inventory hub",
      description: "One service that routes orders and keeps stock accurate across every channel.",
      icon: "network",
      features: [
        "Real-time stock sync with the warehouse",
        "Split shipments and backorder handling",
        "Returns and refunds in one workflow",
        "Order events published to every system",
      ],
    },
    {
      title: "Multi-vendor marketplace",
      description: "A marketplace where independent sellers list, sell and get paid on your platform.",
      icon: "handshake",
      features: [
        "Seller onboarding with identity checks",
        "Commission rules and split payouts",
        "Seller dashboards for orders and stock",
        "Ratings, reviews and dispute handling",
      ],
    },
    {
      title: "Mobile e-commerce apps",
      description: "Native-quality iOS and Android shopping apps that share the store's catalog and cart.",
      icon: "smartphone",
      features: [
        "One codebase with Flutter or React Native",
        "Push notifications for offers and order status",
        "Saved cards and one-tap reorder",
        "Cart and wish list shared with the web store",
      ],
    },
    {
      title: "E-commerce analytics",
      description: "Dashboards that show where revenue comes from and where shoppers drop off.",
      icon: "line-chart",
      features: [
        "Funnel reports from product view to purchase",
        "Cohort retention and customer lifetime value",
        "Product and promotion performance",
        "Event tracking that respects consent",
      ],
    },
  ],

  techTitle: "A stack chosen for speed, scale and safe payments",
  techDescription: "Three layers we combine to suit your catalog, markets and team.",
  technologyStack: [
    {
      category: "Frontend",
      description: "Storefronts that render fast on mobile networks and rank well in search.",
      icon: "monitor-smartphone",
      technologies: ["Next.js", "React", "TypeScript", "Tailwind CSS", "Algolia"],
    },
    {
      category: "E-commerce platforms",
      description: "Proven engines for catalog, cart, promotions and orders.",
      icon: "package",
      technologies: ["Shopify Plus", "commercetools", "BigCommerce", "Adobe Commerce", "Medusa"],
    },
    {
      category: "Payment processing",
      description:
        "Payment providers with hosted fields and tokenization, so card numbers are typed into the provider's fields rather than passing through your servers.",
      icon: "lock",
      technologies: ["Stripe", "Adyen", "Razorpay", "PayPal", "Apple Pay", "Google Pay"],
    },
  ],

  processTitle: "From audit to launch in five phases",
  processDescription: "Storefront builds and migrations run 14–21 weeks from the first workshop to launch.",
  implementationProcess: [
    {
      title: "Commerce audit",
      description:
        "We review your store's speed, conversion funnel, integrations and platform costs, and agree on the goals the new build must meet.",
      duration: "1–2 weeks",
    },
    {
      title: "Architecture and design",
      description:
        "We choose the platform and integration pattern, map data flows to your ERP and warehouse, and design the key page templates.",
      duration: "1 week",
    },
    {
      title: "Build and integrate",
      description:
        "We build the storefront, checkout and integrations in 2-week sprints, migrating products, customers and redirects as we go.",
      duration: "8–12 weeks",
    },
    {
      title: "Test and tune",
      description:
        "We load test for sale peaks, run payment and tax scenarios, check accessibility and tune performance on real devices.",
      duration: "2–3 weeks",
    },
    {
      title: "Launch and hypercare",
      description:
        "We switch traffic in stages, watch orders and errors closely, and fix anything that appears in the first weeks of trading.",
      duration: "2–3 weeks",
    },
  ],

  metricsTitle: "The numbers we track with you",
  metricsDescription: "Agreed before the build starts and reported after launch.",
  successMetrics: [
    {
      title: "Conversion",
      description: "How many visits turn into orders, and where shoppers leave.",
      icon: "trending-up",
      examples: ["Checkout completion rate", "Add-to-cart rate per category", "Mobile versus desktop conversion"],
    },
    {
      title: "Storefront speed",
      description: "How quickly pages load and respond for real shoppers.",
      icon: "zap",
      examples: ["Largest Contentful Paint on product pages", "Interaction to Next Paint", "Search response time"],
    },
    {
      title: "Operational accuracy",
      description: "Whether stock, prices and orders agree across systems.",
      icon: "clipboard",
      examples: ["Orders canceled for stock errors", "Time from order to warehouse", "Refund processing time"],
    },
  ],

  caseStudiesTitle: "How an e-commerce engagement can play out",
  caseStudiesDescription: "Composite retail scenarios, illustrative rather than drawn from named clients.",
  caseStudies: [
    {
      title: "A fashion retailer leaves its aging platform",
      description: "A mid-size apparel brand selling in three countries on a heavily customized Magento 1 store.",
      challenge:
        "Pages took several seconds to load on phones, every promotion needed a developer, and the platform no longer received security patches.",
      solution:
        "A headless Next.js storefront on Shopify Plus, content in a headless CMS, with products, customers and every old URL migrated with redirects.",
      results: [
        "Product pages within Core Web Vitals targets on mobile",
        "Promotions launched by the marketing team without a release",
        "Search rankings held through the switch-over",
      ],
    },
    {
      title: "A distributor opens a seller marketplace",
      description: "A regional distributor of home goods wanting to add third-party sellers to its web store.",
      challenge:
        "Seller products were added by hand from spreadsheets, and commissions and payouts were worked out at the end of each month.",
      solution:
        "A multi-vendor marketplace with seller onboarding, catalog feeds, split payments through Stripe Connect and seller dashboards.",
      results: [
        "Sellers list and update products themselves",
        "Commissions calculated and paid out automatically",
        "A wider range without holding more stock",
      ],
    },
  ],

  faqsTitle: "E-commerce questions we hear first",
  faqsDescription: "Platforms, payments and timelines.",
  faqs: [
    {
      question: "Should we use Shopify, commercetools or a custom platform?",
      answer:
        "It depends on your catalog, markets and team. Shopify Plus suits most brands that want speed and low maintenance; commercetools suits complex catalogs, many markets or B2B rules. We recommend a custom engine only when no platform fits, and we explain the running costs of each option.",
    },
    {
      question: "How do you keep card payments secure and PCI DSS compliant?",
      answer:
        "We use hosted payment fields and tokenization from providers such as Stripe or Adyen, so card numbers are typed into the provider's fields rather than passing through your servers. That usually lets you use one of the shortest PCI DSS self-assessment questionnaires (which one depends on the integration, and your acquirer confirms it), and we document the setup for your auditors.",
    },
    {
      question: "Will we lose search rankings when we migrate?",
      answer:
        "A planned migration protects them as far as a migration can, though no one can guarantee rankings, because search engines control their algorithms. We map every old URL to its new one with permanent redirects, keep metadata and structured data, and monitor Search Console after launch to catch anything missed.",
    },
  ],

  ctaTitle: "Plan your next store with us",
  ctaDescription:
    "Share your store's address and your goals. We will review its speed and checkout and suggest where to start.",
  ctaText: CTA.startProject,
};

export default solution;
