import { z } from 'astro/zod';

/**
 * A static article page such as the privacy policy or the terms of service
 * (`src/content/pages/<route>.md`; the file name is the route).
 */
export const articlePageSchema = z.object({
  /** The headline, also the browser tab's title. */
  title: z.string().min(3).max(80),
  /** One or two sentences for search engines and link previews. */
  description: z.string().min(20).max(180),
  /** The date the text last changed, as YYYY-MM-DD. */
  updated: z.coerce.date(),
  /** A short line shown under the headline, like a newspaper's standfirst. */
  standfirst: z.string().max(240).optional(),
});

export type ArticlePage = z.infer<typeof articlePageSchema>;
