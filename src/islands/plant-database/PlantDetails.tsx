import type { Ref } from 'react';
import { claimsOfVerdicts, plantBadges } from '../../lib/plants/badges';
import { poisoningNote } from '../../lib/plants/poisoning';
import type { PlantSummary } from '../../lib/plants/search-index';
import { plantPagePath } from '../../lib/plants/slugs';
import { fill } from '../../lib/shared/text';
import type { DatabaseSectionWords } from '../../schemas/database-section-words';
import { PLANT_DATABASE } from '../../site.config';
import type { RecordState } from '../../stores/plant-data';
import { ExternalLink } from '../shared/ExternalLink';
import { PhotoCredit } from './PhotoCredit';
import { PlantPhoto } from './PlantPhoto';
import { PoisoningNote } from './PoisoningNote';

export interface PlantDetailsProps {
  slug: string | null;
  /** Shown at once, when the grid knows the plant, while the full record is on its way. */
  summary: PlantSummary | null;
  record: RecordState | undefined;
  words: Pick<DatabaseSectionWords, 'details' | 'plant'>;
  newTab: string;
  /** Focused when a card is chosen. */
  headingRef: Ref<HTMLHeadingElement>;
}

const BADGE = 'rounded-full bg-tint-strong px-3 py-1';
/** The grid's width below lg, then the panel's 22rem, 24rem from xl (PlantDatabase.tsx). */
const PANEL_PHOTO_SIZES = { phone: 'calc(100vw - 2rem)', wide: '(min-width: 1280px) 24rem, (min-width: 1024px) 22rem, calc(100vw - 2rem)' };
const BAR = 'block h-4 rounded bg-paper-deep';

/** Until the record arrives: what the card knows, and grey bars in a fixed least height, so that nothing moves. */
export function PlantDetails({ slug, summary, record, words, newTab, headingRef }: PlantDetailsProps) {
  if (slug === null) {
    return <p className="p-8 py-24 text-center font-serif text-lg text-ink-soft italic">{words.details.noSelection}</p>;
  }
  const full = record?.status === 'ready' ? record.record : null;
  const plant = full ?? summary;
  const failed = record?.status === 'failed' || record?.status === 'missing';
  const name = plant?.name ?? '';
  const pets = full?.pets ?? (summary ? claimsOfVerdicts(summary.pets) : undefined);
  const badges = plantBadges({ ...plant, water: full?.water, pets }, words.plant);
  // What to do is known from the card's verdicts; the signs and advice arrive with the full record.
  const poisoning = poisoningNote(pets, words.plant);
  const { width, height } = full?.image ?? PLANT_DATABASE.thumbnailSize;

  return (
    <article aria-busy={!full && !failed}>
      <div className="relative aspect-[4/3] bg-paper-deep">
        <PlantPhoto
          key={slug}
          src={full?.image.src ?? summary?.thumbnail ?? PLANT_DATABASE.placeholderImage}
          width={width}
          height={height}
          originalWidth={full?.image.originalWidth}
          alt={full?.image.alt ?? ''}
          sizes={PANEL_PHOTO_SIZES}
        />
      </div>
      <PhotoCredit photo={full?.image ?? null} words={words.plant} newTab={newTab} />
      <div className="min-h-[32rem] px-5 pb-6 sm:px-6">
        <h3 ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-bold">
          {name || <span className="sr-only">{words.details.loading}</span>}
        </h3>
        <p className="min-h-6 text-ink-soft italic">{plant?.scientificName}</p>
        {plant && plant.aliases && plant.aliases.length > 0 && (
          <p data-aliases="" className="mt-1 text-sm">{fill(words.plant.alsoKnownAs, { names: plant.aliases.join(', ') })}</p>
        )}
        {plant && (
          <dl className="mt-4 flex flex-wrap gap-2 text-sm">
            {badges.map((badge) => (
              <div key={badge.key} className={BADGE}>
                <dt className="inline text-xs font-semibold text-accent-strong uppercase">{badge.label}</dt>{' '}
                <dd className="inline">
                  {badge.value ?? <span className="inline-block w-16" />}
                  {badge.source && (
                    <>
                      {' '}(<ExternalLink href={badge.source} newTab={newTab} className="underline">{words.plant.pets.source}</ExternalLink>)
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {poisoning && <PoisoningNote note={poisoning} sourceLabel={words.plant.pets.source} newTab={newTab} />}
        {full ? (
          <>
            <p className="mt-5">{full.description}</p>
            <h4 className="mt-6 border-t border-rule pt-4 font-serif text-lg font-bold text-accent-strong">{words.plant.care}</h4>
            <p className="mt-2">{full.care}</p>
            <ExternalLink
              arrow
              href={full.wikiLink}
              newTab={newTab}
              className="mt-6 inline-flex min-h-touch items-center gap-1 rounded-full bg-leaf-700 px-5 font-semibold text-white hover:bg-leaf-800"
            >
              {words.plant.readMore}
            </ExternalLink>
          </>
        ) : failed ? (
          <div className="mt-5">
            <p>{fill(words.details.failed, { name: name || slug })}</p>
            <a
              href={plantPagePath(slug)}
              className="mt-4 inline-flex min-h-touch items-center rounded-full bg-leaf-700 px-5 font-semibold text-white hover:bg-leaf-800"
            >
              {fill(words.details.openPage, { name: name || slug })}
            </a>
          </div>
        ) : (
          <div className="mt-5 grid gap-3" aria-hidden="true">
            {['w-full', 'w-full', 'w-11/12', 'w-4/5', 'w-full', 'w-2/3'].map((size, at) => (
              <span key={at} className={`${BAR} ${size}`} />
            ))}
          </div>
        )}
      </div>
    </article>
  );
}
