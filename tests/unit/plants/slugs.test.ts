import { isPlantSlug, plantFileProblems, plantPagePath, plantRecordPath, plantSlug } from '@/lib/plants/slugs';

describe('a plant’s slug, made from its file name', () => {
  it('is the file name without extension, in lower case, with hyphens', () => {
    expect(plantSlug('snake-plant.yaml')).toBe('snake-plant');
    expect(plantSlug('snake-plant.yml')).toBe('snake-plant');
    expect(plantSlug('Snake Plant.YAML')).toBe('snake-plant');
    expect(plantSlug('snake_plant.yaml')).toBe('snake-plant');
    expect(plantSlug('src/content/plants/Aloë Vera.yaml')).toBe('aloe-vera');
  });

  it('gives the plant’s page and its record', () => {
    expect(plantPagePath('snake-plant')).toBe('/plants/snake-plant/');
    expect(plantRecordPath('snake-plant')).toBe('/data/plants/snake-plant.json');
  });

  it('accepts only well-formed slugs that are not numbers (the A–Z index pages are)', () => {
    for (const slug of ['snake-plant', 'aloe-vera', 'plant-2', '7-sisters']) expect(isPlantSlug(slug), slug).toBe(true);
    for (const slug of [
      '',
      '2',
      '12',
      'Snake-Plant',
      'snake--plant',
      '-snake',
      'snake-',
      'snake plant',
      '../x',
      'a/b',
    ]) {
      expect(isPlantSlug(slug), slug).toBe(false);
    }
  });
});

describe('the plant files’ names', () => {
  const folder = 'src/content/plants';

  it('are fine when every file makes its own slug; other files are not plants', () => {
    expect(plantFileProblems(['lavender.yaml', 'snake-plant.yml', 'README.md', '.DS_Store'], folder)).toEqual([]);
  });

  it('refuse two files that would be the same page, naming both', () => {
    expect(plantFileProblems(['snake-plant.yml', 'lavender.yaml', 'snake-plant.yaml'], folder)).toEqual([
      'src/content/plants/snake-plant.yaml and src/content/plants/snake-plant.yml would both be the plant page /plants/snake-plant/: rename or remove one of them.',
    ]);
    expect(plantFileProblems(['Snake Plant.yaml', 'snake_plant.yaml'], folder)).toHaveLength(1);
  });

  it('refuse a name that makes no usable address', () => {
    expect(plantFileProblems(['2.yaml', '---.yaml'], folder)).toEqual([
      "src/content/plants/---.yaml: the file name must contain at least one letter (a–z), e.g. snake-plant.yaml; it becomes the plant's address.",
      "src/content/plants/2.yaml: the file name must contain at least one letter (a–z), e.g. snake-plant.yaml; it becomes the plant's address.",
    ]);
  });
});
