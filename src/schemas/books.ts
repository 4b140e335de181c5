import type { Loader } from 'astro/loaders';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import { load as parseYaml } from 'js-yaml';
import { keyBooksByTitle } from '@/lib/books/books';
import { hostOf } from '@/lib/shared/urls';
import { BOOKS } from '@/config/books';
import { httpsAddress, text } from './fields';

const retailerHosts = BOOKS.retailerHosts.join(' or ');

/**
 * One book of `src/content/books.yaml` (the list under `books:`; the page sorts it by title). Editors write title,
 * url and, optionally, cover; a misspelt field, a link that is not https or leads off the retailer, and a cover on
 * another host fail the build, naming the book and the field.
 */
export const bookSchema = z.strictObject(
  {
    /** As the retailer lists it; the card shows two lines at most and the cover's alt text repeats it. */
    title: text(2, 200),
    url: httpsAddress({
      hosts: BOOKS.retailerHosts,
      message: (value) =>
        value.startsWith('https://')
          ? `The link leads to ${hostOf(value)}; use a product page or search on ${retailerHosts}.`
          : `The link must start with https:// (it is ${value}).`,
    }),
    /** Optional; only on BOOKS.coverHosts, the image hosts the Content-Security-Policy allows. */
    cover: httpsAddress({
      hosts: BOOKS.coverHosts,
      message: (value) =>
        `The cover is on ${hostOf(value)}; covers are https:// addresses on ${BOOKS.coverHosts.join(' or ')} (or leave cover: out).`,
    }).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}: a book has title, url and, optionally, cover.`
        : undefined,
  },
);

/** The list sits under `books:`, not at the top, so that the browser editor (/admin/) edits it as one list field. */
export const booksFileSchema = z.strictObject({
  books: z.array(bookSchema).min(1),
});

/**
 * Astro's file() loader, keyed by title: editors write no ids, so an error names the book, and a title listed twice
 * stops the build naming both. file() only logs a file it cannot read or parse and carries on with no books; this
 * fails the build instead, saying why (for broken YAML, with the line and column).
 */
export function booksLoader(fileName: string): Loader {
  let readError: unknown;
  const inner = file(fileName, {
    parser: (contents) => {
      try {
        const data = parseYaml(contents, { filename: fileName }) as { books?: unknown } | null;
        const list = data?.books;
        if (!Array.isArray(list))
          throw new Error(
            'the file must start with "books:" followed by a list of books, each starting with "- title:"',
          );
        return keyBooksByTitle(list);
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
      if (readError !== undefined || context.store.keys().length === 0) {
        const reason = readError instanceof Error ? readError.message : 'it lists no books';
        throw new Error(`${fileName} could not be loaded: ${reason}`);
      }
    },
  };
}
