import type { Ref } from 'react';
import { PRIMARY_BUTTON } from '@/components/links/primary-button';
import { PlantParts } from '@/components/plants/PlantParts';
import { claimsOfVerdicts } from '@/lib/plants/badges';
import type { PlantCard } from '@/lib/plants/search-index';
import { plantPagePath } from '@/lib/plants/slugs';
import { fill } from '@/lib/shared/text';
import type { DatabaseSectionWords } from '@/schemas/database-section-words';
import { PLANT_DATABASE } from '@/config/plants';
import type { RecordState } from '@/stores/plant-data';
import { SaveButton } from '@/components/plants/SaveButton';

export interface PlantDetailsProps {
  slug: string | null;
  /** Shown at once, when the grid knows the plant, while the full record is on its way. */
  card: PlantCard | null;
  record: RecordState | undefined;
  words: Pick<DatabaseSectionWords, 'details' | 'plant' | 'myPlants'>;
  newTab: string;
  /** Focused when a card is chosen. */
  headingRef: Ref<HTMLHeadingElement>;
}

const BAR = 'block h-4 rounded bg-paper-deep';

/**
 * The chosen plant's parts, as its page draws them (src/components/plants/PlantParts.tsx). Until the record arrives:
 * what the card knows, and grey bars in a fixed least height, so that nothing moves.
 */
export function PlantDetails({ slug, card, record, words, newTab, headingRef }: PlantDetailsProps) {
  if (slug === null) {
    return <p className="p-8 py-24 text-center font-serif text-lg text-ink-soft italic">{words.details.noSelection}</p>;
  }
  const full = record?.status === 'ready' ? record.record : null;
  const plant = full ?? card;
  const failed = record?.status === 'failed' || record?.status === 'missing';
  const name = plant?.name ?? '';
  const pets = full?.pets ?? (card ? claimsOfVerdicts(card.pets) : undefined);
  const { width, height } = full?.image ?? PLANT_DATABASE.thumbnailSize;

  return (
    <article aria-busy={!full && !failed}>
      <div className="border-b border-rule px-5 py-3">
        <SaveButton slug={slug} words={words.myPlants} />
      </div>
      <PlantParts
        place="panel"
        slug={slug}
        plant={plant && { ...plant, water: full?.water, pets }}
        texts={full}
        photo={{
          src: full?.image.src ?? card?.thumbnail ?? PLANT_DATABASE.placeholderImage,
          width,
          height,
          originalWidth: full?.image.originalWidth,
          alt: full?.image.alt ?? '',
        }}
        credit={full?.image ?? null}
        words={words.plant}
        newTab={newTab}
        headingRef={headingRef}
        unnamed={words.details.loading}
        pending={
          failed ? (
            <div className="mt-5">
              <p>{fill(words.details.failed, { name: name || slug })}</p>
              <a href={plantPagePath(slug)} className={`mt-4 ${PRIMARY_BUTTON}`}>
                {fill(words.details.openPage, { name: name || slug })}
              </a>
            </div>
          ) : (
            <div className="mt-5 grid gap-3" aria-hidden="true">
              {['w-full', 'w-full', 'w-11/12', 'w-4/5', 'w-full', 'w-2/3'].map((size, at) => (
                <span key={at} className={`${BAR} ${size}`} />
              ))}
            </div>
          )
        }
      />
    </article>
  );
}
