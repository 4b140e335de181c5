import { foldText } from '@/lib/shared/text';

/**
 * A plant's other names (`aliases`): common names and botanical synonyms the search finds like its name. They are
 * compared as the search compares them (foldText), so these rules refuse exactly the names it could not tell apart.
 */

export interface NamedPlant {
  name: string;
  scientificName: string;
  aliases?: readonly string[] | undefined;
}

/** Problems with one plant's other names, by position: its own name or scientific name again, or a repeat. */
export function aliasProblems(plant: NamedPlant): { at: number; message: string }[] {
  const own = new Map([
    [foldText(plant.name), 'name'],
    [foldText(plant.scientificName), 'scientific name'],
  ]);
  const seen = new Set<string>();
  const problems: { at: number; message: string }[] = [];
  (plant.aliases ?? []).forEach((alias, at) => {
    const folded = foldText(alias);
    const field = own.get(folded);
    if (field)
      problems.push({
        at,
        message: `"${alias}" is the plant's own ${field}, which the search finds already: remove it from the other names.`,
      });
    else if (seen.has(folded))
      problems.push({ at, message: `"${alias}" is written twice among the other names: keep one.` });
    seen.add(folded);
  });
  return problems;
}

/** Other names that are another plant's name (a search would show both plants), as messages naming both files. */
export function aliasClashes<T extends NamedPlant>(plants: readonly T[], fileOf: (plant: T) => string): string[] {
  const byName = new Map<string, T>();
  for (const plant of plants) byName.set(foldText(plant.name), plant);
  const clashes: string[] = [];
  for (const plant of plants) {
    for (const alias of plant.aliases ?? []) {
      const other = byName.get(foldText(alias));
      if (other && other !== plant) {
        clashes.push(
          `${fileOf(plant)} lists "${alias}" among its other names, but it is the name of the plant in ${fileOf(other)}: remove it from the other names, or rename one of the plants.`,
        );
      }
    }
  }
  return clashes;
}
