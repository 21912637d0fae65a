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
