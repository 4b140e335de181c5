import { creditLine, type PhotoCredit as Credit } from '../../lib/plants/photo';
import type { PlantDescriptionWords } from '../../schemas/database-section-words';
import { ExternalLink } from '../shared/ExternalLink';

export interface PhotoCreditProps {
  /** The photo's credit, licence and source page, or null while they are not known (the line keeps its height). */
  photo: Credit | null;
  words: PlantDescriptionWords;
  /** The hint after the link, which opens a new tab (src/content/words/layout.yaml). */
  newTab: string;
}

/**
 * The line under a plant photo: 'Photo: <credit>, <licence>', linking to the photo's page at its source, which
 * names its author and licence. Always one touch target high, so that nothing moves when it fills in.
 */
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
