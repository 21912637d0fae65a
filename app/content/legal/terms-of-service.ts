import type { LegalDocument } from "../types";

const document: LegalDocument = {
  path: "/terms-of-service",
  title: "Terms of Service",
  metaDescription:
    "The terms for using the {brand} website and services: your obligations, intellectual property, liability, client dispute resolution and Indian law.",
  intro: [
    "These Terms of Service govern your use of this website, run by {legalEntity} (“{brand}”), a software development and IT consultancy based in {city}, {state}, {country}. In these terms, “we”, “us” and “our” mean {legalEntity}, the company that enters into every agreement you make with us directly, and “you” means the person using the website or the organization on whose behalf that person acts.",
    "Please read them together with our Privacy Policy and our Cookie Policy, which explain how we handle personal data and browser storage.",
  ],
  sections: [
    {
      id: "acceptance-of-terms",
      title: "Acceptance of terms",
      paragraphs: [
        "These terms govern the use of this website and apply to everyone who uses it; if you do not agree with them, please do not use the website. If you use it on behalf of a company or other organization, you confirm that you have the authority to agree to these terms for it.",
        "These terms do not govern our services. Paid work is governed by the written agreement signed for it, such as a master services agreement with a statement of work, and nothing in these terms adds to that agreement: the limitation of liability and the dispute resolution below apply to an engagement only where its agreement adopts them. Where the agreement and these terms differ, the agreement prevails.",
        "Some clients hire us through our agency profile on a freelance marketplace, which the Hire Us links on this website open. A contract made there is formed on that marketplace and is governed by its terms, including for payment, fees, the transfer of work and disputes, together with anything we agree in writing that those terms allow. Our own written agreement applies to every engagement you agree with us directly.",
        "We may revise these terms when our services or the law change. The date at the top of this page identifies the current version; a revision applies to your use of the website from the day it is published and not to anything that happened before. A revision never changes a signed agreement unless both parties agree to it in writing.",
      ],
    },
    {
      id: "our-services",
      title: "Our services",
      paragraphs: [
        "{brand} provides custom software development, cloud engineering and migration, AI and machine learning, IT consulting, ongoing support and staff augmentation for business clients in India and abroad. The website describes these services, typical timelines and pricing models to help you decide whether to talk to us.",
        "Those descriptions are general information, not an offer capable of acceptance. Scope, timelines, team composition and fees become binding only in a proposal or statement of work signed by both parties: before then, what we send is {estimate}. Each statement of work sets out, at a minimum:",
      ],
      list: [
        "The deliverables, milestones and acceptance criteria",
        "The pricing model, one of {pricingModels}, and the payment terms",
        "Support hours, which depend on the support plan you choose, and the response targets by severity that apply within them",
        "Who owns the deliverables and how each party protects the other's confidential information",
      ],
      closing: [
        "We may change, add or withdraw services and website content at any time. We work to keep the website available and accurate, but we do not guarantee that it will be uninterrupted, free of errors or up to date at every moment.",
      ],
    },
    {
      id: "user-obligations",
      title: "User obligations",
      paragraphs: [
        "You agree to use the website lawfully and in a way that does not harm it, us or other visitors. In particular, you agree not to:",
      ],
      list: [
        "Submit false information, or a message in someone else's name, through the contact or newsletter forms",
        "Send spam, advertising or automated submissions, or try to get around the limits we place on repeated submissions",
        "Upload or link to malware, or attempt to gain unauthorized access to the website, our server or any connected system, conduct that may also be punishable under the Information Technology Act, 2000",
        "Scrape, copy or mirror the website in bulk, or place a load on it that disrupts the service for others",
        "Use the website to infringe anyone's intellectual property, privacy or other rights",
        "Send confidential material or sensitive personal data through the forms; if you need to share confidential details before an engagement, ask us for a non-disclosure agreement first",
      ],
      closing: [
        "You are responsible for the accuracy of what you send us. If you break these obligations, we may block your access, delete your submissions and, where the law allows or requires, report the matter to the authorities.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      paragraphs: [
        "The website and its content, including text, graphics, page design, the {brand} name and logo, and the code that runs the site, belong to {brand} or to those who license them to us, and are protected by the Copyright Act, 1957, the Trade Marks Act, 1999 and other laws.",
        "You may view the pages and print or save a copy for your own reference or internal business evaluation. You may not reproduce, publish, sell or create derivative works from the content without our written permission. Names of technologies, platforms and products mentioned on the site are trademarks of their owners and do not imply endorsement, and photographs are used under their providers' licenses.",
        "For client engagements, the signed agreement decides who owns what. Unless it says otherwise, {ownership}. We keep ownership of those pre-existing tools and libraries and of our know-how, and open-source components remain under their own licenses.",
        "If you send us ideas or feedback about the website or our services, we may use them without obligation to you. Doing so gives us no rights in your confidential information or in your own intellectual property.",
      ],
    },
    {
      id: "privacy-and-data",
      title: "Privacy and data",
      paragraphs: [
        "Our Privacy Policy explains how we handle personal data collected through the website, in line with the Digital Personal Data Protection Act, 2023, the Information Technology Act, 2000 and, for visitors in the European Union, the GDPR. Our Cookie Policy explains the small amount of browser storage the site uses and how to change your consent choice.",
        "When an engagement requires us to process personal data on your behalf, you decide the purposes of that processing and we act on your documented instructions. The agreement for that engagement, or a separate data processing agreement, sets out the security measures, confidentiality duties, breach notification and the return or deletion of the data when the work ends.",
        "You are responsible for having a lawful basis for any personal data you give us to process, including any notice to, or consent from, the people it concerns.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      paragraphs: [
        "The website and its content are provided “as is” and “as available”. To the fullest extent the law allows, we exclude all warranties about the website, including fitness for a particular purpose, and we are not liable for decisions you make based on general information published on it.",
        "In connection with the website and these terms, neither party is liable to the other for indirect, incidental, special or consequential loss, or for loss of profits, revenue, data or goodwill, even if it was told that such loss was possible.",
        "Our total liability in connection with the website and these terms is capped at the amount you paid us in the 12 months before the claim arose.",
        "Our liability for our services, including any cap on it, is set by the signed agreement for them (or, for work contracted through a freelance marketplace, by that marketplace's terms); these terms neither limit nor extend it. Our standard client agreement caps it the same way, at the fees paid under it in the 12 months before the claim arose.",
        "Nothing in these terms limits liability for fraud, for death or personal injury caused by negligence, or for any other liability that applicable law does not allow to be limited.",
      ],
    },
    {
      id: "dispute-resolution",
      title: "Dispute resolution",
      paragraphs: [
        "We would rather solve a problem by talking than in a courtroom. The steps below are the procedure our own client agreements use: they apply to a dispute about a client agreement or the services we provide under it where that agreement adopts them, or where both parties agree in writing to use them after the dispute arises. Browsing the website does not bind you to arbitration: a dispute about your use of the website alone goes to the courts named under governing law.",
      ],
      list: [
        "Notice: the party raising the dispute sends the other a written notice describing it and the outcome it seeks.",
        "Negotiation: for 30 days from that notice, senior representatives of both parties negotiate in good faith to settle it.",
        "Arbitration: if the dispute is not settled within those 30 days, either party may refer it to binding arbitration before a single arbitrator under the Arbitration and Conciliation Act, 1996. The parties appoint the arbitrator jointly, and if they cannot agree, the arbitrator is appointed as the Act provides.",
        "Seat and language: the seat and venue of the arbitration is {city}, {state}, {country}, and the proceedings are conducted in English.",
        "Award: the award is final and binding on both parties and may be enforced by any court with jurisdiction.",
      ],
      closing: [
        "The arbitral proceedings are confidential, as Section 42A of the Act provides, except where the award must be disclosed to implement or enforce it. Either party may still ask a court for urgent interim relief, for example to protect confidential information or intellectual property, before or during the arbitration, as Section 9 of the Act permits.",
      ],
    },
    {
      id: "termination",
      title: "Termination",
      paragraphs: [
        "You may stop using the website at any time, and you can unsubscribe from the newsletter or ask us to delete your submissions as our Privacy Policy describes.",
        "We may suspend or end your access to the website without notice if you break these terms, or if we reasonably believe your use puts the website, our clients or other visitors at risk. We may also discontinue the website or any part of it.",
        "Client engagements end as their signed agreement provides, including what is paid for the work performed up to the end and how each party returns or destroys the other's confidential information.",
        "The provisions on intellectual property, limitation of liability, dispute resolution and governing law, and any others that by their nature should continue, survive termination.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      paragraphs: [
        "These terms, and any dispute or claim arising out of or in connection with them or their subject matter, are governed by the laws of India, without regard to conflict of laws rules.",
        "Subject to any arbitration agreement in a client agreement, the courts at {city}, {state} have exclusive jurisdiction, including over applications for interim relief and any matter relating to the arbitration that the Arbitration and Conciliation Act, 1996 assigns to a court.",
        "If you use the website as a consumer, nothing in these terms removes protections that the law of your country gives you and that cannot be excluded by contract. If a court or arbitrator finds any provision of these terms invalid, the remaining provisions stay in force.",
      ],
    },
    {
      id: "contact-us",
      title: "Contact us",
      paragraphs: [
        "Questions about these terms, notices of a dispute and requests for permission to use our content should go to our legal team. A written notice under these terms takes effect when it is received at the email address shown below.",
      ],
      contact: "legal",
    },
  ],
};

export default document;
