import { centredMargins, icoFile, manifestIcons, svgDataUrl } from '@/lib/icons/icon-files';
import { icoEntries, pngSize } from '../../helpers/images';

/** A stand-in PNG of `size` px: the signature and an IHDR chunk are all a reader of sizes looks at. */
function fakePng(size: number, filler: number): Uint8Array {
  const bytes = new Uint8Array(33 + filler).fill(7);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, size);
  view.setUint32(20, size);
  return bytes;
}

describe('the favicon.ico container', () => {
  it('holds each PNG whole, with an entry saying its size, 32 bits per pixel, its length and where it starts', () => {
    const images = [16, 32, 48].map((size, index) => ({ size, png: fakePng(size, 10 * index) }));
    const ico = icoFile(images);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 3]);
    // The first image follows the header and three entries: 6 + 3 × 16 bytes.
    expect(view.getUint32(6 + 12, true)).toBe(54);
    expect(ico.byteLength).toBe(54 + images.reduce((sum, { png }) => sum + png.byteLength, 0));
    const entries = icoEntries(ico);
    expect(entries.map(({ width, height, bitsPerPixel }) => [width, height, bitsPerPixel])).toEqual([
      [16, 16, 32],
      [32, 32, 32],
      [48, 48, 32],
    ]);
    entries.forEach((entry, index) => {
      expect(entry.image).toEqual(images[index]?.png);
      expect(pngSize(entry.image)).toEqual({ width: entry.width, height: entry.height });
    });
  });

  it('writes 256 px as 0, as the format says, and refuses what an ICO cannot hold', () => {
    expect(icoEntries(icoFile([{ size: 256, png: fakePng(256, 0) }]))[0]?.width).toBe(256);
    expect(new DataView(icoFile([{ size: 256, png: fakePng(256, 0) }]).buffer).getUint8(6)).toBe(0);
    expect(() => icoFile([])).toThrow('at least one image');
    expect(() => icoFile([{ size: 512, png: fakePng(512, 0) }])).toThrow('1 to 256 px wide, not 512');
    expect(() => icoFile([{ size: 0, png: fakePng(1, 0) }])).toThrow('not 0');
    expect(() => icoFile([16, 16].map((size) => ({ size, png: fakePng(size, 0) })))).toThrow('Two ICO images of 16 px');
  });
});

describe('the manifest’s icons', () => {
  it('lists the SVG logo for any size first, then each PNG with its size and purpose', () => {
    const icons = manifestIcons({ path: '/logo.svg', type: 'image/svg+xml' }, [
      { path: '/icons/a.png', type: 'image/png', size: 192, purpose: 'any' },
      { path: '/icons/b.png', type: 'image/png', size: 512, purpose: 'maskable' },
    ]);
    expect(icons).toEqual([
      { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icons/a.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/b.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
});

describe('a logo centred in its icon', () => {
  it('leaves equal margins, the odd pixel after, so that the logo fills the circle of its fraction', () => {
    expect(centredMargins(512, 0.8)).toEqual({ inner: 409, before: 51, after: 52 });
    expect(centredMargins(180, 1)).toEqual({ inner: 180, before: 0, after: 0 });
    expect(centredMargins(100, 0.5)).toEqual({ inner: 50, before: 25, after: 25 });
    expect(() => centredMargins(100, 0)).toThrow('not 0');
    expect(() => centredMargins(100, 1.2)).toThrow('not 1.2');
  });
});

describe('the tab icon inside the page', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\n  <circle r=\'16\' fill="#23633a"/><text>100%</text>\r\n</svg>\n';

  it('reads back as the same SVG, as a browser reads a data: URL', async () => {
    const url = svgDataUrl(svg);
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(svg.trim());
  });

  it('holds only what a valid URL may: no fragment mark, quote, bracket or white space, as the HTML checker asks', () => {
    const url = svgDataUrl(svg);
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    expect(url).not.toMatch(/[#"'<>\s]/);
    expect(url).toContain('viewBox=%220%200%2032%2032%22');
  });
});
