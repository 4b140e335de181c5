import { addHeard, isHeardTime, mergeHeard, parseHeard, type HeardTitle } from '@/lib/radio/heard';

const limits = { keep: 10, maxChars: 100, aheadMs: 60_000 };
/** The moment the tests read a list at. */
const NOW = Date.UTC(2026, 10, 26, 12);
const heard = (title: string, at: number): HeardTitle => ({ title, at });

describe('the list of titles heard', () => {
  it('puts a new title first, and keeps only the newest ten', () => {
    let list: HeardTitle[] = [];
    for (let i = 1; i <= 12; i += 1) list = addHeard(list, `Song ${i}`, i * 1000, limits);
    expect(list.map((entry) => entry.title)).toEqual([
      'Song 12',
      'Song 11',
      'Song 10',
      'Song 9',
      'Song 8',
      'Song 7',
      'Song 6',
      'Song 5',
      'Song 4',
      'Song 3',
    ]);
  });

  it('does not list the title on air twice, but lists it again once another came between', () => {
    let list = addHeard([], 'Morning dew', 1000, limits);
    list = addHeard(list, 'Morning dew', 2000, limits);
    expect(list).toEqual([heard('Morning dew', 1000)]);
    list = addHeard(list, 'Rain song', 3000, limits);
    list = addHeard(list, 'Morning dew', 4000, limits);
    expect(list.map((entry) => entry.title)).toEqual(['Morning dew', 'Rain song', 'Morning dew']);
  });

  it('joins two windows’ lists: each hearing once, newest first, at most ten', () => {
    const page = [heard('C', 3000), heard('A', 1000)];
    const popout = [heard('D', 4000), heard('C', 3000), heard('B', 2000)];
    expect(mergeHeard(page, popout, limits)).toEqual([
      heard('D', 4000),
      heard('C', 3000),
      heard('B', 2000),
      heard('A', 1000),
    ]);
    const many = Array.from({ length: 15 }, (_, i) => heard(`T${i}`, i + 1));
    expect(mergeHeard(many.slice(0, 8), many.slice(8), limits)).toHaveLength(10);
  });

  it.each([
    ['nothing', null],
    ['an object', { title: 'A', at: 1 }],
    [
      'broken entries',
      [
        null,
        'A',
        { title: 5, at: 1 },
        { title: 'B' },
        { title: 'C', at: Number.NaN },
        { title: 'D', at: -5 },
        { title: '   ', at: 3 },
      ],
    ],
  ])('reads %s as an empty list', (_what, value) => {
    expect(parseHeard(value, limits, NOW)).toEqual([]);
  });

  it.each([
    ['beyond the range of dates (a Date of it cannot be drawn)', 1e300],
    ['just past the last date a Date can hold', 8.64e15 + 1],
    ['the largest number', Number.MAX_VALUE],
    ['later than now by more than the tolerance', NOW + limits.aheadMs + 1],
    ['a string', '2026-11-26T12:00:00Z'],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('drops an entry dated %s, and keeps the others', (_what, at) => {
    const kept = parseHeard([{ title: 'Hostile', at }, heard('Morning dew', NOW - 1000)], limits, NOW);
    expect(kept).toEqual([heard('Morning dew', NOW - 1000)]);
    for (const entry of kept) expect(() => new Date(entry.at).toISOString()).not.toThrow();
  });

  it('keeps an entry dated a little after now, within the tolerance (a clock set back by a time sync)', () => {
    expect(parseHeard([heard('Just now', NOW + limits.aheadMs)], limits, NOW)).toEqual([
      heard('Just now', NOW + limits.aheadMs),
    ]);
    expect(isHeardTime(NOW + limits.aheadMs, NOW, limits.aheadMs)).toBe(true);
    expect(isHeardTime(8.64e15, 9e15, limits.aheadMs)).toBe(true);
    expect(isHeardTime(8.64e15 + 1, 9e15, limits.aheadMs)).toBe(false);
  });

  it('tidies and cuts every title it reads, as the now-playing line does', () => {
    const hostile = `\u202Egnos\u200B  Night\u0007 garden ${'long '.repeat(100)}`;
    const [entry] = parseHeard([{ title: hostile, at: 5 }], limits, NOW);
    expect(entry?.title).toMatch(/^gnos Night garden long/);
    expect(Array.from(entry?.title ?? '').length).toBeLessThanOrEqual(limits.maxChars);
    expect(entry?.title).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  });

  it('reads a stored list newest first, however it was ordered', () => {
    expect(parseHeard([heard('A', 1), heard('B', 2)], limits, NOW)).toEqual([heard('B', 2), heard('A', 1)]);
  });
});
