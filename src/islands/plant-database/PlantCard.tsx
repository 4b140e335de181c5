import type { PlantRecord } from '../../lib/plants-data';
import { PlantPhoto } from './PlantPhoto';

export interface PlantCardProps {
  plant: PlantRecord;
  chosen: boolean;
  onChoose: (slug: string) => void;
}

/**
 * One card of the grid: a button naming the plant; the chosen one is marked aria-current. A row on phones, so
 * that six plants fit a short scroll; a tall card with a 4:3 photo from the small breakpoint up.
 */
export function PlantCard({ plant, chosen, onChoose }: PlantCardProps) {
  return (
    <button
      type="button"
      data-plant={plant.slug}
      data-intent="plant"
      data-intent-value={plant.slug}
      aria-current={chosen || undefined}
      onClick={() => onChoose(plant.slug)}
      className="flex w-full items-center gap-4 overflow-hidden rounded-lg border border-rule bg-white p-2 text-left hover:border-leaf-600 aria-[current=true]:bg-leaf-50 aria-[current=true]:ring-2 aria-[current=true]:ring-leaf-700 sm:flex-col sm:items-stretch sm:p-0"
    >
      <span className="relative aspect-square w-24 shrink-0 overflow-hidden rounded bg-paper-deep sm:aspect-[4/3] sm:w-full sm:rounded-none">
        <PlantPhoto image={plant.image} alt="" />
      </span>
      <span className="grid sm:px-4 sm:pb-4">
        <span className="font-serif text-lg font-bold">{plant.name}</span>
        <span className="text-sm text-ink-soft italic">{plant.scientificName}</span>
        <span className="mt-2 text-xs font-semibold tracking-wider text-leaf-700 uppercase">
          {plant.type} <span aria-hidden="true">·</span> {plant.climate}
        </span>
      </span>
    </button>
  );
}
