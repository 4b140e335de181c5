import { z } from 'astro/zod';
import { text } from './fields';

/**
 * A static article page such as the privacy policy or the terms of service
 * (`src/content/pages/<route>.md`; the file name is the route).
 */
export const articlePageSchema = z.strictObject({
  /** The headline, also the browser tab's title. */
  title: text(3, 80),
  /** One or two sentences for search engines and link previews. */
  description: text(20, 180),
  /** The date the text last changed, as YYYY-MM-DD. */
  updated: z.coerce.date({ error: 'Write the date of the last change as YYYY-MM-DD, e.g. 2026-03-04.' }),
  /** A short line shown under the headline, like a newspaper's standfirst. */
  standfirst: text(1, 240).optional(),
});
