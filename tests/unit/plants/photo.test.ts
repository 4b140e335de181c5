import { commonsFilePage, creditLine, isCommonsUpload, isFilePageOf } from '@/lib/plants/photo';

const THUMB = 'https://upload.wikimedia.org/wikipedia/commons/thumb/d/d6/Acer_palmatum0.jpg/500px-Acer_palmatum0.jpg';
const ORIGINAL = 'https://upload.wikimedia.org/wikipedia/commons/d/d6/Acer_palmatum0.jpg';
const WORDS = { photoCredit: 'Photo: {credit}, {licence}', photoCreditNoLicence: 'Photo: {credit}' };

describe('plant photos from Wikimedia Commons', () => {
  it('recognises a Commons upload, thumbnail or original, and nothing else', () => {
    expect(isCommonsUpload(THUMB)).toBe(true);
    expect(isCommonsUpload(ORIGINAL)).toBe(true);
    for (const src of [
      'https://example.org/wikipedia/commons/d/d6/A.jpg',
      'https://upload.wikimedia.org/wikipedia/en/d/d6/A.jpg',
      'not an address',
    ]) {
      expect(isCommonsUpload(src), src).toBe(false);
    }
  });

  it('derives the file page from the upload address, escapes kept', () => {
    expect(commonsFilePage(THUMB)).toBe('https://commons.wikimedia.org/wiki/File:Acer_palmatum0.jpg');
    expect(commonsFilePage(ORIGINAL)).toBe('https://commons.wikimedia.org/wiki/File:Acer_palmatum0.jpg');
    expect(
      commonsFilePage(
        'https://upload.wikimedia.org/wikipedia/commons/thumb/f/fb/Snake_%28S%29.jpg/500px-Snake_%28S%29.jpg',
      ),
    ).toBe('https://commons.wikimedia.org/wiki/File:Snake_%28S%29.jpg');
    expect(commonsFilePage('https://example.org/a.jpg')).toBeNull();
  });

  it('matches a file page to its upload as Commons does: escapes decoded, spaces as underscores', () => {
    expect(isFilePageOf('https://commons.wikimedia.org/wiki/File:Acer_palmatum0.jpg', THUMB)).toBe(true);
    expect(isFilePageOf('https://commons.wikimedia.org/wiki/File:Acer%20palmatum0.jpg', THUMB)).toBe(true);
    expect(isFilePageOf('https://commons.wikimedia.org/wiki/File:Acer_palmatum1.jpg', THUMB)).toBe(false);
    expect(isFilePageOf('https://commons.wikimedia.org/wiki/File:%E0%A4%A', THUMB)).toBe(false);
  });

  it('writes the credit line with the licence when it is recorded, without it otherwise, and none without a credit', () => {
    expect(creditLine(WORDS, { credit: 'Jane Doe', licence: 'CC BY-SA 4.0' })).toBe('Photo: Jane Doe, CC BY-SA 4.0');
    expect(creditLine(WORDS, { credit: 'Wikimedia Commons' })).toBe('Photo: Wikimedia Commons');
    expect(creditLine(WORDS, {})).toBeNull();
  });
});
