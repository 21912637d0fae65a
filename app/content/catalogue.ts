/**
 * How a catalogue is assembled (decision 0020): one entry per file, `<catalogue>/<id>.ts`, default-
 * exporting the entry, and one order list, `<catalogue>/ids.ts`. Adding an entry is one file and one
 * line in the order list; nothing else names the catalogue's size or order.
 */
export async function loadCatalogue<T extends { id: string }>(
  ids: readonly string[],
  load: (id: string) => Promise<{ default: T }>,
): Promise<T[]> {
  const entries = await Promise.all(ids.map(async (id) => (await load(id)).default));
  entries.forEach((entry, index) => {
    if (entry.id !== ids[index]) throw new Error(`Catalogue file ${ids[index]}.ts holds the entry "${entry.id}"`);
  });
  return entries;
}
