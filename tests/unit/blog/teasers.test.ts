import { orderTeasers } from '@/lib/blog/teasers';
import { formatDate, isoDate } from '@/lib/shared/dates';

describe('blog teasers (src/lib/blog)', () => {
  it('come newest first, undated ones last, ties by file name', () => {
    const ordered = orderTeasers([
      { id: 'undated-b' },
      { id: 'older', date: new Date('2026-01-05') },
      { id: 'undated-a' },
      { id: 'newer', date: new Date('2026-03-02') },
      { id: 'also-newer', date: new Date('2026-03-02') },
    ]);
    expect(ordered.map((teaser) => teaser.id)).toEqual(['also-newer', 'newer', 'older', 'undated-a', 'undated-b']);
  });

  it('print their date as the calendar day written in the file, whatever the time zone', () => {
    const date = new Date('2026-03-02');
    expect(formatDate(date)).toBe('2 March 2026');
    expect(isoDate(date)).toBe('2026-03-02');
    expect(formatDate(new Date('2026-12-31T23:30:00-05:00'))).toBe('1 January 2027');
  });
});
