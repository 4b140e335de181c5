import { creditLine, type PhotoCredit as Credit } from '../../lib/plants/photo';
import type { PlantDescriptionWords } from '../../schemas/database-section-words';
import { ExternalLink } from '../shared/ExternalLink';

export interface PhotoCreditProps {
  /** Null while not known (the line keeps its height). */
  photo: Credit | null;
  words: PlantDescriptionWords;
  newTab: string;
}

/** Links to the photo's page at its source, which names author and licence. One touch target high, so nothing moves. */
export function PhotoCredit({ photo, words, newTab }: PhotoCreditProps) {
  const line = photo ? creditLine(words, photo) : null;
  return (
    <p className="flex min-h-touch items-center px-5 text-xs text-ink-soft sm:px-6">
      {line && photo?.source ? (
        <ExternalLink href={photo.source} newTab={newTab} className="inline-flex min-h-touch items-center underline hover:text-ink">
          {line}
        </ExternalLink>
      ) : (
        line
      )}
    </p>
  );
}
