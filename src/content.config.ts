import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import type { z } from 'astro/zod';
import { CONTENT } from './schemas/registry';

/** A collection for each entry of `table`, typed by that entry's own schema (Astro's types read `schema`). */
function collectionsOf<T extends Record<string, { loader: Loader; schema: z.ZodType }>>(table: T) {
  const made = Object.entries(table).map(([name, { loader, schema }]) => [name, defineCollection({ loader, schema })]);
  return Object.fromEntries(made) as { [K in keyof T]: { loader: Loader; schema: T[K]['schema'] } };
}

/**
 * Content collections: what editors change without touching code, one for each content file or folder of the
 * registry (src/schemas/registry.ts), which the browser editor's configuration is made from too. Each schema documents
 * its fields; a file that breaks one fails the build naming the file and the field.
 */
export const collections = collectionsOf(CONTENT);
