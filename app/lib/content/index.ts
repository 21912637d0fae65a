/**
 * The YAML content collections in the order the editor lists them (docs/content-model.md): the build's
 * check and the editor's generated config (app/lib/cms-config.ts) read this one list. A page's own file is
 * listed with its page in the page table (`pageCollections` in app/pages.ts). Relative imports only: a
 * plain Node script imports it.
 */
import type { z } from "zod";
import { pageCollections } from "../../pages";
import { LEGAL_IDS } from "../../content/legal/ids";
import { ContentError, read, readContentFile, readEntries } from "../content-files.server";
import type { Collection } from "./collection";
import { company } from "./company";
import { engagementTermsFile } from "./engagement-terms";
import { jobs } from "./jobs";
import { legal } from "./legal";
import { navigation } from "./navigation";
import { services } from "./services";
import { solutions } from "./solutions";
import { technologies } from "./technologies";

export { posts } from "./posts";

export const collections: readonly Collection[] = [
  services,
  solutions,
  technologies,
  jobs,
  ...pageCollections,
  navigation,
  company,
];

/** The legal documents' files: developer-owned YAML, checked with the rest but not in the editor. */
function legalFiles(root: string) {
  return LEGAL_IDS.map((id) => {
    const file = `${legal.path}/${id}.yml`;
    const value = readContentFile(file, legal.schema, root);
    if (value.path !== `/${id}`) throw new ContentError(`${file}: path: must be /${id}, the file's name`);
    return { id, file, value };
  });
}

/**
 * Every content file read and checked: the build's first step, so a broken file stops it in one line.
 * The developer-owned files (the legal documents, the register of terms) are checked with the rest.
 */
export function checkContent(root = process.cwd()) {
  for (const collection of collections)
    if (collection.kind === "folder") readEntries(collection as Collection<"folder">, root);
    else read(collection as Collection<"file">, root);
  legalFiles(root);
  read(engagementTermsFile, root);
}

/**
 * Every content file's resolved value by its path under app/content/ (`./services/aws.yml`), shaped like a
 * module with a default export: the content tests walk these beside the TypeScript modules.
 */
export function contentFileModules(root = process.cwd()): Record<string, { default: unknown }> {
  const modules: Record<string, { default: unknown }> = {};
  for (const collection of collections) {
    if (collection.kind === "file") {
      modules[`./${collection.path.replace(/^app\/content\//, "")}`] = {
        default: read(collection as Collection<"file">, root),
      };
      continue;
    }
    for (const entry of read(collection as Collection<"folder", z.ZodObject, { id: string }>, root))
      modules[`./${collection.path.replace(/^app\/content\//, "")}/${entry.id}.yml`] = { default: entry };
  }
  for (const { file, value, id } of legalFiles(root))
    modules[`./${file.replace(/^app\/content\//, "")}`] = { default: { ...value, id } };
  return modules;
}
