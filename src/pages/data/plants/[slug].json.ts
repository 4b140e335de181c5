import type { APIRoute, GetStaticPaths } from 'astro';
import { plantRecords } from '@/readers/plant-records';
import type { PlantRecord } from '@/schemas/plants';

/** What the detail panel shows beyond the card, fetched when it is chosen: about a kilobyte, one small request. */
export const getStaticPaths = (async () => {
  const plants = await plantRecords();
  return plants.map((plant) => ({ params: { slug: plant.slug }, props: { plant } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ plant: PlantRecord }> = ({ props }) =>
  new Response(JSON.stringify(props.plant), { headers: { 'Content-Type': 'application/json' } });
