import { z } from 'astro/zod';
import { template, text } from './fields';

/**
 * The words of pages and sections that are not articles: one YAML file each in src/content/words/. Every visible
 * sentence of these parts of the site is here, so that an editor changes it in one file; a text in `{braces}` is
 * filled in by the page and must stay.
 */

/** A landing-page section's heading: a kicker above it, the heading, and an intro line under it. */
const sectionHeading = {
  /** A word or two above the heading, such as "Plant Database". */
  kicker: text(2, 40),
  /** The section's heading. */
  heading: text(3, 90),
  /** One sentence under the heading. */
  intro: text(3, 200),
};

/** `src/content/words/database-section.yaml`: the plant database section's heading. */
export const databaseSectionSchema = z.strictObject({ ...sectionHeading });

/** `src/content/words/blog-section.yaml`: the blog section's heading and the news feed's texts. */
export const blogSectionSchema = z.strictObject({
  ...sectionHeading,
  /** The news feed's caption, also the frame's accessible name. */
  feedTitle: text(3, 80),
  /** Shown in the feed's box until the feed has loaded; {host} is the feed's site. */
  feedNote: template(3, 200, ['host']),
  /** The link that opens the feed on its own site; {host} is the feed's site. */
  feedLink: template(3, 60, ['host']),
});

/** `src/content/words/contact-section.yaml`: the contact section, with the contact details shown as text. */
export const contactSectionSchema = z.strictObject({
  ...sectionHeading,
  details: z.strictObject({
    /** The heading above the e-mail, phone and address. */
    heading: text(3, 60),
    emailLabel: text(2, 30),
    /** The e-mail address, shown and linked (mailto:). */
    email: z.email({ error: 'Write a whole e-mail address, such as hello@example.org.' }),
    phoneLabel: text(2, 30),
    /** The phone number as people should read it; the call link keeps only its digits and +. */
    phone: text(5, 40).regex(/^\+?[\d\s().-]+$/, { error: 'Write the phone number with digits, spaces, ( ) - and an optional + only.' }),
    addressLabel: text(2, 30),
    /** The postal address on one line. */
    address: text(5, 200),
  }),
  /** The heading above the social icons. */
  followHeading: text(3, 60),
  newsletter: z.strictObject({
    heading: text(3, 60),
    /** One line under the heading. */
    text: text(3, 200),
    /** The e-mail field's label. */
    label: text(3, 40),
    /** The button's label. */
    button: text(2, 30),
    /** What the button says it did, while sign-up is not open. */
    status: text(3, 200),
  }),
  /** The placeholder where the external contact form will go. */
  form: z.strictObject({
    badge: text(2, 30),
    heading: text(3, 60),
    /** {email} becomes a link to the e-mail address above. */
    text: template(10, 300, ['email']),
  }),
});

/** `src/content/words/books-page.yaml`: every word of the books page except the books themselves. */
export const booksPageSchema = z.strictObject({
  /** The page's heading and browser tab title. */
  title: text(2, 60),
  /** For search engines and link previews. */
  description: text(20, 180),
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

/** `src/content/words/not-found-page.yaml`: the page shown for an address that does not exist. */
export const notFoundPageSchema = z.strictObject({
  /** The browser tab's title. */
  title: text(3, 60),
  /** For search engines. */
  description: text(20, 180),
  /** The page's heading. */
  heading: text(3, 90),
  /** The link back to the home page. */
  homeLink: text(3, 40),
});
