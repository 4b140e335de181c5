import { z } from 'astro/zod';
import { httpsAddress, text } from './fields';

/**
 * A blog teaser on the landing page (`src/content/blog/<slug>.md`): a headline and a short excerpt that link to the
 * full article on another site. Everything the teaser shows is in the front matter; the Markdown body is not shown.
 */
export const blogTeaserSchema = z.strictObject({
  /** The teaser's headline. */
  title: text(3, 90),
  /** One to three sentences that make a reader want to follow the link. */
  excerpt: text(20, 300),
  /** The full article on another site, as an https:// address; it opens in a new tab. */
  link: httpsAddress({
    message: 'Use a full https:// address of the article, such as https://www.example.org/spring-pruning.',
  }),
  /** The link's text, saying where it leads, such as "Read the pruning guide". */
  linkLabel: text(3, 40),
  /** The article's date as YYYY-MM-DD (optional): teasers are shown newest first, undated ones last. */
  date: z.coerce.date({ error: 'Write the date as YYYY-MM-DD, e.g. 2026-03-04.' }).optional(),
});
