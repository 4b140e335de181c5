import { isRelayAddress, listFailed, nextEndpoint, relayOrigins, relayProblems } from '@/lib/radio/endpoints';
import { RADIO, STREAM_ENDPOINTS, STREAM_URL } from '@/config/radio';

describe('radio endpoints: the stream and its relays', () => {
  it('tries the stream’s own address first, as the spec requests it, then the configured relays in order', () => {
    expect(STREAM_ENDPOINTS[0]).toBe('/api/stream?port=8076');
    expect(STREAM_ENDPOINTS[0]).toBe(STREAM_URL);
    expect(STREAM_ENDPOINTS.slice(1)).toEqual(RADIO.relays);
    expect(relayProblems(RADIO.relays)).toEqual([]);
  });

  it('takes a relay behind a rewrite of this site or at an https address, nothing else', () => {
    for (const ok of [
      '/api/relay-1',
      '/api/relay-2?port=8076',
      'https://relay.example.org/live',
      'https://relay.example.org:8443/radio/live',
    ]) {
      expect(isRelayAddress(ok), ok).toBe(true);
    }
    for (const bad of [
      'http://relay.example.org/live',
      'relay.example.org/live',
      '/relay-1',
      '//relay.example.org/live',
      'javascript:alert(1)',
      'https://user:secret@relay.example.org/live',
      '',
    ]) {
      expect(isRelayAddress(bad), bad).toBe(false);
    }
  });

  it('names each unusable relay, its place in the config and what to write', () => {
    expect(relayProblems(['/api/relay-1', 'http://relay.example.org/live'])).toEqual([
      'RADIO.relays[1] in src/config/radio.ts must be a path of this site under /api/ (rewritten by the host, such as /api/relay-1) or an https:// address, not "http://relay.example.org/live".',
    ]);
  });

  it('gives the policy the origins of the https relays only, each once', () => {
    expect(relayOrigins(['/api/relay-1'])).toEqual([]);
    expect(
      relayOrigins(['https://a.example.org/live', 'https://a.example.org/live-48', 'https://b.example.org:8443/live']),
    ).toEqual(['https://a.example.org', 'https://b.example.org:8443']);
  });

  it('reads the scheme as the browser does: a relay written HTTPS:// passes the check and is in the policy', () => {
    expect(relayProblems(['HTTPS://Relay.Example.org/live', 'Https://b.example.org/live'])).toEqual([]);
    expect(
      relayOrigins(['HTTPS://Relay.Example.org/live', 'Https://b.example.org/live', 'HTTP://c.example.org/live']),
    ).toEqual(['https://relay.example.org', 'https://b.example.org']);
  });

  it('moves on to the next endpoint, the first after the last', () => {
    expect(nextEndpoint(0, 3)).toBe(1);
    expect(nextEndpoint(2, 3)).toBe(0);
    expect(nextEndpoint(0, 1)).toBe(0);
    expect(nextEndpoint(0, 0)).toBe(0);
  });

  it('counts the list as failed once each endpoint failed once since sound was last heard', () => {
    expect(listFailed(1, 2)).toBe(false);
    expect(listFailed(2, 2)).toBe(true);
    expect(listFailed(1, 1)).toBe(true);
  });
});
