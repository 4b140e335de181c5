// @vitest-environment jsdom
import { MY_PLANTS } from '@/config/plants';
import {
  $savedPlants,
  $savingRefused,
  followOtherTabs,
  resetMyPlants,
  restoreSavedPlants,
  saveSharedList,
  setPlantSaved,
} from '@/stores/my-plants';

const KEY = MY_PLANTS.storageKey;

/** A stand-in for localStorage, optionally holding a value under My plants' key. */
function memoryStorage(value?: string) {
  const items = new Map<string, string>(value === undefined ? [] : [[KEY, value]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, next: string) => void items.set(key, next),
  };
}

/** Storage that reads but refuses every write, as a full quota does. */
function fullStorage(value?: string) {
  return {
    ...memoryStorage(value),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

/** Storage that refuses everything, as blocked site data does. */
function blockedStorage() {
  return {
    getItem: (): string | null => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  };
}

function stored(storage: { items: Map<string, string> }): unknown {
  return JSON.parse(storage.items.get(KEY) ?? 'null');
}

/** A second tab: its own copy of the store, as a page of its own has. */
async function openTab() {
  vi.resetModules();
  return import('@/stores/my-plants');
}

beforeEach(() => {
  resetMyPlants();
  localStorage.clear();
});

describe('My plants store (src/stores/my-plants.ts)', () => {
  it('starts empty, and a browser that can store says nothing about refusing', () => {
    expect(restoreSavedPlants(memoryStorage())).toEqual([]);
    expect($savedPlants.get()).toEqual([]);
    expect($savingRefused.get()).toBe(false);
  });

  it('saves and removes plants under the documented key and shape, and a reload gets the list back', () => {
    const storage = memoryStorage();
    expect(setPlantSaved('snake-plant', true, storage)).toBe('saved');
    expect(setPlantSaved('lavender', true, storage)).toBe('saved');
    expect(setPlantSaved('aloe-vera', true, storage)).toBe('saved');
    expect(setPlantSaved('lavender', false, storage)).toBe('removed');
    expect($savedPlants.get()).toEqual(['snake-plant', 'aloe-vera']);
    expect(stored(storage)).toEqual({ version: 1, plants: ['snake-plant', 'aloe-vera'] });

    resetMyPlants();
    expect(restoreSavedPlants(storage)).toEqual(['snake-plant', 'aloe-vera']);
    expect($savedPlants.get()).toEqual(['snake-plant', 'aloe-vera']);
  });

  it('uses the page’s localStorage when none is given', () => {
    setPlantSaved('lavender', true);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ version: 1, plants: ['lavender'] });
    resetMyPlants();
    expect(restoreSavedPlants()).toEqual(['lavender']);
  });

  it('saving a plant already saved keeps it once', () => {
    const storage = memoryStorage('{"version":1,"plants":["lavender"]}');
    restoreSavedPlants(storage);
    expect(setPlantSaved('lavender', true, storage)).toBe('saved');
    expect($savedPlants.get()).toEqual(['lavender']);
  });

  it('reads a corrupt value as an empty list and replaces it at the next save', () => {
    const storage = memoryStorage('{"version":1,"plants":["lav');
    expect(restoreSavedPlants(storage)).toEqual([]);
    expect($savingRefused.get()).toBe(false);
    setPlantSaved('lavender', true, storage);
    expect(stored(storage)).toEqual({ version: 1, plants: ['lavender'] });
  });

  it('keeps a list stored by an older version and writes it in today’s shape at the next save', () => {
    const storage = memoryStorage('["snake-plant","lavender"]');
    expect(restoreSavedPlants(storage)).toEqual(['snake-plant', 'lavender']);
    setPlantSaved('aloe-vera', true, storage);
    expect(stored(storage)).toEqual({ version: 1, plants: ['snake-plant', 'lavender', 'aloe-vera'] });
  });

  it('refuses a plant past the cap, leaving the list and storage as they were', () => {
    const plants = Array.from({ length: MY_PLANTS.cap }, (_, index) => `plant-${index}`);
    const storage = memoryStorage(JSON.stringify({ version: 1, plants }));
    restoreSavedPlants(storage);
    expect(setPlantSaved('lavender', true, storage)).toBe('full');
    expect($savedPlants.get()).toEqual(plants);
    expect(stored(storage)).toEqual({ version: 1, plants });
    expect(setPlantSaved('plant-0', false, storage)).toBe('removed');
    expect(setPlantSaved('lavender', true, storage)).toBe('saved');
    expect($savedPlants.get()).toEqual([...plants.slice(1), 'lavender']);
  });

  it('where a write is refused, keeps the list for this visit and says the browser cannot keep it', () => {
    const storage = fullStorage();
    restoreSavedPlants(storage);
    expect($savingRefused.get()).toBe(false);
    expect(setPlantSaved('lavender', true, storage)).toBe('refused');
    expect(setPlantSaved('snake-plant', true, storage)).toBe('refused');
    expect($savedPlants.get()).toEqual(['lavender', 'snake-plant']);
    expect($savingRefused.get()).toBe(true);
    expect(setPlantSaved('lavender', false, storage)).toBe('refused');
    expect($savedPlants.get()).toEqual(['snake-plant']);
  });

  it('where storage is blocked, starts empty, says so, and still keeps the list for this visit', () => {
    const storage = blockedStorage();
    expect(restoreSavedPlants(storage)).toEqual([]);
    expect($savingRefused.get()).toBe(true);
    expect(setPlantSaved('lavender', true, storage)).toBe('refused');
    expect(setPlantSaved('aloe-vera', true, storage)).toBe('refused');
    expect($savedPlants.get()).toEqual(['lavender', 'aloe-vera']);
  });

  it('where there is no storage at all, says so and keeps the list for this visit', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(restoreSavedPlants()).toEqual([]);
    expect($savingRefused.get()).toBe(true);
    expect(setPlantSaved('lavender', true)).toBe('refused');
    expect($savedPlants.get()).toEqual(['lavender']);
  });

  it('stops saying it cannot keep the list once a write succeeds again', () => {
    const storage = memoryStorage();
    const refusing = { ...storage, setItem: fullStorage().setItem };
    setPlantSaved('lavender', true, refusing);
    expect($savingRefused.get()).toBe(true);
    expect(setPlantSaved('aloe-vera', true, storage)).toBe('saved');
    expect($savingRefused.get()).toBe(false);
    expect(stored(storage)).toEqual({ version: 1, plants: ['lavender', 'aloe-vera'] });
  });
});

describe('two tabs', () => {
  it('saving at once in both, neither loses a plant', async () => {
    const storage = memoryStorage('{"version":1,"plants":["snake-plant"]}');
    const tabA = await openTab();
    const tabB = await openTab();
    tabA.restoreSavedPlants(storage);
    tabB.restoreSavedPlants(storage);

    tabA.setPlantSaved('lavender', true, storage);
    tabB.setPlantSaved('aloe-vera', true, storage);
    tabA.setPlantSaved('fiddle-leaf-fig', true, storage);

    expect(stored(storage)).toEqual({
      version: 1,
      plants: ['snake-plant', 'lavender', 'aloe-vera', 'fiddle-leaf-fig'],
    });
    const reloaded = await openTab();
    expect(reloaded.restoreSavedPlants(storage)).toEqual(['snake-plant', 'lavender', 'aloe-vera', 'fiddle-leaf-fig']);
  });

  it('a plant removed in one tab is not brought back by a save in the other', async () => {
    const storage = memoryStorage('{"version":1,"plants":["snake-plant","lavender"]}');
    const tabA = await openTab();
    const tabB = await openTab();
    tabA.restoreSavedPlants(storage);
    tabB.restoreSavedPlants(storage);

    tabA.setPlantSaved('snake-plant', false, storage);
    tabB.setPlantSaved('aloe-vera', true, storage);

    expect(tabB.$savedPlants.get()).toEqual(['lavender', 'aloe-vera']);
    expect(stored(storage)).toEqual({ version: 1, plants: ['lavender', 'aloe-vera'] });
  });

  it('a shared list saved in one tab keeps what the other saved meanwhile', async () => {
    const storage = memoryStorage();
    const tabA = await openTab();
    const tabB = await openTab();
    tabA.restoreSavedPlants(storage);
    tabB.restoreSavedPlants(storage);

    tabA.setPlantSaved('lavender', true, storage);
    expect(tabB.saveSharedList(['aloe-vera', 'lavender'], storage)).toBe('saved');

    expect(tabB.$savedPlants.get()).toEqual(['lavender', 'aloe-vera']);
    expect(stored(storage)).toEqual({ version: 1, plants: ['lavender', 'aloe-vera'] });
  });

  it('shows what the other tab saved, removed or cleared, and stops when unsubscribed', () => {
    const storage = memoryStorage();
    restoreSavedPlants(storage);
    const unsubscribe = followOtherTabs(window, storage);

    storage.setItem(KEY, '{"version":1,"plants":["lavender","aloe-vera"]}');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect($savedPlants.get()).toEqual(['lavender', 'aloe-vera']);

    storage.setItem(KEY, '{"version":1,"plants":["aloe-vera"]}');
    window.dispatchEvent(new StorageEvent('storage', { key: 'plant-gazette:donation' }));
    expect($savedPlants.get()).toEqual(['lavender', 'aloe-vera']);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect($savedPlants.get()).toEqual(['aloe-vera']);

    storage.items.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect($savedPlants.get()).toEqual([]);

    unsubscribe();
    storage.setItem(KEY, '{"version":1,"plants":["lavender"]}');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect($savedPlants.get()).toEqual([]);
  });

  it('follows the page’s localStorage when no storage is given', () => {
    const unsubscribe = followOtherTabs();
    localStorage.setItem(KEY, '{"version":1,"plants":["snake-plant"]}');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect($savedPlants.get()).toEqual(['snake-plant']);
    unsubscribe();
  });
});

describe('saving a shared list', () => {
  it('adds the shared plants after those already saved, once each', () => {
    const storage = memoryStorage('{"version":1,"plants":["lavender"]}');
    restoreSavedPlants(storage);
    expect(saveSharedList(['snake-plant', 'lavender', 'aloe-vera'], storage)).toBe('saved');
    expect($savedPlants.get()).toEqual(['lavender', 'snake-plant', 'aloe-vera']);
    expect(stored(storage)).toEqual({ version: 1, plants: ['lavender', 'snake-plant', 'aloe-vera'] });
  });

  it('saves what fits and says the list is full', () => {
    const plants = Array.from({ length: MY_PLANTS.cap - 1 }, (_, index) => `plant-${index}`);
    const storage = memoryStorage(JSON.stringify({ version: 1, plants }));
    restoreSavedPlants(storage);
    expect(saveSharedList(['lavender', 'aloe-vera'], storage)).toBe('full');
    expect($savedPlants.get()).toEqual([...plants, 'lavender']);
    expect(stored(storage)).toEqual({ version: 1, plants: [...plants, 'lavender'] });
  });

  it('where storage refuses, keeps the shared list for this visit and says so', () => {
    expect(saveSharedList(['lavender', 'aloe-vera'], blockedStorage())).toBe('refused');
    expect($savedPlants.get()).toEqual(['lavender', 'aloe-vera']);
    expect($savingRefused.get()).toBe(true);
  });
});
