/**
 * What a content collection declares (docs/content-model.md): where its YAML lives, the schema a file must
 * pass, and its resolve step, the names a file holds (a photo, a button) turned into what pages show. The
 * type pages read, `Entry<typeof collection>`, is inferred from the schema and the resolve step.
 */
import type { z } from "zod";

export interface Collection<
  K extends "folder" | "file" = "folder" | "file",
  S extends z.ZodObject = z.ZodObject,
  R = unknown,
> {
  name: string;
  label: string;
  description: string;
  /** "folder": one YAML file per entry, named by its id; "file": one YAML file. */
  kind: K;
  /** The folder or the file, relative to the repository's root. */
  path: string;
  /** A folder's order file (`order:` the ids in display order), relative to the repository's root. */
  order?: string;
  schema: S;
  /** The names a file holds turned into what pages show; a method, so any collection fits the list. */
  resolve(value: z.output<S>): R;
}

/** A collection, its resolve step the identity when it has none. */
export function defineCollection<K extends "folder" | "file", S extends z.ZodObject, R = z.output<S>>(
  collection: Omit<Collection<K, S, R>, "resolve"> & { resolve?: (value: z.output<S>) => R },
): Collection<K, S, R> {
  return { ...collection, resolve: collection.resolve ?? ((value) => value as R) };
}

/** What pages read of one entry (a folder) or of the file: the schema's output after the resolve step. */
export type Entry<C> = C extends Collection<"folder" | "file", z.ZodObject, infer R> ? R : never;
