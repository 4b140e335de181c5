import type { z } from 'astro/zod';
import type { JsonShape } from '@/lib/shared/json-shape';

/**
 * The JSON shape (src/lib/shared/json-shape.ts) a zod schema accepts, for the browser's check of data the build wrote
 * from it. Refinements are the build's business and are left out: the browser checks only that the data is of the
 * schema's shape. Throws for a part it cannot describe, so that a new kind of field is noticed, not passed.
 */
export function jsonShapeOf(schema: z.ZodType): JsonShape {
  const def = schema._zod.def as unknown as SchemaDef;
  switch (def.type) {
    case 'string':
    case 'number':
      return def.type;
    case 'enum':
      return Object.values(def.entries ?? {}).map(String);
    case 'array':
      return { list: jsonShapeOf(def.element!) };
    case 'object': {
      if (def.catchall?._zod.def.type !== 'never')
        throw new Error('Only strict objects have a JSON shape: use z.strictObject().');
      const entries = Object.entries(def.shape ?? {});
      const optional = entries.filter(([, field]) => field._zod.def.type === 'optional').map(([key]) => key);
      const fields = Object.fromEntries(entries.map(([key, field]) => [key, jsonShapeOf(unwrapOptional(field))]));
      return optional.length > 0 ? { fields, optional } : { fields };
    }
    default:
      throw new Error(`A zod ${def.type} has no JSON shape here yet: describe it in src/schemas/json-shape.ts.`);
  }
}

/** The parts of zod's definitions read here (zod 4, `schema._zod.def`). */
interface SchemaDef {
  type: string;
  entries?: Record<string, string | number>;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
}

function unwrapOptional(field: z.ZodType): z.ZodType {
  const def = field._zod.def as unknown as SchemaDef;
  return def.type === 'optional' ? def.innerType! : field;
}
