import { z } from "zod";
import { COMING_SOON_PATHS } from "../../content/coming-soon";
import { defineCollection } from "./collection";
import { group, pageName, text } from "./fields";

/** The coming-soon pages (docs/requirements.md#placeholder-pages): one entry per address of app/content/coming-soon.ts. */
export const comingSoonPageSchema = z.object(
  Object.fromEntries(
    COMING_SOON_PATHS.map((path) => [
      path.slice(1),
      group(path, `The coming-soon page ${path}: a heading and a tagline above "content would be implemented here".`, {
        title: pageName(path),
        description: text({
          title: "Tagline",
          description: `The sentence under the heading of ${path}, also its search result description. Tokens such as {brand} may be used.`,
        }),
      }),
    ]),
  ) as Record<string, z.ZodObject<{ title: z.ZodString; description: z.ZodString }>>,
);

export const comingSoonPage = defineCollection({
  name: "coming-soon-page",
  label: "Page: Coming soon (Industries, Portfolio, Resources)",
  description:
    "The heading and tagline of each coming-soon page. Their addresses stay with developers (app/content/coming-soon.ts).",
  kind: "file",
  path: "app/content/pages/coming-soon.yml",
  schema: comingSoonPageSchema,
  resolve: (page) => COMING_SOON_PATHS.map((path) => ({ path, ...page[path.slice(1)]! })),
});
