/** Behaviour constants of §9, in one place. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const MENU_CLOSE_DELAY_MS = 150;
export const HOME_SERVICES_COLLAPSED = 4;
export const SERVICES_PAGE_COLLAPSED = 6;
