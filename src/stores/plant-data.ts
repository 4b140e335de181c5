import { atom, map } from 'nanostores';
import type { PlantCard } from '@/lib/plants/search-index';
import type { PlantRecord } from '@/schemas/plants';

/**
 * The state of the plant data the database island fetches, never on the first paint: the search index (every card,
 * once, at the visitor's first sign of intent) and each chosen plant's record. The fetching is in
 * plant-database/load-plant-data.ts; the browser's HTTP cache keeps the files, localStorage nothing.
 */

/**
 * The search index: not asked for yet, on its way, here (every card, in grid order; `slips` once the search that
 * forgives a slip can search them too), or failed (asking again retries).
 */
export type IndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; cards: PlantCard[]; slips: boolean }
  | { status: 'failed' };

/** One plant's full record: on its way, here, not found (no such plant), or failed (choosing it again retries). */
export type RecordState =
  { status: 'loading' } | { status: 'ready'; record: PlantRecord } | { status: 'missing' } | { status: 'failed' };

export const $plantIndex = atom<IndexState>({ status: 'idle' });

/** By slug. */
export const $plantRecords = map<Record<string, RecordState>>({});

export function indexLoading(): void {
  $plantIndex.set({ status: 'loading' });
}
export function indexArrived(cards: PlantCard[]): void {
  $plantIndex.set({ status: 'ready', cards, slips: false });
}
/** The same cards, now searched with slips too: the grid draws again. */
export function slipsArrived(cards: PlantCard[]): void {
  const state = $plantIndex.get();
  if (state.status === 'ready' && state.cards === cards) $plantIndex.set({ ...state, slips: true });
}
export function indexFailed(): void {
  $plantIndex.set({ status: 'failed' });
}

export function recordState(slug: string, state: RecordState): void {
  $plantRecords.setKey(slug, state);
}

/** For tests, which start each case afresh. */
export function forgetPlantData(): void {
  $plantIndex.set({ status: 'idle' });
  $plantRecords.set({});
}
