import { atom, map } from 'nanostores';
import { decodeSearchIndex, type PlantCard } from '../lib/plants/search-index';
import { isPanelRecord } from '../schemas/plant-record';
import { plantRecordPath } from '../lib/plants/slugs';
import type { PlantRecord } from '../schemas/plants';
import { PLANT_DATABASE } from '../site.config';

/**
 * The plant data the database island fetches from the site itself, never on the first paint: the search index
 * (every plant's card, once, at the visitor's first sign of intent) and each chosen plant's full record. Nothing is
 * kept in localStorage; the browser's HTTP cache keeps the files.
 */

/** The search index: not asked for yet, on its way, here (every card, in grid order), or failed (asking again retries). */
export type IndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; cards: PlantCard[] }
  | { status: 'failed' };

/** One plant's full record: on its way, here, not found (no such plant), or failed (choosing it again retries). */
export type RecordState =
  | { status: 'loading' }
  | { status: 'ready'; record: PlantRecord }
  | { status: 'missing' }
  | { status: 'failed' };

/** The search index. */
export const $plantIndex = atom<IndexState>({ status: 'idle' });

/** The records fetched or being fetched, by slug. */
export const $plantRecords = map<Record<string, RecordState>>({});

/** The fetch the stores use; tests hand in their own. */
type Fetch = (url: string) => Promise<Response>;

let pendingIndex: Promise<void> | null = null;

/**
 * Fetches the search index unless it is here or on its way; after a failure, asks again. Resolves when it is settled.
 * Every plant is then searchable, and a search typed meanwhile applies as soon as it arrives.
 */
export function loadPlantIndex(fetchFile: Fetch = fetch): Promise<void> {
  const state = $plantIndex.get();
  if (state.status === 'ready') return Promise.resolve();
  if (pendingIndex) return pendingIndex;
  $plantIndex.set({ status: 'loading' });
  pendingIndex = fetchFile(PLANT_DATABASE.searchIndexPath)
    .then((response) => {
      if (!response.ok) throw new Error(`The plant index answered ${response.status}.`);
      return response.json();
    })
    .then((file: unknown) => $plantIndex.set({ status: 'ready', cards: decodeSearchIndex(file) }))
    .catch((error: unknown) => {
      console.error('The plant index could not be loaded.', error);
      $plantIndex.set({ status: 'failed' });
    })
    .finally(() => {
      pendingIndex = null;
    });
  return pendingIndex;
}

/**
 * Fetches a plant's full record unless it is here or on its way; after a failure, asks again. A plant that does not
 * exist (404, e.g. a mistyped shared address) is `missing`; anything else that goes wrong is `failed`.
 */
export async function loadPlantRecord(slug: string, fetchFile: Fetch = fetch): Promise<void> {
  const status = $plantRecords.get()[slug]?.status;
  if (status === 'ready' || status === 'loading' || status === 'missing') return;
  $plantRecords.setKey(slug, { status: 'loading' });
  try {
    const response = await fetchFile(plantRecordPath(slug));
    if (response.status === 404) {
      $plantRecords.setKey(slug, { status: 'missing' });
      return;
    }
    if (!response.ok) throw new Error(`The record of ${slug} answered ${response.status}.`);
    const record: unknown = await response.json();
    if (!isPanelRecord(record, slug)) throw new Error(`The record of ${slug} is incomplete.`);
    $plantRecords.setKey(slug, { status: 'ready', record });
  } catch (error) {
    console.error(`The details of ${slug} could not be loaded.`, error);
    $plantRecords.setKey(slug, { status: 'failed' });
  }
}

/** Forgets everything fetched (for tests, which start each case afresh). */
export function forgetPlantData(): void {
  pendingIndex = null;
  $plantIndex.set({ status: 'idle' });
  $plantRecords.set({});
}
