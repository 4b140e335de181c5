import { firstPageOfInitials, groupByInitial, initialOf, sortByName } from '@/lib/plants/az';

describe('the A–Z index', () => {
  const names = ['snake plant', 'Aster', 'Ålpine Rose', 'aloe vera', '7 Sisters Rose', 'Banana', 'Zinnia', 'Aloe'];
  const sorted = sortByName(names.map((name) => ({ name })));

  it('sorts names as a reader expects: case and accents aside, ties in their original order', () => {
    expect(sorted.map(({ plant }) => plant.name)).toEqual([
      '7 Sisters Rose',
      'Aloe',
      'aloe vera',
      'Ålpine Rose',
      'Aster',
      'Banana',
      'snake plant',
      'Zinnia',
    ]);
    const twins = sortByName([
      { name: 'Fern', n: 1 },
      { name: 'fern', n: 2 },
      { name: 'FERN', n: 3 },
    ]);
    expect(twins.map(({ plant }) => plant.n)).toEqual([1, 2, 3]);
  });

  it('lists each name under its first letter, anything else under #', () => {
    expect(initialOf('aloe')).toBe('A');
    expect(initialOf('7 sisters')).toBe('#');
    expect(initialOf('')).toBe('#');
    expect(sorted.map(({ initial }) => initial)).toEqual(['#', 'A', 'A', 'A', 'A', 'B', 'S', 'Z']);
  });

  it('groups a page by letter and knows the page where each letter starts', () => {
    expect(groupByInitial(sorted.slice(0, 6)).map((group) => [group.initial, group.plants.length])).toEqual([
      ['#', 1],
      ['A', 4],
      ['B', 1],
    ]);
    expect([...firstPageOfInitials(sorted, 3)]).toEqual([
      ['#', 1],
      ['A', 1],
      ['B', 2],
      ['S', 3],
      ['Z', 3],
    ]);
  });
});
