/**
 * The plant database (product §3, §5, §9). The content schema (src/schemas/plants.ts), the filter, the address query
 * and the island all read these lists, so a value is spelled in exactly one place.
 */
/**
 * The plant search beyond the specification's substring rule (src/lib/plants/slip-search.ts): a word of the search
 * matches a word of a name as its start, or within `slipsFrom`'s slips for a word of at least so many letters (a slip
 * is a letter added, missing, changed, or two letters swapped). "Did you mean …?" offers a name within
 * `suggestSlips`. A search of more than `maxWords` words is matched by the substring rule alone. A list of at most
 * `indexAtOnce` plants is indexed at its first search; a longer one (the search index) as it arrives, `indexChunk`
 * names at a time between other work, and searched by the substring rule alone until then.
 */
export const PLANT_SEARCH = {
  slipsFrom: [
    { letters: 4, slips: 1 },
    { letters: 9, slips: 2 },
  ],
  suggestSlips: 3,
  maxWords: 6,
  indexAtOnce: 500,
  indexChunk: 1000,
} as const;

export const PLANT_DATABASE = {
  /** Switches a filter off; every select lists it first. */
  anyOption: 'All',
  /** Also the Type filter's options after All. */
  types: ['Indoor', 'Outdoor'],
  /** Also the Climate filter's options after All, in the specification's order. */
  climates: ['Tropical', 'Mediterranean', 'Arid', 'Temperate'],
  lights: ['Indirect Light', 'Low to Bright', 'Bright Indirect', 'Full Sun', 'Partial Shade'],
  /** The Light filter's options after All (product §9): a plant matches when its light contains the option. */
  lightFilters: ['Low', 'Indirect Light', 'Bright Indirect', 'Full Sun', 'Partial Shade'],
  waters: ['Moderate', 'Low'],
  /** Each claim has its source; `unknown` when no source could be checked: a guess is never written down. */
  petToxicity: ['toxic', 'non-toxic', 'unknown'],
  /** Also the database's 'Safe for …' filters, in their order. */
  pets: ['cats', 'dogs'],
  /** What the verdicts rest on and mean (src/content/pages/pet-safety.md), linked from every pet badge and filter. */
  petSafetyPath: '/pet-safety',
  /** The only hosts of plant photos; the Content-Security-Policy allows them for images. */
  imageHosts: ['upload.wikimedia.org'],
  wikipediaHost: 'en.wikipedia.org',
  placeholderImage: '/images/plant-placeholder.svg',
  /** The island starts this close to the viewport, so it is ready before it is seen. */
  hydrateRootMargin: '600px',
  /** Shown first and per 'Show more', so the page weighs the same however many plants; fills rows of 2, 3 or 4. */
  cardsPerPage: 12,
  /** The cards' photo frame, which crops to 4:3. */
  thumbnailSize: { width: 500, height: 375 },
  /** Commons's thumbnail widths ($wgThumbnailSteps, MediaWiki's manual, read 2026-11); others come as the next. */
  commonsWidths: [20, 40, 60, 120, 250, 330, 500, 960, 1280, 1920, 3840],
  /** The smallest width offered: a phone's card draws its photo 96 px wide, 192 at 2×. */
  smallestPhotoWidth: 250,
  /** The widest a phone is offered: 767 px at 2× would ask for 960, twice the bytes, for detail it cannot show. */
  phonePhotoWidth: 500,
  azPageSize: 100,
  /** Each plant's page is `${pagesPath}<slug>/`; the A–Z index is pagesPath itself. */
  pagesPath: '/plants/',
  /** Fetched at the first sign of intent (src/lib/plants/search-index.ts); outside /plants/, so no plant clashes. */
  searchIndexPath: '/data/plant-index.json',
  /** A plant's full record, fetched when its card is chosen: `${recordsPath}<slug>.json`. */
  recordsPath: '/data/plants/',
  /** Photos on this host are Commons uploads, which must be credited with their file page. */
  commonsUploadHost: 'upload.wikimedia.org',
  /** A file page is `https://${commonsHost}/wiki/File:<name>`. */
  commonsHost: 'commons.wikimedia.org',
  /** The credit when the photographer cannot be verified: the file page then names the author. */
  commonsCredit: 'Wikimedia Commons',
  /** As Wikimedia Commons writes them. */
  photoLicences: [
    'CC0 1.0',
    'Public domain',
    'CC BY 2.0',
    'CC BY 2.5',
    'CC BY 3.0',
    'CC BY 4.0',
    'CC BY-SA 2.0',
    'CC BY-SA 2.5',
    'CC BY-SA 3.0',
    'CC BY-SA 4.0',
    'GFDL',
  ],
} as const;

/**
 * My plants: the visitor's shortlist, kept in this browser with no account (src/lib/plants/my-plants.ts,
 * src/stores/my-plants.ts) and shared by an address whose fragment carries it.
 */
export const MY_PLANTS = {
  /** The localStorage key; its shape is documented in src/stores/my-plants.ts. */
  storageKey: 'plant-gazette:my-plants',
  /** The most plants kept or read from a shared address, so that a crafted address cannot flood the page. */
  cap: 100,
  /** A shared list is `#${fragmentKey}=<slug>,<slug>`: a fragment never reaches a server, so no log holds it. */
  fragmentKey: 'plants',
  /** The My plants view. */
  path: '/my-plants',
  /** The view's list is drawn at first idle, at the latest (a busy phone may never idle) this long after the scripts run. */
  hydrateWithinMs: 1000,
} as const;

// A plant's fields (product §3).
export type PlantType = (typeof PLANT_DATABASE.types)[number];
export type PlantClimate = (typeof PLANT_DATABASE.climates)[number];
export type PlantLight = (typeof PLANT_DATABASE.lights)[number];
export type PlantWater = (typeof PLANT_DATABASE.waters)[number];
export type PetToxicity = (typeof PLANT_DATABASE.petToxicity)[number];
export type Pet = (typeof PLANT_DATABASE.pets)[number];
export type AnyOption = typeof PLANT_DATABASE.anyOption;
export type PhotoLicence = (typeof PLANT_DATABASE.photoLicences)[number];
