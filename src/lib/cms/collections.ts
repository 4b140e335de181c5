import { z } from 'astro/zod';
import { cmsFields, PET_CLAIM_WIDGET, type CmsField, type FieldOverrides, type JsonSchema } from './fields';
import type { Loader } from 'astro/loaders';
import { CMS } from '@/config/cms';
import { PLANT_DATABASE } from '@/config/plants';

/**
 * The browser editor's configuration (Decap CMS, served at /admin/config.yml), made at build time from the table of
 * content files (src/schemas/registry.ts): every field and rule comes from each file's schema.
 */

/** Where the browser editor finds a collection: a folder of entries, or one file among a group's. */
export type EditorPlace =
  | {
      folder: string;
      format: 'yaml' | 'md';
      /** Whether editors may add and delete entries. */
      create: boolean;
      /** The field that names an entry, and the line that sums it up in the list. */
      identifier: string;
      summary: string;
      overrides?: FieldOverrides;
    }
  | {
      group: keyof typeof FILE_GROUPS;
      file: string;
      /** The file's schema as the editor edits it, when it is not the collection's (a list the loader splits). */
      schema?: z.ZodType;
    };

/** One content file or folder: its label in the editor, its schema and loader for the build, its place in the editor. */
export interface ContentFile {
  label: string;
  schema: z.ZodType;
  loader: Loader;
  editor: EditorPlace;
}

/** The editor's collections of single files, in the order they are listed. */
const FILE_GROUPS = { books: 'Books', words: 'Words of pages and sections' } as const;

/** A content schema as JSON Schema, with dates marked as such (JSON has none) and the editor's pattern metadata. */
export function schemaJson(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: (context) => {
      if (context.zodSchema._zod.def.type === 'date')
        Object.assign(context.jsonSchema, { type: 'string', format: 'date' });
    },
  }) as JsonSchema;
}

/** An article's or block's body: no image, code or raw HTML buttons (the build checks bodies: markdown-check.ts). */
const BODY: CmsField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
};

/**
 * Plant rules over several fields, which JSON Schema cannot carry. A Commons photo names its credit and file page:
 * every allowed photo host is Commons today, and the unit test fails if that changes without this rule following.
 * A pet claim names its source unless unknown: the editor's claim field checks that (src/browser/admin/pet-claim.ts).
 */
const photoOverrides: FieldOverrides = PLANT_DATABASE.imageHosts.every(
  (host) => host === PLANT_DATABASE.commonsUploadHost,
)
  ? {
      'image.credit': { required: true },
      'image.source': {
        required: true,
        pattern: [
          `^https://${PLANT_DATABASE.commonsHost.replaceAll('.', '\\.')}/wiki/File:\\S+$`,
          `Give the photo's Wikimedia Commons file page, https://${PLANT_DATABASE.commonsHost}/wiki/File:<file name> (the same file as the photo's address).`,
        ],
      },
    }
  : {};
const petOverrides: FieldOverrides = Object.fromEntries(
  PLANT_DATABASE.pets.flatMap((pet) => [
    [`pets.${pet}`, { widget: PET_CLAIM_WIDGET }],
    [
      `pets.${pet}.source`,
      {
        hint: 'Needed when the verdict is toxic or non-toxic: the https:// address of the page that says so. Leave it empty for unknown.',
      },
    ],
  ]),
);
export const plantFieldOverrides: FieldOverrides = { ...photoOverrides, ...petOverrides };

export interface DecapConfigOptions {
  /** decap-server's address, for editing a checkout; Decap uses it only when the page is on localhost. */
  localBackendUrl?: string;
}

/** The editor's configuration for the content files `content` (src/schemas/registry.ts). */
export function decapConfig(content: Readonly<Record<string, ContentFile>>, options: DecapConfigOptions = {}) {
  const places = Object.entries(content).map(([name, { label, schema, editor }]) => ({ name, label, schema, editor }));
  const folders = places.flatMap(({ name, label, schema, editor }) => {
    if (!('folder' in editor)) return [];
    const fields = cmsFields(schemaJson(schema), '', editor.overrides ?? {});
    return {
      name,
      label,
      folder: editor.folder,
      create: editor.create,
      delete: editor.create,
      ...(editor.format === 'yaml'
        ? { extension: 'yaml', format: 'yaml' }
        : { extension: 'md', format: 'frontmatter' }),
      identifier_field: editor.identifier,
      summary: editor.summary,
      // The file name is the entry's address (/plants/<slug>/): made from its name, lower case, dashes.
      slug: '{{slug}}',
      fields: editor.format === 'md' ? [...fields, BODY] : fields,
    };
  });
  const groups = Object.entries(FILE_GROUPS).map(([group, groupLabel]) => ({
    name: group,
    label: groupLabel,
    files: places.flatMap(({ label, schema, editor }) =>
      'group' in editor && editor.group === group
        ? {
            // The file's own name, as editors know it (src/content/words/radio-page.yaml is radio-page).
            name: editor.file.replace(/^.*\//, '').replace(/\.yaml$/, ''),
            label,
            file: editor.file,
            format: 'yaml',
            fields: cmsFields(schemaJson(editor.schema ?? schema)),
          }
        : [],
    ),
  }));
  return {
    backend: {
      name: 'github',
      repo: CMS.repo,
      branch: CMS.branch,
      commit_messages: { update: 'Edit {{collection}} “{{slug}}” in the editor' },
    },
    local_backend: { url: options.localBackendUrl ?? CMS.localBackendUrl },
    media_folder: CMS.mediaFolder,
    media_library: { name: CMS.mediaLibrary },
    public_folder: `/${CMS.mediaFolder.replace(/^public\//, '')}`,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    site_url: '/',
    collections: [...folders, ...groups],
  };
}
