/**
 * The shape of a JSON value, as plain data, and the check of a value against it: for data a page fetches, whose
 * shape a zod schema already states (src/schemas/json-shape.ts derives one from the other). Zod itself is kept out of
 * the browser's bundles; a shape and this check cost a few hundred bytes.
 *
 * - 'string', 'number': a value of that type;
 * - a list of texts: exactly one of them;
 * - `{ list }`: an array whose every item has that shape;
 * - `{ fields, optional }`: an object with those fields and no others, each of its shape, the optional ones allowed
 *   to be missing.
 */
export type JsonShape =
  | 'string'
  | 'number'
  | readonly string[]
  | { readonly list: JsonShape }
  | { readonly fields: Readonly<Record<string, JsonShape>>; readonly optional?: readonly string[] };

// Array.isArray does not narrow a readonly array.
const isChoice = (shape: JsonShape): shape is readonly string[] => Array.isArray(shape);

export function matchesShape(value: unknown, shape: JsonShape): boolean {
  if (typeof shape === 'string') return typeof value === shape;
  if (isChoice(shape)) return shape.includes(value as string);
  if ('list' in shape) return Array.isArray(value) && value.every((item) => matchesShape(item, shape.list));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const { fields, optional = [] } = shape;
  return (
    Object.keys(record).every((key) => Object.hasOwn(fields, key)) &&
    Object.entries(fields).every(
      ([key, field]) => (record[key] === undefined && optional.includes(key)) || matchesShape(record[key], field),
    )
  );
}
