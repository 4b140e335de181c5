import type { PoisoningNote as Note } from '../../lib/plants/poisoning';
import { ExternalLink } from '../shared/ExternalLink';

export interface PoisoningNoteProps {
  note: Note;
  sourceLabel: string;
  newTab: string;
}

/** Drawn on the plant's page too (components/plants/PoisoningNote.astro), from src/lib/plants/poisoning.ts. */
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
