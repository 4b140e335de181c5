import type { PetClaims } from '@/lib/plants/pet-claims';
import { poisoningNote } from '@/lib/plants/poisoning';
import type { PlantDescriptionWords } from '@/schemas/database-section-words';
import { ExternalLink } from '@/components/links/ExternalLink';
import type { PlantPartPlace } from './place';

export interface PoisoningNoteProps {
  /** The plant's verdicts; the signs and advice are drawn once they are known (the panel has the card's first). */
  pets: PetClaims | undefined;
  words: PlantDescriptionWords;
  newTab: string;
  place: PlantPartPlace;
}

/** On the page, a section of the article under its own heading; in the panel, one level below the plant's name. */
const LOOK = {
  page: {
    section: 'mt-6 rounded-lg border border-berry/40 bg-card p-4',
    Heading: 'h2',
    headingId: 'poisoning-heading',
  },
  panel: { section: 'mt-5 rounded-lg border border-berry/40 p-4', Heading: 'h4', headingId: undefined },
} as const satisfies Record<PlantPartPlace, { section: string; Heading: 'h2' | 'h4'; headingId: string | undefined }>;

/**
 * For a plant toxic to cats or dogs: what to do, and the clinical signs and advice of its verdicts' sources
 * (src/lib/plants/poisoning.ts). Nothing for a plant toxic to neither.
 */
export function PoisoningNote({ pets, words, newTab, place }: PoisoningNoteProps) {
  const note = poisoningNote(pets, words);
  if (!note) return null;
  const { section, Heading, headingId } = LOOK[place];
  // The panel's note has no id: the landing page's own headings must not meet a second one.
  const label = headingId ? { 'aria-labelledby': headingId } : { 'aria-label': note.heading };
  return (
    <section data-poisoning="" {...label} className={section}>
      <Heading id={headingId} className="font-serif text-lg font-bold text-berry">
        {note.heading}
      </Heading>
      <p className="mt-2 font-semibold">
        {`${note.whatToDo} (`}
        <ExternalLink href={note.source} newTab={newTab} className="underline">
          {words.pets.source}
        </ExternalLink>
        )
      </p>
      {note.animals.map(({ key, signsLabel, signs, advice }) => (
        // The words between the two labels are one text: React marks the seam between two with a comment.
        <p key={key} className="mt-2 text-sm">
          {signs.length > 0 && <strong>{signsLabel}</strong>}
          {`${signs.length > 0 ? ` ${signs.join(', ')}` : ''}${advice ? ' ' : ''}`}
          {advice && (
            <>
              <strong>{note.adviceLabel}</strong>
              {` ${advice}`}
            </>
          )}
        </p>
      ))}
    </section>
  );
}
