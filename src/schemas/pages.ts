import { z } from 'astro/zod';
import { text } from './fields';

/** A static article page such as the privacy policy (`src/content/pages/<route>.md`; the file name is the route). */
export const articlePageSchema = z.strictObject({
  /** The headline, also the browser tab's title. */
  title: text(3, 80),
  description: text(20, 180),
  updated: z.coerce.date({ error: 'Write the date of the last change as YYYY-MM-DD, e.g. 2026-03-04.' }),
  /** A short line shown under the headline, like a newspaper's standfirst. */
  standfirst: text(1, 240).optional(),
});
