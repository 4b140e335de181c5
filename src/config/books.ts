import { env } from './env.ts';

/** An open book on the paper colour, drawn where a cover has not come yet or failed to load. */
const COVER_PLACEHOLDER_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 300 400'><path fill='#f1ebdd' d='M0 0h300v400H0z'/>" +
  "<path fill='none' stroke='#d9d1bf' stroke-width='4' d='M18 18h264v364H18z'/>" +
  "<path fill='none' stroke='#23633a' stroke-width='8' stroke-linejoin='round' stroke-linecap='round' " +
  "d='M150 168c-22-14-48-18-74-14v96c26-4 52 0 74 14 22-14 48-18 74-14v-96c-26-4-52 0-74 14zv96'/></svg>";

/** The books page's retailer and university (product §2 Books page); words in src/content/words/books-page.yaml. */
export const BOOKS = {
  /** Product and search links must point at one of these. */
  retailerHosts: ['www.amazon.com', 'amazon.com'],
  /** 'View All Books on Amazon →'. */
  authorPageUrl: 'https://www.amazon.com/s?k=Billionaire+spiritual+books&i=digital-text',
  /** Added to every product link when set. */
  associateTag: String(env.PUBLIC_AMAZON_TAG ?? ''),
  /** From the mobile breakpoint up, this many covers load at once: the first row at the widest layout (5 columns). */
  eagerCovers: 5,
  /** Every other cover loads when its card comes this close to the window. */
  coverLoadMargin: '0px',
  /** The only cover hosts; the Content-Security-Policy allows them for images. */
  coverHosts: ['m.media-amazon.com'],
  /**
   * In the page itself, as a data: address (the policy allows data: images): it paints with the page's first paint
   * and asks for nothing, so it is never a request on the way to the largest paint (issue 46). Repeated on every card,
   * it costs a few bytes each once gzipped.
   */
  coverPlaceholder: `data:image/svg+xml,${COVER_PLACEHOLDER_SVG.replace(/[%#<> ]/g, (c) => encodeURIComponent(c))}`,
  university: {
    applyUrl: 'https://vedic-wisdom-university.example.org/apply',
    learnMoreUrl: 'https://vedic-wisdom-university.example.org/',
  },
} as const;
