import { browserStorage, parseStoredJson, parseStoredObject, readStored, writeStored } from '@/lib/shared/stored-json';
import { restoreDonationDismissal, dismissDonation, $donationDismissedAt, resetDonation } from '@/stores/donation';
import { $radioSettings, resetRadio, restoreRadioSettings, setVolume, toggleMute } from '@/stores/radio';
import { $radioHeard, recordHeard, restoreHeard } from '@/stores/radio-windows';

/** A storage whose every method throws, as a browser's does when site data is blocked. */
const refusing = {
  getItem: (): string | null => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: (): void => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
};

/** Makes reading `globalThis.localStorage` (or sessionStorage) itself throw, as Chromium does with site data blocked. */
function blockStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage') {
  Object.defineProperty(globalThis, kind, {
    configurable: true,
    get() {
      throw new DOMException(
        `Failed to read the '${kind}' property from 'Window': Access is denied for this document.`,
        'SecurityError',
      );
    },
  });
}
const blockLocalStorage = () => blockStorage('localStorage');

const originals = {
  localStorage: Object.getOwnPropertyDescriptor(globalThis, 'localStorage'),
  sessionStorage: Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage'),
};
afterEach(() => {
  for (const [kind, original] of Object.entries(originals)) {
    if (original) Object.defineProperty(globalThis, kind, original);
    else Reflect.deleteProperty(globalThis, kind);
  }
  $radioHeard.set([]);
  resetRadio();
  resetDonation();
});

const asNumber = (raw: string | null | undefined) => {
  const value = parseStoredObject(raw);
  return typeof value?.['n'] === 'number' ? value['n'] : null;
};

describe('stored JSON values (src/lib/stored-json)', () => {
  it('writes JSON under its key and reads it back through the caller’s check', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    expect(writeStored('k', { n: 3 }, storage)).toBe(true);
    expect(items.get('k')).toBe('{"n":3}');
    expect(readStored('k', asNumber, storage)).toBe(3);
    items.set('k', '{"n":"three"}');
    expect(readStored('k', asNumber, storage)).toBeNull();
    expect(readStored('missing', asNumber, storage)).toBeNull();
  });

  it('ignores broken JSON and anything that is not an object', () => {
    for (const raw of [null, undefined, '', '{not json', '"text"', '42', 'null', '[1]'])
      expect(parseStoredObject(raw), String(raw)).toBeNull();
    expect(parseStoredObject('{"a":1}')).toEqual({ a: 1 });
  });

  it('reads any JSON value for a caller that checks its shape, and nothing from broken JSON', () => {
    expect(parseStoredJson('[{"title":"A"}]')).toEqual([{ title: 'A' }]);
    for (const raw of [null, undefined, '', '{not json']) expect(parseStoredJson(raw), String(raw)).toBeNull();
  });

  it('reads nothing and writes nothing, without throwing, from a storage whose every method throws', () => {
    expect(readStored('k', asNumber, refusing)).toBeNull();
    expect(writeStored('k', { n: 1 }, refusing)).toBe(false);
  });

  it('survives a browser where reading localStorage itself throws', () => {
    blockLocalStorage();
    expect(() => globalThis.localStorage).toThrow();
    expect(browserStorage()).toBeUndefined();
    expect(readStored('k', asNumber)).toBeNull();
    expect(writeStored('k', { n: 1 })).toBe(false);
  });

  it('leaves the radio and the donation stores working as if nothing was stored when localStorage throws', () => {
    blockLocalStorage();
    expect(restoreRadioSettings()).toBe(false);
    setVolume(0.4);
    toggleMute();
    expect($radioSettings.get()).toEqual({ volume: 0.4, muted: true });
    expect(restoreDonationDismissal()).toBeNull();
    dismissDonation(1_767_225_600_000);
    expect($donationDismissedAt.get()).toBe(1_767_225_600_000);
  });

  it('keeps the radio’s recently played list for the page when sessionStorage throws', () => {
    blockStorage('sessionStorage');
    restoreHeard();
    expect($radioHeard.get()).toEqual([]);
    expect(recordHeard('Morning Dew', Date.now())).toBe(true);
    expect($radioHeard.get().map((entry) => entry.title)).toEqual(['Morning Dew']);
  });
});
