import { z } from 'astro/zod';
import { httpsAddress, text } from './fields';

/** A landing-page teaser (`src/content/blog/<slug>.md`) of an article elsewhere; only its front matter is shown. */
export const blogTeaserSchema = z.strictObject({
  title: text(3, 90),
  excerpt: text(20, 300),
  link: httpsAddress({
    message: 'Use a full https:// address of the article, such as https://www.example.org/spring-pruning.',
  }),
  linkLabel: text(3, 40),
  /** Optional, as YYYY-MM-DD: teasers are shown newest first, undated ones last. */
  date: z.coerce.date({ error: 'Write the date as YYYY-MM-DD, e.g. 2026-03-04.' }).optional(),
});
