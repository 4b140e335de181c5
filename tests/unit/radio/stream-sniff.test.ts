import { looksLikeText } from '@/lib/radio/stream-sniff';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('stream responses that are not audio', () => {
  it('recognises an HTML page, a JSON or XML error, after a byte order mark or whitespace', () => {
    for (const text of [
      '<!doctype html><title>Login</title>',
      '\ufeff\n  <html>',
      '{"error":"not found"}',
      '[1]',
      '<?xml version="1.0"?>',
    ]) {
      expect(looksLikeText(bytes(text)), text).toBe(true);
    }
  });

  it('lets audio through: MP3 and AAC sync words, ID3, Ogg and FLAC signatures', () => {
    for (const start of [
      [0xff, 0xfb, 0x90],
      [0xff, 0xf1, 0x50],
      [0x49, 0x44, 0x33],
      [0x4f, 0x67, 0x67, 0x53],
      [0x66, 0x4c, 0x61, 0x43],
    ]) {
      expect(looksLikeText(new Uint8Array(start)), start.join(' ')).toBe(false);
    }
    expect(looksLikeText(new Uint8Array())).toBe(false);
  });
});
