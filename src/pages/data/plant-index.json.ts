import type { APIRoute } from 'astro';
import { plantRecords } from '../../data/plants';
import { encodeSearchIndex } from '../../lib/plants/search-index';
import { toCard } from '../../lib/plants/records';

/**
 * The search index (PLANT_DATABASE.searchIndexPath): every plant's card, in grid order, laid out for gzip
 * (src/lib/plants/search-index.ts). Written once at build time; the database island fetches it at the visitor's first sign
 * of intent to search, filter or see more.
 */
export const GET: APIRoute = async () => {
  const cards = (await plantRecords()).map(toCard);
  return new Response(JSON.stringify(encodeSearchIndex(cards)), { headers: { 'Content-Type': 'application/json' } });
};
