import { z } from 'astro/zod';
import { pageHead, text } from './fields';

/** `src/content/words/offline-page.yaml`: the page shown offline for a page never opened, and the radio's offline note. */
export const offlinePageWordsSchema = z.strictObject({
  ...pageHead,
  heading: text(3, 90),
  /** One or two sentences under it: the page asked for is not kept on this phone. */
  intro: text(10, 300),
  pagesHeading: text(3, 60),
  plantsHeading: text(3, 60),
  /** What the page says when nothing has been kept yet (or the phone would not keep anything). */
  nothingKept: text(10, 200),
  radioNeedsConnection: text(10, 200),
});
