import type { PoisoningNote as Note } from '../../lib/plants/poisoning';
import { ExternalLink } from '../shared/ExternalLink';

export interface PoisoningNoteProps {
  note: Note;
  /** The words of a source link ("Source"). */
  sourceLabel: string;
  /** The hint after links that open a new tab (src/content/words/layout.yaml). */
  newTab: string;
}

/**
 * In the detail panel, for a plant toxic to cats or dogs: what to do, and the clinical signs and advice of its
 * verdicts' sources (src/lib/plants/poisoning.ts; the plant's page draws the same note, components/plants/PoisoningNote.astro).
 */
export function PoisoningNote({ note, sourceLabel, newTab }: PoisoningNoteProps) {
  return (
    <section data-poisoning="" aria-label={note.heading} className="mt-5 rounded-lg border border-berry/40 p-4">
      <h4 className="font-serif text-lg font-bold text-berry">{note.heading}</h4>
      <p className="mt-2 font-semibold">
        {note.whatToDo} (<ExternalLink href={note.source} newTab={newTab} className="underline">{sourceLabel}</ExternalLink>)
      </p>
      {note.animals.map((animal) => (
        <p key={animal.key} className="mt-2 text-sm">
          {animal.signs.length > 0 && (
            <>
              <strong>{animal.signsLabel}</strong> {animal.signs.join(', ')}
            </>
          )}
          {animal.advice && (
            <>
              {' '}<strong>{note.adviceLabel}</strong> {animal.advice}
            </>
          )}
        </p>
      ))}
    </section>
  );
}
