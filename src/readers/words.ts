import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';

/**
 * The words of one page or section (`src/content/words/<name>.yaml`, a collection of one file), validated by its
 * schema at build time. Pages and sections read their visible sentences here, never from literals in code.
 */
export async function wordsOf<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>['data']> {
  const entries = await getCollection(collection);
  const [entry] = entries;
  if (!entry || entries.length > 1) {
    throw new Error(`The ${collection} words are missing: src/content/words/ must hold exactly one file for them.`);
  }
  return entry.data;
}
