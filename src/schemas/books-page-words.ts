import { z } from 'astro/zod';
import { pageHead, template, text } from './fields';

/** `src/content/words/books-page.yaml`: every word of the books page except the books themselves. */
export const booksPageWordsSchema = z.strictObject({
  /** `title` is also the page's heading. */
  ...pageHead,
  backLink: text(3, 40),
  intro: template(3, 200, ['count']),
  /** The button that opens the author's page at the retailer. */
  viewAll: text(3, 60),
  cardAction: text(3, 40),
  /** Shown when an associate tag is set: the retailer's required wording. */
  affiliateDisclosure: text(10, 200),
  /** The spiritual university's banner above the books; `kicker` is the university's name. */
  banner: z.strictObject({
    kicker: text(2, 60),
    heading: text(3, 90),
    text: text(10, 300),
    apply: text(2, 30),
    learnMore: text(2, 30),
    tagline: text(3, 120),
  }),
});
