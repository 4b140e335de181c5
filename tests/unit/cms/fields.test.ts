import { readdirSync, readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { decapConfig } from '@/lib/cms/collections';
import { PET_CLAIM_WIDGET, type CmsField } from '@/lib/cms/fields';
import { CONTENT, WORDS_FOLDER } from '@/schemas/registry';
import { PLANT_DATABASE } from '@/config/plants';
import { cmsRefusal, editorSaves, fieldsRefusal } from '../../helpers/cms';

/**
 * The browser editor's configuration is made from the content schemas: these tests hold it to them. A schema field
 * the editor lacks, or a value the editor would save that the build refuses, fails here.
 */

type Entry = Record<string, unknown>;
const config = decapConfig(CONTENT);

/** The content files an editor sees in each collection, read as the editor reads them. */
function entriesOf(folder: string, format: string): Entry[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(format === 'md' ? '.md' : '.yaml'))
    .map((name) => {
      const text = readFileSync(`${folder}/${name}`, 'utf8');
      if (format !== 'md') return yaml.load(text) as Entry;
      const [, front = ''] = /^---\n([\s\S]*?)\n---/.exec(text) ?? [];
      // Decap keeps a date as the text it shows; the schema reads the same text.
      const data = yaml.load(front) as Entry;
      return Object.fromEntries(
        Object.entries(data).map(([key, value]) => [
          key,
          value instanceof Date ? value.toISOString().slice(0, 10) : value,
        ]),
      );
    });
}

/** Every field path of a zod object, walked through its own definition (not the JSON Schema the generator reads). */
function zodPaths(schema: z.ZodType, prefix = ''): string[] {
  let inner = schema;
  for (;;) {
    const def = inner._zod.def as {
      type: string;
      innerType?: z.ZodType;
      element?: z.ZodType;
      shape?: Record<string, z.ZodType>;
    };
    if ((def.type === 'optional' || def.type === 'default') && def.innerType) inner = def.innerType;
    else if (def.type === 'array' && def.element) return zodPaths(def.element, `${prefix}[]`);
    else if (def.type === 'object' && def.shape) {
      return Object.entries(def.shape).flatMap(([name, child]) => {
        const path = prefix ? `${prefix}.${name}` : name;
        return [path, ...zodPaths(child, path)];
      });
    } else return [];
  }
}

function cmsPaths(fields: readonly CmsField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const nested = field.fields ? cmsPaths(field.fields, field.widget === 'list' ? `${path}[]` : path) : [];
    return [path, ...nested];
  });
}

const collection = (name: string) => config.collections.find((each) => each.name === name)!;
const folderFields = (name: string) =>
  (collection(name) as { fields: CmsField[] }).fields.filter((field) => field.name !== 'body');
const fileFields = (file: string) =>
  config.collections.flatMap((each) => ('files' in each ? each.files : [])).find((each) => each.file === file)!.fields;

/** Every content file or folder of the registry with its schema as the editor edits it, its fields and the site's files. */
const CASES = Object.entries(CONTENT).map(([name, { schema, editor }]) =>
  'folder' in editor
    ? {
        name,
        schema: schema as z.ZodType,
        fields: folderFields(name),
        entries: entriesOf(editor.folder, editor.format),
      }
    : {
        name: editor.file,
        schema: ('schema' in editor ? editor.schema : schema) as z.ZodType,
        fields: fileFields(editor.file),
        entries: [yaml.load(readFileSync(editor.file, 'utf8')) as Entry],
      },
);

/** Values an editor might type or paste into a field, each wrong for some field. */
const BAD_TEXT = [
  '',
  ' ',
  'x',
  'x'.repeat(50_000),
  'http://upload.wikimedia.org/wikipedia/commons/a/ab/Photo.jpg',
  'https://evil.example/wiki/Photo.jpg',
  'javascript:alert(1)',
  '//evil.example/path',
  '/\\evil.example',
  'https://en.wikipedia.org/w/index.php?title=Lavender',
  'not an address',
  'no placeholder here at all, long enough for most texts',
  'a@b',
];
const BAD_VALUES: unknown[] = [...BAD_TEXT, undefined, 0, -1, 1.5, 99_999, 'Not one of the choices'];

/** Writes `value` at a dotted path of a copy of `entry` (the first item of a list for `[]`). */
function withValue(entry: Entry, path: string, value: unknown): Entry {
  const copy = structuredClone(entry);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const [index, key] of keys.entries()) {
    const list = key.endsWith('[]');
    const name = list ? key.slice(0, -2) : key;
    if (index === keys.length - 1) {
      if (value === undefined) delete node[name];
      else node[name] = value;
      return copy;
    }
    const next = node[name];
    if (next === undefined || next === null) return copy;
    node = (list ? (next as Record<string, unknown>[])[0] : next) as Record<string, unknown>;
    if (!node) return copy;
  }
  return copy;
}

describe('the browser editor’s configuration', () => {
  it('gives every words file a place in the site and the editor, and lists the collections in the registry’s order', () => {
    const inRegistry = Object.values(CONTENT).flatMap(({ editor }) =>
      'group' in editor && editor.group === 'words' ? [editor.file] : [],
    );
    const inFolder = readdirSync(WORDS_FOLDER).map((name) => `${WORDS_FOLDER}/${name}`);
    expect(inRegistry.sort()).toEqual(inFolder.sort());
    expect(config.collections.map((each) => each.name)).toEqual(['plants', 'pages', 'home', 'blog', 'books', 'words']);
  });

  it.each(CASES)('$name: every schema field has an editor field, and no other', ({ schema, fields }) => {
    expect(cmsPaths(fields).sort()).toEqual(zodPaths(schema).sort());
  });

  it.each(CASES)('$name: the editor saves the site’s own files as they are', ({ schema, fields, entries }) => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(schema.safeParse(entry).success).toBe(true);
      expect(fieldsRefusal(fields, entry)).toBeNull();
    }
  });

  it.each(CASES)('$name: the editor refuses every value the schema refuses', ({ schema, fields, entries }) => {
    const entry = entries[0]!;
    const holes: string[] = [];
    for (const path of zodPaths(schema)) {
      for (const value of BAD_VALUES) {
        const changed = withValue(entry, path, value);
        if (schema.safeParse(editorSaves(changed)).success) continue;
        if (fieldsRefusal(fields, changed) === null) holes.push(`${path} = ${JSON.stringify(value)?.slice(0, 60)}`);
      }
    }
    expect(holes).toEqual([]);
  });

  it('offers the plant schema’s choices and says each rule in the editor’s words', () => {
    const fields = folderFields('plants');
    const byName = (name: string) => fields.find((field) => field.name === name)!;
    expect(byName('light')).toMatchObject({
      widget: 'select',
      options: ['Indirect Light', 'Low to Bright', 'Bright Indirect', 'Full Sun', 'Partial Shade'],
    });
    expect(byName('description')).toMatchObject({ widget: 'text', hint: 'Write 40–600 characters.' });
    expect(cmsRefusal(byName('description'), 'x'.repeat(50_000))).toMatch(/Write 40–600 characters/);
    expect(cmsRefusal(byName('wikiLink'), 'javascript:alert(1)')).toMatch(/English Wikipedia article/);
    const image = byName('image').fields!;
    expect(
      cmsRefusal(
        image.find((field) => field.name === 'src')!,
        'http://upload.wikimedia.org/a.jpg',
      ),
    ).toMatch(/https:\/\//);
    expect(
      cmsRefusal(
        image.find((field) => field.name === 'credit')!,
        '',
      ),
    ).toMatch(/required/);
    // Other names: an optional list of at most 10 names, each 2–60 characters.
    const aliases = byName('aliases');
    expect(aliases).toMatchObject({
      widget: 'list',
      required: false,
      max: 10,
      field: { widget: 'string', hint: 'Write 2–60 characters.' },
    });
    expect(cmsRefusal(aliases.field!, 'x'.repeat(61))).toMatch(/Write 2–60 characters/);
  });

  it('gives each animal’s pet-safety claim the claim field, whose source is asked for only with a verdict', () => {
    const pets = folderFields('plants').find((field) => field.name === 'pets')!.fields!;
    expect(pets.map((claim) => [claim.name, claim.widget])).toEqual([
      ['cats', PET_CLAIM_WIDGET],
      ['dogs', PET_CLAIM_WIDGET],
    ]);
    for (const claim of pets) {
      expect(claim.fields!.find((field) => field.name === 'source')).toMatchObject({
        required: false,
        hint: expect.stringMatching(/Leave it empty for unknown/),
      });
    }
  });

  // The probes above change one field at a time of the site's own first plant; these hold the rule over two fields
  // whatever the plant files say today.
  const plant = CASES.find((each) => each.name === 'plants')!;
  const CLAIMS = [
    { claim: { toxicity: 'toxic' }, saved: false },
    { claim: { toxicity: 'non-toxic' }, saved: false },
    { claim: { toxicity: 'toxic', source: '' }, saved: false },
    { claim: { toxicity: 'non-toxic', source: 'http://www.aspca.org/plant' }, saved: false },
    { claim: { toxicity: 'unknown' }, saved: true },
    { claim: { toxicity: 'unknown', source: '' }, saved: true },
    {
      claim: {
        toxicity: 'toxic',
        source: 'https://www.aspca.org/pet-care/animal-poison-control/toxic-and-non-toxic-plants/lavender',
      },
      saved: true,
    },
  ];
  it.each(
    CLAIMS.flatMap(({ claim, saved }) =>
      PLANT_DATABASE.pets.map((pet) => ({ pet, claim, saved, shown: JSON.stringify(claim) })),
    ),
  )('a $pet claim $shown: saved by the build and the editor alike (saved: $saved)', ({ pet, claim, saved }) => {
    const entry = withValue(plant.entries[0]!, `pets.${pet}`, claim);
    expect(plant.schema.safeParse(editorSaves(entry)).success).toBe(saved);
    const refusal = fieldsRefusal(plant.fields, entry);
    if (saved) expect(refusal).toBeNull();
    else
      expect(refusal).toMatch(
        claim.source === undefined || claim.source === ''
          ? new RegExp(`^${pet}: A claim that the plant is toxic or non-toxic to ${pet} needs its source`)
          : /^source: /,
      );
  });

  it('takes no upload: its media library is the one that hides the Media button', () => {
    expect(config.media_library).toEqual({ name: 'no-uploads' });
  });

  it('shows plants by their names and names each new plant’s file after it', () => {
    expect(collection('plants')).toMatchObject({ identifier_field: 'name', slug: '{{slug}}', create: true });
  });
});
