import { isForeignRegistration } from '@/lib/offline/registrations';

describe('which service worker registrations are none of the site’s', () => {
  const own = 'https://site.example/sw.js';
  it('keeps a registration running or installing the site’s own script', () => {
    expect(isForeignRegistration([undefined, undefined, own], own)).toBe(false);
    expect(isForeignRegistration([own, undefined, 'https://site.example/api/stream?port=8076'], own)).toBe(false);
  });
  it('names any other script foreign, the same file with another query included', () => {
    for (const script of [
      'https://site.example/api/stream?port=8076',
      'https://site.example/sw.js?v=2',
      'https://other.example/sw.js',
    ]) {
      expect(isForeignRegistration([undefined, undefined, script], own), script).toBe(true);
    }
    expect(isForeignRegistration([undefined, undefined, undefined], own)).toBe(true);
  });
});
