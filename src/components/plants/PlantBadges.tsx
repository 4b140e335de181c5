import { plantBadges, type BadgePlant } from '@/lib/plants/badges';
import type { PlantDescriptionWords } from '@/schemas/database-section-words';
import { ExternalLink } from '@/components/links/ExternalLink';
import { PLANT_DATABASE } from '@/config/plants';

export interface PlantBadgesProps {
  /** A field still on its way (the panel before the full record arrives) keeps its badge's place, empty. */
  plant: BadgePlant;
  words: PlantDescriptionWords;
  newTab: string;
  /** The list's place in its column (a margin); the badges look alike everywhere. */
  className?: string | undefined;
}

const LIST = 'flex flex-wrap gap-2 text-sm';

/** A plant's badges (src/lib/plants/badges.ts, the list the card draws too), each pet verdict with its source. */
export function PlantBadges({ plant, words, newTab, className }: PlantBadgesProps) {
  return (
    <dl className={className ? `${className} ${LIST}` : LIST}>
      {plantBadges(plant, words).map((badge) => (
        <div key={badge.key} className="rounded-full bg-tint-strong px-3 py-1">
          <dt className="inline text-xs font-semibold text-accent-strong uppercase">{badge.label}</dt>{' '}
          <dd className="inline">
            {badge.value === undefined && <span className="inline-block w-16" />}
            {/* One text up to the link: React marks the seam between two texts with a comment. */}
            {`${badge.value ?? ''}${badge.pet ? ' (' : ''}`}
            {badge.pet && (
              <>
                {badge.source && (
                  <>
                    <ExternalLink href={badge.source} newTab={newTab} className="underline">
                      {words.pets.source}
                    </ExternalLink>
                    {', '}
                  </>
                )}
                <a href={PLANT_DATABASE.petSafetyPath} className="underline">
                  {words.pets.howWeKnow}
                </a>
                )
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
