import { PLANT_DATABASE } from '../../site.config';

/**
 * The rules of a pet-safety claim that span its fields: a verdict of toxic or non-toxic names the page that says so,
 * and `unknown` needs no source (nobody is pushed to invent one); clinical signs and advice go with a toxic verdict
 * only. The content schema (src/schemas/plants.ts)
 * and the browser editor's claim field (src/admin/pet-claim.ts) both apply this function, so that the build and the
 * editor refuse the same claims with the same words.
 */

/** What to write as a claim's source. */
export const SOURCE_MESSAGE =
  "Give the https:// address of the page that says so, e.g. the plant's page in the ASPCA's list of toxic and non-toxic plants.";

/** The verdict that claims nothing, and so needs no source. */
const NO_CLAIM = 'unknown';

/** Whether a verdict must name its source: every verdict of the list but unknown. */
export function needsSource(toxicity: unknown): boolean {
  return toxicity !== NO_CLAIM && PLANT_DATABASE.petToxicity.some((verdict) => verdict === toxicity);
}

/**
 * Why a claim is refused for want of a source, in an editor's words, or null when it is not. An empty text counts as
 * no source: the editor leaves a cleared field out of the file. `animal` as the files name it, e.g. "cats".
 */
export function claimSourceProblem(claim: { toxicity?: unknown; source?: unknown }, animal: string): string | null {
  const hasSource = typeof claim.source === 'string' && claim.source.trim() !== '';
  if (hasSource || !needsSource(claim.toxicity)) return null;
  return `A claim that the plant is toxic or non-toxic to ${animal} needs its source. ${SOURCE_MESSAGE} Write "unknown" if there is none.`;
}

/** Whether a claim's optional detail holds anything (an empty text or list counts as nothing, as the editor saves it). */
const given = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value !== undefined);

/**
 * Why a claim's clinical signs or advice are refused, or null: they describe a poisoning, so they go with a toxic
 * verdict only, never beside non-toxic or unknown. Returns the field to point at and the message.
 */
export function claimDetailsProblem(claim: { toxicity?: unknown; signs?: unknown; advice?: unknown }, animal: string): { field: 'signs' | 'advice'; message: string } | null {
  if (claim.toxicity === 'toxic') return null;
  const field = given(claim.signs) ? 'signs' : given(claim.advice) ? 'advice' : null;
  if (field === null) return null;
  return { field, message: `Clinical signs and advice go with a toxic verdict only: remove them, or write toxic for ${animal} with its source.` };
}

/** The first problem of a claim, in the order an editor would fix them, or null: the editor's field shows it. */
export function claimProblem(claim: { toxicity?: unknown; source?: unknown; signs?: unknown; advice?: unknown }, animal: string): string | null {
  return claimSourceProblem(claim, animal) ?? claimDetailsProblem(claim, animal)?.message ?? null;
}
