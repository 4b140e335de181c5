import type { Ref } from 'react';
import { ExternalLink } from '@/components/links/ExternalLink';
import { PlantAliases } from '@/components/plants/PlantAliases';
import { PlantBadges } from '@/components/plants/PlantBadges';
import { PlantFigure } from '@/components/plants/PlantFigure';
import { PoisoningNote } from '@/components/plants/PoisoningNote';
import { claimsOfVerdicts } from '@/lib/plants/badges';
import type { PlantSummary } from '@/lib/plants/search-index';
import { plantPagePath } from '@/lib/plants/slugs';
import { fill } from '@/lib/shared/text';
import type { DatabaseSectionWords } from '@/schemas/database-section-words';
import { PLANT_DATABASE } from '@/config/plants';
import type { RecordState } from '@/stores/plant-data';

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
  const { width, height } = full?.image ?? PLANT_DATABASE.thumbnailSize;

  return (
    <article aria-busy={!full && !failed}>
      <PlantFigure
        key={slug}
        photo={{
          src: full?.image.src ?? summary?.thumbnail ?? PLANT_DATABASE.placeholderImage,
          width,
          height,
          originalWidth: full?.image.originalWidth,
          alt: full?.image.alt ?? '',
        }}
        credit={full?.image ?? null}
        words={words.plant}
        newTab={newTab}
        place="panel"
      />
      <div className="min-h-[32rem] px-5 pb-6 sm:px-6">
        <h3 ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-bold">
          {name || <span className="sr-only">{words.details.loading}</span>}
        </h3>
        <p className="min-h-6 text-ink-soft italic">{plant?.scientificName}</p>
        <PlantAliases aliases={plant?.aliases} words={words.plant} place="panel" />
        {plant && <PlantBadges plant={{ ...plant, water: full?.water, pets }} words={words.plant} newTab={newTab} className="mt-4" />}
        {/* What to do is known from the card's verdicts; the signs and advice arrive with the full record. */}
        <PoisoningNote pets={pets} words={words.plant} newTab={newTab} place="panel" />
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
