import { toPlantRecords, type PlantEntry } from '../../src/lib/plants-data';
import type { PlantData } from '../../src/schemas/plants';

const data = (id: number, name: string): PlantData => ({
  id,
  name,
  scientificName: `${name} officinalis`,
  type: 'Indoor',
  climate: 'Tropical',
  light: 'Full Sun',
  water: 'Low',
  image: { src: 'https://upload.wikimedia.org/x.jpg', width: 500, height: 375, alt: `A photo of ${name}` },
  description: 'A description long enough for the schema, about this plant.',
  care: 'Care instructions long enough for the schema, about this plant.',
  wikiLink: 'https://en.wikipedia.org/wiki/Plant',
});

describe('preparing the plants for the island', () => {
  it('orders plants by their id number, whatever the order of the files', () => {
    const entries: PlantEntry[] = [
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
});
