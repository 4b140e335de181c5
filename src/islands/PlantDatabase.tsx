import { useStore } from '@nanostores/react';
import { useEffect, useRef, type RefObject } from 'react';
import { aliasFound, isDefaultCriteria } from '@/lib/plants/filter';
import { gridView, resultCount, formatCount } from '@/lib/plants/grid';
import { parseDatabaseQuery } from '@/lib/plants/query';
import { fill } from '@/lib/shared/text';
import { PLANT_DATABASE } from '@/config/plants';
import {
  $filterPanelOpen,
  $filters,
  $search,
  $selectedPlant,
  $shownPages,
  clearFilters,
  loadDatabaseQuery,
  selectPlant,
  setFilterPanelOpen,
  setSearch,
  showMore,
} from '@/stores/database';
import { $plantIndex, $plantRecords } from '@/stores/plant-data';
import { loadPlantIndex, loadPlantRecord } from './plant-database/load-plant-data';
import { mirrorDatabaseInUrl } from './plant-database/mirror-address';
import { DatabaseFallback } from './plant-database/DatabaseFallback';
import { MyPlantsView } from './plant-database/MyPlantsView';
import { PlantCardLink } from './plant-database/PlantCardLink';
import { PlantDetails } from './plant-database/PlantDetails';
import type { MyPlantsProps, PlantDatabaseProps } from './plant-database/props';
import { SearchAndFilters } from './plant-database/SearchAndFilters';
import { IslandBoundary } from './shared/IslandBoundary';
import { countIntents, takeIntents } from './shared/take-intents';

/** A frame later (panel updated): scroll to it, smooth unless reduced motion, and focus the name for keyboard users. */
function revealDetails(details: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>): void {
  requestAnimationFrame(() => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    details.current?.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  });
}

/**
 * The plant database (product §2): search, filters, the card grid and the detail panel, behind an error boundary whose
 * fallback keeps the pre-rendered cards as links to the plants' pages.
 */
export default function PlantDatabase(props: PlantDatabaseProps | MyPlantsProps) {
  if (props.view === 'my-plants') {
    return (
      <IslandBoundary island="plant database" fallback={<p className="mt-8">{props.words.myPlants.failed}</p>}>
        <MyPlantsView total={props.total} databasePath={props.databasePath} words={props.words} />
      </IslandBoundary>
    );
  }
  return (
    <IslandBoundary island="plant database" fallback={<DatabaseFallback {...props} />}>
      <Database {...props} />
    </IslandBoundary>
  );
}

/**
 * State lives in src/stores/database.ts, mirrored in the address so that a view can be shared. Plants beyond the first
 * page come from the search index, fetched at the first sign of intent (src/stores/plant-data.ts). On start it takes
 * the address's state, then what the visitor did before: text typed, and presses recorded by src/browser/intent.ts.
 */
function Database({ firstCards, total, sectionId, words, newTab }: PlantDatabaseProps) {
  const search = useStore($search);
  const filters = useStore($filters);
  const panelOpen = useStore($filterPanelOpen);
  const selectedSlug = useStore($selectedPlant);
  const pages = useStore($shownPages);
  const index = useStore($plantIndex);
  const records = useStore($plantRecords);

  const searchRef = useRef<HTMLInputElement>(null);
  const detailsRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  // The plant the address named when the island started: dropped if it turns out not to exist.
  const addressPlant = useRef<string | null>(null);
  // After 'Show more', the position of the first new card, which receives focus once it is drawn.
  const focusFrom = useRef<number | null>(null);

  const complete = firstCards.length >= total;
  const all = index.status === 'ready' ? index.cards : complete ? firstCards : null;
  const criteria = { search, ...filters };
  const untouched = isDefaultCriteria(criteria);
  const view = gridView({ all, firstCards, total, criteria, pages, perPage: PLANT_DATABASE.cardsPerPage });
  const chosenCard = (all ?? firstCards).find((plant) => plant.slug === selectedSlug) ?? null;
  const record = selectedSlug === null ? undefined : records[selectedSlug];
  const needIndex = () => {
    if (!complete) void loadPlantIndex();
  };

  useEffect(() => {
    const query = parseDatabaseQuery(window.location.search);
    // Text in the server-rendered empty box was typed (or restored by the browser) before the island started. Text
    // typed as React took over has already reached the store, and React has emptied the box again.
    const typed = searchRef.current?.value || $search.get();
    if (typed) query.search = typed;
    const intents = takeIntents(document.getElementById(sectionId));
    const toggledBeforeStart = countIntents(intents, 'filters') % 2 === 1;
    loadDatabaseQuery(query);
    addressPlant.current = query.plant;
    // A shared address with filters opens the panel, so the visitor sees why the grid is narrowed.
    setFilterPanelOpen(!isDefaultCriteria({ ...query, search: '' }) !== toggledBeforeStart);
    for (let press = 0; press < countIntents(intents, 'more'); press++) showMore();
    return mirrorDatabaseInUrl(sectionId);
  }, [sectionId]);

  // The first sign of intent fetches every plant; focus in the search box asks too (SearchAndFilters).
  useEffect(() => {
    if (!complete && (!untouched || panelOpen || pages > 1)) void loadPlantIndex();
  }, [complete, untouched, panelOpen, pages]);

  useEffect(() => {
    if (selectedSlug !== null) void loadPlantRecord(selectedSlug);
  }, [selectedSlug]);

  // A shared address naming a plant that does not exist shows no plant, as if it had not named one.
  useEffect(() => {
    if (selectedSlug !== null && selectedSlug === addressPlant.current && record?.status === 'missing')
      selectPlant(null);
  }, [selectedSlug, record]);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || view.visible.length <= from) return;
    gridRef.current?.querySelectorAll('a')[from]?.focus();
    focusFrom.current = null;
  }, [view.visible.length]);

  const choose = (slug: string) => {
    selectPlant(slug);
    revealDetails(detailsRef, headingRef);
  };

  const more = () => {
    focusFrom.current = view.visible.length;
    showMore();
  };

  const clearFromEmptyState = () => {
    clearFilters();
    // The button disappears with the empty state; the search box is where the visitor starts again.
    searchRef.current?.focus();
  };

  const searchFor = (name: string) => {
    setSearch(name);
    // As with Clear Filters, the button goes with the empty state; the search box now holds the name.
    searchRef.current?.focus();
  };

  const empty = view.visible.length === 0;
  return (
    <div data-plant-database="" className="mt-10">
      <SearchAndFilters
        search={search}
        filters={filters}
        panelOpen={panelOpen}
        searchRef={searchRef}
        action={`#${sectionId}`}
        onIntent={needIndex}
        words={words}
      />
      <p role="status" className="mt-6 text-sm text-ink-soft">
        {index.status === 'failed' && view.waiting
          ? words.results.indexFailed
          : resultCount(words.results, view, total, untouched)}
      </p>
      <div className="mt-3 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div>
          {empty ? (
            <div className="rounded-lg border border-dashed border-rule bg-card p-8 py-20 text-center">
              <p className="font-serif text-lg">{words.results.noResults}</p>
              <div className="mt-4 flex flex-col items-center gap-2">
                {view.suggestion !== null && (
                  <button
                    type="button"
                    onClick={() => searchFor(view.suggestion ?? '')}
                    className="min-h-touch px-2 font-semibold text-accent-strong underline underline-offset-4"
                  >
                    {fill(words.results.didYouMean, { name: view.suggestion })}
                  </button>
                )}
                <button
                  type="button"
                  onClick={clearFromEmptyState}
                  className="min-h-touch rounded-md bg-leaf-700 px-5 font-semibold text-white"
                >
                  {words.filters.clear}
                </button>
              </div>
            </div>
          ) : (
            <ul
              ref={gridRef}
              aria-label={words.results.listLabel}
              aria-busy={view.waiting}
              className="grid gap-3 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3"
            >
              {/* Keyed by place, not by plant: a keystroke that shows other plants updates the cards in place rather
                  than making new ones (docs/benchmark.md). A card holds no state; its photo is keyed by address. */}
              {view.visible.map((plant, at) => (
                <li key={at} className="flex">
                  <PlantCardLink
                    plant={plant}
                    chosen={plant.slug === selectedSlug}
                    alsoKnownAs={aliasFound(plant, search)}
                    words={words.plant}
                    onChoose={choose}
                  />
                </li>
              ))}
            </ul>
          )}
          {(view.hasMore || !complete) && (
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
              {view.hasMore && (
                <button
                  type="button"
                  data-intent="more"
                  onClick={more}
                  className="min-h-touch rounded-md border border-accent bg-card px-5 font-semibold text-accent-strong hover:bg-tint print:hidden"
                >
                  {words.results.showMore}
                </button>
              )}
              <a
                href={PLANT_DATABASE.pagesPath}
                className="inline-flex min-h-touch items-center font-semibold text-accent-strong underline"
              >
                {fill(words.results.browseAll, { total: formatCount(total) })}
              </a>
            </div>
          )}
        </div>
        {/* On paper the panel appears only with a plant in it. */}
        <section
          ref={detailsRef}
          aria-label={words.details.regionLabel}
          className={`overflow-hidden rounded-lg border border-rule bg-card${selectedSlug === null ? ' print:hidden' : ''}`}
        >
          <PlantDetails
            slug={selectedSlug}
            card={chosenCard}
            record={record}
            words={words}
            newTab={newTab}
            headingRef={headingRef}
          />
        </section>
      </div>
    </div>
  );
}
