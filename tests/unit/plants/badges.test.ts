import { cardPetBadges, plantBadges } from '@/lib/plants/badges';
import { databaseWords, LAVENDER } from '../../helpers/plants';

const words = databaseWords().plant;

describe('the one list of a plant’s badges (plant page, detail panel and card)', () => {
  it('lists type, climate, light and water, then cats and dogs with each verdict in words and its source', () => {
    const plant = {
      ...LAVENDER,
      pets: { cats: { toxicity: 'toxic', source: 'https://example.org/cats' }, dogs: { toxicity: 'unknown' } },
    } as const;
    expect(plantBadges(plant, words).map(({ label, value, source }) => [label, value, source])).toEqual([
      [words.badges.type, 'Outdoor', undefined],
      [words.badges.climate, 'Mediterranean', undefined],
      [words.badges.light, 'Full Sun', undefined],
      [words.badges.water, 'Low', undefined],
      [words.pets.cats, words.pets.toxic, 'https://example.org/cats'],
      [words.pets.dogs, words.pets.unknown, undefined],
    ]);
  });

  it('leaves a value out while it is on its way (the panel before the full record arrives)', () => {
    expect(plantBadges({ type: 'Indoor' }, words).map((badge) => badge.value)).toEqual([
      'Indoor',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('gives a card only the verdicts that are known', () => {
    expect(
      cardPetBadges({ cats: 'non-toxic', dogs: 'unknown' }, words).map(({ label, value }) => `${label}: ${value}`),
    ).toEqual([`${words.pets.cats}: ${words.pets['non-toxic']}`]);
    expect(cardPetBadges({ cats: 'unknown', dogs: 'unknown' }, words)).toEqual([]);
  });
});
