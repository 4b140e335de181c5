/** The pieces' bytes one after another, in one new array. */
export function joinBytes(pieces: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(pieces.reduce((length, piece) => length + piece.length, 0));
  pieces.reduce((at, piece) => (bytes.set(piece, at), at + piece.length), 0);
  return bytes;
}
