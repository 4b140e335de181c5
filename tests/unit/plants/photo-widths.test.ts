import { photoAtWidth, photoSrcsets, photoWidthsProblem, thumbnailWidth } from '@/lib/plants/photo';

const THUMB = 'https://upload.wikimedia.org/wikipedia/commons/thumb/d/d6/Acer_palmatum0.jpg/500px-Acer_palmatum0.jpg';
const ORIGINAL = 'https://upload.wikimedia.org/wikipedia/commons/d/d6/Acer_palmatum0.jpg';
const at = (width: number) =>
  `https://upload.wikimedia.org/wikipedia/commons/thumb/d/d6/Acer_palmatum0.jpg/${width}px-Acer_palmatum0.jpg`;

describe('plant photos at the width the screen needs', () => {
  it('writes a Commons photo, thumbnail or original, at any width', () => {
    expect(photoAtWidth(THUMB, 960)).toBe(at(960));
    expect(photoAtWidth(ORIGINAL, 250)).toBe(at(250));
    const escaped =
      'https://upload.wikimedia.org/wikipedia/commons/thumb/f/fb/Snake_%28S%29.png/330px-Snake_%28S%29.png';
    expect(photoAtWidth(escaped, 500)).toBe(
      'https://upload.wikimedia.org/wikipedia/commons/thumb/f/fb/Snake_%28S%29.png/500px-Snake_%28S%29.png',
    );
    expect(thumbnailWidth(THUMB)).toBe(500);
    expect(thumbnailWidth(ORIGINAL)).toBeNull();
  });

  it('refuses a Commons address that cannot give the standard widths, naming the file', () => {
    for (const [src, file] of [
      ['https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Leaf.svg/500px-Leaf.svg.png', 'Leaf.svg'],
      ['https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Scan.tif/lossy-page1-500px-Scan.tif.jpg', 'Scan.tif'],
      ['https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Fern.jpg/500px-Other.jpg', 'Fern.jpg'],
      ['https://upload.wikimedia.org/wikipedia/commons/a/ba/Fern.jpg', 'Fern.jpg'],
      ['https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Fern_%28x%29.jpg', 'Fern_(x).jpg'],
      ['https://upload.wikimedia.org/wikipedia/en/a/ab/Fern.jpg', 'Fern.jpg'],
    ]) {
      expect(photoWidthsProblem(src!), src).toMatch(
        new RegExp(`^${file!.replace(/[.()]/g, '\\$&')} cannot be offered at Wikimedia's standard widths`),
      );
    }
    for (const src of [THUMB, ORIGINAL, 'https://example.org/photo.jpg'])
      expect(photoWidthsProblem(src), src).toBeNull();
  });

  it('offers the standard widths from 250 up to the photo’s own width, and phones no more than 500', () => {
    // The file's own width unknown: nothing wider than the address's 500 px, which Commons would not enlarge.
    expect(photoSrcsets({ src: THUMB, width: 500 })).toEqual({
      phone: `${at(250)} 250w, ${at(330)} 330w, ${at(500)} 500w`,
      wide: `${at(250)} 250w, ${at(330)} 330w, ${at(500)} 500w`,
    });
    // A file 1,600 px wide: sharper for wide and high-density screens, up to 1,280; phones still up to 500.
    const wide = photoSrcsets({ src: ORIGINAL, width: 1600, originalWidth: 1600 });
    expect(wide.wide).toBe(`${at(250)} 250w, ${at(330)} 330w, ${at(500)} 500w, ${at(960)} 960w, ${at(1280)} 1280w`);
    expect(wide.phone).toBe(`${at(250)} 250w, ${at(330)} 330w, ${at(500)} 500w`);
    // A photo on another host has no other widths.
    expect(photoSrcsets({ src: 'https://example.org/photo.jpg', width: 500 })).toEqual({ phone: '', wide: '' });
  });
});
