import { useState } from 'react';
import { fill } from '@/lib/shared/text';
import type { DatabaseSectionWords } from '@/schemas/database-section-words';
import { MY_PLANTS } from '@/config/plants';
import { setPlantSaved } from '@/stores/my-plants';
import { useSavedPlants } from './use-saved-plants';

/** Pressed, it is filled; its mark is drawn by CSS from `aria-pressed`, so a plant page's script only sets that. */
const SAVE_BUTTON =
  'group inline-flex min-h-touch items-center gap-2 rounded-full border border-accent bg-card px-4 font-semibold text-accent-strong aria-pressed:bg-leaf-700 aria-pressed:text-white';
/** Inside the toggle: the mark of a plant not yet saved, then of a saved one. */
const SAVE_MARKS = { off: 'group-aria-pressed:hidden', on: 'hidden group-aria-pressed:inline' } as const;

export interface SaveButtonProps {
  slug: string;
  words: DatabaseSectionWords['myPlants'];
}

/**
 * The Save toggle for one plant, the link to My plants once anything is saved, and why saving may not last. In the
 * detail panel it runs in the island; a plant's page renders it as HTML (src/components/plants/SavePlant.astro), and
 * its page script (src/browser/save-plant.ts) finds its parts by their data attributes.
 */
export function SaveButton({ slug, words }: SaveButtonProps) {
  const { saved, refused } = useSavedPlants();
  const [full, setFull] = useState(false);
  const pressed = saved.includes(slug);
  const toggle = () => setFull(setPlantSaved(slug, !pressed) === 'full');
  return (
    <div className="grid gap-2 print:hidden">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="button" aria-pressed={pressed} onClick={toggle} className={SAVE_BUTTON}>
          <span aria-hidden="true" className={SAVE_MARKS.off}>
            +
          </span>
          <span aria-hidden="true" className={SAVE_MARKS.on}>
            ✓
          </span>
          {words.save}
        </button>
        <a
          href={MY_PLANTS.path}
          data-my-plants-link=""
          hidden={saved.length === 0}
          className="inline-flex min-h-touch items-center font-semibold underline"
        >
          {fill(words.open, { count: saved.length })}
        </a>
      </div>
      <p data-save-refused="" hidden={!refused} className="text-sm">
        {words.refused}
      </p>
      <p data-save-full="" role="status" className="text-sm empty:hidden">
        {full ? fill(words.full, { cap: MY_PLANTS.cap }) : ''}
      </p>
    </div>
  );
}
