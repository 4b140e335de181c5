/**
 * One way to remember a small value across visits in localStorage: a JSON object under one key, parsed and checked
 * on the way in, written as JSON on the way out. A browser may refuse any access to storage (blocked site data,
 * sandboxed frames), and in some the `localStorage` getter itself throws a SecurityError; every access here is
 * inside a `try`, so a refused storage reads as "nothing stored" and a refused write lasts for the visit only.
 * The radio's settings and the donation pop-up's dismissal are kept this way (src/stores/radio.ts, donation.ts).
 */

/** The part of the Storage interface the helpers read. */
export type ReadableStorage = Pick<Storage, 'getItem'>;
/** The part of the Storage interface the helpers write. */
export type WritableStorage = Pick<Storage, 'setItem'>;

/**
 * The page's localStorage, or undefined where there is none (server rendering) or the browser refuses access:
 * reading `globalThis.localStorage` is itself what throws when site data is blocked.
 */
export function browserStorage(): (ReadableStorage & WritableStorage) | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Parses a value kept in localStorage that should be a JSON object. Returns null for a missing value, broken JSON
 * or anything that is not an object, so that a corrupted value is simply ignored; callers check the fields.
 */
export function parseStoredObject(raw: string | null | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the value stored under `key` and gives it to `parse`, which turns the raw text into the value or null when
 * it is not of the documented shape. Null too when nothing is stored or the storage refuses to be read.
 * `storage` defaults to the page's localStorage, looked up safely at the call.
 */
export function readStored<T>(key: string, parse: (raw: string | null | undefined) => T | null, storage: ReadableStorage | undefined = browserStorage()): T | null {
  try {
    return parse(storage?.getItem(key));
  } catch {
    return null;
  }
}

/**
 * Stores `value` as JSON under `key`. Returns whether it was written: false where there is no storage, or it is
 * full or forbidden (the value then lasts for this visit, in the caller's store).
 */
export function writeStored(key: string, value: unknown, storage: WritableStorage | undefined = browserStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
