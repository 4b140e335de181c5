import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { articlePageSchema } from './schemas/pages';
import { homeBlockSchema } from './schemas/home';

/**
 * Content collections: what editors change without touching code.
 * Each schema documents its fields; a file that breaks one fails the build naming the file and the field.
 */
export const collections = {
  /** Static article pages: src/content/pages/privacy.md, terms.md. */
  pages: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/pages' }),
    schema: articlePageSchema,
  }),
  /** Landing page blocks: src/content/home/hero.md, about.md. */
  home: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/home' }),
    schema: homeBlockSchema,
  }),
};
