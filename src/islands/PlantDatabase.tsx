import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { filterPlants } from '../lib/plant-filter';
import { countIntents, lastIntentValue, takeIntents } from './shared/take-intents';
import { hasQueryFilters, parseDatabaseQuery } from '../lib/plant-query';
import type { PlantRecord } from '../lib/plants-data';
import {
  $filterPanelOpen,
  $filters,
  $search,
  $selectedPlant,
  clearFilters,
  loadDatabaseQuery,
  mirrorDatabaseInUrl,
  selectPlant,
  setFilterPanelOpen,
} from '../stores/database';
import { PlantCard } from './plant-database/PlantCard';
import { PlantDetails } from './plant-database/PlantDetails';
import { SearchAndFilters } from './plant-database/SearchAndFilters';
import { CLEAR_FILTERS, NO_RESULTS, resultCount } from './plant-database/texts';

export interface PlantDatabaseProps {
  /** Every plant, in grid order, prepared at build time (src/lib/plants-data.ts). */
  plants: PlantRecord[];
  /** The id of the section the island sits in; shared addresses open there. */
  sectionId: string;
}

/**
 * Brings the detail panel into view below the fixed header (the page's scroll-padding-top keeps it clear), smoothly
 * unless the visitor prefers reduced motion, and moves focus to the plant's name so that keyboard and screen-reader
 * users land on the details. Waits a frame, so that the panel already shows the chosen plant.
 */
function revealDetails(details: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>): void {
  requestAnimationFrame(() => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    details.current?.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  });
}

/**
 * The plant database (SPEC §2): search, filters, the card grid and the detail panel. Its state lives in
 * src/stores/database.ts and is mirrored in the address, so a view can be shared and survives a reload.
 *
 * The server renders the whole grid and the empty panel. When the island starts it takes, in this order, the
 * address's state, then whatever the visitor did before it started: text typed in the search box (still in the
 * DOM, which hydration leaves alone), and a card or the Filters toggle clicked (recorded for it by
 * src/scripts/intent.ts).
 */
export default function PlantDatabase({ plants, sectionId }: PlantDatabaseProps) {
  const search = useStore($search);
  const filters = useStore($filters);
  const panelOpen = useStore($filterPanelOpen);
  const selectedSlug = useStore($selectedPlant);

  const searchRef = useRef<HTMLInputElement>(null);
  const detailsRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const results = useMemo(() => filterPlants(plants, { search, ...filters }), [plants, search, filters]);
  const selected = plants.find((plant) => plant.slug === selectedSlug) ?? null;

  useEffect(() => {
    const slugs = plants.map((plant) => plant.slug);
    const query = parseDatabaseQuery(window.location.search, slugs);
    // The server rendered an empty box: text in it now was typed (or restored by the browser) before the island
    // started, and is the visitor's latest word.
    const typed = searchRef.current?.value;
    if (typed) query.search = typed;
    const intents = takeIntents(document.getElementById(sectionId));
    const pendingPlant = lastIntentValue(intents, 'plant');
    if (pendingPlant && slugs.includes(pendingPlant)) query.plant = pendingPlant;
    const toggledBeforeStart = countIntents(intents, 'filters') % 2 === 1;
    loadDatabaseQuery(query);
    // A shared address with filters opens the panel, so the visitor sees why the grid is narrowed.
    setFilterPanelOpen(hasQueryFilters(query) !== toggledBeforeStart);
    if (pendingPlant && query.plant === pendingPlant) revealDetails(detailsRef, headingRef);
    return mirrorDatabaseInUrl(sectionId);
  }, [plants, sectionId]);

  const choose = (slug: string) => {
    selectPlant(slug);
    revealDetails(detailsRef, headingRef);
  };

  const clearFromEmptyState = () => {
    clearFilters();
    // The button disappears with the empty state; the search box is where the visitor starts again.
    searchRef.current?.focus();
  };

  return (
    <div data-plant-database="" className="mt-10">
      <SearchAndFilters
        search={search}
        filters={filters}
        panelOpen={panelOpen}
        searchRef={searchRef}
        action={`#${sectionId}`}
      />
      <p role="status" className="mt-6 text-sm text-ink-soft">
        {resultCount(results.length, plants.length)}
      </p>
      <div className="mt-3 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        {results.length > 0 ? (
          <ul aria-label="Plants" className="grid gap-3 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3">
            {results.map((plant) => (
              <li key={plant.slug} className="flex">
                <PlantCard plant={plant} chosen={plant.slug === selectedSlug} onChoose={choose} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-lg border border-dashed border-rule bg-white p-8 py-20 text-center">
            <p className="font-serif text-lg">{NO_RESULTS}</p>
            <button type="button" onClick={clearFromEmptyState} className="mt-4 min-h-touch rounded-md bg-leaf-700 px-5 font-semibold text-white">
              {CLEAR_FILTERS}
            </button>
          </div>
        )}
        <section ref={detailsRef} aria-label="Plant details" className="overflow-hidden rounded-lg border border-rule bg-white">
          <PlantDetails plant={selected} headingRef={headingRef} />
        </section>
      </div>
    </div>
  );
}
