import { creditLine, type PhotoCredit } from '@/lib/plants/photo';
import type { PlantDescriptionWords } from '@/schemas/database-section-words';
import { PLANT_DATABASE } from '@/config/plants';
import { ExternalLink } from '@/components/links/ExternalLink';
import type { PlantPartPlace } from './place';
import { PlantPhoto, type PlantPhotoProps } from './PlantPhoto';

export interface PlantFigureProps {
  photo: Pick<PlantPhotoProps, 'src' | 'width' | 'height' | 'originalWidth' | 'alt'>;
  /** Who made the photo; null while not known (the panel before the full record: the line keeps its height). */
  credit: PhotoCredit | null;
  words: PlantDescriptionWords;
  newTab: string;
  place: PlantPartPlace;
}

// The page's photo costs a phone a new connection: at low priority it waits for the stylesheet, so name and text
// paint first (Lighthouse, slow 4G: LCP 1.40 s high priority, 0.94 s low; docs/benchmark.md). `sizes` is the frame's
// width in the grid: on the page, half the article beside the 18rem column from lg, half the page from md, the page
// less its margins below; in the panel, the grid's width below lg, then the panel's 22rem, 24rem from xl
// (src/islands/PlantDatabase.tsx).
const PHONE_SIZES = 'calc(100vw - 2rem)';
const LOOK = {
  // On paper (product §10) the text runs under the photo, at half the page's width: beside it, the text column forced
  // the whole photo row onto the next page whenever the text was longer than the page's rest.
  page: {
    figure: 'print:mb-6 print:w-1/2',
    frame: 'relative aspect-[4/3] overflow-hidden rounded-md bg-paper-deep',
    caption: 'text-sm text-ink-soft',
    sizes: {
      phone: PHONE_SIZES,
      wide: `(min-width: 1280px) 27rem, (min-width: 1024px) calc(50vw - 13rem), (min-width: 768px) calc(50vw - 2rem), ${PHONE_SIZES}`,
    },
    load: 'at-low-priority',
  },
  // One touch target high, the credit keeps its line while the record is on its way, so that nothing moves.
  panel: {
    figure: undefined,
    frame: 'relative aspect-[4/3] bg-paper-deep',
    caption: 'flex min-h-touch items-center px-5 text-xs text-ink-soft sm:px-6',
    sizes: { phone: PHONE_SIZES, wide: `(min-width: 1280px) 24rem, (min-width: 1024px) 22rem, ${PHONE_SIZES}` },
    load: 'once-hydrated',
  },
} as const satisfies Record<
  PlantPartPlace,
  {
    figure: string | undefined;
    frame: string;
    caption: string;
    sizes: PlantPhotoProps['sizes'];
    load: PlantPhotoProps['load'];
  }
>;

/**
 * A plant's photo in a reserved 4:3 frame, and its credit under it, linking to the photo's page at its source, which
 * names author and licence. On the page the frame names the placeholder, for the page's inline script that swaps it in
 * for a photo that fails (src/pages/plants/[slug].astro).
 */
export function PlantFigure({ photo, credit, words, newTab, place }: PlantFigureProps) {
  const look = LOOK[place];
  const line = credit ? creditLine(words, credit) : null;
  const onPage = place === 'page';
  return (
    <figure
      data-plant-figure={onPage ? '' : undefined}
      data-placeholder={onPage ? PLANT_DATABASE.placeholderImage : undefined}
      className={look.figure}
    >
      <div className={look.frame}>
        <PlantPhoto {...photo} sizes={look.sizes} load={look.load} />
      </div>
      {(line || !onPage) && (
        <figcaption className={look.caption}>
          {line && credit?.source ? (
            <ExternalLink
              href={credit.source}
              newTab={newTab}
              className="inline-flex min-h-touch items-center underline hover:text-ink"
            >
              {line}
            </ExternalLink>
          ) : (
            line && <span className="inline-flex min-h-touch items-center">{line}</span>
          )}
        </figcaption>
      )}
    </figure>
  );
}
