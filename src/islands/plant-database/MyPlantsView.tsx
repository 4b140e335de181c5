import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { claimsOfVerdicts, plantBadges } from '@/lib/plants/badges';
import { formatCount } from '@/lib/plants/grid';
import { readShareFragment, shareFragment } from '@/lib/plants/my-plants';
import type { PlantCard } from '@/lib/plants/search-index';
import { plantPagePath } from '@/lib/plants/slugs';
import { fill } from '@/lib/shared/text';
import type { DatabaseSectionWords } from '@/schemas/database-section-words';
import { MY_PLANTS, PLANT_DATABASE } from '@/config/plants';
import { PlantThumb } from '@/components/plants/PlantThumb';
import { PRIMARY_BUTTON } from '@/components/links/primary-button';
import { saveSharedList, setPlantSaved } from '@/stores/my-plants';
import { $plantIndex } from '@/stores/plant-data';
import { loadPlantIndex } from './load-plant-data';
import { useSavedPlants } from '@/components/plants/use-saved-plants';

export interface MyPlantsViewProps {
  /** The plants in the database, for the A–Z link shown when the list of plants cannot be fetched. */
  total: number;
  /** The landing page's plant database, where plants are found and saved. */
  databasePath: string;
  words: Pick<DatabaseSectionWords, 'myPlants' | 'plant' | 'results'>;
}

const PHOTO_SIZES = { phone: '6rem', wide: '6rem' };
const SECONDARY =
  'inline-flex min-h-touch items-center rounded-full border border-accent bg-card px-4 font-semibold text-accent-strong';

/** What the share button did: shared or copied, or the address for the visitor to copy. */
type Shared = { kind: 'copied' } | { kind: 'by-hand'; address: string } | null;

/** Web Share where the browser has it, the clipboard otherwise; when both fail, the address is shown to copy. */
async function shareAddress(address: string, title: string): Promise<Shared> {
  if (navigator.share) {
    try {
      await navigator.share({ title, url: address });
      return null;
    } catch (error) {
      // The visitor closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return null;
    }
  }
  try {
    await navigator.clipboard.writeText(address);
    return { kind: 'copied' };
  } catch {
    return { kind: 'by-hand', address };
  }
}

/**
 * My plants (MY_PLANTS): the saved plants with what a visitor shops and cares by, to remove, share or print. An address
 * with a shared list (shareFragment) shows that list instead, and saves it only when asked.
 */
export function MyPlantsView({ total, databasePath, words }: MyPlantsViewProps) {
  const { saved, refused } = useSavedPlants();
  const index = useStore($plantIndex);
  const [hash, setHash] = useState<string | null>(null);
  const [shared, setShared] = useState<Shared>(null);
  const [sharedSaved, setSharedSaved] = useState<'saved' | 'full' | 'refused' | null>(null);
  const my = words.myPlants;

  useEffect(() => {
    void loadPlantIndex();
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  const cards = useMemo(
    () => new Map((index.status === 'ready' ? index.cards : []).map((card) => [card.slug, card])),
    [index],
  );
  const incoming = hash && index.status === 'ready' ? readShareFragment(hash, new Set(cards.keys())) : null;

  if (index.status === 'failed') {
    return (
      <p className="mt-8">
        {words.results.indexFailed}{' '}
        <a href={PLANT_DATABASE.pagesPath} className="font-semibold underline">
          {fill(words.results.browseAll, { total: formatCount(total) })}
        </a>
      </p>
    );
  }
  if (index.status !== 'ready' || hash === null) return <div aria-busy="true" className="mt-8 min-h-24" />;

  if (incoming) {
    return (
      <section aria-labelledby="shared-heading" className="mt-8">
        <h2 id="shared-heading" className="font-serif text-2xl font-bold">
          {my.sharedHeading}
        </h2>
        <p className="mt-2">{fill(my.sharedIntro, { count: formatCount(incoming.plants.length) })}</p>
        {incoming.unknown > 0 && (
          <p className="mt-2">{fill(my.unknownLeftOut, { count: formatCount(incoming.unknown) })}</p>
        )}
        {incoming.capped && <p className="mt-2">{fill(my.capped, { cap: MY_PLANTS.cap })}</p>}
        <div className="mt-4 flex flex-wrap gap-3 print:hidden">
          <button
            type="button"
            className={PRIMARY_BUTTON}
            onClick={() => setSharedSaved(saveSharedList(incoming.plants))}
          >
            {my.saveShared}
          </button>
          {sharedSaved !== null && (
            <a href={MY_PLANTS.path} className={SECONDARY}>
              {fill(my.open, { count: saved.length })}
            </a>
          )}
        </div>
        <p role="status" className="mt-2 empty:hidden">
          {sharedSaved === 'saved'
            ? my.sharedSaved
            : sharedSaved === 'full'
              ? fill(my.full, { cap: MY_PLANTS.cap })
              : sharedSaved === 'refused'
                ? my.refused
                : ''}
        </p>
        <PlantList slugs={incoming.plants} cards={cards} words={words} />
      </section>
    );
  }

  const share = async () => {
    const address = new URL(`${MY_PLANTS.path}${shareFragment(saved)}`, window.location.href).href;
    setShared(await shareAddress(address, my.title));
  };

  return (
    <div className="mt-8">
      {refused && <p className="mb-4">{my.refused}</p>}
      {saved.length === 0 ? (
        <div className="rounded-lg border border-dashed border-rule bg-card p-8 text-center">
          <p className="font-serif text-lg">{my.empty}</p>
          <a href={databasePath} className={`mt-4 ${PRIMARY_BUTTON}`}>
            {my.findPlants}
          </a>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap gap-3 print:hidden">
            <button type="button" className={PRIMARY_BUTTON} onClick={() => void share()}>
              {my.share}
            </button>
            <button type="button" className={SECONDARY} onClick={() => window.print()}>
              {my.print}
            </button>
          </div>
          <p role="status" className="mt-2 empty:hidden print:hidden">
            {shared?.kind === 'copied' ? my.copied : ''}
          </p>
          {shared?.kind === 'by-hand' && (
            <label className="mt-2 grid gap-1 print:hidden">
              {my.copyByHand}
              <input readOnly value={shared.address} className="min-h-touch rounded border border-rule px-2" />
            </label>
          )}
          <PlantList slugs={saved} cards={cards} words={words} removable />
        </>
      )}
    </div>
  );
}

interface PlantListProps {
  slugs: readonly string[];
  cards: ReadonlyMap<string, PlantCard>;
  words: MyPlantsViewProps['words'];
  /** The visitor's own list: each plant can be removed. */
  removable?: boolean;
}

/** One row a plant: photo, names, light, water and pet safety; a plant the database lost says so. */
function PlantList({ slugs, cards, words, removable = false }: PlantListProps) {
  const my = words.myPlants;
  return (
    <ul aria-label={my.listLabel} className="mt-6 grid gap-3 print:gap-1">
      {slugs.map((slug) => {
        const card = cards.get(slug);
        const name = card?.name ?? slug;
        const remove = removable && (
          <button
            type="button"
            onClick={() => setPlantSaved(slug, false)}
            className="min-h-touch shrink-0 rounded-md border border-berry/60 px-3 text-sm font-semibold text-berry print:hidden"
          >
            {fill(my.remove, { name })}
          </button>
        );
        if (!card) {
          return (
            <li key={slug} className="flex items-center justify-between gap-4 rounded-lg border border-rule p-3">
              <p>{fill(my.gone, { name: slug })}</p>
              {remove}
            </li>
          );
        }
        const badges = plantBadges(
          { light: card.light, water: card.water, pets: claimsOfVerdicts(card.pets) },
          words.plant,
        ).filter((badge) => badge.value !== undefined);
        return (
          <li
            key={slug}
            className="flex items-center gap-4 rounded-lg border border-rule bg-card p-3 break-inside-avoid print:border-0 print:p-1"
          >
            <PlantThumb src={card.thumbnail} sizes={PHOTO_SIZES} className="print:w-16" />
            <div className="grid min-w-0 grow gap-1">
              <a href={plantPagePath(slug)} className="font-serif text-lg font-bold underline-offset-4 hover:underline">
                {card.name}
              </a>
              <span className="text-sm text-ink-soft italic">{card.scientificName}</span>
              <dl className="flex flex-wrap gap-x-4 text-sm">
                {badges.map((badge) => (
                  <div key={badge.key}>
                    <dt className="inline font-semibold">{badge.label}</dt> <dd className="inline">{badge.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            {remove}
          </li>
        );
      })}
    </ul>
  );
}
