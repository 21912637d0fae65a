/**
 * The header menus' state machine: pure functions, free of React and of the DOM, shared by the
 * browser code that runs the menus (app/client/header.ts) and its tests.
 */
export type MenuId = "services" | "solutions" | "technologies" | "company" | "contact";

/** Which menu is open (exactly one or none) and whether hover or a click opened it. */
export interface MenuState {
  id: MenuId | null;
  by: "hover" | "click" | null;
}

export const CLOSED: MenuState = { id: null, by: null };

/**
 * The transitions, as pure functions of the previous state:
 * - hover opens a menu (switching from another one);
 * - a click toggles; clicking the menu that hover just opened pins it open instead of closing it,
 *   so a mouse user's click never slams shut the menu they are pointing at;
 * - the delayed close after the pointer leaves only closes a menu that hover opened.
 */
export const transitions = {
  hover: (state: MenuState, id: MenuId): MenuState => (state.id === id ? state : { id, by: "hover" }),
  toggle: (state: MenuState, id: MenuId): MenuState => {
    if (state.id !== id) return { id, by: "click" };
    return state.by === "hover" ? { id, by: "click" } : CLOSED;
  },
  leaveTimeout: (state: MenuState): MenuState => (state.by === "hover" ? CLOSED : state),
};
