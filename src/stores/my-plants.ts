import { atom } from 'nanostores';
import { MY_PLANTS } from '@/config/plants';
import { mergeSaved, parseSavedPlants, storedSavedPlants, withPlant } from '@/lib/plants/my-plants';
import {
  browserStorage,
  readStored,
  writeStored,
  type ReadableStorage,
  type WritableStorage,
} from '@/lib/shared/stored-json';

/**
 * My plants, the visitor's shortlist with no account; the Save buttons and the My plants view change it only through
 * the actions below.
 * - `$savedPlants`: the saved plants' slugs, oldest first, remembered across visits and tabs in localStorage:
 *     key:   "plant-gazette:my-plants" (MY_PLANTS.storageKey in src/config/plants.ts)
 *     shape: {"version": 1, "plants": [slug, …]} oldest first, at most MY_PLANTS.cap
 *            e.g. {"version":1,"plants":["snake-plant","lavender"]}
 *   A bare array of slugs (version 0) is read as the list. Any other shape, a corrupt value or another version counts
 *   as nothing stored and is replaced at the next save.
 * - `$savingRefused`: this browser cannot keep the list (storage missing, unreadable, or a write refused); the list
 *   then lasts for the visit. Where only writing is refused, this is known at the first save.
 */

export type PlantsStorage = ReadableStorage & WritableStorage;
export type SaveOutcome = 'saved' | 'removed' | 'full' | 'refused';

export const $savedPlants = atom<string[]>([]);

export const $savingRefused = atom(false);

/** The stored list (null when nothing usable is stored), and whether storage could be read at all. */
function readSaved(storage: ReadableStorage | undefined): { list: string[] | null; readable: boolean } {
  if (!storage) return { list: null, readable: false };
  let readable = false;
  const list = readStored(
    MY_PLANTS.storageKey,
    (raw) => {
      // Not reached when getItem throws, which is how a blocked storage tells itself apart from an empty one.
      readable = true;
      return parseSavedPlants(raw);
    },
    storage,
  );
  return { list, readable };
}

// Another tab may have saved since this one last read, so a change is made to what is stored now.
function latestList(storage: ReadableStorage | undefined): string[] {
  return readSaved(storage).list ?? $savedPlants.get();
}

function showList(list: string[]): void {
  const current = $savedPlants.get();
  if (list.length !== current.length || list.some((slug, index) => slug !== current[index])) $savedPlants.set(list);
}

/** Whether the list was stored; where storage is full or forbidden, it lasts for this visit. */
function keepList(list: string[], storage: WritableStorage | undefined): boolean {
  showList(list);
  const kept = storage !== undefined && writeStored(MY_PLANTS.storageKey, storedSavedPlants(list), storage);
  $savingRefused.set(!kept);
  return kept;
}

/** Called after hydration; a missing, corrupt or forbidden stored value reads as an empty list. */
export function restoreSavedPlants(storage: ReadableStorage | undefined = browserStorage()): string[] {
  const { list, readable } = readSaved(storage);
  showList(list ?? []);
  $savingRefused.set(!readable);
  return $savedPlants.get();
}

/** A Save button; 'full' leaves the list as it is, 'refused' keeps the change for this visit only. */
export function setPlantSaved(
  slug: string,
  saved: boolean,
  storage: PlantsStorage | undefined = browserStorage(),
): SaveOutcome {
  const { list, full } = withPlant(latestList(storage), slug, saved);
  if (full) {
    showList(list);
    return 'full';
  }
  if (!keepList(list, storage)) return 'refused';
  return saved ? 'saved' : 'removed';
}

/** "Save this list" on a shared address: 'full' when some of its plants did not fit. */
export function saveSharedList(
  plants: readonly string[],
  storage: PlantsStorage | undefined = browserStorage(),
): Exclude<SaveOutcome, 'removed'> {
  const { list, full } = mergeSaved(latestList(storage), plants);
  if (!keepList(list, storage)) return 'refused';
  return full ? 'full' : 'saved';
}

/**
 * Shows what another tab saves or removes, or a clearing of site data (a `null` key); the browser sends the storage
 * event only to the other tabs. Returns the unsubscribe.
 */
export function followOtherTabs(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  storage?: ReadableStorage,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === MY_PLANTS.storageKey || event.key === null) restoreSavedPlants(storage);
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

/** Back to a fresh visit (tests; storage is not touched). */
export function resetMyPlants(): void {
  $savedPlants.set([]);
  $savingRefused.set(false);
}
