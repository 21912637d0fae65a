import { useCallback, useEffect, useRef, useState } from "react";
import { MENU_CLOSE_DELAY_MS } from "~/lib/constants";

export type MenuId = "services" | "solutions" | "technologies" | "company" | "contact";

/**
 * Which header menu is open (§4: exactly one or none) and why.
 * - Hover opens a menu; leaving it closes it after MENU_CLOSE_DELAY_MS unless the pointer comes back.
 * - A click toggles. Clicking a menu that hover just opened pins it open instead of closing it, so a
 *   mouse user's click never slams shut the menu they are pointing at; the next click closes it.
 * - A pinned (clicked) menu stays open when the pointer leaves; Escape or a click outside closes it.
 */
export function useMenuState() {
  const [open, setOpen] = useState<MenuId | null>(null);
  const openedBy = useRef<"hover" | "click" | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => {
    if (closeTimer.current !== undefined) clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);

  const close = useCallback(() => {
    cancelClose();
    openedBy.current = null;
    setOpen(null);
  }, [cancelClose]);

  const hoverOpen = useCallback(
    (id: MenuId) => {
      cancelClose();
      setOpen((current) => {
        if (current !== id) openedBy.current = "hover";
        return id;
      });
    },
    [cancelClose],
  );

  const hoverLeave = useCallback(() => {
    if (openedBy.current !== "hover") return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = undefined;
      openedBy.current = null;
      setOpen(null);
    }, MENU_CLOSE_DELAY_MS);
  }, [cancelClose]);

  const toggle = useCallback(
    (id: MenuId) => {
      cancelClose();
      setOpen((current) => {
        if (current === id && openedBy.current === "hover") {
          openedBy.current = "click";
          return id;
        }
        if (current === id) {
          openedBy.current = null;
          return null;
        }
        openedBy.current = "click";
        return id;
      });
    },
    [cancelClose],
  );

  useEffect(() => cancelClose, [cancelClose]);

  return { open, hoverOpen, hoverLeave, toggle, close };
}
