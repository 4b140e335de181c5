import { DEFAULT_CRITERIA } from '@/lib/plants/filter';
import {
  $filterPanelOpen,
  $filters,
  $search,
  $selectedPlant,
  $shownPages,
  clearFilters,
  currentDatabaseQuery,
  loadDatabaseQuery,
  resetDatabase,
  selectPlant,
  setFilter,
  setSafeFor,
  setFilterPanelOpen,
  setSearch,
  showMore,
  toggleFilterPanel,
} from '@/stores/database';
import { mirrorDatabaseInUrl } from '@/islands/plant-database/mirror-address';

/** A stand-in for window: just the address and history.replaceState, recording every write. */
function fakeWindow(initial = '/') {
  const url = new URL(initial, 'https://plants.test');
  const writes: string[] = [];
  const win = {
    location: url,
    history: {
      state: { kept: true },
      replaceState: (state: unknown, _title: string, next: string) => {
        writes.push(next);
        const target = new URL(next, url);
        url.search = target.search;
        url.hash = target.hash;
        url.pathname = target.pathname;
        win.history.state = state as { kept: boolean };
      },
    },
  };
  return { win: win as unknown as Window, writes, url };
}

/** The address is written after the next frame (mirror-address.ts). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

beforeEach(resetDatabase);

describe('database store (product §4)', () => {
  it('starts with an empty search, every filter at All, the panel closed and no plant', () => {
    expect($search.get()).toBe('');
    expect($filters.get()).toEqual({ type: 'All', climate: 'All', light: 'All', water: 'All', safeFor: [] });
    expect($filterPanelOpen.get()).toBe(false);
    expect($selectedPlant.get()).toBeNull();
    expect($shownPages.get()).toBe(1);
  });

  it('Show more opens one more page of cards; a new search, filter, Clear Filters or address starts again from one', () => {
    const steps: [string, () => void][] = [
      ['search', () => setSearch('fig')],
      ['filter', () => setFilter('type', 'Indoor')],
      ['Clear Filters', clearFilters],
      ['address', () => loadDatabaseQuery({ ...DEFAULT_CRITERIA, plant: null })],
    ];
    for (const [name, step] of steps) {
      showMore();
      showMore();
      expect($shownPages.get(), name).toBe(3);
      step();
      expect($shownPages.get(), name).toBe(1);
    }
  });

  it('choosing a plant or opening the panel keeps the cards already shown', () => {
    showMore();
    selectPlant('lavender');
    toggleFilterPanel();
    expect($shownPages.get()).toBe(2);
  });

  it('setSearch keeps the text as typed', () => {
    setSearch('  Fig ');
    expect($search.get()).toBe('  Fig ');
  });

  it('setFilter sets one filter and leaves the others', () => {
    setFilter('type', 'Outdoor');
    setFilter('light', 'Partial Shade');
    expect($filters.get()).toEqual({
      type: 'Outdoor',
      climate: 'All',
      light: 'Partial Shade',
      water: 'All',
      safeFor: [],
    });
  });

  it("ticks and unticks 'Safe for cats' and 'Safe for dogs', keeping the site config's order", () => {
    setSafeFor('dogs', true);
    setSafeFor('cats', true);
    setSafeFor('cats', true);
    expect($filters.get().safeFor).toEqual(['cats', 'dogs']);
    setSafeFor('dogs', false);
    expect($filters.get()).toEqual({ type: 'All', climate: 'All', light: 'All', water: 'All', safeFor: ['cats'] });
  });

  it('setFilter turns an unknown value into All and accepts any case', () => {
    setFilter('climate', 'Lunar');
    expect($filters.get().climate).toBe('All');
    setFilter('climate', 'arid');
    expect($filters.get().climate).toBe('Arid');
    // A plant's light value is not a filter option.
    setFilter('light', 'Low to Bright');
    expect($filters.get().light).toBe('All');
  });

  it('togglePanel opens and closes the Filters panel', () => {
    toggleFilterPanel();
    expect($filterPanelOpen.get()).toBe(true);
    toggleFilterPanel();
    expect($filterPanelOpen.get()).toBe(false);
  });

  it('selectPlant chooses a plant and null chooses none', () => {
    selectPlant('lavender');
    expect($selectedPlant.get()).toBe('lavender');
    selectPlant(null);
    expect($selectedPlant.get()).toBeNull();
  });

  it('Clear Filters resets the search and all four selects, keeping an open panel open', () => {
    setSearch('fig');
    setFilter('type', 'Indoor');
    setFilter('climate', 'Tropical');
    setFilter('light', 'Bright Indirect');
    setSafeFor('cats', true);
    setFilterPanelOpen(true);
    clearFilters();
    expect($search.get()).toBe('');
    expect($filters.get()).toEqual({ type: 'All', climate: 'All', light: 'All', water: 'All', safeFor: [] });
    expect($filterPanelOpen.get()).toBe(true);
  });

  it('Clear Filters keeps a closed panel closed and the chosen plant chosen', () => {
    setSearch('maple');
    selectPlant('japanese-maple');
    clearFilters();
    expect($filterPanelOpen.get()).toBe(false);
    expect($selectedPlant.get()).toBe('japanese-maple');
  });

  it('loadDatabaseQuery replaces the mirrored state at once', () => {
    const query = {
      search: 'aloe',
      type: 'Indoor',
      climate: 'Arid',
      light: 'Full Sun',
      water: 'Low',
      plant: 'aloe-vera',
      safeFor: ['dogs'],
    } as const;
    loadDatabaseQuery({ ...query, safeFor: [...query.safeFor] });
    expect(currentDatabaseQuery()).toEqual(query);
  });
});

describe('mirroring the state in the address', () => {
  it('writes changes with replaceState, once per task, keeping history state, other parameters and the path', async () => {
    const { win, writes, url } = fakeWindow('/?utm_source=news');
    const stop = mirrorDatabaseInUrl('database', win);
    await settle();
    expect(writes).toEqual([]);
    setSearch('f');
    setSearch('fi');
    setSearch('fig');
    setFilter('type', 'Indoor');
    await settle();
    expect(writes).toEqual(['/?utm_source=news&q=fig&type=Indoor#database']);
    expect(url.search).toBe('?utm_source=news&q=fig&type=Indoor');
    expect(win.history.state).toEqual({ kept: true });
    stop();
  });

  it('writes the chosen plant, and removes everything on Clear Filters and no plant', async () => {
    const { win, url } = fakeWindow('/#database');
    const stop = mirrorDatabaseInUrl('database', win);
    selectPlant('snake-plant');
    await settle();
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/?plant=snake-plant#database');
    setSearch('snake');
    clearFilters();
    selectPlant(null);
    await settle();
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/#database');
    stop();
  });

  it('tidies the address it starts with: unknown values are dropped, option case corrected', async () => {
    loadDatabaseQuery({ ...DEFAULT_CRITERIA, type: 'Outdoor', plant: null });
    const { win, url } = fakeWindow('/?type=outdoor&climate=Lunar');
    const stop = mirrorDatabaseInUrl('database', win);
    await settle();
    expect(url.search).toBe('?type=Outdoor');
    stop();
  });

  it('stops writing when stopped, even with a write pending', async () => {
    const { win, writes } = fakeWindow('/');
    const stop = mirrorDatabaseInUrl('database', win);
    await settle();
    setSearch('late');
    stop();
    await settle();
    setSearch('later');
    await settle();
    expect(writes).toEqual([]);
  });
});
