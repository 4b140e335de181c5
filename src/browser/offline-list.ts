import { keptLinks, titleOf, type KeptLink, type KeptPage, type KeptPaths, type KeptPlant } from '@/lib/offline/kept';

/** From `data-kept-settings='{…}'`: this script is inlined to run offline; importing the config makes it a file. */
export interface KeptSettings extends KeptPaths {
  /** OFFLINE.caches.pages and OFFLINE.caches.plantData */
  caches: { pages: string; plantData: string };
  /** PLANT_DATABASE.recordsPath */
  records: string;
}

/**
 * Fills the offline page's lists of kept pages and plants from the service worker's caches. Where nothing could be
 * kept (private mode, storage full) or there are no caches, the lists stay empty and 'nothing kept yet' shows.
 */
export async function listKept(doc: Document, storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  const root = doc.querySelector<HTMLElement>('[data-kept-settings]');
  if (!root) return;
  const settings = JSON.parse(root.dataset.keptSettings ?? '{}') as KeptSettings;
  let pages: KeptPage[] = [];
  let plants: KeptPlant[] = [];
  try {
    if (!storage) return;
    pages = await readPages(await storage.open(settings.caches.pages));
    plants = await readPlants(await storage.open(settings.caches.plantData), settings.records);
  } catch (error) {
    console.warn('The pages kept on this phone could not be read.', error);
  }
  const links = keptLinks(pages, plants, settings);
  fill(doc, 'pages', links.pages);
  fill(doc, 'plants', links.plants);
  const nothing = doc.querySelector<HTMLElement>('[data-kept-none]');
  if (nothing) nothing.hidden = links.pages.length + links.plants.length > 0;
}

async function readPages(cache: Cache): Promise<KeptPage[]> {
  const requests = await cache.keys();
  return Promise.all(
    requests.map(async (request) => ({
      url: request.url,
      title: titleOf((await (await cache.match(request))?.text()) ?? ''),
    })),
  );
}

async function readPlants(cache: Cache, recordsPath: string): Promise<KeptPlant[]> {
  const kept: KeptPlant[] = [];
  for (const request of await cache.keys()) {
    if (!new URL(request.url).pathname.startsWith(recordsPath)) continue;
    const record: unknown = await (await cache.match(request))?.json().catch(() => null);
    const { slug, name } = (record ?? {}) as Partial<KeptPlant>;
    if (typeof slug === 'string' && typeof name === 'string') kept.push({ slug, name });
  }
  return kept;
}

function fill(doc: Document, list: 'pages' | 'plants', links: readonly KeptLink[]): void {
  const block = doc.querySelector<HTMLElement>(`[data-kept="${list}"]`);
  const items = block?.querySelector('ul');
  if (!block || !items) return;
  items.replaceChildren(
    ...links.map((link) => {
      const item = doc.createElement('li');
      const anchor = doc.createElement('a');
      anchor.href = link.href;
      anchor.textContent = link.label;
      anchor.className = 'inline-flex min-h-touch items-center';
      item.append(anchor);
      return item;
    }),
  );
  block.hidden = links.length === 0;
}
