import { useState } from 'react';
import { fill } from '@/lib/shared/text';
import type { DatabaseSectionWords } from '@/schemas/database-section-words';
import { MY_PLANTS } from '@/config/plants';
import { MY_PLANTS_LINK, SAVE_BUTTON, SAVE_MARKS } from '@/components/plants/save-button';
import { setPlantSaved } from '@/stores/my-plants';
import { useSavedPlants } from './use-saved-plants';

export interface SaveButtonProps {
  slug: string;
  words: DatabaseSectionWords['myPlants'];
}

/** The Save toggle for one plant, the link to My plants once anything is saved, and why saving may not last. */
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
        {saved.length > 0 && (
          <a href={MY_PLANTS.path} className={MY_PLANTS_LINK}>
            {fill(words.open, { count: saved.length })}
          </a>
        )}
      </div>
      {refused && <p className="text-sm">{words.refused}</p>}
      <p role="status" className="text-sm empty:hidden">
        {full ? fill(words.full, { cap: MY_PLANTS.cap }) : ''}
      </p>
    </div>
  );
}
