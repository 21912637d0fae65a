import type { Solution } from "../types";
import { CTA } from "../cta";

const solution: Solution = {
  id: "logistics",
  title: "Logistics",
  description:
    "Transport, warehouse and delivery software that shows where every shipment is, plans better routes and connects carriers, shippers and drivers.",
  metaDescription:
    "Logistics software development: TMS and WMS, route optimization, fleet telematics, EDI integration and proof of delivery apps.",
  icon: "truck",

  overview:
    "Logistics margins are thin and every delay is visible to the customer. Shippers expect live tracking and accurate arrival times; carriers exchange tenders, status updates and invoices through EDI messages such as 204, 214 and 210; dispatchers juggle driver hours, vehicle capacity and traffic; warehouses need stock positions they can trust. We build software that connects those parts so planners decide with current data instead of phone calls.",
  overviewTitle: "Every shipment visible, every route planned",
  overviewDescription: "Carriers, 3PLs, freight forwarders and companies running their own fleets.",

  helpTitle: "How we improve logistics operations",
  helpDescription: "The operational gaps we are asked to close most often.",
  howWeHelp: [
    {
      title: "Live shipment tracking",
      description:
        "Telematics, driver apps and carrier updates combined into one tracking view with realistic arrival times.",
      icon: "radar",
    },
    {
      title: "Smarter route planning",
      description:
        "Route optimization that respects time windows, vehicle capacity and driver hours, and re-plans when the day changes.",
      icon: "route",
    },
    {
      title: "Carrier and partner integration",
      description:
        "EDI and API connections for load tenders, status messages and freight invoices, with errors surfaced instead of lost.",
      icon: "plug",
    },
    {
      title: "Warehouse accuracy",
      description:
        "Barcode and RFID-driven receiving, picking and cycle counts that keep stock records matching the shelves.",
      icon: "package",
    },
  ],

  solutionsTitle: "Logistics systems we deliver",
  solutionsDescription: "Standalone products or extensions to the systems you run today.",
  keySolutions: [
    {
      title: "Transportation management system",
      description: "Plan, tender, track and settle shipments across your own fleet and partner carriers.",
      icon: "ship",
      features: [
        "Load planning and carrier tendering",
        "Rate management and freight audit",
        "EDI 204, 214 and 210 messaging",
        "Customer tracking portal",
      ],
    },
    {
      title: "Warehouse management system",
      description: "Directed receiving, putaway, picking and shipping on handheld scanners.",
      icon: "boxes",
      features: [
        "Wave and zone picking",
        "Barcode and RFID scanning",
        "Cycle counting",
        "Integration with ERP and e-commerce",
      ],
    },
    {
      title: "Driver and proof of delivery app",
      description: "A mobile app that guides drivers and captures proof at every stop.",
      icon: "smartphone",
      features: [
        "Turn-by-turn stop lists",
        "Photos, signatures and barcode scans",
        "Offline mode with later sync",
        "Exception reporting from the road",
      ],
    },
    {
      title: "Fleet telematics platform",
      description: "Vehicle location, health and driver behavior in one operational view.",
      icon: "gauge",
      features: [
        "GPS and ELD data ingestion",
        "Geofence and delay alerts",
        "Fuel and idle time reports",
        "Maintenance scheduling",
      ],
    },
  ],

  techTitle: "Technology that keeps freight moving",
  techDescription: "Built for real-time data, unreliable networks and partners on older systems.",
  technologyStack: [
    {
      category: "Integration",
      description: "Connect carriers, shippers and systems that speak different formats.",
      icon: "network",
      technologies: ["X12 EDI", "EDIFACT", "Kafka", "REST APIs", "AS2"],
    },
    {
      category: "Location and routing",
      description: "Maps, geocoding and optimization engines.",
      icon: "map",
      technologies: ["Google OR-Tools", "OSRM", "PostGIS", "Mapbox", "HERE"],
    },
    {
      category: "Apps and operations",
      description: "Mobile and web apps backed by a dependable cloud platform.",
      icon: "server",
      technologies: ["Flutter", "React", "Node.js", "PostgreSQL", "AWS IoT Core"],
    },
  ],

  processTitle: "How a logistics project runs",
  processDescription: "Rolled out site by site, so each site keeps its current system until its own planned cutover.",
  implementationProcess: [
    {
      title: "Operations study",
      description:
        "We ride along with drivers, walk the warehouse floor and map how orders, loads and data flow today.",
      duration: "2–3 weeks",
    },
    {
      title: "Solution design",
      description: "Workflows, integrations and data models are designed, and the pilot site or lane agreed.",
      duration: "2–3 weeks",
    },
    {
      title: "Build apps and connect partners",
      description:
        "Apps are built and carriers, telematics and ERP connected in sprints, with operations staff testing.",
      duration: "12–20 weeks",
    },
    {
      title: "Pilot and training",
      description: "We run one depot, warehouse or lane on the new system and train staff on the floor.",
      duration: "3–4 weeks",
    },
    {
      title: "Network rollout and support",
      description: "We roll out to remaining sites in waves and support operations, with {roundTheClock}.",
      duration: "Ongoing",
    },
  ],

  metricsTitle: "The logistics numbers we move",
  metricsDescription: "Baselined before the pilot and reported monthly after rollout.",
  successMetrics: [
    {
      title: "Delivery performance",
      description: "Whether shipments arrive when promised.",
      icon: "clock",
      examples: ["On-time in-full rate", "Arrival time accuracy", "Failed first delivery attempts"],
    },
    {
      title: "Fleet efficiency",
      description: "How much work each vehicle and driver completes.",
      icon: "truck",
      examples: ["Stops per route", "Empty miles", "Fuel per delivered order"],
    },
    {
      title: "Warehouse accuracy",
      description: "Whether stock and shipments are right the first time.",
      icon: "boxes",
      examples: ["Inventory record accuracy", "Pick error rate", "Dock-to-stock time"],
    },
  ],

  caseStudiesTitle: "How a logistics engagement might look",
  caseStudiesDescription: "Drawn from common projects, these composite scenarios are illustrative; no client is named.",
  caseStudies: [
    {
      title: "A regional carrier replaces its whiteboard dispatch",
      description: "A carrier with a mixed fleet serving retail distribution centers.",
      challenge:
        "Dispatch ran on spreadsheets and phone calls, customers called for updates, and proof of delivery arrived days later on paper.",
      solution:
        "A TMS with route optimization, a Flutter driver app with offline proof of delivery, and EDI 214 status messages to shippers.",
      results: [
        "Customers tracking loads without calling dispatch",
        "Proof of delivery available the moment a stop closes",
        "Routes planned in minutes instead of hours",
      ],
    },
    {
      title: "A 3PL warehouse adds scanning and e-commerce orders",
      description: "A third-party logistics warehouse taking on e-commerce clients with many small orders.",
      challenge:
        "Paper pick lists could not keep up with single-item orders, and stock counts drifted from the records.",
      solution:
        "A WMS with handheld scanning, batch picking for small orders, cycle counts and integrations with client web stores.",
      results: [
        "Orders picked and packed the same day they arrive",
        "Stock discrepancies found in daily cycle counts",
        "New e-commerce clients onboarded through standard integrations",
      ],
    },
  ],

  faqsTitle: "Logistics questions we answer often",
  faqsDescription: "Integrations, connectivity and rollout.",
  faqs: [
    {
      question: "Can you integrate with carriers that only support EDI?",
      answer:
        "Yes. We exchange X12 messages such as 204 load tenders, 214 status updates and 210 freight invoices over AS2 or SFTP, and translate them into the APIs your system uses internally.",
    },
    {
      question: "What happens when drivers lose mobile signal?",
      answer:
        "The driver app works offline: stops, scans, photos and signatures are stored on the device and synced automatically when the connection returns, without duplicates.",
    },
    {
      question: "Can we keep our existing ERP?",
      answer:
        "Yes. We integrate orders, items, invoices and stock positions with your ERP, so the new logistics system works alongside it rather than replacing it.",
    },
    {
      question: "How do you roll out without disrupting operations?",
      answer:
        "We pilot at one site or lane, run old and new processes in parallel for a short period, train staff on the floor and move remaining sites in planned waves.",
    },
  ],

  ctaTitle: "See your whole operation in one place",
  ctaDescription:
    "Explain how your fleet, warehouses and partners work today, and we will suggest where a pilot would pay back first.",
  ctaText: CTA.startProject,
};

export default solution;
