import type { MouseEvent } from 'react';
import { cardPetBadges } from '@/lib/plants/badges';
import type { PlantCard } from '@/lib/plants/search-index';
import type { PlantDescriptionWords } from '@/schemas/database-section-words';
import { plantPagePath } from '@/lib/plants/slugs';
import { fill } from '@/lib/shared/text';
import { PlantThumb } from '@/components/plants/PlantThumb';

export interface PlantCardLinkProps {
  plant: PlantCard;
  chosen: boolean;
  /** The other name the search found the plant by, shown as 'Also known as …'; null when found by its name. */
  alsoKnownAs?: string | null | undefined;
  words: PlantDescriptionWords;
  /** Opens the plant in the detail panel; without it (the fallback) the card is a plain link to the plant's page. */
  onChoose?: ((slug: string) => void) | undefined;
}

/**
 * As the grid's classes draw it: 6rem in a phone's row; from sm, half the grid; from lg, half the column beside the
 * 22rem panel; from xl, a third of it beside the 24rem panel (src/islands/PlantDatabase.tsx).
 */
const CARD_PHOTO_SIZES = {
  phone: '(min-width: 640px) calc(50vw - 2rem), 6rem',
  wide: '(min-width: 1280px) 17rem, (min-width: 1024px) calc(50vw - 14rem), (min-width: 640px) calc(50vw - 2rem), 6rem',
};

/** A click that asks for something else than following the link here: a new tab or window, a download, a menu. */
function isModified(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A real link to the plant's page, so that it works without the island and a modified click still opens the page; a
 * plain click opens the detail panel instead (product §2). A row on phones, a tall card with a 4:3 photo from sm up.
 */
export function PlantCardLink({ plant, chosen, alsoKnownAs, words, onChoose }: PlantCardLinkProps) {
  const petBadges = cardPetBadges(plant.pets, words);
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onChoose || isModified(event)) return;
    event.preventDefault();
    onChoose(plant.slug);
  };
  return (
    <a
      href={plantPagePath(plant.slug)}
      data-plant={plant.slug}
      aria-current={chosen || undefined}
      onClick={choose}
      className="flex w-full items-center gap-4 overflow-hidden rounded-lg border border-rule bg-card p-2 text-left hover:border-leaf-600 aria-[current=true]:bg-tint aria-[current=true]:ring-2 aria-[current=true]:ring-accent sm:flex-col sm:items-stretch sm:p-0"
    >
      <PlantThumb
        src={plant.thumbnail}
        sizes={CARD_PHOTO_SIZES}
        className="sm:aspect-[4/3] sm:w-full sm:rounded-none print:hidden"
      />
      <span className="grid sm:px-4 sm:pb-4">
        <span className="font-serif text-lg font-bold">{plant.name}</span>
        <span className="text-sm text-ink-soft italic">{plant.scientificName}</span>
        {alsoKnownAs && (
          <span data-also-known-as="" className="text-sm">
            {fill(words.alsoKnownAs, { names: alsoKnownAs })}
          </span>
        )}
        <span className="mt-2 text-xs font-semibold tracking-wider text-accent uppercase">
          {plant.type} <span aria-hidden="true">·</span> {plant.climate}
        </span>
        {petBadges.length > 0 && (
          <span className="mt-1 flex flex-wrap gap-1 text-xs">
            {petBadges.map((badge) => (
              <span
                key={badge.key}
                data-badge={badge.key}
                className={
                  badge.toxicity === 'toxic'
                    ? 'rounded-full bg-berry/10 px-2 text-berry'
                    : 'rounded-full bg-tint-strong px-2 text-accent-strong'
                }
              >
                {badge.label}: {badge.value}
              </span>
            ))}
          </span>
        )}
      </span>
    </a>
  );
}
