import type { APIRoute } from 'astro';
import { plantRecords } from '@/readers/plant-records';
import { encodeSearchIndex } from '@/lib/plants/search-index';
import { toCard } from '@/lib/plants/records';

/** Every plant's card in grid order, laid out for gzip; the island fetches it at the visitor's first sign of intent. */
export const GET: APIRoute = async () => {
  const cards = (await plantRecords()).map(toCard);
  return new Response(JSON.stringify(encodeSearchIndex(cards)), { headers: { 'Content-Type': 'application/json' } });
};
