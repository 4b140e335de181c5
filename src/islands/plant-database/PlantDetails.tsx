import type { Ref } from 'react';
import type { PlantRecord } from '../../lib/plants-data';
import { ExternalLink } from '../shared/ExternalLink';
import { PlantPhoto } from './PlantPhoto';
import { NO_SELECTION, READ_MORE } from './texts';

export interface PlantDetailsProps {
  plant: PlantRecord | null;
  /** The plant's name heading, focused when a card is chosen. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The body of the detail panel: the chosen plant's photo, names, badges, description, care and Wikipedia link. */
export function PlantDetails({ plant, headingRef }: PlantDetailsProps) {
  if (!plant) {
    return <p className="p-8 py-24 text-center font-serif text-lg text-ink-soft italic">{NO_SELECTION}</p>;
  }
  const badges = { Type: plant.type, Climate: plant.climate, Light: plant.light, Water: plant.water };
  return (
    <article>
      <div className="relative aspect-[4/3] bg-paper-deep">
        <PlantPhoto key={plant.slug} image={plant.image} alt={plant.image.alt} />
      </div>
      <div className="p-5 sm:p-6">
        <h3 ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-bold">
          {plant.name}
        </h3>
        <p className="text-ink-soft italic">{plant.scientificName}</p>
        <dl className="mt-4 flex flex-wrap gap-2 text-sm">
          {Object.entries(badges).map(([label, value]) => (
            <div key={label} className="rounded-full bg-leaf-100 px-3 py-1">
              <dt className="inline text-xs font-semibold text-leaf-800 uppercase">{label}</dt> <dd className="inline">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5">{plant.description}</p>
        <h4 className="mt-6 border-t border-rule pt-4 font-serif text-lg font-bold text-leaf-800">Care</h4>
        <p className="mt-2">{plant.care}</p>
        <ExternalLink
          arrow
          href={plant.wikiLink}
          className="mt-6 inline-flex min-h-touch items-center gap-1 rounded-full bg-leaf-700 px-5 font-semibold text-white hover:bg-leaf-800"
        >
          {READ_MORE}
        </ExternalLink>
      </div>
    </article>
  );
}
