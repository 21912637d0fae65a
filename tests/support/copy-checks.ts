/**
 * Checks shared by the catalogue tests (services, solutions, technologies): every string of an entry
 * with its path, and the problems an empty or unfinished string makes.
 */
export function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** Empty strings, unfinished-text words (lorem, TODO, placeholder) and unresolved `{token}`s, as problems naming their path. */
export function unfinishedTextProblems(entry: unknown, name: string): string[] {
  return strings(entry).flatMap(([path, text]) => [
    ...(text.trim() === "" ? [`${name}: ${path} is empty`] : []),
    ...(/lorem|ipsum|TODO|TBD|\bplaceholder\b|\{[a-z]+\}/i.test(text) ? [`${name}: ${path} has placeholder text`] : []),
  ]);
}

/**
 * Values two entries of a catalogue share where each must have its own (a title, a FAQ question), as
 * "<file>: <field>: same as <other file>", so an entry added by the editor that repeats one is named with
 * the field to change.
 */
export function duplicateProblems(
  catalogue: string,
  entries: readonly { id: string }[],
  fields: (entry: never) => [field: string, value: string][],
): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  const file = (id: string) => `app/content/${catalogue}/${id}.yml`;
  for (const entry of entries) {
    for (const [field, value] of fields(entry as never)) {
      const key = `${field.replace(/\[\d+\]/g, "[]")}\u0000${value}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, entry.id);
      else problems.push(`${file(entry.id)}: ${field}: same as ${file(first)}`);
    }
  }
  return problems;
}
