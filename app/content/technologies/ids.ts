/**
 * Technology ids (docs/requirements.md#technology-records, #pages-the-site-adds): all 13, android-native included although the menu does not list it.
 * Apart from the copy so that the page list (app/pages.ts) can name every page without loading it.
 */
export const TECHNOLOGY_IDS = [
  "python",
  "react",
  "nodejs",
  "java",
  "php",
  "infrastructure",
  "cicd",
  "containers",
  "cloud",
  "flutter",
  "android-native",
  "vue",
  "angular",
] as const;

export type TechnologyId = (typeof TECHNOLOGY_IDS)[number];
