import { z } from 'astro/zod';
import { pageHead, text } from './fields';

/** `src/content/words/not-found-page.yaml`: the page shown for an address that does not exist. */
export const notFoundPageWordsSchema = z.strictObject({
  ...pageHead,
  heading: text(3, 90),
  homeLink: text(3, 40),
});
