/** The coming-soon pages, the specification's placeholder pages (docs/requirements.md#placeholder-pages). */
export interface ComingSoonPage {
  path: string;
  /** Heading and `{Page}` of the title. */
  title: string;
  /** The paragraph under the heading, and the meta description. */
  description: string;
}

export const comingSoonPages: ComingSoonPage[] = [
  {
    path: "/industries",
    title: "Industries",
    description: "Software shaped around the rules, rhythms and customers of your sector.",
  },
  {
    path: "/portfolio",
    title: "Portfolio",
    description: "Case studies of products, platforms and migrations, and the problems behind them.",
  },
  {
    path: "/resources",
    title: "Resources",
    description: "Guides, checklists and templates to help you plan your next technology project.",
  },
];
