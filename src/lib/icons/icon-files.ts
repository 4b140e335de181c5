/**
 * The icon files' containers and lists, from images already drawn (src/icons/draw.ts draws them): the ICO file that
 * browsers, feed readers and link previewers ask for at /favicon.ico, and the manifest's list of icons.
 */

/** One square PNG image, and its width in pixels. */
export interface SizedPng {
  size: number;
  png: Uint8Array;
}

const ICO_HEADER_BYTES = 6;
const ICO_ENTRY_BYTES = 16;
/** An ICO entry's width and height are one byte each; 0 stands for 256, the largest an entry can be. */
const ICO_LARGEST = 256;

/**
 * An ICO file holding each image as PNG, which every browser since Internet Explorer 9 and Windows Vista reads: a
 * 6-byte header (reserved 0, type 1 for an icon, the count), a 16-byte entry per image (width, height, no palette,
 * 1 plane, 32 bits per pixel, its byte length and offset), then the images. All numbers are little-endian.
 */
export function icoFile(images: readonly SizedPng[]): Uint8Array<ArrayBuffer> {
  if (images.length === 0) throw new Error('An ICO file needs at least one image.');
  const sizes = new Set<number>();
  for (const { size } of images) {
    if (!Number.isInteger(size) || size < 1 || size > ICO_LARGEST)
      throw new Error(`An ICO image is 1 to ${ICO_LARGEST} px wide, not ${size}.`);
    if (sizes.has(size)) throw new Error(`Two ICO images of ${size} px: a browser would show either.`);
    sizes.add(size);
  }
  const length =
    ICO_HEADER_BYTES + ICO_ENTRY_BYTES * images.length + images.reduce((sum, { png }) => sum + png.byteLength, 0);
  const bytes = new Uint8Array(length);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0, true);
  view.setUint16(2, 1, true);
  view.setUint16(4, images.length, true);
  let offset = ICO_HEADER_BYTES + ICO_ENTRY_BYTES * images.length;
  images.forEach(({ size, png }, index) => {
    const entry = ICO_HEADER_BYTES + ICO_ENTRY_BYTES * index;
    view.setUint8(entry, size % ICO_LARGEST);
    view.setUint8(entry + 1, size % ICO_LARGEST);
    view.setUint8(entry + 2, 0);
    view.setUint8(entry + 3, 0);
    view.setUint16(entry + 4, 1, true);
    view.setUint16(entry + 6, 32, true);
    view.setUint32(entry + 8, png.byteLength, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(png, offset);
    offset += png.byteLength;
  });
  return bytes;
}

export interface IconFile {
  path: string;
  type: string;
  size: number;
  purpose: 'any' | 'maskable';
}

/** A web app manifest's `icons` entry. */
export interface ManifestIconEntry {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** The manifest's icons: the logo as SVG for any size, then each PNG with its size and purpose. */
export function manifestIcons(logo: { path: string; type: string }, pngs: readonly IconFile[]): ManifestIconEntry[] {
  return [
    { src: logo.path, sizes: 'any', type: logo.type, purpose: 'any' },
    ...pngs.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: icon.type,
      purpose: icon.purpose,
    })),
  ];
}

/**
 * The margins that centre a logo drawn at `fraction` of a square icon's width: left and top, right and bottom (one
 * pixel more when the difference is odd), so that the logo's disc fits the circle of that fraction.
 */
export function centredMargins(size: number, fraction: number): { inner: number; before: number; after: number } {
  if (!(fraction > 0 && fraction <= 1))
    throw new Error(`A logo covers more than none and at most all of its icon, not ${fraction}.`);
  const inner = Math.floor(size * fraction);
  const before = Math.floor((size - inner) / 2);
  return { inner, before, after: size - inner - before };
}

/**
 * An SVG as a `data:` URL, for the tab's icon named inside the page: a browser then shows it without a request of its
 * own, which on a first visit costs a round trip and, with our headers, 2.4 KB for a 256-byte logo. Only what a valid
 * URL may not hold as it is, or an attribute would read otherwise, is escaped (`%`, `#`, quotes, angle brackets and
 * white space), so the URL stays short and compresses with the page.
 */
export function svgDataUrl(svg: string): string {
  const escaped = svg
    .trim()
    .replace(/[%#"'<>\s]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `data:image/svg+xml,${escaped}`;
}
