import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { blogTeaserSchema } from './schemas/blog';
import { bookSchema, booksLoader } from './schemas/books';
import { donationWordsSchema } from './schemas/donation-words';
import { articlePageSchema } from './schemas/pages';
import { homeBlockSchema } from './schemas/home';
import { layoutWordsSchema } from './schemas/layout-words';
import { checkedMarkdown } from './schemas/markdown-loader';
import { outsideEditorFolder } from './schemas/page-addresses';
import { mobileMenuWordsSchema } from './schemas/mobile-menu-words';
import { blogSectionWordsSchema } from './schemas/blog-section-words';
import { booksPageWordsSchema } from './schemas/books-page-words';
import { contactSectionWordsSchema } from './schemas/contact-section-words';
import { databaseSectionWordsSchema } from './schemas/database-section-words';
import { notFoundPageWordsSchema } from './schemas/not-found-page-words';
import { plantPagesWordsSchema } from './schemas/plant-pages-words';
import { offlinePageWordsSchema } from './schemas/offline-page-words';
import { plantSchema, plantsLoader } from './schemas/plants';
import { privacyPageWordsSchema } from './schemas/privacy-page-words';
import { radioPageWordsSchema } from './schemas/radio-page-words';

/** The folder of the words files: one YAML file per page or section, each its own collection. */
export const WORDS_FOLDER = './src/content/words';

const wordsFile = (name: string) => glob({ pattern: `${name}.yaml`, base: WORDS_FOLDER });

/**
 * Content collections: what editors change without touching code.
 * Each schema documents its fields; a file that breaks one fails the build naming the file and the field.
 */
export const collections = {
  /** Static article pages: src/content/pages/privacy.md, terms.md; none may be served in the editor's folder. */
  pages: defineCollection({
    loader: outsideEditorFolder(checkedMarkdown('./src/content/pages')),
    schema: articlePageSchema,
  }),
  /** Landing page blocks: src/content/home/hero.md, about.md. */
  home: defineCollection({
    loader: checkedMarkdown('./src/content/home'),
    schema: homeBlockSchema,
  }),
  /** The plant database: one YAML file per plant in src/content/plants/ (kebab-case file names, one page each). */
  plants: defineCollection({
    loader: plantsLoader('./src/content/plants'),
    schema: plantSchema,
  }),
  /** The books page's e-books: src/content/books.yaml, a list of title, url and optional cover. */
  books: defineCollection({
    loader: booksLoader('src/content/books.yaml'),
    schema: bookSchema,
  }),
  /** The landing page's blog teasers: one Markdown file per teaser in src/content/blog/ (kebab-case file names). */
  blog: defineCollection({
    loader: checkedMarkdown('./src/content/blog'),
    schema: blogTeaserSchema,
  }),
  /** The words of the landing page's sections and of the other pages: src/content/words/*.yaml. */
  databaseSection: defineCollection({ loader: wordsFile('database-section'), schema: databaseSectionWordsSchema }),
  blogSection: defineCollection({ loader: wordsFile('blog-section'), schema: blogSectionWordsSchema }),
  contactSection: defineCollection({ loader: wordsFile('contact-section'), schema: contactSectionWordsSchema }),
  booksPage: defineCollection({ loader: wordsFile('books-page'), schema: booksPageWordsSchema }),
  notFoundPage: defineCollection({ loader: wordsFile('not-found-page'), schema: notFoundPageWordsSchema }),
  radioPage: defineCollection({ loader: wordsFile('radio-page'), schema: radioPageWordsSchema }),
  offlinePage: defineCollection({ loader: wordsFile('offline-page'), schema: offlinePageWordsSchema }),
  privacyPage: defineCollection({ loader: wordsFile('privacy-page'), schema: privacyPageWordsSchema }),
  donation: defineCollection({ loader: wordsFile('donation'), schema: donationWordsSchema }),
  mobileMenu: defineCollection({ loader: wordsFile('mobile-menu'), schema: mobileMenuWordsSchema }),
  plantPages: defineCollection({ loader: wordsFile('plant-pages'), schema: plantPagesWordsSchema }),
  layout: defineCollection({ loader: wordsFile('layout'), schema: layoutWordsSchema }),
};
