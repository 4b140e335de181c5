import { z } from 'astro/zod';
import { template, text } from './fields';

/** `src/content/words/plant-pages.yaml`: the words of every plant's own page and of the A–Z index at /plants/. */
export const plantPagesWordsSchema = z.strictObject({
  plant: z.strictObject({
    /** The browser tab's title; {name} and {scientificName} are the plant's names. */
    title: template(3, 60, ['name']),
    backLink: text(3, 50),
    azLink: text(3, 50),
  }),
  az: z.strictObject({
    title: text(3, 60),
    /** For search engines, and the line under the heading; {total} is the number of plants. */
    description: template(20, 180, ['total']),
    intro: template(5, 200, ['total']),
    /** The accessible names of the letter row and the page links, then the page links' words ({page} of {pages}). */
    lettersLabel: text(3, 40),
    pagesLabel: text(3, 40),
    previous: text(3, 30),
    next: text(3, 30),
    pageOf: template(5, 40, ['page', 'pages']),
    pageTitle: template(5, 60, ['page']),
  }),
});
