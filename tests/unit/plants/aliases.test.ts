import { aliasClashes, aliasProblems } from '@/lib/plants/aliases';

const snake = {
  name: 'Snake Plant',
  scientificName: 'Dracaena trifasciata',
  aliases: ["Mother-in-law's Tongue", 'Sansevieria trifasciata'],
};

describe("a plant's other names", () => {
  it('accepts distinct names that are neither its name nor its scientific name, and a plant without any', () => {
    expect(aliasProblems(snake)).toEqual([]);
    expect(aliasProblems({ name: 'Lavender', scientificName: 'Lavandula angustifolia' })).toEqual([]);
  });

  it('refuses its own name or scientific name, as the search compares them, saying which and where', () => {
    const problems = aliasProblems({ ...snake, aliases: ['Snake plant', 'Mint', 'DRACAENA  trifasciata'] });
    expect(problems).toEqual([
      {
        at: 0,
        message: expect.stringMatching(/^"Snake plant" is the plant's own name, which the search finds already/),
      },
      { at: 2, message: expect.stringMatching(/^"DRACAENA {2}trifasciata" is the plant's own scientific name/) },
    ]);
  });

  it('refuses a name written twice, accents and case aside', () => {
    expect(aliasProblems({ ...snake, aliases: ['Aloë', 'aloe'] })).toEqual([
      { at: 1, message: '"aloe" is written twice among the other names: keep one.' },
    ]);
  });

  it("refuses another plant's name, naming both files", () => {
    const plants = [
      { ...snake, file: 'src/content/plants/snake-plant.yaml', aliases: ['Mother-in-law’s Tongue', 'lavender'] },
      { name: 'Lavender', scientificName: 'Lavandula angustifolia', file: 'src/content/plants/lavender.yaml' },
    ];
    expect(aliasClashes(plants, (plant) => plant.file)).toEqual([
      'src/content/plants/snake-plant.yaml lists "lavender" among its other names, but it is the name of the plant in src/content/plants/lavender.yaml: remove it from the other names, or rename one of the plants.',
    ]);
  });

  it('lets two plants share another name, as common names are shared in life', () => {
    const plants = [
      { name: 'Aloe Vera', scientificName: 'Aloe vera', aliases: ['Medicine Plant'] },
      { name: 'Aloe Ferox', scientificName: 'Aloe ferox', aliases: ['Medicine Plant'] },
    ];
    expect(aliasClashes(plants, (plant) => plant.name)).toEqual([]);
  });
});
