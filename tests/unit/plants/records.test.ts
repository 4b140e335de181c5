import { firstCards, toCard, toPlantRecords, type PlantEntry } from '@/lib/plants/records';
import type { PlantData } from '@/schemas/plants';

const data = (id: number, name: string): PlantData => ({
  id,
  name,
  scientificName: `${name} officinalis`,
  type: 'Indoor',
  climate: 'Tropical',
  light: 'Full Sun',
  water: 'Low',
  pets: { cats: { toxicity: 'non-toxic', source: 'https://example.org/cats' }, dogs: { toxicity: 'unknown' } },
  image: {
    src: 'https://upload.wikimedia.org/x.jpg',
    width: 500,
    height: 375,
    alt: `A photo of ${name}`,
    credit: 'Wikimedia Commons',
    source: 'https://commons.wikimedia.org/wiki/File:X.jpg',
  },
  description: 'A description long enough for the schema, about this plant.',
  care: 'Care instructions long enough for the schema, about this plant.',
  wikiLink: 'https://en.wikipedia.org/wiki/Plant',
});

describe('preparing the plants for the island', () => {
  it('orders plants by their id number, whatever the order of the files', () => {
    const entries: PlantEntry<PlantData>[] = [
      { id: 'lavender', data: data(4, 'Lavender') },
      { id: 'aloe-vera', data: data(6, 'Aloe Vera') },
      { id: 'monstera-deliciosa', data: data(1, 'Monstera Deliciosa') },
    ];
    expect(toPlantRecords(entries).map((plant) => plant.slug)).toEqual(['monstera-deliciosa', 'lavender', 'aloe-vera']);
  });

  it('adds the slug and gives plain, serialisable copies', () => {
    const entry = { id: 'lavender', data: data(4, 'Lavender') };
    const [record] = toPlantRecords([entry]);
    expect(record).toMatchObject({ slug: 'lavender', id: 4, name: 'Lavender' });
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
    expect(record?.image).not.toBe(entry.data.image);
  });

  it('refuses two plants with the same id, naming both files', () => {
    const entries = [
      { id: 'lavender', data: data(4, 'Lavender') },
      { id: 'rosemary', data: data(4, 'Rosemary') },
    ];
    expect(() => toPlantRecords(entries)).toThrow(
      'Two plants share the id 4: src/content/plants/lavender.yaml and src/content/plants/rosemary.yaml',
    );
  });

  it('names the files as they are, whatever their extension', () => {
    const entries = [
      { id: 'lavender', data: data(4, 'Lavender'), filePath: 'src/content/plants/lavender.yml' },
      { id: 'rosemary', data: data(4, 'Rosemary'), filePath: 'src/content/plants/Rosemary.yaml' },
    ];
    expect(() => toPlantRecords(entries)).toThrow(
      'src/content/plants/lavender.yml and src/content/plants/Rosemary.yaml',
    );
  });

  it("refuses a plant whose other names include another plant's name, naming both files", () => {
    const entries = [
      { id: 'lavender', data: data(4, 'Lavender') },
      {
        id: 'rosemary',
        data: { ...data(7, 'Rosemary'), aliases: ['Dew of the Sea', 'LAVENDER'] },
        filePath: 'src/content/plants/rosemary.yml',
      },
    ];
    expect(() => toPlantRecords(entries)).toThrow(
      'src/content/plants/rosemary.yml lists "LAVENDER" among its other names, but it is the name of the plant in src/content/plants/lavender.yaml',
    );
  });

  it('gives a card only what searching, filtering and drawing it need', () => {
    const [record] = toPlantRecords([
      { id: 'lavender', data: { ...data(4, 'Lavender'), aliases: ['English Lavender'] } },
    ]);
    expect(toCard(record!)).toEqual({
      slug: 'lavender',
      name: 'Lavender',
      scientificName: 'Lavender officinalis',
      aliases: ['English Lavender'],
      type: 'Indoor',
      climate: 'Tropical',
      light: 'Full Sun',
      water: 'Low',
      thumbnail: 'https://upload.wikimedia.org/x.jpg',
      pets: { cats: 'non-toxic', dogs: 'unknown' },
    });
  });

  it('gives the landing page the first page of cards and the number of plants, however many there are', () => {
    const records = toPlantRecords(
      Array.from({ length: 30 }, (_, at) => ({ id: `plant-${at + 1}`, data: data(at + 1, `Plant ${at + 1}`) })),
    );
    const first = firstCards(records, 12);
    expect(first.total).toBe(30);
    expect(first.cards.map((card) => card.slug)).toEqual(records.slice(0, 12).map((record) => record.slug));
    expect(firstCards(records.slice(0, 6), 12).cards).toHaveLength(6);
  });
});
