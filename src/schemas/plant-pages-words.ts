import { z } from 'astro/zod';
import { template, text } from './fields';

/** `src/content/words/plant-pages.yaml`: the words of every plant's own page and of the A–Z index at /plants/. */
export const plantPagesWordsSchema = z.strictObject({
  plant: z.strictObject({
    /** The browser tab's title; {name} and {scientificName} are the plant's names. */
    title: template(3, 60, ['name']),
    /** The link back to the landing page's database. */
    backLink: text(3, 50),
    /** The link to the A–Z index. */
    azLink: text(3, 50),
  }),
  az: z.strictObject({
    /** The index's heading and browser tab title. */
    title: text(3, 60),
    /** For search engines, and the line under the heading; {total} is the number of plants. */
    description: template(20, 180, ['total']),
    intro: template(5, 200, ['total']),
    /**
     * The accessible names of the row of letters and of the page links, and the page links' words; {page} and {pages}
     * are page numbers.
     */
    lettersLabel: text(3, 40),
    pagesLabel: text(3, 40),
    previous: text(3, 30),
    next: text(3, 30),
    pageOf: template(5, 40, ['page', 'pages']),
    /** The browser tab's title of pages after the first; {page} is the page's number. */
    pageTitle: template(5, 60, ['page']),
  }),
});
