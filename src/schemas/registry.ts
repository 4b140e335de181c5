import type { z } from 'astro/zod';
import { glob } from 'astro/loaders';
import { plantFieldOverrides, type ContentFile } from '@/lib/cms/collections';
import { blogTeaserSchema } from './blog';
import { blogSectionWordsSchema } from './blog-section-words';
import { booksFileSchema, bookSchema, booksLoader } from './books';
import { booksPageWordsSchema } from './books-page-words';
import { contactSectionWordsSchema } from './contact-section-words';
import { databaseSectionWordsSchema } from './database-section-words';
import { donationWordsSchema } from './donation-words';
import { homeBlockSchema } from './home';
import { layoutWordsSchema } from './layout-words';
import { checkedMarkdown } from './markdown-loader';
import { mobileMenuWordsSchema } from './mobile-menu-words';
import { notFoundPageWordsSchema } from './not-found-page-words';
import { offlinePageWordsSchema } from './offline-page-words';
import { outsideEditorFolder } from './page-addresses';
import { articlePageSchema } from './pages';
import { plantPagesWordsSchema } from './plant-pages-words';
import { plantSchema, plantsLoader } from './plants';
import { privacyPageWordsSchema } from './privacy-page-words';
import { radioPageWordsSchema } from './radio-page-words';

/**
 * Every content file editors change, listed once: its collection's name (the key), its label in the browser editor,
 * its schema, its loader, and where the editor finds it. `src/content.config.ts` makes the site's collections from
 * this table and `src/pages/admin/config.yml.ts` the editor's (src/lib/cms/collections.ts), so a file added here is
 * both built and editable. The editor lists the collections in this order.
 */

/** The folder of the words files: one YAML file per page or section, each its own collection. */
export const WORDS_FOLDER = 'src/content/words';

/** The words of one page or section, src/content/words/<name>.yaml, checked by its own schema. */
function words<S extends z.ZodObject>(name: string, label: string, schema: S) {
  const file = `${WORDS_FOLDER}/${name}.yaml`;
  return {
    label,
    schema,
    loader: glob({ pattern: `${name}.yaml`, base: `./${WORDS_FOLDER}` }),
    editor: { group: 'words', file },
  } satisfies ContentFile;
}

export const CONTENT = {
  /** The plant database: one YAML file per plant (kebab-case file names, one page each). */
  plants: {
    label: 'Plants',
    schema: plantSchema,
    loader: plantsLoader('./src/content/plants'),
    editor: {
      folder: 'src/content/plants',
      format: 'yaml',
      create: true,
      identifier: 'name',
      summary: '{{name}} ({{scientificName}})',
      overrides: plantFieldOverrides,
    },
  },
  /** Static article pages (privacy.md, terms.md); none may be served in the editor's folder. */
  pages: {
    label: 'Legal pages',
    schema: articlePageSchema,
    loader: outsideEditorFolder(checkedMarkdown('./src/content/pages')),
    editor: { folder: 'src/content/pages', format: 'md', create: true, identifier: 'title', summary: '{{title}}' },
  },
  /** Landing page blocks: hero.md, about.md. */
  home: {
    label: 'Landing page blocks',
    schema: homeBlockSchema,
    loader: checkedMarkdown('./src/content/home'),
    editor: { folder: 'src/content/home', format: 'md', create: false, identifier: 'heading', summary: '{{heading}}' },
  },
  /** The landing page's blog teasers: one Markdown file per teaser (kebab-case file names). */
  blog: {
    label: 'Blog teasers',
    schema: blogTeaserSchema,
    loader: checkedMarkdown('./src/content/blog'),
    editor: { folder: 'src/content/blog', format: 'md', create: true, identifier: 'title', summary: '{{title}}' },
  },
  /** The books page's e-books: one file, a list of title, url and optional cover; the editor edits the whole list. */
  books: {
    label: 'E-books of the books page',
    schema: bookSchema,
    loader: booksLoader('src/content/books.yaml'),
    editor: { group: 'books', file: 'src/content/books.yaml', schema: booksFileSchema },
  },
  layout: words('layout', 'Every page: skip link, navigation, footer, ads, link names', layoutWordsSchema),
  databaseSection: words('database-section', 'Plant database section', databaseSectionWordsSchema),
  plantPages: words('plant-pages', 'Plant pages and A–Z index', plantPagesWordsSchema),
  blogSection: words('blog-section', 'Blog section', blogSectionWordsSchema),
  contactSection: words('contact-section', 'Contact section', contactSectionWordsSchema),
  booksPage: words('books-page', 'Books page', booksPageWordsSchema),
  notFoundPage: words('not-found-page', 'Page not found (404)', notFoundPageWordsSchema),
  offlinePage: words('offline-page', 'Offline page and the radio offline note', offlinePageWordsSchema),
  radioPage: words('radio-page', 'Radio page', radioPageWordsSchema),
  privacyPage: words('privacy-page', 'Privacy page: ads and consent (shown with ads only)', privacyPageWordsSchema),
  donation: words('donation', 'Donation pop-up', donationWordsSchema),
  mobileMenu: words('mobile-menu', 'Mobile menu', mobileMenuWordsSchema),
} satisfies Record<string, ContentFile>;
