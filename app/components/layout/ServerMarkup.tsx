import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";

/**
 * A part of the layout whose behaviour is not React's (the header's theme switch, decision 0103): the
 * server renders it, and the browser keeps the server's markup as it is instead of hydrating it, so the
 * part's code is in no page's bundle. Callers pass the part only on the server
 * (`server={import.meta.env.SSR ? <Part /> : null}`), which lets the browser build drop its import.
 *
 * An element with `dangerouslySetInnerHTML` is hydrated without its children, which React leaves in
 * place (the same holds for the root's inline script). Where the layout is rendered in the browser
 * rather than hydrated (an error screen after a client navigation), there is no server markup to keep:
 * the part's code is loaded then, from `load`.
 */
export function ServerMarkup({
  server,
  load,
  className,
}: {
  server: ReactNode;
  load: () => Promise<{ default: ComponentType }>;
  className?: string;
}) {
  // Build-time constants: one branch per bundle, never both.
  if (import.meta.env.SSR) return <div className={className}>{server}</div>;
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const [Part] = useState(() =>
    // The root marks <html> once the first hydration is done (app/root.tsx).
    document.documentElement.hasAttribute("data-hydrated") ? lazy(load) : null,
  );
  if (!Part) return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </div>
  );
}
