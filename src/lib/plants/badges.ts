import { PLANT_DATABASE, type Pet, type PetToxicity } from '../../site.config';

/**
 * The badges of a plant (product §2: type, climate, light and water, then whether it is safe for cats and for dogs), as
 * one list that the plant page (PlantBadges.astro), the detail panel (PlantDetails.tsx) and the card all draw, so
 * that the three never disagree about which badges there are or how a verdict reads.
 */

/** The words the badges read (the database section's words file, `plant` part: src/schemas/database-section-words.ts). */
export interface BadgeWords {
  badges: Record<'type' | 'climate' | 'light' | 'water', string>;
  pets: Record<Pet | PetToxicity | 'source', string>;
}

/** One pet-safety claim: the verdict and, unless unknown, the page that makes it. */
export interface PetClaim {
  toxicity: PetToxicity;
  source?: string | undefined;
}

/** What the badges read; a field still on its way (the panel before the full record arrives) is left out. */
export interface BadgePlant {
  type?: string | undefined;
  climate?: string | undefined;
  light?: string | undefined;
  water?: string | undefined;
  pets?: Readonly<Record<Pet, PetClaim>> | undefined;
}

/** One badge: its name, its value (undefined while unknown to the page), and for a pet claim its verdict and source. */
export interface PlantBadge {
  key: string;
  label: string;
  value: string | undefined;
  toxicity?: PetToxicity | undefined;
  source?: string | undefined;
}

/** The pet claims of a search-index card, which carries the verdicts without their sources. */
export function claimsOfVerdicts(pets: Readonly<Record<Pet, PetToxicity>>): Record<Pet, PetClaim> {
  return { cats: { toxicity: pets.cats }, dogs: { toxicity: pets.dogs } };
}

/** Every badge of a plant, in the order they are shown. */
export function plantBadges(plant: BadgePlant, words: BadgeWords): PlantBadge[] {
  const traits = (['type', 'climate', 'light', 'water'] as const).map((key) => ({ key, label: words.badges[key], value: plant[key] }));
  const pets = PLANT_DATABASE.pets.map((pet): PlantBadge => {
    const claim = plant.pets?.[pet];
    return { key: pet, label: words.pets[pet], value: claim && words.pets[claim.toxicity], toxicity: claim?.toxicity, source: claim?.source };
  });
  return [...traits, ...pets];
}

/**
 * The pet badges a card shows: only the verdicts that are known, so that a grid of plants not yet checked is not a
 * wall of 'Not known'. The panel and the plant page show every badge.
 */
export function cardPetBadges(pets: Readonly<Record<Pet, PetToxicity>>, words: BadgeWords): PlantBadge[] {
  return plantBadges({ pets: claimsOfVerdicts(pets) }, words).filter((badge) => badge.toxicity !== undefined && badge.toxicity !== 'unknown');
}
