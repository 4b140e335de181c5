import { z } from 'astro/zod';

/** A link to an article on another site: a full https:// address. */
const externalArticleLink = z
  .string()
  .refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value) && URL.canParse(value), {
    message: 'Use a full https:// address of the article, such as https://www.example.org/spring-pruning.',
  });

/**
 * A blog teaser on the landing page (`src/content/blog/<slug>.md`): a headline and a short excerpt that link to the
 * full article on another site. Everything the teaser shows is in the front matter; the Markdown body is not shown.
 */
export const blogTeaserSchema = z.object({
  /** The teaser's headline. */
  title: z.string().min(3).max(90),
  /** One to three sentences that make a reader want to follow the link. */
  excerpt: z.string().min(20).max(300),
  /** The full article on another site, as an https:// address; it opens in a new tab. */
  link: externalArticleLink,
  /** The link's text, saying where it leads, such as "Read the pruning guide". */
  linkLabel: z.string().min(3).max(40),
  /** The article's date as YYYY-MM-DD (optional): teasers are shown newest first, undated ones last. */
  date: z.coerce.date().optional(),
});

export type BlogTeaser = z.infer<typeof blogTeaserSchema>;
