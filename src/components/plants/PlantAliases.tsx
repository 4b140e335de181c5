import { fill } from '@/lib/shared/text';
import type { PlantDescriptionWords } from '@/schemas/database-section-words';
import type { PlantPartPlace } from './place';

export interface PlantAliasesProps {
  /** The other names the plant's file lists; nothing is drawn without one. */
  aliases: readonly string[] | undefined;
  words: Pick<PlantDescriptionWords, 'alsoKnownAs'>;
  place: PlantPartPlace;
}

/** Under the page's large scientific name, in its grey; under the panel's, in the panel's small print. */
const LOOK = { page: 'mt-2 text-ink-soft', panel: 'mt-1 text-sm' } as const satisfies Record<PlantPartPlace, string>;

/** A plant's other names, under its scientific name: 'Also known as …'. */
export function PlantAliases({ aliases, words, place }: PlantAliasesProps) {
  if (!aliases || aliases.length === 0) return null;
  return (
    <p data-aliases="" className={LOOK[place]}>
      {fill(words.alsoKnownAs, { names: aliases.join(', ') })}
    </p>
  );
}
