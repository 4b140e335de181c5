/**
 * Whether a stream response's first bytes are text (an HTML page, a JSON or XML error) rather than audio: a page an
 * origin or proxy sends for the stream's address must never be played, let alone shown. MP3, AAC (ADTS), Ogg and FLAC
 * start with a binary signature, never with `<`, `{` or `[` after optional whitespace and a UTF-8 byte order mark.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  let i = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) i = 3;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  const first = bytes[i];
  return first === 0x3c || first === 0x7b || first === 0x5b;
}
