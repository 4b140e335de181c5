import type { Loader } from 'astro/loaders';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import { load as parseYaml } from 'js-yaml';
import { hostOf, identifyBookEntries, isHttpsUrlOn } from '../lib/books';
import { BOOKS } from '../site.config';

const hosts = BOOKS.retailerHosts.join(' or ');

/**
 * One book of the books page (`src/content/books.yaml`, a list; the page sorts it by title).
 * A title that repeats another, a link that is not https or that leads off the retailer, and a misspelt field
 * fail the build with a message naming the book.
 */
export const bookSchema = z
  .strictObject({
    /** The title as the retailer lists it. The card shows it (two lines at most) and the cover's alt text repeats it. */
    title: z.string({ error: 'Give the book its title (title:).' }).trim().min(2).max(200),
    /** The retailer's product page, or its search for the exact title: an https link on the retailer's site. */
    url: z.string({ error: 'Give the book a link to the retailer (url:).' }),
    /** Optional: the cover image's https address, on one of BOOKS.coverHosts (the only image hosts the site's Content-Security-Policy allows). Without one the card shows a cover set in type; a cover that fails to load is replaced by a placeholder. */
    cover: z.url({ protocol: /^https$/, error: 'A cover must be an https:// image address (or leave cover: out).' }).optional(),
    /** Set by the loader from the title; editors leave it out. */
    id: z.string().optional(),
    /** Set by the loader when an earlier entry has the same title; editors leave it out. */
    duplicateOf: z.string().optional(),
  }, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}: a book has title, url and, optionally, cover.`
        : undefined,
  })
  .superRefine((book, context) => {
    if (book.duplicateOf !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['title'],
        message: `"${book.title}" is listed twice (the same title as "${book.duplicateOf}"): remove one of the two entries.`,
      });
    }
    if (!book.url.startsWith('https://')) {
      context.addIssue({
        code: 'custom',
        path: ['url'],
        message: `The link of "${book.title}" must start with https:// (it is ${book.url}).`,
      });
    } else if (!isHttpsUrlOn(book.url, BOOKS.retailerHosts)) {
      context.addIssue({
        code: 'custom',
        path: ['url'],
        message: `The link of "${book.title}" leads to ${hostOf(book.url)}; use a product page or search on ${hosts}.`,
      });
    }
    if (book.cover !== undefined && !isHttpsUrlOn(book.cover, BOOKS.coverHosts)) {
      context.addIssue({
        code: 'custom',
        path: ['cover'],
        message: `The cover of "${book.title}" is on ${hostOf(book.cover)}; covers may only come from ${BOOKS.coverHosts.join(' or ')} (or leave cover: out).`,
      });
    }
  });

export type BookEntry = z.infer<typeof bookSchema>;

/**
 * Loads the YAML list with Astro's file() loader. Editors write no ids: each entry's id is made from its title
 * (so that an error names the book), and a repeated title is marked for the schema to refuse. file() only logs a
 * file it cannot read and carries on with no entries, so this loader fails the build instead, with the reason.
 */
export function booksLoader(fileName: string): Loader {
  let readError: unknown;
  const inner = file(fileName, {
    parser: (text) => {
      try {
        const list = parseYaml(text, { filename: fileName });
        if (!Array.isArray(list)) throw new Error('the file must be a list of books, each starting with "- title:"');
        return identifyBookEntries(list);
      } catch (error) {
        readError = error;
        throw error;
      }
    },
  });
  return {
    name: 'books-loader',
    load: async (context) => {
      readError = undefined;
      await inner.load(context);
      if (context.store.keys().length === 0) {
        const reason = readError instanceof Error ? readError.message : 'it lists no books';
        throw new Error(`${fileName} could not be loaded: ${reason}`);
      }
    },
  };
}
