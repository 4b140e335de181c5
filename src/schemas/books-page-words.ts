import { z } from 'astro/zod';
import { pageHead, template, text } from './fields';

/** `src/content/words/books-page.yaml`: every word of the books page except the books themselves. */
export const booksPageWordsSchema = z.strictObject({
  /** `title` is also the page's heading. */
  ...pageHead,
  /** The link back to the home page. */
  backLink: text(3, 40),
  /** The line under the heading; {count} is the number of books. */
  intro: template(3, 200, ['count']),
  /** The button that opens the author's page at the retailer. */
  viewAll: text(3, 60),
  /** The call to action on every card. */
  cardAction: text(3, 40),
  /** Shown when an associate tag is set: the retailer's required wording. */
  affiliateDisclosure: text(10, 200),
  /** The spiritual university's banner above the books. */
  banner: z.strictObject({
    /** The university's name, above the heading. */
    kicker: text(2, 60),
    heading: text(3, 90),
    text: text(10, 300),
    /** The two buttons. */
    apply: text(2, 30),
    learnMore: text(2, 30),
    /** The line under the buttons. */
    tagline: text(3, 120),
  }),
});
