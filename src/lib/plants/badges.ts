import { PLANT_DATABASE, type Pet, type PetToxicity } from '@/config/plants';
import type { PetClaims, PetVerdicts } from './pet-claims';

/**
 * A plant's badges (product §2: type, climate, light, water, then safe for cats and dogs), as one list drawn by the
 * plant page and the detail panel (both src/components/plants/PlantBadges.tsx) and the card, so that none disagree.
 */

/** The `plant` part of the database section's words (src/schemas/database-section-words.ts). */
export interface BadgeWords {
  badges: Record<'type' | 'climate' | 'light' | 'water', string>;
  pets: Record<Pet | PetToxicity | 'source', string>;
}

/** What the badges read; a field still on its way (the panel before the full record arrives) is left out. */
export interface BadgePlant {
  type?: string | undefined;
  climate?: string | undefined;
  light?: string | undefined;
  water?: string | undefined;
  pets?: PetClaims | undefined;
}

export interface PlantBadge {
  key: string;
  label: string;
  /** Undefined while the page does not know it. */
  value: string | undefined;
  /** Set on the pet-safety badges, which link to what their verdicts mean. */
  pet?: Pet | undefined;
  toxicity?: PetToxicity | undefined;
  source?: string | undefined;
}

export function claimsOfVerdicts(pets: PetVerdicts): PetClaims {
  return { cats: { toxicity: pets.cats }, dogs: { toxicity: pets.dogs } };
}

export function plantBadges(plant: BadgePlant, words: BadgeWords): PlantBadge[] {
  const traits = (['type', 'climate', 'light', 'water'] as const).map((key) => ({
    key,
    label: words.badges[key],
    value: plant[key],
  }));
  const pets = PLANT_DATABASE.pets.map((pet): PlantBadge => {
    const claim = plant.pets?.[pet];
    return {
      key: pet,
      pet,
      label: words.pets[pet],
      value: claim && words.pets[claim.toxicity],
      toxicity: claim?.toxicity,
      source: claim?.source,
    };
  });
  return [...traits, ...pets];
}

/** A card shows known verdicts only, so that a grid of plants not yet checked is not a wall of 'Not known'. */
export function cardPetBadges(pets: PetVerdicts, words: BadgeWords): PlantBadge[] {
  return plantBadges({ pets: claimsOfVerdicts(pets) }, words).filter(
    (badge) => badge.toxicity !== undefined && badge.toxicity !== 'unknown',
  );
}
