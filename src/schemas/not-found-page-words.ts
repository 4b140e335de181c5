import { z } from 'astro/zod';
import { pageHead, text } from './fields';

/** `src/content/words/not-found-page.yaml`: the page shown for an address that does not exist. */
export const notFoundPageWordsSchema = z.strictObject({
  ...pageHead,
  /** The page's heading. */
  heading: text(3, 90),
  /** The link back to the home page. */
  homeLink: text(3, 40),
});
