import { PLANT_DATABASE, type Pet, type PetToxicity } from '@/config/plants';

/**
 * Pet-safety claim rules that span fields: toxic or non-toxic names the page that says so, `unknown` needs no source
 * (nobody is pushed to invent one), signs and advice go with toxic only. The content schema (src/schemas/plants.ts)
 * and the editor's claim field (src/browser/admin/pet-claim.ts) both call these, so both refuse the same claims alike.
 */

/**
 * One animal's claim in a plant's file (`pets: cats:` and `dogs:`, schema src/schemas/plants.ts): the verdict, the page
 * that says so, and for a toxic plant the signs and advice of that page. The badges, the poisoning note and the
 * records read it; what a grid card carries of it is the verdict alone (PetVerdicts).
 */
export interface PetClaim {
  toxicity: PetToxicity;
  source?: string | undefined;
  signs?: readonly string[] | undefined;
  advice?: string | undefined;
}

/** A plant's claims, one per animal. */
export type PetClaims = Readonly<Record<Pet, PetClaim>>;

/** A card's pet safety: each animal's verdict without its source (the search index keeps one digit per plant). */
export type PetVerdicts = Readonly<Record<Pet, PetToxicity>>;

export const SOURCE_MESSAGE =
  "Give the https:// address of the page that says so, e.g. the plant's page in the ASPCA's list of toxic and non-toxic plants.";

const NO_CLAIM = 'unknown';

export function needsSource(toxicity: unknown): boolean {
  return toxicity !== NO_CLAIM && PLANT_DATABASE.petToxicity.some((verdict) => verdict === toxicity);
}

/** Why a claim lacks a needed source, or null. Blank counts as none: the editor leaves a cleared field out. */
export function claimSourceProblem(claim: { toxicity?: unknown; source?: unknown }, animal: string): string | null {
  const hasSource = typeof claim.source === 'string' && claim.source.trim() !== '';
  if (hasSource || !needsSource(claim.toxicity)) return null;
  return `A claim that the plant is toxic or non-toxic to ${animal} needs its source. ${SOURCE_MESSAGE} Write "unknown" if there is none.`;
}

const given = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value !== undefined;

/** Signs or advice beside a verdict other than toxic (they describe a poisoning), or null: field and message. */
export function claimDetailsProblem(
  claim: { toxicity?: unknown; signs?: unknown; advice?: unknown },
  animal: string,
): { field: 'signs' | 'advice'; message: string } | null {
  if (claim.toxicity === 'toxic') return null;
  const field = given(claim.signs) ? 'signs' : given(claim.advice) ? 'advice' : null;
  if (field === null) return null;
  return {
    field,
    message: `Clinical signs and advice go with a toxic verdict only: remove them, or write toxic for ${animal} with its source.`,
  };
}

/** The first problem, in the order an editor would fix them, or null; the editor's field shows it. */
export function claimProblem(
  claim: { toxicity?: unknown; source?: unknown; signs?: unknown; advice?: unknown },
  animal: string,
): string | null {
  return claimSourceProblem(claim, animal) ?? claimDetailsProblem(claim, animal)?.message ?? null;
}
