import { bitrateFor, browserSavesData, initialQuality, parseStoredQuality, streamUrlFor } from '@/lib/radio/quality';

const SAVER = { mount: '/live-48', bitrateKbps: 48 };

describe('radio quality: which stream plays', () => {
  it('plays the remembered choice, whatever the browser asks', () => {
    expect(initialQuality('standard', true, SAVER)).toBe('standard');
    expect(initialQuality('saver', false, SAVER)).toBe('saver');
  });

  it('without a choice, plays the data saver only where the browser asks to save data', () => {
    expect(initialQuality(null, true, SAVER)).toBe('saver');
    expect(initialQuality(null, false, SAVER)).toBe('standard');
  });

  it('always plays the standard stream when the config names no data saver', () => {
    expect(initialQuality('saver', true, null)).toBe('standard');
    expect(streamUrlFor('saver', '/api/stream?port=8076', null)).toBe('/api/stream?port=8076');
    expect(bitrateFor('saver', 128, null)).toBe(128);
  });

  it('names the saver mount on the same rewrite, and its bitrate for the cost line', () => {
    expect(streamUrlFor('standard', '/api/stream?port=8076', SAVER)).toBe('/api/stream?port=8076');
    expect(streamUrlFor('saver', '/api/stream?port=8076', SAVER)).toBe('/api/stream?port=8076&mount=%2Flive-48');
    // A relay named by its https address carries the saver's mount at its own path: Icecast ignores the query.
    expect(streamUrlFor('saver', 'https://relay.example/live', SAVER)).toBe('https://relay.example/live-48');
    expect(streamUrlFor('saver', 'https://relay.example:8443/radio/live', SAVER)).toBe(
      'https://relay.example:8443/radio/live-48',
    );
    expect(streamUrlFor('saver', 'HTTPS://relay.example/live', SAVER)).toBe('https://relay.example/live-48');
    expect(streamUrlFor('saver', '/api/relay-1', SAVER)).toBe('/api/relay-1?mount=%2Flive-48');
    expect(bitrateFor('saver', 128, SAVER)).toBe(48);
    expect(bitrateFor('standard', 128, SAVER)).toBe(128);
  });

  it('reads only the documented stored shape', () => {
    expect(parseStoredQuality({ quality: 'saver' })).toBe('saver');
    expect(parseStoredQuality({ quality: 'standard' })).toBe('standard');
    expect(parseStoredQuality({ quality: 'ultra' })).toBeNull();
    expect(parseStoredQuality({ quality: 1 })).toBeNull();
    expect(parseStoredQuality(null)).toBeNull();
  });

  it('reads Save-Data from the Network Information API, and false where it is missing or throws', () => {
    expect(browserSavesData({ connection: { saveData: true } })).toBe(true);
    expect(browserSavesData({ connection: { saveData: false } })).toBe(false);
    expect(browserSavesData({})).toBe(false);
    expect(browserSavesData(undefined)).toBe(false);
    const throwing = Object.defineProperty({}, 'connection', {
      get() {
        throw new Error('denied');
      },
    });
    expect(browserSavesData(throwing)).toBe(false);
  });
});
