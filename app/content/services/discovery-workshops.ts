import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "discovery-workshops",
  title: "Discovery Workshops",
  description:
    "Facilitated workshops over {discoveryLength} that align your stakeholders on goals, users, scope and risks before development starts, ending with a prioritized backlog, a high-level architecture and a realistic delivery plan.",
  metaDescription:
    "Facilitated discovery workshops that align stakeholders on goals, users, scope and risks and end with a backlog and a delivery plan.",
  icon: "presentation",
  pricing:
    "Discovery workshops are offered as a fixed-price engagement, set by the number of sessions, participants and workstreams involved. As with all our services, the price depends on scope and complexity.",
  process: [
    {
      title: "Pre-workshop research",
      description:
        "We review your existing documents, systems and competitors, and interview key stakeholders one-to-one so workshop time is spent deciding, not catching up.",
    },
    {
      title: "Alignment sessions",
      description:
        "Facilitated sessions in Miro or FigJam, or in person, cover goals, user journeys, story mapping and event storming to build a shared view of the problem and the solution.",
    },
    {
      title: "Prioritization & architecture",
      description:
        "Together we rank features using methods such as MoSCoW, while our architects sketch a high-level solution showing key integrations and technical risks.",
    },
    {
      title: "Discovery report",
      description:
        "The outputs are a prioritized backlog, user journey maps, an architecture outline, a risk register and a phased delivery plan with effort ranges.",
    },
  ],
  lifecycle: ["Prepare", "Align", "Prioritize", "Plan"],
  onboarding:
    "A scoping call comes first, to understand the initiative, who needs to be involved and which decisions the workshops must unlock. We ask for existing documentation and stakeholder availability, and within the first week you receive a tailored agenda, a participant list and pre-workshop interview requests so sessions can begin promptly.",
  requirements: [
    "Availability of key business, product and technical stakeholders",
    "Existing documentation such as strategy decks, process maps or specs",
    "A sponsor who can make or escalate scope decisions",
    "Demos of, or logins to, current systems if the work replaces something existing",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Facilitation by people who build",
      description:
        "Our workshops are run by product and engineering leads, so ideas are tested against technical reality in the room rather than months later.",
    },
    {
      title: "Outputs ready for delivery",
      description:
        "You leave with a backlog, an architecture outline and a plan that your own team or any vendor can pick up, not just photos of sticky notes.",
    },
    {
      title: "Remote-friendly by design",
      description:
        "We run engaging sessions across locations and time zones with shared digital boards, structured agendas and asynchronous follow-ups.",
    },
  ],
  whyUsTitle: "Alignment before development",
  whyUsDescription: "Our workshops turn differing opinions into a shared plan that is ready to estimate and build.",
  discussTitle: "Get stakeholders pulling in one direction",
  discussDescription:
    "Outline the initiative and who is involved, and we will propose a workshop format that gets everyone to a shared plan.",
  processTitle: "Structured sessions, concrete outputs",
  processDescription: "Each workshop stage has a clear purpose and produces an artifact your team can use immediately.",
  initiative:
    "Discovery is a collaborative exercise rather than a requirements-gathering interview, with your people doing much of the thinking and our facilitators keeping it focused. Because we work with most clients remotely, from our {city} office or from home, sessions are designed to include every location and time zone, with boards and decisions recorded for anyone who could not attend.",
  initiativeTitle: "Collaborative by default",
  initiativeDescription: "Everyone who matters has a voice, and every decision is written down.",
  faqs: [
    {
      question: "Who should attend the workshops?",
      answer:
        "Typically a business sponsor, a product owner, representatives of the main user groups and someone who knows your current systems well. We keep groups small enough to make decisions, and gather wider input through interviews beforehand.",
    },
    {
      question: "How long do discovery workshops take?",
      answer:
        "A discovery takes {discoveryLength} from the first session to the final outputs, depending on the number of teams and systems involved. A focused product idea with one team sits at the short end, while a platform spanning several departments needs the full 3 weeks. We agree the number and length of sessions in advance so you can plan people's time.",
    },
    {
      question: "Can the workshops be run remotely?",
      answer:
        "Most of ours are. We use Miro or FigJam, keep sessions short to avoid fatigue and set small asynchronous tasks between them. In-person sessions can be arranged where that suits your team better.",
    },
    {
      question: "Are we committed to building with {brand} afterward?",
      answer:
        "No. Under our terms, {ownership}, and the discovery outputs are written so any development team can use them. Many clients do continue with us, but the workshops are a standalone engagement.",
    },
  ],
  faqsTitle: "Discovery workshop FAQs",
  faqsDescription: "Who takes part, how long it lasts and what you walk away with.",
  hireTitle: "Experienced workshop facilitators",
  hireDescription:
    "Bring in {brand} product and technical leads to run a discovery that leaves your team aligned and ready to build.",
  ctaTitle: "Start your project on the right foot",
  ctaDescription:
    "Book a free consultation to discuss your initiative and receive a proposed discovery workshop agenda.",
};

export default service;
