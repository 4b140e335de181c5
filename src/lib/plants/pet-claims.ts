import { PLANT_DATABASE } from '../../site.config';

/**
 * The one rule of a pet-safety claim that spans its two fields: a verdict of toxic or non-toxic names the page that
 * says so, and `unknown` needs no source (nobody is pushed to invent one). The content schema (src/schemas/plants.ts)
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
