import type { LegalDocument } from "../types";

const document: LegalDocument = {
  path: "/cookie-policy",
  title: "Cookie Policy",
  metaDescription:
    "What the {brand} website stores in your browser, why, and how to review or change your consent to optional content, kept under the cookieConsent key.",
  intro: [
    "This policy explains what the {brand} website stores in your browser, why, and how you control it. It is short because we store very little, in local storage rather than cookies, and nothing optional loads unless you agree to it or ask for it.",
    "It complements our Privacy Policy, which covers the personal data you send us through the contact form and the newsletter signup.",
  ],
  sections: [
    {
      id: "what-are-cookies",
      title: "What cookies and local storage are",
      paragraphs: [
        "Cookies are small text files that a website asks your browser to keep and to send back with later requests to that site. Local storage is a related browser feature that keeps small pieces of data for a particular site; unlike a cookie, it is not sent to the server with each request, and it stays on your device until it is removed.",
        "Both can be set by the site you are visiting (first-party) or by another service whose content that site embeds (third-party). The EU ePrivacy Directive and the GDPR require consent before a site stores anything on your device that is not strictly necessary, and India's Digital Personal Data Protection Act, 2023 requires consent for processing personal data that does not fall under one of its legitimate uses. We apply the stricter of these standards to every visitor.",
      ],
    },
    {
      id: "how-we-use-them",
      title: "How we use them",
      paragraphs: [
        "The site itself sets no cookies. The few choices it remembers are kept in your browser's local storage, each under its own key, and each is listed under Essential below. None of them is sent to our server, and none identifies you.",
        "The forms' spam check stores nothing in your browser either: when you first use a form, your browser solves a small puzzle from our server, a proof of work that takes about a second, and the answer is sent with the form and nowhere else. No third-party service takes part, and you never have to pick out pictures.",
        "Some pages also load content from other services, which receive your IP address and browser details when your browser requests it. The Privacy Policy lists each of them, with when it loads, in its section on where your data goes.",
      ],
    },
    {
      id: "categories",
      title: "Categories",
      paragraphs: [
        "Everything the site stores, and everything your consent switches on, belongs to one of these categories.",
      ],
      derived: "categories",
    },
    {
      id: "your-choice",
      title: "Your consent choice",
      paragraphs: [
        "On your first visit, a banner asks for your choice. Selecting {acceptLabel} stores the value accepted under the key cookieConsent in your browser's local storage. Selecting {declineLabel}, or closing the banner on a small screen, stores the value declined. Either way, the banner closes and stays closed on later visits until the value is removed.",
        "If you decline, or have not chosen yet, only the essential items described above are used, and optional content loads only when you ask for it, for example with the Show map button on the contact page. Declining does not restrict any page or feature of the site.",
        "The control below shows the choice currently stored in this browser. Select {acceptLabel} or {declineLabel} to change it, or {forgetLabel} to clear it so that the banner returns. Your choice applies only to this browser on this device, so another browser or device will ask you again.",
      ],
    },
    {
      id: "managing-cookies",
      title: "Managing cookies in your browser",
      paragraphs: [
        "You can also control storage through your browser, independently of our banner. Every major browser lets you view and delete cookies and site data, block them for particular sites, or block third-party cookies altogether. The settings are usually found here:",
      ],
      list: [
        "Google Chrome: Privacy and security in Settings, under third-party cookies and site settings",
        "Microsoft Edge: Cookies and site permissions in Settings",
        "Mozilla Firefox: Cookies and Site Data, in the Privacy & Security panel of Settings",
        "Safari: the Privacy tab of Safari's settings on a Mac, or Settings, then Safari, on an iPhone or iPad",
      ],
      closing: [
        "Clearing the site data for this website removes everything listed under Essential, your consent choice included, so the banner will ask again on your next visit. If your browser blocks local storage entirely, as some private browsing modes do, we cannot remember your choice: the banner appears on each visit, nothing optional loads unless you ask for it, and whatever you select applies only to the page you are on.",
      ],
    },
    {
      id: "changes-to-this-policy",
      title: "Changes to this policy",
      paragraphs: [
        "We will update this policy before we add any new cookie, storage item or third-party service, and change the date at the top of the page when we do. If a change introduces something that needs consent, we will describe it here first, and you can review or change your choice at any time with the control on this page.",
      ],
    },
    {
      id: "contact-us",
      title: "Contact us",
      paragraphs: [
        "Questions about this policy or about anything the site stores in your browser can go to our privacy team. Requests about personal data we hold follow the process set out in our Privacy Policy.",
      ],
      contact: "privacy",
    },
  ],
};

export default document;
