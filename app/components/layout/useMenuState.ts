import { useCallback, useEffect, useRef, useState } from "react";
import { MENU_CLOSE_DELAY_MS } from "~/lib/constants";

export type MenuId = "services" | "solutions" | "technologies" | "company" | "contact";

/** Which menu is open (§4: exactly one or none) and whether hover or a click opened it. */
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

export function useMenuState() {
  const [state, setState] = useState<MenuState>(CLOSED);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);

  const close = useCallback(() => {
    cancelClose();
    setState(CLOSED);
  }, [cancelClose]);

  const hoverOpen = useCallback(
    (id: MenuId) => {
      cancelClose();
      setState((current) => transitions.hover(current, id));
    },
    [cancelClose],
  );

  const hoverLeave = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = undefined;
      setState(transitions.leaveTimeout);
    }, MENU_CLOSE_DELAY_MS);
  }, [cancelClose]);

  const toggle = useCallback(
    (id: MenuId) => {
      cancelClose();
      setState((current) => transitions.toggle(current, id));
    },
    [cancelClose],
  );

  useEffect(() => cancelClose, [cancelClose]);

  return { open: state.id, hoverOpen, hoverLeave, toggle, close };
}
