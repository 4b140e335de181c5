import { env } from './env.ts';

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
  coverPlaceholder: '/images/book-cover-placeholder.svg',
  university: {
    applyUrl: 'https://vedic-wisdom-university.example.org/apply',
    learnMoreUrl: 'https://vedic-wisdom-university.example.org/',
  },
} as const;
