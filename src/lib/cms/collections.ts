import { z } from 'astro/zod';
import { cmsFields, PET_CLAIM_WIDGET, type CmsField, type FieldOverrides, type JsonSchema } from './config';
import { blogTeaserSchema } from '../../schemas/blog';
import { booksFileSchema } from '../../schemas/books';
import { donationWordsSchema } from '../../schemas/donation-words';
import { homeBlockSchema } from '../../schemas/home';
import { mobileMenuWordsSchema } from '../../schemas/mobile-menu-words';
import { blogSectionWordsSchema } from '../../schemas/blog-section-words';
import { booksPageWordsSchema } from '../../schemas/books-page-words';
import { contactSectionWordsSchema } from '../../schemas/contact-section-words';
import { databaseSectionWordsSchema } from '../../schemas/database-section-words';
import { layoutWordsSchema } from '../../schemas/layout-words';
import { notFoundPageWordsSchema } from '../../schemas/not-found-page-words';
import { offlinePageWordsSchema } from '../../schemas/offline-page-words';
import { plantPagesWordsSchema } from '../../schemas/plant-pages-words';
import { articlePageSchema } from '../../schemas/pages';
import { plantSchema } from '../../schemas/plants';
import { privacyPageWordsSchema } from '../../schemas/privacy-page-words';
import { radioPageWordsSchema } from '../../schemas/radio-page-words';
import { CMS, PLANT_DATABASE } from '../../site.config';

/**
 * The browser editor's configuration (Decap CMS, served at /admin/config.yml), made at build time from the content
 * schemas: this file lists which file holds what; every field and rule comes from the schema itself.
 */

/** A content schema as JSON Schema, with dates marked as such (JSON has none) and the editor's pattern metadata. */
export function schemaJson(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: (context) => {
      if (context.zodSchema._zod.def.type === 'date') Object.assign(context.jsonSchema, { type: 'string', format: 'date' });
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
 * A pet claim names its source unless unknown: the editor's claim field checks that (src/admin/pet-claim.ts).
 */
const photoOverrides: FieldOverrides = PLANT_DATABASE.imageHosts.every((host) => host === PLANT_DATABASE.commonsUploadHost)
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
    [`pets.${pet}.source`, { hint: 'Needed when the verdict is toxic or non-toxic: the https:// address of the page that says so. Leave it empty for unknown.' }],
  ]),
);
const plantOverrides: FieldOverrides = { ...photoOverrides, ...petOverrides };

/** One YAML file per page or section (src/content/words/), each with its own schema. */
export const WORDS_FILES: readonly { file: string; label: string; schema: z.ZodObject }[] = [
  { file: 'layout', label: 'Every page: skip link, navigation, footer, ads, link names', schema: layoutWordsSchema },
  { file: 'database-section', label: 'Plant database section', schema: databaseSectionWordsSchema },
  { file: 'plant-pages', label: 'Plant pages and A–Z index', schema: plantPagesWordsSchema },
  { file: 'blog-section', label: 'Blog section', schema: blogSectionWordsSchema },
  { file: 'contact-section', label: 'Contact section', schema: contactSectionWordsSchema },
  { file: 'books-page', label: 'Books page', schema: booksPageWordsSchema },
  { file: 'not-found-page', label: 'Page not found (404)', schema: notFoundPageWordsSchema },
  { file: 'offline-page', label: 'Offline page and the radio offline note', schema: offlinePageWordsSchema },
  { file: 'radio-page', label: 'Radio page', schema: radioPageWordsSchema },
  { file: 'privacy-page', label: 'Privacy page: ads and consent (shown with ads only)', schema: privacyPageWordsSchema },
  { file: 'donation', label: 'Donation pop-up', schema: donationWordsSchema },
  { file: 'mobile-menu', label: 'Mobile menu', schema: mobileMenuWordsSchema },
];

export const BOOKS_FILE = { file: 'src/content/books.yaml', label: 'E-books of the books page', schema: booksFileSchema } as const;

export const FOLDER_COLLECTIONS = [
  { name: 'plants', label: 'Plants', folder: 'src/content/plants', format: 'yaml', schema: plantSchema, create: true },
  { name: 'pages', label: 'Legal pages', folder: 'src/content/pages', format: 'md', schema: articlePageSchema, create: true },
  { name: 'home', label: 'Landing page blocks', folder: 'src/content/home', format: 'md', schema: homeBlockSchema, create: false },
  { name: 'blog', label: 'Blog teasers', folder: 'src/content/blog', format: 'md', schema: blogTeaserSchema, create: true },
] as const;

const ENTRY_NAMES: Record<(typeof FOLDER_COLLECTIONS)[number]['name'], { identifier: string; summary: string }> = {
  plants: { identifier: 'name', summary: '{{name}} ({{scientificName}})' },
  pages: { identifier: 'title', summary: '{{title}}' },
  home: { identifier: 'heading', summary: '{{heading}}' },
  blog: { identifier: 'title', summary: '{{title}}' },
};

export interface CmsConfigOptions {
  /** decap-server's address, for editing a checkout; Decap uses it only when the page is on localhost. */
  localBackendUrl?: string;
}

export function cmsConfig(options: CmsConfigOptions = {}) {
  const folders = FOLDER_COLLECTIONS.map(({ name, label, folder, format, schema, create }) => {
    const fields = cmsFields(schemaJson(schema), '', name === 'plants' ? plantOverrides : {});
    const names = ENTRY_NAMES[name];
    return {
      name,
      label,
      folder,
      create,
      delete: create,
      ...(format === 'yaml' ? { extension: 'yaml', format: 'yaml' } : { extension: 'md', format: 'frontmatter' }),
      identifier_field: names.identifier,
      summary: names.summary,
      // The file name is the entry's address (/plants/<slug>/): made from its name, lower case, dashes.
      slug: '{{slug}}',
      fields: format === 'md' ? [...fields, BODY] : fields,
    };
  });
  const words = {
    name: 'words',
    label: 'Words of pages and sections',
    files: WORDS_FILES.map(({ file, label, schema }) => ({
      name: file,
      label,
      file: `src/content/words/${file}.yaml`,
      format: 'yaml',
      fields: cmsFields(schemaJson(schema)),
    })),
  };
  const books = {
    name: 'books',
    label: 'Books',
    files: [{ name: 'books', label: BOOKS_FILE.label, file: BOOKS_FILE.file, format: 'yaml', fields: cmsFields(schemaJson(BOOKS_FILE.schema)) }],
  };
  return {
    backend: { name: 'github', repo: CMS.repo, branch: CMS.branch, commit_messages: { update: 'Edit {{collection}} “{{slug}}” in the editor' } },
    local_backend: { url: options.localBackendUrl ?? CMS.localBackendUrl },
    media_folder: CMS.mediaFolder,
    media_library: { name: CMS.mediaLibrary },
    public_folder: `/${CMS.mediaFolder.replace(/^public\//, '')}`,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    site_url: '/',
    collections: [...folders, books, words],
  };
}
