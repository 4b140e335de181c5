/**
 * The plant database (product §3, §5, §9). The content schema (src/schemas/plants.ts), the filter, the address
 * query and the island all read these lists, so a value is spelled in exactly one place.
 */
export const PLANT_DATABASE = {
  /** The option that switches a filter off; every select lists it first. */
  anyOption: 'All',
  /** A plant's type, and the Type filter's options after All. */
  types: ['Indoor', 'Outdoor'],
  /** A plant's climate, and the Climate filter's options after All, in the specification's order. */
  climates: ['Tropical', 'Mediterranean', 'Arid', 'Temperate'],
  /** The light a plant wants (product §3). */
  lights: ['Indirect Light', 'Low to Bright', 'Bright Indirect', 'Full Sun', 'Partial Shade'],
  /** The Light filter's options after All (product §9): a plant matches when its light contains the option. */
  lightFilters: ['Low', 'Indirect Light', 'Bright Indirect', 'Full Sun', 'Partial Shade'],
  /** How much water a plant wants. */
  waters: ['Moderate', 'Low'],
  /**
   * Whether a plant is poisonous to a cat or a dog, each claim with its source. `unknown` is what the site says when
   * no source could be checked: a guess is never written down.
   */
  petToxicity: ['toxic', 'non-toxic', 'unknown'],
  /** The animals a plant's pet safety is recorded for, and the database's 'Safe for …' filters, in their order. */
  pets: ['cats', 'dogs'],
  /** Plant photos may only come from these hosts (the Content-Security-Policy allows them for images). */
  imageHosts: ['upload.wikimedia.org'],
  /** Every plant's "Read more" link is an article on this Wikipedia. */
  wikipediaHost: 'en.wikipedia.org',
  /** The local picture that replaces a plant photo that fails to load. */
  placeholderImage: '/images/plant-placeholder.svg',
  /** The island starts when the section comes this close to the viewport, so it is ready before it is seen. */
  hydrateRootMargin: '600px',
  /**
   * The landing page renders this many cards, and 'Show more' adds this many at a time, so that the page weighs the
   * same however many plants there are. Twelve fills four rows of three, three of four, or six of two.
   */
  cardsPerPage: 12,
  /** The size the cards' photos are drawn at (a frame that crops them to 4:3), for their width and height. */
  thumbnailSize: { width: 500, height: 375 },
  /**
   * The widths Wikimedia Commons serves its thumbnails at ($wgThumbnailSteps on Commons, MediaWiki's manual, read
   * 2026-11): any other width is served as the next of these, so a photo is offered at these (from 250 up, the
   * smallest a card needs) and no larger than the file itself.
   */
  commonsWidths: [20, 40, 60, 120, 250, 330, 500, 960, 1280, 1920, 3840],
  /** The smallest of commonsWidths a photo is offered at: a phone's card draws its photo 96 px wide, 192 at 2×. */
  smallestPhotoWidth: 250,
  /**
   * The widest photo a phone is offered (the width every photo had before they came in several): a phone's screen is
   * at most 767 px wide, and a photo across it at 2× would ask for 960, twice the bytes, for detail it cannot show.
   */
  phonePhotoWidth: 500,
  /** Each page of the A–Z index at /plants/ lists at most this many plants. */
  azPageSize: 100,
  /** Every plant has its own page at `${pagesPath}<slug>/`, and the A–Z index is at pagesPath itself. */
  pagesPath: '/plants/',
  /**
   * The search index the island fetches at the visitor's first sign of intent: only what searching, filtering and
   * drawing a card need (src/lib/plants/search-index.ts). Outside /plants/, so that no plant's address can ever clash with it.
   */
  searchIndexPath: '/data/plant-index.json',
  /** Each plant's full record, fetched when its card is chosen: `${recordsPath}<slug>.json`. */
  recordsPath: '/data/plants/',
  /** Photos on this host are Wikimedia Commons uploads, which must be credited with their Commons file page. */
  commonsUploadHost: 'upload.wikimedia.org',
  /** Where a Commons upload's file page lives: `https://${commonsHost}/wiki/File:<name>`. */
  commonsHost: 'commons.wikimedia.org',
  /** The credit to write when the photographer cannot be verified: the file page then names the author. */
  commonsCredit: 'Wikimedia Commons',
  /** The licences a plant photo may carry, written as Wikimedia Commons shows them. */
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

/** A plant's type (product §3). */
export type PlantType = (typeof PLANT_DATABASE.types)[number];
/** A plant's climate (product §3). */
export type PlantClimate = (typeof PLANT_DATABASE.climates)[number];
/** The light a plant wants (product §3). */
export type PlantLight = (typeof PLANT_DATABASE.lights)[number];
/** How much water a plant wants (product §3). */
export type PlantWater = (typeof PLANT_DATABASE.waters)[number];
/** Whether a plant is poisonous to an animal, or unknown. */
export type PetToxicity = (typeof PLANT_DATABASE.petToxicity)[number];
/** An animal the pet safety is recorded for. */
export type Pet = (typeof PLANT_DATABASE.pets)[number];
/** The All option. */
export type AnyOption = typeof PLANT_DATABASE.anyOption;
/** A photo licence as Wikimedia Commons writes it. */
export type PhotoLicence = (typeof PLANT_DATABASE.photoLicences)[number];
