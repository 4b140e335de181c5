/**
 * A small JSON value kept under one key in localStorage (across visits) or sessionStorage (across a tab's reloads). A
 * browser may refuse storage (blocked site data, sandboxed frames; in some the storage getter itself throws), so every
 * access is in a `try`: refused storage reads as "nothing stored", and a refused write lasts for the visit. Used by
 * src/stores/radio.ts, donation.ts and radio-windows.ts.
 */

export type ReadableStorage = Pick<Storage, 'getItem'>;
export type WritableStorage = Pick<Storage, 'setItem'>;

/** The page's localStorage (or sessionStorage), or undefined on the server or when refused (reading it is what throws). */
export function browserStorage(
  kind: 'localStorage' | 'sessionStorage' = 'localStorage',
): (ReadableStorage & WritableStorage) | undefined {
  try {
    return globalThis[kind] ?? undefined;
  } catch {
    return undefined;
  }
}

/** A stored JSON value of any shape, or null when missing or broken; the reader checks its shape. */
export function parseStoredJson(raw: string | null | undefined): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** A stored JSON object, or null when missing, broken or not an object, so that a corrupt value is ignored. */
export function parseStoredObject(raw: string | null | undefined): Record<string, unknown> | null {
  const value = parseStoredJson(raw);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** `parse` of the text under `key` (null when it is not of the documented shape), or null when reading fails. */
export function readStored<T>(
  key: string,
  parse: (raw: string | null | undefined) => T | null,
  storage: ReadableStorage | undefined = browserStorage(),
): T | null {
  try {
    return parse(storage?.getItem(key));
  } catch {
    return null;
  }
}

/** Whether the value was written as JSON: not where storage is missing, full or forbidden (it lasts the visit). */
export function writeStored(
  key: string,
  value: unknown,
  storage: WritableStorage | undefined = browserStorage(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
