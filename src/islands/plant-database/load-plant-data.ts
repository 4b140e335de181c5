import { primeSlips } from '@/lib/plants/filter';
import { decodeSearchIndex } from '@/lib/plants/search-index';
import { plantRecordPath } from '@/lib/plants/slugs';
import { isPanelRecord } from '@/schemas/plant-record';
import { PLANT_DATABASE } from '@/config/plants';
import {
  $plantIndex,
  $plantRecords,
  forgetPlantData,
  indexArrived,
  indexFailed,
  indexLoading,
  recordState,
  slipsArrived,
} from '@/stores/plant-data';

/** Fetches what the database island needs beyond its first view, reporting each step to src/stores/plant-data.ts. */

type Fetch = (url: string) => Promise<Response>;

let pendingIndex: Promise<void> | null = null;

/** Fetches the index unless it is here or on its way; after a failure, asks again. Resolves once it is settled. */
export function loadPlantIndex(fetchFile: Fetch = fetch): Promise<void> {
  const state = $plantIndex.get();
  if (state.status === 'ready') return Promise.resolve();
  if (pendingIndex) return pendingIndex;
  indexLoading();
  pendingIndex = fetchFile(PLANT_DATABASE.searchIndexPath)
    .then((response) => {
      if (!response.ok) throw new Error(`The plant index answered ${response.status}.`);
      return response.json();
    })
    .then((file: unknown) => {
      const cards = decodeSearchIndex(file);
      indexArrived(cards);
      // Not awaited: the grid answers by the substring rule meanwhile.
      primeSlips(cards)
        .then(() => slipsArrived(cards))
        .catch((error: unknown) => console.error('The search that forgives a slip could not start.', error));
    })
    .catch((error: unknown) => {
      console.error('The plant index could not be loaded.', error);
      indexFailed();
    })
    .finally(() => {
      pendingIndex = null;
    });
  return pendingIndex;
}

/** A 404 (e.g. a mistyped shared address) is `missing`; any other failure is `failed`, and asked again next time. */
export async function loadPlantRecord(slug: string, fetchFile: Fetch = fetch): Promise<void> {
  const status = $plantRecords.get()[slug]?.status;
  if (status === 'ready' || status === 'loading' || status === 'missing') return;
  recordState(slug, { status: 'loading' });
  try {
    const response = await fetchFile(plantRecordPath(slug));
    if (response.status === 404) {
      recordState(slug, { status: 'missing' });
      return;
    }
    if (!response.ok) throw new Error(`The record of ${slug} answered ${response.status}.`);
    const record: unknown = await response.json();
    if (!isPanelRecord(record, slug)) throw new Error(`The record of ${slug} is incomplete.`);
    recordState(slug, { status: 'ready', record });
  } catch (error) {
    console.error(`The details of ${slug} could not be loaded.`, error);
    recordState(slug, { status: 'failed' });
  }
}

/** Forgets everything fetched and any fetch on its way (for tests, which start each case afresh). */
export function forgetLoadedPlantData(): void {
  pendingIndex = null;
  forgetPlantData();
}
