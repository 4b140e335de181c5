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
