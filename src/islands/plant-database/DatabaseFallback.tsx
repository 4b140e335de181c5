import { formatCount } from '@/lib/plants/grid';
import { fill } from '@/lib/shared/text';
import { PLANT_DATABASE } from '@/config/plants';
import type { PlantDatabaseProps } from './props';
import { PlantCardLink } from './PlantCardLink';

/** One short message, the first cards as plain links, and the A–Z link, so that every plant can still be reached. */
export function DatabaseFallback({ firstCards, total, words }: PlantDatabaseProps) {
  return (
    <div data-plant-database="" className="mt-10">
      <p role="alert" className="rounded-lg border border-berry/40 bg-card p-4 font-semibold">
        {words.broken}
      </p>
      <ul
        aria-label={words.results.listLabel}
        className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4"
      >
        {firstCards.map((plant) => (
          <li key={plant.slug} className="flex">
            <PlantCardLink plant={plant} chosen={false} words={words.plant} />
          </li>
        ))}
      </ul>
      <a
        href={PLANT_DATABASE.pagesPath}
        className="mt-6 inline-flex min-h-touch items-center font-semibold text-accent-strong underline"
      >
        {fill(words.results.browseAll, { total: formatCount(total) })}
      </a>
    </div>
  );
}
