import { z } from 'astro/zod';
import { httpsAddress, sectionHeading, template, text } from './fields';

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
  /**
   * The line under the scientific name that lists the other names the plant goes by ("Also known as {names}"); on a
   * card, {names} is the one other name the search found it by.
   */
  alsoKnownAs: template(5, 60, ['names']),
  /**
   * What a page with a toxic verdict says about poisoning, on the plant's page and in the panel: its heading, the
   * labels before a verdict's clinical signs and its source's advice, and what to do, with the page of an animal poison
   * service that says so (cited like a verdict's source).
   */
  poisoning: z.strictObject({
    /** The heading over it ("If your pet eats it"). */
    heading: text(3, 60),
    /** Before each animal's signs, e.g. "Signs in {animal}"; {animal} is the animal's badge name (Cats, Dogs). */
    signs: template(5, 60, ['animal']),
    /** Before a source's advice, e.g. "The source advises". */
    advice: text(3, 60),
    /** What to do, on every page with a toxic verdict: contact a vet or an animal poison line at once. */
    whatToDo: text(20, 300),
    /** The https address of the animal poison service's page that says what to do. */
    source: httpsAddress({ message: "Give the https:// address of the animal poison service's page that says what to do." }),
  }),
  /** The heading above the care instructions ("Care"). */
  care: text(2, 40),
  /** The link to the plant's Wikipedia article ("Read more on Wikipedia", product §2). */
  readMore: text(3, 40),
  /**
   * The line under a photo: `photoCredit` when its licence is recorded ({credit} is who made it, {licence} its
   * licence), `photoCreditNoLicence` when it is not ({credit} is who made it or where it comes from).
   */
  photoCredit: template(5, 80, ['credit', 'licence']),
  photoCreditNoLicence: template(3, 80, ['credit']),
});

/** `src/content/words/database-section.yaml`: the plant database section, every word of its search, grid and panel. */
export const databaseSectionWordsSchema = z.strictObject({
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
    /** The toggle that opens the panel of selects ("Filters", product §2). */
    toggle: text(3, 30),
    /** The button that resets the search and the filters ("Clear Filters", product §2). */
    clear: text(3, 30),
    /** The four selects' labels. */
    type: text(2, 20),
    climate: text(2, 20),
    light: text(2, 20),
    water: text(2, 20),
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
    /** Shown instead of the grid when nothing matches (product §2). */
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
    /** Shown in the panel while no plant is chosen (product §2). */
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

/** The words of the plant database section, as its island receives them. */
export type DatabaseSectionWords = z.infer<typeof databaseSectionWordsSchema>;
/** How a plant is presented, in the detail panel and on its own page. */
export type PlantDescriptionWords = DatabaseSectionWords['plant'];
