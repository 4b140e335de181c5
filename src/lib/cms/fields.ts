// The browser editor's (/admin) rules: Decap fields from the schemas (this file), field patterns (patterns.ts), its CSP
// allowances (editor-csp.ts), what a Markdown body may hold (markdown-check.ts) and the collections (collections.ts).

import { allOf, placeholderPatterns, trimmedLengthPattern } from './patterns';

/**
 * Turns a content schema, as JSON Schema (`z.toJSONSchema` plus the metadata of src/schemas/fields.ts), into Decap CMS
 * fields with the same rules, at build time (src/pages/admin/config.yml.ts), so nobody keeps a second list of fields.
 * A schema part it cannot express throws, naming it, rather than let the editor accept what the build would refuse.
 */

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  patternMessage?: string;
  placeholders?: string[];
  format?: string;
  default?: unknown;
  additionalProperties?: unknown;
}

/** The editor's pet-claim field (src/browser/admin/pet-claim.ts): it needs a source for every verdict but unknown. */
export const PET_CLAIM_WIDGET = 'pet-claim';

/** One Decap CMS field (https://decapcms.org/docs/widgets/). */
export interface CmsField {
  name: string;
  label: string;
  widget:
    | 'string'
    | 'text'
    | 'markdown'
    | 'number'
    | 'select'
    | 'datetime'
    | 'object'
    | 'list'
    | 'boolean'
    | typeof PET_CLAIM_WIDGET;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  fields?: CmsField[];
  field?: CmsField;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  collapsed?: boolean;
  summary?: string;
  buttons?: string[];
}

/** Extra rules for fields whose schema rule spans several fields (a refine over an object), keyed by dotted path. */
export type FieldOverrides = Readonly<Record<string, Partial<CmsField>>>;

const LONG_TEXT = 200;

/** "scientificName" → "Scientific name". */
export function fieldLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const range = (min: number | undefined, max: number | undefined, unit: string) =>
  min !== undefined && max !== undefined
    ? `${min}–${max} ${unit}`
    : max !== undefined
      ? `up to ${max} ${unit}`
      : `at least ${min} ${unit}`;

/** A string field: its length and pattern rules folded into one pattern, and a message that states them all. */
function stringField(base: CmsField, schema: JsonSchema): CmsField {
  const parts: string[] = [];
  const says: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    const min = schema.minLength ?? 0;
    parts.push(trimmedLengthPattern(Math.max(min, 1), schema.maxLength ?? 1_000_000));
    says.push(`Write ${range(schema.minLength, schema.maxLength, 'characters')}`);
  }
  if (schema.pattern) {
    parts.push(schema.pattern);
    if (schema.patternMessage) says.push(schema.patternMessage);
  }
  if (schema.placeholders?.length) {
    parts.push(...placeholderPatterns(schema.placeholders));
    says.push(
      `keep ${schema.placeholders.map((name) => `{${name}}`).join(' and ')} in the text (the page puts the value there)`,
    );
  }
  const message = says.map((text) => text.replace(/\.$/, '')).join('; ');
  const long = (schema.maxLength ?? 0) > LONG_TEXT;
  return {
    ...base,
    widget: long ? 'text' : 'string',
    ...(parts.length ? { pattern: [allOf(parts), `${message.charAt(0).toUpperCase()}${message.slice(1)}.`] } : {}),
    ...(says.length ? { hint: `${(says[0] ?? '').replace(/\.$/, '')}.` } : {}),
  };
}

/** The Decap field for one schema property. `path` names it in errors. */
export function cmsField(
  name: string,
  schema: JsonSchema,
  required: boolean,
  path = name,
  overrides: FieldOverrides = {},
): CmsField {
  const base: CmsField = { name, label: fieldLabel(name), widget: 'string', ...(required ? {} : { required: false }) };
  let field: CmsField;
  if (schema.enum) {
    field = { ...base, widget: 'select', options: schema.enum.map(String) };
  } else if (schema.type === 'string' && schema.format === 'date') {
    field = { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
  } else if (schema.type === 'string') {
    field = stringField(base, schema);
  } else if (schema.type === 'integer' || schema.type === 'number') {
    const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
    const upper = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
    // zod writes the largest safe integer as the limit of .int(): no limit an editor needs to see.
    const max = upper !== undefined && upper < Number.MAX_SAFE_INTEGER ? upper : undefined;
    if (schema.type === 'number' && (schema.exclusiveMinimum !== undefined || schema.exclusiveMaximum !== undefined)) {
      throw new Error(`${path}: an exclusive limit on a decimal number has no field in the editor.`);
    }
    field = {
      ...base,
      widget: 'number',
      value_type: schema.type === 'integer' ? 'int' : 'float',
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(schema.type === 'integer' ? { step: 1 } : {}),
    };
  } else if (schema.type === 'boolean') {
    field = { ...base, widget: 'boolean' };
  } else if (schema.type === 'object' && schema.properties) {
    field = { ...base, widget: 'object', fields: cmsFields(schema, path, overrides) };
  } else if (schema.type === 'array' && schema.items) {
    const items = schema.items;
    const list: CmsField = {
      ...base,
      widget: 'list',
      ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
      ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
    };
    field =
      items.type === 'object' && items.properties
        ? { ...list, fields: cmsFields(items, `${path}[]`, overrides) }
        : { ...list, field: cmsField(name, items, true, `${path}[]`, overrides) };
  } else {
    throw new Error(
      `${path}: the editor has no field for this kind of value (${JSON.stringify(schema).slice(0, 120)}).`,
    );
  }
  return { ...field, ...overrides[path] };
}

export function cmsFields(schema: JsonSchema, path = '', overrides: FieldOverrides = {}): CmsField[] {
  if (schema.type !== 'object' || !schema.properties) throw new Error(`${path || 'The schema'} is not an object.`);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) =>
    cmsField(name, property, required.has(name), path ? `${path}.${name}` : name, overrides),
  );
}
