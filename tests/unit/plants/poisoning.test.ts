import { poisoningNote } from '@/lib/plants/poisoning';
import { databaseWords } from '../../helpers/plants';

const words = databaseWords().plant;
const toxic = (signs?: string[], advice?: string) => ({
  toxicity: 'toxic' as const,
  source: 'https://example.org/claim',
  signs,
  advice,
});

describe('what a toxic plant’s page says about poisoning', () => {
  it('says nothing for a plant toxic to no animal', () => {
    expect(
      poisoningNote(
        { cats: { toxicity: 'non-toxic', source: 'https://example.org' }, dogs: { toxicity: 'unknown' } },
        words,
      ),
    ).toBeNull();
    expect(poisoningNote(undefined, words)).toBeNull();
  });

  it('says what to do, with its source, for any toxic verdict, even one without signs or advice', () => {
    const note = poisoningNote({ cats: toxic(), dogs: { toxicity: 'unknown' } }, words);
    expect(note).toEqual({
      heading: words.poisoning.heading,
      whatToDo: words.poisoning.whatToDo,
      source: words.poisoning.source,
      adviceLabel: words.poisoning.advice,
      animals: [],
    });
  });

  it('gives each toxic animal its signs and advice, once for animals whose sources say the same, in the site config’s order', () => {
    const label = (animal: string) => words.poisoning.signs.replace('{animal}', animal);
    const apart = poisoningNote(
      { cats: toxic(['Vomiting']), dogs: toxic(['Drooling', 'Vomiting'], 'Rinse the mouth and call a vet.') },
      words,
    );
    expect(apart?.animals).toEqual([
      { key: 'cats', signsLabel: label(words.pets.cats), signs: ['Vomiting'], advice: undefined },
      {
        key: 'dogs',
        signsLabel: label(words.pets.dogs),
        signs: ['Drooling', 'Vomiting'],
        advice: 'Rinse the mouth and call a vet.',
      },
    ]);
    const alike = poisoningNote({ cats: toxic(['Vomiting']), dogs: toxic(['Vomiting']) }, words);
    expect(alike?.animals).toEqual([
      {
        key: 'cats-dogs',
        signsLabel: label(`${words.pets.cats} & ${words.pets.dogs}`),
        signs: ['Vomiting'],
        advice: undefined,
      },
    ]);
  });
});
