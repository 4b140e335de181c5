import { PET_CLAIM_WIDGET, type CmsField } from '@/lib/cms/fields';
import { claimValidity } from '@/browser/admin/pet-claim';

/**
 * Why Decap CMS would refuse a field's value before saving, or null when it would save it: the checks its widgets
 * make (required, pattern, the select's options, a number's range, a list's length), applied to the value as the
 * editor would hold it. The browser tests (tests/e2e/cms.spec.ts) show the real editor refusing such values.
 */
export function cmsRefusal(field: CmsField, value: unknown): string | null {
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (empty) return field.required === false ? null : `${field.name}: required`;
  switch (field.widget) {
    case 'string':
    case 'text':
    case 'markdown':
      if (typeof value !== 'string') return `${field.name}: not text`;
      if (field.pattern && !new RegExp(field.pattern[0]).test(value)) return `${field.name}: ${field.pattern[1]}`;
      return null;
    case 'select':
      return field.options?.includes(String(value)) ? null : `${field.name}: not an option`;
    case 'number': {
      // The number widget keeps what parseInt/parseFloat make of the typed text.
      const number = Number(value);
      if (Number.isNaN(number)) return `${field.name}: not a number`;
      if (field.value_type === 'int' && !Number.isInteger(number))
        return `${field.name}: the widget keeps whole numbers`;
      if (field.min !== undefined && number < field.min) return `${field.name}: below ${field.min}`;
      if (field.max !== undefined && number > field.max) return `${field.name}: above ${field.max}`;
      return null;
    }
    case 'datetime':
      // The date picker writes only real dates in the configured format.
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : `${field.name}: not a date`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${field.name}: not true or false`;
    case 'object':
      return fieldsRefusal(field.fields ?? [], value);
    case PET_CLAIM_WIDGET: {
      // The claim field's own check (src/browser/admin/pet-claim.ts), as the editor holds the value: an Immutable.js map.
      const inner = fieldsRefusal(field.fields ?? [], value);
      if (inner) return inner;
      const validity = claimValidity({ toJS: () => value }, field.name);
      return validity.error ? `${field.name}: ${validity.error.message}` : null;
    }
    case 'list': {
      if (!Array.isArray(value)) return `${field.name}: not a list`;
      if (field.min !== undefined && value.length < field.min) return `${field.name}: too few`;
      if (field.max !== undefined && value.length > field.max) return `${field.name}: too many`;
      for (const item of value) {
        const problem = field.fields
          ? fieldsRefusal(field.fields, item)
          : field.field
            ? cmsRefusal(field.field, item)
            : null;
        if (problem) return problem;
      }
      return null;
    }
  }
}

/** The first field of an object the editor would refuse, or null. Fields the editor does not know are never written. */
export function fieldsRefusal(fields: readonly CmsField[], value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !fields.some((field) => field.name === key));
  if (unknown) return `${unknown}: no such field`;
  for (const field of fields) {
    const problem = cmsRefusal(field, record[field.name]);
    if (problem) return problem;
  }
  return null;
}

/**
 * What the editor writes for an entry: a field left empty is left out of the file, as the admin page's save hook
 * does (public/admin/cms.js), so that a cleared optional field is absent rather than an empty text the schema refuses.
 */
export function editorSaves(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(editorSaves);
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  const kept = Object.entries(value).filter(
    ([, item]) => item !== '' && item !== null && item !== undefined && !(Array.isArray(item) && item.length === 0),
  );
  return Object.fromEntries(kept.map(([key, item]) => [key, editorSaves(item)]));
}
