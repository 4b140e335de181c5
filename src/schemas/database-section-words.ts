import { z } from 'astro/zod';
import { httpsAddress, sectionHeading, template, text } from './fields';

/** How a plant is presented, in the landing page's detail panel and on the plant's own page alike. */
const plantDescriptionWords = z.strictObject({
  badges: z.strictObject({ type: text(2, 20), climate: text(2, 20), light: text(2, 20), water: text(2, 20) }),
  /**
   * The pet-safety badges: the animals' names, how each verdict reads, the link to a claim's source, and the link to
   * the page that says where verdicts come from and what they mean (PLANT_DATABASE.petSafetyPath).
   */
  pets: z.strictObject({
    cats: text(2, 20),
    dogs: text(2, 20),
    toxic: text(2, 20),
    'non-toxic': text(2, 20),
    unknown: text(2, 20),
    source: text(2, 20),
    howWeKnow: text(3, 30),
  }),
  /** "Also known as {names}"; on a card, {names} is the one other name the search matched. */
  alsoKnownAs: template(5, 60, ['names']),
  /** What a page with a toxic verdict says about poisoning, on the plant's page and in the panel. */
  poisoning: z.strictObject({
    heading: text(3, 60),
    /** Before each animal's signs, e.g. "Signs in {animal}"; {animal} is the animal's badge name (Cats, Dogs). */
    signs: template(5, 60, ['animal']),
    advice: text(3, 60),
    whatToDo: text(20, 300),
    /** The animal poison service's page that says what to do, cited like a verdict's source. */
    source: httpsAddress({
      message: "Give the https:// address of the animal poison service's page that says what to do.",
    }),
  }),
  care: text(2, 40),
  /** "Read more on Wikipedia" (product §2). */
  readMore: text(3, 40),
  /** The line under a photo: `photoCredit` when its licence is recorded, `photoCreditNoLicence` when it is not. */
  photoCredit: template(5, 80, ['credit', 'licence']),
  photoCreditNoLicence: template(3, 80, ['credit']),
});

/** `src/content/words/database-section.yaml`: the plant database section, every word of its search, grid and panel. */
export const databaseSectionWordsSchema = z.strictObject({
  ...sectionHeading,
  search: z.strictObject({
    /** The search form's accessible name ("Plant database"). */
    formLabel: text(3, 40),
    label: text(3, 40),
    placeholder: text(3, 60),
  }),
  filters: z.strictObject({
    /** The toggle that opens the panel of selects (product §2). */
    toggle: text(3, 30),
    /** Resets the search and the filters (product §2). */
    clear: text(3, 30),
    type: text(2, 20),
    climate: text(2, 20),
    light: text(2, 20),
    water: text(2, 20),
    /** The two checkboxes that keep only plants known to be non-toxic ('Safe for cats', 'Safe for dogs'). */
    safeFor: z.strictObject({ cats: text(3, 30), dogs: text(3, 30) }),
    /** Under the checkboxes: the link to what 'safe' rests on (PLANT_DATABASE.petSafetyPath). */
    howWeKnow: text(3, 60),
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
    /** Under noResults, a button that searches for a name close to what was typed: {name} is that name. */
    didYouMean: template(5, 60, ['name']),
    showMore: text(3, 30),
    browseAll: template(5, 60, ['total']),
    /** Said when the full list of plants could not be fetched; the A–Z link follows it. */
    indexFailed: text(10, 160),
  }),
  details: z.strictObject({
    /** The detail panel's accessible name ("Plant details"). */
    regionLabel: text(3, 40),
    /** Shown in the panel while no plant is chosen (product §2). */
    noSelection: text(5, 120),
    loading: text(5, 80),
    failed: template(10, 160, ['name']),
    openPage: template(5, 80, ['name']),
  }),
  /** What the section shows if its search stops working: the cards stay links to the plants' pages. */
  broken: text(10, 200),
  /** My plants (MY_PLANTS in src/config/plants.ts): the Save button, and the page that lists what was saved. */
  myPlants: z.strictObject({
    /** The Save toggle's name, the same whether pressed or not (it carries aria-pressed). */
    save: text(3, 40),
    /** The link to the list once something is saved: {count} plants. */
    open: template(5, 40, ['count']),
    /** Under a Save button where storage is refused (private modes, blocked site data). */
    refused: text(10, 200),
    /** When the list holds MY_PLANTS.cap plants: {cap}. */
    full: template(10, 160, ['cap']),
    /** The page's title and heading, and the line under it. */
    title: text(3, 60),
    description: text(20, 180),
    intro: text(10, 240),
    /** Shown on the page while nothing is saved; `findPlants` links to the database. */
    empty: text(10, 200),
    findPlants: text(3, 40),
    /** The list's accessible name. */
    listLabel: text(3, 40),
    remove: template(5, 60, ['name']),
    /** A saved plant the database no longer has: {name} is the address it was saved by. */
    gone: template(5, 120, ['name']),
    share: text(3, 40),
    copied: text(3, 80),
    /** Where the address cannot be copied by the page: the visitor copies it from here. */
    copyByHand: text(5, 80),
    print: text(3, 40),
    /** Shown on the page if the list stops working. */
    failed: text(10, 200),
    /** A shared address opened: its list, shown and saved only when asked. */
    sharedHeading: text(3, 60),
    sharedIntro: template(10, 200, ['count']),
    saveShared: text(5, 60),
    sharedSaved: text(5, 120),
    /** Entries of a shared address the database does not have, left out: {count}. */
    unknownLeftOut: template(10, 160, ['count']),
    /** More plants in a shared address than a list holds: {cap}. */
    capped: template(10, 160, ['cap']),
  }),
  plant: plantDescriptionWords,
});

export type DatabaseSectionWords = z.infer<typeof databaseSectionWordsSchema>;
export type PlantDescriptionWords = DatabaseSectionWords['plant'];
