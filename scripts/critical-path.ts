/**
 * Takes JavaScript off a prerendered page's critical path (decision 0011). The page is complete HTML
 * and CSS; its scripts only hydrate it. React Router puts the route modules' `<link rel="modulepreload">`
 * tags in <head>, ahead of the stylesheet, and its module script imports them as soon as the HTML is
 * parsed, so on a slow connection ~110 KB of JavaScript competes with the stylesheet and the hero
 * image for the first round trips. The build rewrites both:
 * - the module preloads leave <head>;
 * - the module script waits for the page's first contentful paint (observed as a performance entry;
 *   a hidden tab paints, and so hydrates, when shown; a browser without paint timing waits one frame),
 *   then adds the same preloads, so the whole module graph is fetched in parallel, and imports the
 *   same modules in the same order before starting the client entry, as React Router expects.
 * React 19 does not hydrate hoisted <link> elements by position, so hydration is unaffected.
 *
 * Given the chunks' static imports (`importsOf`), the script also evaluates the module graph one chunk
 * per task, dependencies first, yielding to the browser between them: evaluating React DOM, React
 * Router, the shell and the route modules as one graph was one long task on a mid-range phone
 * (decision 0098). The client entry, which starts hydration, still runs last.
 */
const AFTER_FIRST_PAINT = [
  "await new Promise((done) => {",
  '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(done));',
  "  new PerformanceObserver((list, observer) => {",
  '    if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); done(); }',
  '  }).observe({ type: "paint", buffered: true });',
  "});",
].join("\n");
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*>([\s\S]*?)<\/script>/i;

/** Gives the browser a turn: `scheduler.yield()` where there is one, else a new task. */
const YIELD =
  "const yieldToBrowser = () => globalThis.scheduler?.yield?.() ?? new Promise((done) => setTimeout(done));";

/** `modules` ordered so that each comes after every module it imports (statically) among them. */
export function dependenciesFirst(modules: string[], importsOf: (src: string) => string[]): string[] {
  const order: string[] = [];
  const visit = (src: string, path: Set<string>) => {
    if (order.includes(src) || path.has(src)) return;
    path.add(src);
    for (const dependency of importsOf(src)) if (modules.includes(dependency)) visit(dependency, path);
    order.push(src);
  };
  for (const src of modules) visit(src, new Set());
  return order;
}

export function deferModulePreloads(html: string, importsOf?: (src: string) => string[]): string {
  const head = html.match(/<head>[\s\S]*?<\/head>/i)?.[0];
  const entry = html.match(ENTRY_SCRIPT);
  if (!head || !entry) return html;
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  let body = entry[1] ?? "";
  const imports: string[] = [];
  const bindings: string[] = [];
  body = body.replace(
    /^\s*import (?:\* as (\w+) from )?"([^"]+)";\s*$/gm,
    (_line, binding: string | undefined, src: string) => {
      imports.push(src);
      bindings.push(binding ?? "");
      return "";
    },
  );
  const entrySrc = body.match(/import\("([^"]+)"\)/)?.[1];
  const oneByOne = importsOf
    ? dependenciesFirst(
        preloads.filter((src) => src !== entrySrc),
        importsOf,
      )
    : [];
  const script = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...(oneByOne.length
      ? [YIELD, `for (const src of ${JSON.stringify(oneByOne)}) { await import(src); await yieldToBrowser(); }`]
      : []),
    `const [${bindings.join(", ")}] = await Promise.all(${JSON.stringify(imports)}.map((src) => import(src)));`,
    body.trim(),
  ].join("\n");
  return html
    .replace(head, head.replace(MODULE_PRELOAD, ""))
    .replace(entry[0], `<script type="module">${script}</script>`);
}
