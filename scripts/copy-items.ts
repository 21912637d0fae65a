/**
 * Every string of a content module's exports with its path: what the house-style checks
 * (tests/support/style-rules.ts) read, and what `scripts/claims-docs.ts` searches for promise tokens.
 */

/** One string of copy and where it lives: `file` is the module, `entry` the catalogue entry (one per file). */
export interface CopyItem {
  file: string;
  /** Catalogue folder ("services") for an entry file, or the module name for a shared module. */
  catalogue: string;
  /** The entry id for a file under app/content/<catalogue>/<id>.ts; the module name otherwise. */
  entry: string;
  /** Property path inside the export, e.g. "whyUs.1.title". */
  path: string;
  value: string;
  /** The title of a record that has an `id` or a `path`: a page or catalogue entry named by the spec. */
  entryTitle?: boolean;
}

/** Every string in a module's exports, with its path. */
export function collectCopy(exports: Record<string, unknown>, where: Omit<CopyItem, "path" | "value">): CopyItem[] {
  const items: CopyItem[] = [];
  const visit = (value: unknown, path: string[], entryTitle = false) => {
    if (typeof value === "string") {
      // ISO dates (a job's datePosted) are data for machines, not copy.
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
      items.push({ ...where, path: path.join("."), value, ...(entryTitle ? { entryTitle } : {}) });
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, String(index)]));
    else if (value && typeof value === "object") {
      const record = "id" in value || "path" in value || path.length === 0;
      for (const [key, child] of Object.entries(value)) visit(child, [...path, key], record && key === "title");
    }
  };
  for (const [name, value] of Object.entries(exports)) visit(value, name === "default" ? [] : [name]);
  return items;
}
