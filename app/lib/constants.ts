/** Behaviour constants (docs/requirements.md#figures-and-limits), in one place. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const MENU_CLOSE_DELAY_MS = 150;
export const HOME_SERVICES_COLLAPSED = 4;
export const SERVICES_PAGE_COLLAPSED = 6;
/** /solutions cards: the first 3 'How We Help' titles and the first 2 'Key Solutions' titles. */
export const SOLUTION_CARD_HELP = 3;
export const SOLUTION_CARD_SOLUTIONS = 2;
/** Technology 'Why Choose': the first 3 benefits, use cases, frameworks and tools. */
export const TECHNOLOGY_OVERVIEW_ITEMS = 3;

/** Search (decision 0100): its page, linked from every header, and the index the postbuild writes. */
export const SEARCH_PATH = "/search";
export const SEARCH_INDEX_PATH = "/search-index.json";

/** Local-storage key of the saved jobs ('Save Opportunity', docs/requirements.md#button-targets). */
export const SAVED_JOBS_KEY = "savedJobs";

/** Where the content editor lives (docs/decisions/0150-content-editor.md); no other page loads its code. */
export const ADMIN_PATH = "/admin";
/** The editor's GitHub sign-in endpoint on the Node server (server/cms-auth.ts). */
export const CMS_AUTH_PATH = "/api/cms/auth";
