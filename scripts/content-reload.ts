/**
 * The dev server re-reads the content files (`npm run dev`, `npm run cms`): the loaders read them with Node's
 * file system when their modules are first evaluated, which Vite does not track, so without this an edit (or
 * a fix to a broken file) showed only after a restart.
 */
import { join, sep } from "node:path";
import type { Plugin } from "vite";

/** The content files the readers below read, not modules Vite loads: YAML entries and MDX posts. */
export const isContentFile = (file: string, root: string) =>
  file.startsWith(join(root, "app", "content") + sep) && /\.(ya?ml|mdx)$/.test(file);

/** The modules that read content files with Node; Vite invalidates their importers with them. */
export const CONTENT_READERS = ["app/lib/content-files.server.ts", "app/lib/blog/sources.server.ts"];

export function contentReload(): Plugin {
  return {
    name: "brightlane:content-reload",
    apply: "serve",
    configureServer(server) {
      const { root } = server.config;
      const changed = (file: string) => {
        if (!isContentFile(file, root)) return;
        // At once, not debounced: Tailwind's scan of the same file can make Vite reload the page itself,
        // and that request must already find the readers invalidated. The browser's client debounces reloads.
        const graph = server.environments.ssr.moduleGraph;
        for (const reader of CONTENT_READERS)
          for (const module of graph.getModulesByFile(join(root, reader)) ?? []) graph.invalidateModule(module);
        server.environments.client.hot.send({ type: "full-reload" });
      };
      for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, changed);
    },
  };
}
