import { z } from 'astro/zod';
import { pageHead, template, text } from './fields';

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

/**
 * How a plant is presented, in the landing page's detail panel and on the plant's own page alike: the names of the
 * four badges, the care heading, the Wikipedia link and the photo's credit line.
 */
const plantDescriptionWords = z.strictObject({
  /** The badges' names: "Type", "Climate", "Light", "Water". */
  badges: z.strictObject({ type: text(2, 20), climate: text(2, 20), light: text(2, 20), water: text(2, 20) }),
  /** The pet-safety badges: their names ("Cats", "Dogs"), how each verdict reads, and the link to a claim's source. */
  pets: z.strictObject({
    cats: text(2, 20),
    dogs: text(2, 20),
    toxic: text(2, 20),
    'non-toxic': text(2, 20),
    unknown: text(2, 20),
    /** The link after a verdict to the page that makes the claim ("Source"). */
    source: text(2, 20),
  }),
  /** The heading above the care instructions ("Care"). */
  care: text(2, 40),
  /** The link to the plant's Wikipedia article ("Read more on Wikipedia", SPEC §2). */
  readMore: text(3, 40),
  /**
   * The line under a photo: `photoCredit` when its licence is recorded ({credit} is who made it, {licence} its
   * licence), `photoCreditNoLicence` when it is not ({credit} is who made it or where it comes from).
   */
  photoCredit: template(5, 80, ['credit', 'licence']),
  photoCreditNoLicence: template(3, 80, ['credit']),
});

/** `src/content/words/database-section.yaml`: the plant database section, every word of its search, grid and panel. */
export const databaseSectionSchema = z.strictObject({
  ...sectionHeading,
  search: z.strictObject({
    /** The search form's accessible name ("Plant database"). */
    formLabel: text(3, 40),
    /** The search box's visible label ("Search plants"). */
    label: text(3, 40),
    /** The hint inside the empty search box. */
    placeholder: text(3, 60),
  }),
  filters: z.strictObject({
    /** The toggle that opens the panel of selects ("Filters", SPEC §2). */
    toggle: text(3, 30),
    /** The button that resets the search and the filters ("Clear Filters", SPEC §2). */
    clear: text(3, 30),
    /** The three selects' labels. */
    type: text(2, 20),
    climate: text(2, 20),
    light: text(2, 20),
    /** The two checkboxes that keep only plants known to be non-toxic ('Safe for cats', 'Safe for dogs'). */
    safeFor: z.strictObject({ cats: text(3, 30), dogs: text(3, 30) }),
  }),
  results: z.strictObject({
    /** The card grid's accessible name ("Plants"). */
    listLabel: text(3, 40),
    /** The count while every match is on screen: {shown} cards, of {total} plants in the database. */
    count: template(5, 80, ['shown', 'total']),
    /** The count when more plants match than are on screen: {shown} cards of {count} matches. */
    pagedCount: template(5, 80, ['shown', 'count']),
    /** The count while the full list of plants is being fetched; {total} is the number of plants. */
    loading: template(5, 80, ['total']),
    /** Shown instead of the grid when nothing matches (SPEC §2). */
    noResults: text(5, 120),
    /** The button under the grid that adds the next cards. */
    showMore: text(3, 30),
    /** The link to the A–Z index of every plant; {total} is the number of plants. */
    browseAll: template(5, 60, ['total']),
    /** Said when the full list of plants could not be fetched; the A–Z link follows it. */
    indexFailed: text(10, 160),
  }),
  details: z.strictObject({
    /** The detail panel's accessible name ("Plant details"). */
    regionLabel: text(3, 40),
    /** Shown in the panel while no plant is chosen (SPEC §2). */
    noSelection: text(5, 120),
    /** Announced while a chosen plant's details are being fetched. */
    loading: text(5, 80),
    /** Said when a plant's details could not be fetched; {name} is the plant's name. */
    failed: template(10, 160, ['name']),
    /** The link to the plant's own page under that message; {name} is the plant's name. */
    openPage: template(5, 80, ['name']),
  }),
  /** What the section shows if its search stops working: the cards stay links to the plants' pages. */
  broken: text(10, 200),
  /** How a plant is presented, in the panel and on its own page. */
  plant: plantDescriptionWords,
});

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
  /** The heading above the social icons. */
  followHeading: text(3, 60),
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

/** `src/content/words/not-found-page.yaml`: the page shown for an address that does not exist. */
export const notFoundPageSchema = z.strictObject({
  ...pageHead,
  /** The page's heading. */
  heading: text(3, 90),
  /** The link back to the home page. */
  homeLink: text(3, 40),
});

/** The words of the plant database section, as its island receives them. */
export type DatabaseSectionWords = z.infer<typeof databaseSectionSchema>;
/** How a plant is presented, in the detail panel and on its own page. */
export type PlantDescriptionWords = DatabaseSectionWords['plant'];

/** `src/content/words/plant-pages.yaml`: the words of every plant's own page and of the A–Z index at /plants/. */
export const plantPagesSchema = z.strictObject({
  plant: z.strictObject({
    /** The browser tab's title; {name} and {scientificName} are the plant's names. */
    title: template(3, 60, ['name']),
    /** The link back to the landing page's database. */
    backLink: text(3, 50),
    /** The link to the A–Z index. */
    azLink: text(3, 50),
  }),
  az: z.strictObject({
    /** The index's heading and browser tab title. */
    title: text(3, 60),
    /** For search engines, and the line under the heading; {total} is the number of plants. */
    description: template(20, 180, ['total']),
    intro: template(5, 200, ['total']),
    /**
     * The accessible names of the row of letters and of the page links, and the page links' words; {page} and {pages}
     * are page numbers.
     */
    lettersLabel: text(3, 40),
    pagesLabel: text(3, 40),
    previous: text(3, 30),
    next: text(3, 30),
    pageOf: template(5, 40, ['page', 'pages']),
    /** The browser tab's title of pages after the first; {page} is the page's number. */
    pageTitle: template(5, 60, ['page']),
  }),
});

/** `src/content/words/offline-page.yaml`: the page shown offline for a page never opened, and the radio's offline note. */
export const offlinePageSchema = z.strictObject({
  ...pageHead,
  /** The page's heading, e.g. "You are offline". */
  heading: text(3, 90),
  /** One or two sentences under it: the page asked for is not kept on this phone. */
  intro: text(10, 300),
  /** The heading above the pages kept on this phone. */
  pagesHeading: text(3, 60),
  /** The heading above the plants kept on this phone. */
  plantsHeading: text(3, 60),
  /** What the page says when nothing has been kept yet (or the phone would not keep anything). */
  nothingKept: text(10, 200),
  /** Shown on the radio page while offline: the radio needs a connection. */
  radioNeedsConnection: text(10, 200),
});
