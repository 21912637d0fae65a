/** Copy of the contact page (docs/requirements.md#contact-page) and the confirmation pages of the two forms (docs/requirements.md#contact-form, #newsletter). */
import { CTA } from "./cta";
export const contactPage = {
  eyebrow: "Contact",
  title: "Contact Us",
  description: "Tell us what you want to build, fix or run. Our team reads every message and replies {replyTime}.",
  metaDescription:
    "Contact {brand} about a project, a partnership, a career or support: write to us or visit our {city} office.",
  formTitle: "Send us a message",
  formDescription:
    "Fields marked with * are required. We use your details to answer this message and, if you ask about work with us, to prepare a proposal or consider you for a role, as our privacy policy explains.",
  detailsTitle: "Reach us directly",
  hoursTitle: "Business hours",
  /** Under the hours: the zone they are in, with its offset from UTC ("IST (UTC+5:30)"). */
  hoursZone: { before: "All times are", after: "." },
  mapTitle: "Find our office",
  nextTitle: "What happens next",
  next: [
    {
      title: "We read it",
      description:
        "Your message goes to the people best placed to answer it; one our spam check holds back goes to them once we have reviewed it. If you have a support plan, report an incident {supportChannel}.",
    },
    {
      title: "We reply",
      description:
        "You get an answer, or a few questions, {replyTime}. Business days are the days our office is open: {businessDays}.",
    },

    { title: "We talk", description: "If it helps, we book a free 30-minute call to go into detail." },
  ],
};

export const confirmationPages = [
  {
    path: "/contact/thanks",
    title: "Message sent",
    description: "Thank you for writing to us. Your message is safely stored, and we reply {replyTime}.",
    back: { label: CTA.home, href: "/" },
  },
  {
    path: "/newsletter/thanks",
    title: "You are subscribed",
    description:
      "Thank you for subscribing. Our engineering notes arrive once a month, and every issue has a link to unsubscribe.",
    back: { label: CTA.home, href: "/" },
  },
];
