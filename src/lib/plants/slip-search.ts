import MiniSearch, { type Query } from 'minisearch';
import { PLANT_SEARCH } from '../../config/plants';

/**
 * The plant search that forgives a slip, over each plant's names (already folded: foldText). Every word of the search
 * must match a word of one name, in any order, as its start or within the slips PLANT_SEARCH allows for its length.
 * MiniSearch finds the words (prefix and edit-distance look-ups in its tree); a swap of two letters, which its
 * distance counts as two slips, is looked up as the swapped word itself.
 */

export interface SlipIndex {
  /** For each plant found, by its place in the list given to slipIndex, the fewest slips it was found with. */
  find(foldedSearch: string): Map<number, number>;
  /** The name closest to the search within PLANT_SEARCH.suggestSlips, as written, or null. */
  suggest(foldedSearch: string): string | null;
}

interface NameEntry {
  id: number;
  plant: number;
  /** The folded name, indexed; its words are what a search's words match. */
  text: string;
  /** The name as written, for "Did you mean …?". */
  name: string;
}

/** The slips a word may have, by its length. */
export function slipsAllowed(word: string): number {
  return PLANT_SEARCH.slipsFrom.reduce((slips, step) => ([...word].length >= step.letters ? step.slips : slips), 0);
}

/** Each word made by swapping two neighbouring letters of `word` (a slip of its own). */
export function swapsOf(word: string): string[] {
  const letters = [...word];
  const swaps = new Set<string>();
  for (let at = 0; at + 1 < letters.length; at += 1) {
    if (letters[at] === letters[at + 1]) continue;
    const swapped = [...letters];
    [swapped[at], swapped[at + 1]] = [swapped[at + 1] as string, swapped[at] as string];
    swaps.add(swapped.join(''));
  }
  swaps.delete(word);
  return [...swaps];
}

const wordsOf = (foldedSearch: string) => foldedSearch.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * One word's look-up with at most `slips` slips. With one, a swap of two letters is looked up as the swapped word;
 * with two, the edit distance covers a swap itself.
 */
function wordQuery(word: string, slips: number, prefix: boolean): Query {
  const asTyped: Query = { queries: [word], prefix, fuzzy: slips > 0 ? slips : false };
  const swaps = slips === 1 ? swapsOf(word) : [];
  if (swaps.length === 0) return asTyped;
  return { combineWith: 'OR', queries: [asTyped, { queries: swaps, prefix, fuzzy: false }] };
}

/** A suggestion's slips for a word: PLANT_SEARCH.suggestSlips, but never most of a short word's letters. */
const suggestSlipsFor = (word: string) => Math.min(PLANT_SEARCH.suggestSlips, Math.floor([...word].length / 2));

/** What slipIndex and slipIndexInChunks index: each name of each plant, folded and as written. */
function entriesOf(names: readonly (readonly string[])[], written: readonly (readonly string[])[]): NameEntry[] {
  let id = 0;
  return names.flatMap((list, plant) =>
    list.map((text, at) => ({ id: id++, plant, text, name: written[plant]?.[at] ?? text })),
  );
}

const newSearch = () =>
  new MiniSearch<NameEntry>({
    fields: ['text'],
    storeFields: ['plant', 'name'],
    // The names and the search are folded already; words are split as wordsOf does.
    tokenize: wordsOf,
    processTerm: (term) => term,
  });

/** `names[i]`: the folded names of the i-th plant, and `written[i]` the same names as written. */
export function slipIndex(names: readonly (readonly string[])[], written: readonly (readonly string[])[]): SlipIndex {
  const search = newSearch();
  search.addAll(entriesOf(names, written));
  return searchingWith(search);
}

/** As slipIndex, built `chunk` names at a time with a pause between, so that no long task holds a keystroke. */
export async function slipIndexInChunks(
  names: readonly (readonly string[])[],
  written: readonly (readonly string[])[],
  chunk: number,
): Promise<SlipIndex> {
  const search = newSearch();
  await search.addAllAsync(entriesOf(names, written), { chunkSize: chunk });
  return searchingWith(search);
}

function searchingWith(search: MiniSearch<NameEntry>): SlipIndex {
  const lookUp = (words: string[], slipsOf: (word: string) => number, prefix: boolean) =>
    search.search({ combineWith: 'AND', queries: words.map((word) => wordQuery(word, slipsOf(word), prefix)) });
  return {
    find(foldedSearch) {
      const found = new Map<number, number>();
      const words = wordsOf(foldedSearch);
      if (words.length === 0 || words.length > PLANT_SEARCH.maxWords) return found;
      const most = Math.max(...words.map(slipsAllowed));
      // One word without slips matches only where the text is a substring, which the caller has found already.
      const first = words.length === 1 ? 1 : 0;
      // In rounds of more slips, so that each plant keeps the fewest it was found with.
      for (let slips = first; slips <= most; slips += 1) {
        for (const result of lookUp(words, (word) => Math.min(slips, slipsAllowed(word)), true)) {
          const plant = result['plant'] as number;
          if (!found.has(plant)) found.set(plant, slips);
        }
      }
      return found;
    },
    suggest(foldedSearch) {
      const words = wordsOf(foldedSearch);
      if (words.length === 0 || words.length > PLANT_SEARCH.maxWords) return null;
      const [best] = lookUp(words, suggestSlipsFor, false);
      return best ? (best['name'] as string) : null;
    },
  };
}
