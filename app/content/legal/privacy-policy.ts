import type { LegalDocument } from "../types";

const document: LegalDocument = {
  path: "/privacy-policy",
  title: "Privacy Policy",
  metaDescription:
    "How {brand} collects, uses, shares and protects personal data from its website and forms, and your rights under India's DPDP Act and the GDPR.",
  intro: [
    "This policy explains what personal data {brand}, a software development and IT consultancy headquartered in {city}, {state}, {country}, collects through this website, why, where it goes, who sees it and what choices you have. For this data, we are the Data Fiduciary under India's Digital Personal Data Protection Act, 2023 (DPDP Act) and the controller under the EU General Data Protection Regulation (GDPR), as the next section details.",
    "It covers website visitors, people who use the contact form and newsletter subscribers. Personal data we process for a client during an engagement is governed by that engagement's contract and any data processing agreement.",
  ],
  sections: [
    {
      id: "who-we-are",
      title: "Who is responsible for your data",
      paragraphs: ["The company below decides why and how your personal data is processed, and answers for it."],
      derived: "controller",
    },
    {
      id: "information-we-collect",
      title: "Information we collect",
      paragraphs: [
        "We collect what you choose to give us and the little technical data a website needs to work. Please do not send sensitive data, such as card details, health information or government identity numbers, through our forms.",
      ],
      list: [
        "Contact form: your name, email address, the subject you select and your message, plus your phone number and company name if you decide to add them. We also record that you checked the privacy consent box and the time your message reached us.",
        "Newsletter: the email address you enter in the footer, the time you subscribed and, when you confirm your address or unsubscribe, the time you did.",
        "Career messages: whatever you tell us about your experience and skills when you send the contact form with the subject Career to ask about contractor work or internships.",
        "Technical data: your IP address, browser type and the pages you request reach our server with every visit. We use the IP address for a few minutes to limit repeated form submissions and to notice bursts of spam, and do not store it with your message.",
        "Choices kept in your browser: the few listed under Cookies and local storage below, such as your consent choice, your color theme and any jobs you save on the careers pages. These stay on your device and are never sent to us.",
        "The forms' spam check: when you first use a form, your browser asks our server for a small puzzle and solves it, a proof of work that takes about a second, and the answer travels with the form. Nothing is stored in your browser for it and nothing is sent to anyone else. With the form, our server notes how soon after the puzzle it arrived, whether the message holds links, whether the same text reached us before and whether many forms came from your IP address within minutes. A message these signs mark as likely spam is stored and held back: within the hour our team gets a notice listing it (your name, email address, subject, the start of your message and the signs), and lets it through or deletes it.",
      ],
      derived: "collect",
    },
    {
      id: "how-we-use-information",
      title: "How we use information",
      paragraphs: [
        "We use personal data only for the purposes below, each on a lawful basis recognized by the DPDP Act and, for visitors in the European Union, by Article 6 of the GDPR.",
      ],
      list: [
        "To answer your message, prepare a proposal or estimate and arrange a call, based on the consent you give with the contact form's checkbox and, for project inquiries, on the steps needed before a contract.",
        "To send the newsletter you asked for, and for nothing else, based on your consent, which you can withdraw at any time on our unsubscribe page.",
        "To consider you for contractor roles or internships when you write to us about them.",
        "To keep the website secure and available, including limiting abuse of our forms and holding back likely spam with our own check, without a third-party service, a cookie or a visual puzzle. For visitors in the European Union, this rests on our legitimate interest in running a safe service.",
        "To meet our legal obligations, such as keeping business records or responding to a lawful request from an authority in India.",
      ],
      closing: [
        "We do not make automated decisions about you that have legal or similarly significant effects, we do not build advertising profiles, and we never sell personal data.",
      ],
    },
    {
      id: "where-your-data-goes",
      title: "Where your data goes",
      paragraphs: [
        "Within {brand}, only the people who handle inquiries, proposals, hiring or the newsletter see your data, and only what their task requires. Some of them are contractors who work for us, such as the sales contractors our careers pages describe, bound by written confidentiality terms and our instructions, and they may work from outside India. This is every place it is kept or sent:",
      ],
      derived: "destinations",
      closing: [
        "In a merger or acquisition, the data may pass to the new owner, which remains bound by this policy. We never sell personal data.",
      ],
    },
    {
      id: "data-security",
      title: "Data security",
      paragraphs: [
        "Wherever a form submission is stored, as the section on where your data goes describes, we apply the reasonable security practices required by the Information Technology Act, 2000 and its rules: encryption in transit, access limited to staff who need it, prompt security updates and monitoring for misuse.",
        "If a personal data breach occurs, we will inform the Data Protection Board of India and each person affected as the DPDP Act requires, report cyber security incidents to CERT-In where its directions apply, and, for data of people in the European Union, notify the competent supervisory authority within 72 hours where the GDPR requires it.",
      ],
    },
    {
      id: "data-retention",
      title: "Data retention",
      paragraphs: [
        "We keep personal data only as long as the purpose we collected it for requires, and then delete it or make it anonymous, in line with Section 8(7) of the DPDP Act. Our website's server deletes what it stores once its period below has passed, checking once a day.",
      ],
      list: [
        "Contact form messages with any subject but Career: deleted from the website's storage {messageRetentionMonths} months after the message arrives. If the conversation leads to a contract, what the engagement needs is kept as a client record instead.",
        "Contact form messages with the subject Career (contractor applications and internship inquiries): deleted {careerRetentionMonths} months after the message arrives, so we can contact you about a suitable opening until then, unless you ask us to delete them sooner.",
        "Messages our website holds back as likely spam: deleted {heldRetentionDays} days after they arrive. If we find that one is genuine and release it, it is kept like any other message, counted from when it arrived.",
        "Client records: for the contract term, then as long as Indian tax and company law require.",
        "Newsletter addresses: until you unsubscribe. Then we stop sending, delete the records of your sign-up and confirmation within a day, and keep only the record that you unsubscribed, with your address and its time, for {unsubscribeRecordMonths} months to show that we honored it. An address we email a confirmation link to and that is never confirmed receives no newsletter and is deleted {unconfirmedRetentionHours} hours after the sign-up, a day after its confirmation link stops working (the confirmation email we sent it is deleted as the line on emails and notifications below says). Unsubscribing an address that signed up but has not confirmed yet is recorded the same way. If you ask to unsubscribe an address that never signed up, or whose records we have already deleted, we store nothing about it, and the page you see is the same either way.",
        "Emails and notifications our server sends: each copy of a message it emails or sends to our team, and each email asking you to confirm a sign-up, is deleted from the website's storage {notificationRetentionDays} days after it is delivered. One that cannot be delivered is retried for up to {undeliveredRetentionDays} days and then deleted; the message it is about stays stored for its own period above. The inbox or system that receives it keeps it under its own settings.",
        "Records of an erasure: a one-way hash of the address, the date and how many records were deleted, kept without a fixed period because they show that the erasure was done. They hold no address, though someone who already knows an address could check it against the hash.",
        "Marks that stop a form from being replayed or a confirmation email from being sent twice: kept as a one-way hash, never the address itself, and deleted within a day after they expire. The spam check's mark of a message's text, a one-way hash used to recognize the same text sent again, expires {messageHashDays} days after the message arrives.",
        "IP addresses used to limit form submissions: kept for about {rateLimitMinutes} minutes, the window of the limit, and then deleted: in the server's memory, or, when the website keeps its data in a database, as a one-way hash there. They are never stored with your message.",
        "What the site keeps in your browser (listed under Cookies and local storage below): there until you clear it. We never receive it.",
      ],
    },
    {
      id: "international-transfers",
      title: "International transfers",
      paragraphs: [
        "We handle inquiries from India, so data you send from another country is transferred to India; contractors who work for us and some service providers may process it elsewhere. The DPDP Act permits transfers outside India except to countries that the Government of India restricts by notification, and we follow any such restriction.",
        "India has no adequacy decision from the European Commission. For data of people in the European Economic Area, we rely on the Commission's standard contractual clauses, or on the transfer being necessary for steps you asked us to take before a contract, as Article 49 of the GDPR allows. Our privacy team can give you a copy of the safeguards that apply.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      paragraphs: [
        "Depending on where you live, the DPDP Act, the GDPR or both give you control over your personal data. We extend the rights below to every visitor, whichever law applies, and we do not charge for exercising them.",
      ],
      definitions: [
        {
          title: "Access",
          description:
            "Ask whether we hold personal data about you, receive a copy, and learn how we use it and with whom we share it. Write from the email address you used with us, so we can find your records. You receive everything our website stored for that address, as a JSON file: your messages, your newsletter records and the notifications about them.",
        },
        {
          title: "Correction",
          description:
            "If anything we hold is inaccurate, incomplete or out of date, tell us which details are wrong and what they should say. We confirm once the change is made.",
        },
        {
          title: "Deletion",
          description:
            "Ask us to erase your data when we no longer need it or you withdraw consent. We delete every message, newsletter record and notification our website holds for your email address, keeping only a one-way fingerprint (a hash) of the address to show that the erasure was done, and instruct our service providers to do the same, unless Indian law requires us to keep a record, in which case we tell you what we keep and why.",
        },
        {
          title: "Restriction",
          description:
            "While we check a correction or an objection, or when you need data preserved for a legal claim, ask us to limit our use of it to storage only. State in your request which data it concerns and why.",
        },
        {
          title: "Portability",
          description:
            "Request the data you gave us, such as your form submissions, in a structured, machine-readable format (JSON), and ask us to send it directly to another organization where that is technically possible.",
        },
        {
          title: "Objection",
          description:
            "Object at any time to direct marketing or to processing based on our legitimate interests. Ask us to unsubscribe you from the newsletter, or explain your situation, and we stop unless the law recognizes compelling grounds to continue.",
        },
      ],
      closing: [
        "To exercise any of these rights, write to the privacy team using the details in the contact section below. We may first confirm your identity. We respond within 1 month, or tell you within that month if a complex request needs up to 2 more.",
        "Under the DPDP Act, you may also withdraw consent as easily as you gave it, nominate another person to exercise your rights if you die or become unable to act, and raise a grievance with us. If we do not resolve your grievance, you may complain to the Data Protection Board of India. Visitors in the European Union may also lodge a complaint with their local data protection supervisory authority.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and local storage",
      paragraphs: [
        "The site itself sets no cookies. What it keeps in your browser, and what your consent switches on, belongs to the categories below.",
      ],
      derived: "categories",
      closing: [
        "Our Cookie Policy describes each item in detail, explains how the consent banner works and lets you review or change your choice at any time.",
      ],
    },
    {
      id: "contact-us",
      title: "Contact us",
      paragraphs: [
        "Questions about this policy, requests to exercise your rights and grievances about how we handle personal data go to our privacy team, which is also our grievance contact under the DPDP Act.",
      ],
      contact: "privacy",
    },
    {
      id: "policy-updates",
      title: "Policy updates",
      paragraphs: [
        "We review this policy whenever our website, our service providers or the law changes, for example as the rules under the DPDP Act take effect. The date at the top of this page shows when it last changed.",
        "If a change affects how we use data you have already given us, we will tell you by email before it takes effect where we have your address, and we will ask for fresh consent where the law requires it.",
      ],
    },
  ],
};

export default document;
