import { atom, map } from 'nanostores';
import type { PlantCard } from '../lib/plants/search-index';
import type { PlantRecord } from '../schemas/plants';

/**
 * The plant data the database island fetches from the site itself, never on the first paint: the search index
 * (every plant's card, once, at the visitor's first sign of intent) and each chosen plant's full record. This module
 * holds their state and the actions that change it; the fetching is the island's (plant-database/load-plant-data.ts).
 * Nothing is kept in localStorage; the browser's HTTP cache keeps the files.
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

/** Actions: the search index is on its way, here, or failed. */
export function indexLoading(): void {
  $plantIndex.set({ status: 'loading' });
}
export function indexArrived(cards: PlantCard[]): void {
  $plantIndex.set({ status: 'ready', cards });
}
export function indexFailed(): void {
  $plantIndex.set({ status: 'failed' });
}

/** Action: one plant's record changed state. */
export function recordState(slug: string, state: RecordState): void {
  $plantRecords.setKey(slug, state);
}

/** Forgets everything fetched (for tests, which start each case afresh). */
export function forgetPlantData(): void {
  $plantIndex.set({ status: 'idle' });
  $plantRecords.set({});
}
