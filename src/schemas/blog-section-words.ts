import { z } from 'astro/zod';
import { sectionHeading, template, text } from './fields';

/** `src/content/words/blog-section.yaml`: the blog section's heading and the news feed's texts. */
export const blogSectionWordsSchema = z.strictObject({
  ...sectionHeading,
  /** The news feed's caption, also the frame's accessible name. */
  feedTitle: text(3, 80),
  /** Shown in the feed's box until the feed has loaded; {host} is the feed's site. */
  feedNote: template(3, 200, ['host']),
  feedLink: template(3, 60, ['host']),
});
