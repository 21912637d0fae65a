/**
 * Messages for the spam tests (test code only), written for them in the shapes the contact form receives:
 * spam (SEO offers, link farms, crypto, shortened links) and genuine enquiries, short ones and ones with one
 * legitimate link among them. Every spam message here carries at least one link: spam without one is
 * caught only by how it is sent (no proof-of-work, machine speed, a repeat, a burst), never by its words
 * (docs/decisions/0122-spam-without-a-third-party.md).
 */
export interface CorpusMessage {
  /** What the message is, for the test's title. */
  shape: string;
  message: string;
  /** Links in it (the genuine ones hold at most one). */
  links: number;
}

export const SPAM: CorpusMessage[] = [
  {
    shape: "an SEO offer",
    message:
      "Hello, I was looking at your website and noticed it is not ranking on the first page of Google for your main keywords. We can fix that in 30 days with white-hat backlinks. See our packages at www.rankboost-seo-agency.com and reply for a free audit.",
    links: 1,
  },
  {
    shape: "an SEO offer with a shortened link",
    message:
      "Dear Website Owner, get 500+ high DA backlinks and guaranteed page 1 rankings. Limited offer this week only: bit.ly/3xSeoDeal",
    links: 1,
  },
  {
    shape: "a link farm",
    message:
      "Best deals here https://cheap-pills.example.net/buy https://casino-bonus.example.org/spin https://replica-watches.example.com/sale https://loans-fast.example.info/apply",
    links: 4,
  },
  {
    shape: "a crypto pitch",
    message:
      "Earn 5 BTC per week with our AI trading bot!!! No experience needed, withdraw anytime. Join now: https://t.co/Xy12AbCdEf and https://tinyurl.com/crypto-profit-now",
    links: 2,
  },
  {
    shape: "a crypto recovery scam",
    message:
      "Lost your crypto to a scam? Our recovery experts get your funds back in 48 hours. Contact us on Telegram or visit https://crypto-recovery-pros.example.biz today.",
    links: 1,
  },
  {
    shape: "a web design offer with a shortener",
    message: "Hi, want a new website for just $99? See examples: https://cutt.ly/webdesign99 Reply YES.",
    links: 1,
  },
  {
    shape: "a guest-post request",
    message:
      "Hi team, I would love to publish a guest post on your blog with a do-follow link to https://www.casino-reviews.example.com/best-slots. We pay $50 per post.",
    links: 1,
  },
];

export const GENUINE: CorpusMessage[] = [
  {
    shape: "a project enquiry",
    message:
      "We are a regional retailer with 40 stores and need a partner portal connected to SAP for our suppliers. Could we set up a call next week to discuss scope and budget?",
    links: 0,
  },
  { shape: "a short question", message: "Do you work with clients in Germany?", links: 0 },
  { shape: "a one-word-ish note", message: "Please call me back.", links: 0 },
  {
    shape: "a support request",
    message:
      "Our order tracking page has shown a blank screen since this morning's release. Customers cannot see their deliveries. Can someone from support look at it urgently?",
    links: 0,
  },
  {
    shape: "a career enquiry with a portfolio link",
    message:
      "Hello, I am a frontend developer with five years of React experience and would like to be considered for future openings. My portfolio is at https://ravi-kumar.example.dev and I am happy to share references.",
    links: 1,
  },
  {
    shape: "a project enquiry naming the current site",
    message:
      "We want to rebuild our booking site (www.harbour-clinic.example.com) so patients can reschedule online. What would a first phase cost, roughly?",
    links: 1,
  },
  {
    shape: "a partnership note with an address and prices",
    message:
      "Hi, we are an SAP consultancy in Pune (Baner Road, 2nd floor) and look for a design partner. Our day rates are INR 40,000-55,000. Lunch next Thursday?",
    links: 0,
  },
];
