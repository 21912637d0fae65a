import { createContext } from "react";

/**
 * True while the build renders React Router's SPA fallback (entry.server.tsx sets it). That file must
 * carry the router's scripts or the build fails; the postbuild deletes it, since no page hydrates and
 * unknown paths get the prerendered 404 pages (decision 0105).
 */
export const SpaFallback = createContext(false);
