import { PLANT_DATABASE, type Pet } from '@/config/plants';
import { fill } from '@/lib/shared/text';
import type { PetClaims } from './pet-claims';

/**
 * What a plant's page and the detail panel say when the plant is toxic to a cat or a dog: what to do (a vet or an
 * animal poison line at once, in the editor's words, with source) and each animal's signs and advice from its
 * verdict's source. One pure function, drawn by one component (src/components/plants/PoisoningNote.tsx) on both.
 */

/** The animals' names and the `poisoning` words (src/schemas/database-section-words.ts). */
export interface PoisoningWords {
  pets: Record<Pet, string>;
  poisoning: { heading: string; signs: string; advice: string; whatToDo: string; source: string };
}

/** Animals whose verdicts give the same signs and advice (often cats and dogs alike); sources are on the badges. */
export interface PoisonedAnimal {
  key: string;
  signsLabel: string;
  signs: readonly string[];
  advice: string | undefined;
}

export interface PoisoningNote {
  heading: string;
  whatToDo: string;
  source: string;
  adviceLabel: string;
  animals: PoisonedAnimal[];
}

/** Null when the plant is toxic to no animal. */
export function poisoningNote(pets: PetClaims | undefined, words: PoisoningWords): PoisoningNote | null {
  const toxic = PLANT_DATABASE.pets.filter((pet) => pets?.[pet].toxicity === 'toxic');
  if (toxic.length === 0) return null;
  const { heading, whatToDo, source, advice: adviceLabel } = words.poisoning;
  const groups = new Map<string, { pets: Pet[]; signs: readonly string[]; advice: string | undefined }>();
  for (const pet of toxic) {
    const { signs = [], advice } = pets?.[pet] ?? {};
    if (signs.length === 0 && advice === undefined) continue;
    const same = JSON.stringify([signs, advice ?? null]);
    const group = groups.get(same);
    if (group) group.pets.push(pet);
    else groups.set(same, { pets: [pet], signs, advice });
  }
  const animals = [...groups.values()].map(({ pets: those, signs, advice }): PoisonedAnimal => ({
    key: those.join('-'),
    // 'Cats & Dogs': a sign rather than a word, so that the note needs no words of a language beyond the editor's.
    signsLabel: fill(words.poisoning.signs, { animal: those.map((pet) => words.pets[pet]).join(' & ') }),
    signs,
    advice,
  }));
  return { heading, whatToDo, source, adviceLabel, animals };
}
