import { MY_PLANTS } from '@/config/plants';
import { isPlantSlug } from '@/lib/plants/slugs';
import { parseStoredJson, parseStoredObject } from '@/lib/shared/stored-json';

/**
 * The rules of My plants: the stored list, saving and removing, and the shared address. A list is plant slugs in the
 * order saved, oldest first; whatever a browser or an address hands back is checked here, so the rest trusts a list.
 */

/** What is stored under MY_PLANTS.storageKey. */
export type StoredSavedPlants = { version: 1; plants: string[] };

/** A list after a change; `full` when a plant could not be added because the list is at MY_PLANTS.cap. */
export type SavedPlantsChange = { list: string[]; full: boolean };

/** The plants of a shared address, with how many of its entries were left out as unknown and whether it was capped. */
export type SharedPlants = { plants: string[]; unknown: number; capped: boolean };

/** Slugs in their first order, without duplicates or anything else, at most MY_PLANTS.cap. */
function cleanList(values: readonly unknown[]): string[] {
  const kept = new Set<string>();
  for (const value of values) {
    if (kept.size >= MY_PLANTS.cap) break;
    if (typeof value === 'string' && isPlantSlug(value)) kept.add(value);
  }
  return [...kept];
}

/**
 * The stored list, or null when nothing usable is stored (missing, corrupt, another version). A bare array of slugs
 * was the first shape (version 0) and is still read, so an older visit's list is not lost.
 */
export function parseSavedPlants(raw: string | null | undefined): string[] | null {
  const stored = parseStoredObject(raw);
  if (stored) return stored.version === 1 && Array.isArray(stored.plants) ? cleanList(stored.plants) : null;
  const older = parseStoredJson(raw);
  return Array.isArray(older) ? cleanList(older) : null;
}

export function storedSavedPlants(list: readonly string[]): StoredSavedPlants {
  return { version: 1, plants: [...list] };
}

/** Saves at the end (once) or removes; a list at the cap is left as it is, so nothing saved is pushed out. */
export function withPlant(list: readonly string[], slug: string, saved: boolean): SavedPlantsChange {
  if (!saved) return { list: list.filter((entry) => entry !== slug), full: false };
  if (list.includes(slug) || !isPlantSlug(slug)) return { list: [...list], full: false };
  if (list.length >= MY_PLANTS.cap) return { list: [...list], full: true };
  return { list: [...list, slug], full: false };
}

/** "Save this shared list": what was saved stays first, in its order, then the shared plants not yet saved. */
export function mergeSaved(current: readonly string[], incoming: readonly string[]): SavedPlantsChange {
  const list = [...current];
  const kept = new Set(current);
  for (const slug of incoming) {
    if (kept.has(slug) || !isPlantSlug(slug)) continue;
    if (list.length >= MY_PLANTS.cap) return { list, full: true };
    kept.add(slug);
    list.push(slug);
  }
  return { list, full: false };
}

/** The address fragment that carries a list; a slug comes through the escaping unchanged, so the address stays readable. */
export function shareFragment(list: readonly string[]): string {
  return `#${MY_PLANTS.fragmentKey}=${list.map(encodeURIComponent).join(',')}`;
}

/**
 * The list a shared address carries, or null when its fragment has none. URLSearchParams decodes a malformed escape
 * to U+FFFD instead of throwing, and a comma a messenger escaped still separates. Only slugs in `known` come back,
 * so no text from the address is ever shown or fetched.
 */
export function readShareFragment(hash: string, known: ReadonlySet<string>): SharedPlants | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(MY_PLANTS.fragmentKey);
  if (value === null) return null;
  const entries = new Set(value.split(',').map((entry) => entry.trim()));
  entries.delete('');
  const plants: string[] = [];
  let unknown = 0;
  for (const entry of entries) {
    if (!isPlantSlug(entry) || !known.has(entry)) unknown += 1;
    else plants.push(entry);
  }
  return { plants: plants.slice(0, MY_PLANTS.cap), unknown, capped: plants.length > MY_PLANTS.cap };
}
