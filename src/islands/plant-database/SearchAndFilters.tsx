import type { Ref } from 'react';
import type { DatabaseSectionWords } from '@/schemas/database-section-words';
import { QUERY_KEYS } from '@/lib/plants/query';
import { PLANT_DATABASE } from '@/config/plants';
import {
  clearFilters,
  FILTER_NAMES,
  FILTER_OPTIONS,
  setFilter,
  setSafeFor,
  setSearch,
  toggleFilterPanel,
  type DatabaseFilters,
} from '@/stores/database';

export interface SearchAndFiltersProps {
  search: string;
  filters: DatabaseFilters;
  panelOpen: boolean;
  searchRef: Ref<HTMLInputElement>;
  /** Where the form leads if submitted before the island starts: this page, at the database section. */
  action: string;
  /** Focus in the box shows an intent to search: time to fetch every plant. */
  onIntent: () => void;
  words: Pick<DatabaseSectionWords, 'search' | 'filters'>;
}
const FIELD = 'mt-1 block min-h-touch w-full rounded-md border border-ink-soft/50 bg-card px-3';

/** A real GET form with the address's parameter names: Enter before the island starts reloads with the search kept. */
export function SearchAndFilters({
  search,
  filters,
  panelOpen,
  searchRef,
  action,
  onIntent,
  words,
}: SearchAndFiltersProps) {
  return (
    <form
      role="search"
      aria-label={words.search.formLabel}
      action={action}
      onSubmit={(event) => event.preventDefault()}
      className="print:hidden"
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className="min-w-0 flex-1 basis-64 text-sm font-semibold">
          {words.search.label}
          <input
            ref={searchRef}
            name="q"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onFocus={onIntent}
            placeholder={words.search.placeholder}
            enterKeyHint="search"
            spellCheck={false}
            className={`${FIELD} text-base font-normal placeholder:text-ink-soft`}
          />
        </label>
        <button
          type="button"
          data-filter-toggle=""
          data-intent="filters"
          aria-expanded={panelOpen}
          aria-controls="plant-filters"
          onClick={toggleFilterPanel}
          className="min-h-touch rounded-md border border-accent bg-card px-5 font-semibold text-accent-strong aria-expanded:bg-leaf-700 aria-expanded:text-white"
        >
          {words.filters.toggle}
        </button>
      </div>
      <div
        id="plant-filters"
        role="group"
        aria-label={words.filters.toggle}
        hidden={!panelOpen}
        className="mt-4 grid gap-4 rounded-lg border border-rule bg-card p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        {FILTER_NAMES.map((name) => (
          <label key={name} className="text-sm font-semibold">
            {words.filters[name]}
            <select
              name={name}
              value={filters[name]}
              onChange={(event) => setFilter(name, event.target.value)}
              className={`${FIELD} text-base font-normal`}
            >
              {[PLANT_DATABASE.anyOption, ...FILTER_OPTIONS[name]].map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </label>
        ))}
        <fieldset className="grid gap-1 text-sm font-semibold">
          {PLANT_DATABASE.pets.map((pet) => (
            <label key={pet} className="flex min-h-touch items-center gap-3">
              <input
                type="checkbox"
                name={QUERY_KEYS.safeFor}
                value={pet}
                checked={filters.safeFor.includes(pet)}
                onChange={(event) => setSafeFor(pet, event.target.checked)}
                className="size-5 accent-accent"
              />
              {words.filters.safeFor[pet]}
            </label>
          ))}
          {/* Drawn only while the panel is open, as it can be seen only then: the landing page's HTML stays within the
              first round trip (tests/budgets.ts), where the panel's closed state is all it carries. */}
          {panelOpen && (
            <a
              href={PLANT_DATABASE.petSafetyPath}
              className="flex min-h-touch items-center gap-3 font-normal underline"
            >
              {words.filters.howWeKnow}
            </a>
          )}
        </fieldset>
        <button
          type="button"
          onClick={clearFilters}
          className="min-h-touch rounded-md border border-berry/60 px-4 font-semibold text-berry"
        >
          {words.filters.clear}
        </button>
      </div>
    </form>
  );
}
