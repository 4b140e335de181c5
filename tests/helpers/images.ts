/**
 * Reads image files as a browser or an operating system would, from their headers alone: a PNG's size, and an ICO's
 * entries with the image each one points at.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** A PNG's width and height: the first two numbers of its IHDR chunk, at bytes 16 and 20 (big-endian). */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  if (!isPng(bytes)) throw new Error('Not a PNG: its first 8 bytes are not the PNG signature.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export interface IcoEntry {
  /** 256 where the file says 0. */
  width: number;
  height: number;
  bitsPerPixel: number;
  /** The image's own bytes, where the entry says they are. */
  image: Uint8Array;
}

/** An ICO file's entries; throws unless its header says it is an icon and every entry lies inside the file. */
export function icoEntries(bytes: Uint8Array): IcoEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 6 || view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1)
    throw new Error('Not an ICO file: its header is not 0, 1.');
  const count = view.getUint16(4, true);
  return Array.from({ length: count }, (_, index) => {
    const entry = 6 + 16 * index;
    const length = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    if (offset + length > bytes.byteLength) throw new Error(`ICO entry ${index} points past the end of the file.`);
    return {
      width: view.getUint8(entry) || 256,
      height: view.getUint8(entry + 1) || 256,
      bitsPerPixel: view.getUint16(entry + 6, true),
      image: bytes.subarray(offset, offset + length),
    };
  });
}
