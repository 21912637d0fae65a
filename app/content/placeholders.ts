/** The placeholder pages (docs/requirements.md#placeholder-pages); Blog & Insights is a real publication now (decision 0099). */
export interface PlaceholderPage {
  path: string;
  /** Heading and `{Page}` of the title. */
  title: string;
  /** The paragraph under the heading, and the meta description. */
  description: string;
}

export const placeholderPages: PlaceholderPage[] = [
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
