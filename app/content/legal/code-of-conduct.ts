import type { LegalDocument } from "../types";

const document: LegalDocument = {
  path: "/code-of-conduct",
  title: "Code of Conduct",
  metaDescription:
    "How everyone at {brand} works: our values, expected and prohibited behavior, client relations, technology ethics and how to report a concern safely.",
  intro: [
    "This Code of Conduct sets out how everyone who works for or with {brand} is expected to behave: employees, contractors in our network, interns and partners acting on our behalf. It applies in our {city} office, when working remotely, at client sites, in online channels and at any event where you represent {brand}.",
    "No code can foresee every situation. When something is not covered here, ask whether the action is legal, honest and consistent with our values, and whether you would be comfortable explaining it to a client or a colleague. If you are unsure, ask before you act.",
  ],
  sections: [
    {
      id: "core-values",
      title: "Core values",
      paragraphs: ["Our decisions, from a code review comment to a contract negotiation, rest on these values."],
      cards: [
        {
          title: "Integrity",
          description:
            "We tell clients and colleagues the truth, including about delays, defects and mistakes, keep our commitments and never trade honesty for a deal.",
          icon: "shield-check",
        },
        {
          title: "Excellence",
          description:
            "We take pride in well-built, tested and documented work, keep learning, and hold ourselves to the standard we would expect from our own suppliers.",
          icon: "award",
        },
        {
          title: "Respect",
          description:
            "We treat everyone with dignity, whatever their role, background, identity or location, and treat different views as a route to better solutions.",
          icon: "handshake",
        },
        {
          title: "Innovation",
          description:
            "We look for better ways to solve our clients' problems, experiment responsibly and share what we learn, while choosing proven tools when they serve the client best.",
          icon: "lightbulb",
        },
      ],
    },
    {
      id: "expected-behaviors",
      title: "Expected behaviors",
      paragraphs: ["Everyone covered by this code is expected to:"],
      list: [
        "Act honestly and fairly with clients, colleagues, contractors and suppliers",
        "Protect the confidential information of {brand} and of our clients, during an engagement and after it ends",
        "Follow the law wherever you work, including India's Information Technology Act, 2000 and Digital Personal Data Protection Act, 2023, and the data protection laws of the countries our clients operate in",
        "Declare any conflict of interest, such as a financial stake in a supplier or work for a competing client, before it can affect a decision",
        "Use company and client systems only for authorized work, with the security controls we require",
        "Give and receive feedback constructively, and credit the work of others",
        "Raise concerns early, through the channels this code describes",
      ],
    },
    {
      id: "prohibited-behaviors",
      title: "Prohibited behaviors",
      paragraphs: [
        "The following are never acceptable. They may lead to disciplinary action, termination of employment or contract and, where the law requires, a report to the authorities:",
      ],
      list: [
        "Harassment, bullying, intimidation or discrimination on any ground, including sex, gender identity, caste, religion, race, age, disability or sexual orientation",
        "Sexual harassment in any form; complaints are handled as the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 requires, and the same standard of protection applies to every person covered by this code",
        "Offering, paying, requesting or accepting bribes, kickbacks or facilitation payments, whether to public officials, which the Prevention of Corruption Act, 1988 prohibits, or to anyone in a private business",
        "Misrepresenting skills, experience, progress, test results or hours worked",
        "Copying one client's code, data or designs into another client's project, or using them for any purpose the client has not approved",
        "Pasting client source code or confidential data into public AI tools without the client's written approval",
        "Using unlicensed software, or open-source components in breach of their licenses",
        "Retaliating against anyone who raises a concern in good faith",
      ],
    },
    {
      id: "workplace-conduct",
      title: "Workplace conduct",
      paragraphs: [
        "The same standards apply whether you work in our {city} office, from home or at a client site. Meetings, chat channels, code review threads and social events are all part of the workplace.",
      ],
      list: [
        "Be inclusive in meetings and written discussions, and respect colleagues' time zones and working hours",
        "Keep devices secure with full-disk encryption, screen locks, multi-factor authentication and prompt security updates",
        "Never work under the influence of alcohol or drugs, and help keep the workplace safe for everyone",
        "Keep company channels professional, and speak for {brand} on social media or to the press only when you are authorized to",
        "Accept gifts or hospitality only of modest value, and declare anything beyond that to your manager",
        "Use company equipment, software licenses and accounts for company work",
      ],
    },
    {
      id: "client-relations",
      title: "Client relations",
      paragraphs: [
        "Clients trust us with their systems, data and plans. We earn that trust by being clear about what we can deliver, what it will cost and what could go wrong.",
      ],
      list: [
        "Base estimates on the information available, explain the assumptions behind them, and revise them as soon as those assumptions change",
        "Recommend the solution that fits the client's needs and budget, even when it means less work for us",
        "Keep client information confidential, share it inside {brand} only with people who need it, and honor every non-disclosure agreement we sign",
        "Report delays, defects and security issues promptly, together with a plan to address them",
        "Disclose any commercial relationship with a vendor or platform we recommend",
        "Make commitments on behalf of {brand} only when you have the authority to do so",
      ],
    },
    {
      id: "quality-assurance",
      title: "Quality assurance",
      paragraphs: [
        "Quality is part of every role, not a phase at the end. Before work reaches a client, someone other than its author reviews it, it is tested to a depth that fits its risk, and it is documented well enough for the client's team to run it.",
        "In practice, we expect automated tests and code review on every change, dependency and security scanning in the CI/CD pipeline, accessibility checks for user interfaces, and release notes that state what changed. Nobody may mark work as done, or report a test as passed, when it is not. If a deadline and our quality standards conflict, raise it openly with your project lead and the client rather than cutting corners quietly.",
      ],
    },
    {
      id: "technology-ethics",
      title: "Technology ethics",
      paragraphs: [
        "The software we build affects people who will never meet us. These principles apply to every project, whatever the client or the deadline.",
      ],
      cards: [
        {
          title: "Responsible development",
          description:
            "We consider who could be harmed by what we build, decline work intended to deceive people or break the law, and design systems that can be audited and corrected.",
          icon: "code",
        },
        {
          title: "Data ethics",
          description:
            "We collect and process only the data a system needs, respect the purpose it was collected for, and build privacy in from the start, as the DPDP Act and the GDPR expect.",
          icon: "database",
        },
        {
          title: "AI & automation",
          description:
            "We test AI systems for bias and failure modes, keep a human in the loop for decisions that significantly affect people, tell users when they are dealing with AI, and follow the EU AI Act where it applies.",
          icon: "bot",
        },
        {
          title: "Accessibility",
          description:
            "We design and build to WCAG 2.2 level AA by default, so that people with disabilities can use what we deliver, in the spirit of India's Rights of Persons with Disabilities Act, 2016.",
          icon: "accessibility",
        },
        {
          title: "Sustainability",
          description:
            "We right-size cloud resources, shut down idle environments and prefer efficient architectures, which lowers both our clients' bills and the energy their systems use.",
          icon: "leaf",
        },
        {
          title: "Cybersecurity",
          description:
            "We follow secure coding practice such as the OWASP Top 10, manage secrets properly and patch promptly. We report security incidents to affected clients without delay, and to CERT-In within 6 hours where its directions apply.",
          icon: "lock",
        },
      ],
    },
    {
      id: "reporting-and-compliance",
      title: "Reporting & compliance",
      paragraphs: [
        "If you see or experience something that breaks this code or the law, we want to know. You do not need proof before raising a concern, and no one is penalized for a concern raised in good faith that turns out to be unfounded.",
      ],
      checklists: [
        {
          title: "How to report a concern",
          items: [
            "Speak to your manager or project lead, unless they are involved in the concern",
            "Or write to the ethics team, using the contact details at the end of this code",
            "Describe what happened, when and where, who was involved, and any evidence such as messages or documents",
            "Say whether you want your identity kept confidential; we respect that as far as the investigation allows",
            "Leave the investigation to us: do not gather evidence covertly or confront the people involved",
          ],
        },
        {
          title: "How we handle a report",
          items: [
            "Acknowledgment: we confirm that we have received your report within 5 working days",
            "Confidentiality: only the people who need to know in order to investigate see the report and your identity",
            "No retaliation: anyone who retaliates against a person for reporting in good faith faces disciplinary action",
            "Investigation: a person independent of those involved establishes the facts, hears everyone concerned and keeps a written record",
            "Outcome: we tell you when the investigation is complete and, as far as privacy allows, what action was taken",
          ],
        },
      ],
      closing: [
        "Breaches of this code are handled fairly and in proportion to their seriousness, from coaching or a written warning to termination of employment or contract. Managers make sure their teams know this code, and everyone confirms they have read it when they join and whenever it changes significantly.",
      ],
    },
    {
      id: "our-commitment",
      title: "Our commitment",
      paragraphs: [
        "A code of conduct works only if the company lives by it too. In return for the standards we ask of everyone who works with us, {brand} commits to the following.",
      ],
      cards: [
        {
          title: "Our team",
          description:
            "A safe, fair and inclusive workplace, clear expectations, honest feedback, time to learn, and leaders who follow this code as closely as anyone.",
          icon: "users",
        },
        {
          title: "Our clients",
          description:
            "Honest advice, transparent estimates, careful handling of their data and systems, and work that meets the quality standards set out in this code.",
          icon: "briefcase",
        },
        {
          title: "Our community",
          description:
            "Lawful and ethical business, technology that includes people rather than shutting them out, and support for the open-source projects our work depends on.",
          icon: "globe",
        },
      ],
    },
    {
      id: "contact-us",
      title: "Contact us",
      paragraphs: [
        "Questions about this code, requests for guidance on a difficult situation and reports of possible breaches can go to our ethics team. Only the people who handle ethics matters read these messages, and if you would rather talk than write, say so in your message and we will arrange a call.",
      ],
      contact: "ethics",
    },
  ],
};

export default document;
