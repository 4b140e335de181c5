import { sitePath } from '@/lib/offline/site-path';

const SITE = 'https://plant-gazette.example';
/** As the request reaches the worker: `//evil.example/` is a path of this site's address, not another host. */
const pathOf = (address: string, sameOrigin = true) =>
  sitePath(new URL(address.startsWith('/') ? `${SITE}${address}` : address), sameOrigin);

describe('the path of a request as the host reads it', () => {
  it('decodes what the host decodes, however often it was encoded, and resolves dots and backslashes', () => {
    expect(pathOf('/%61dmin/')).toBe('/admin/');
    expect(pathOf('/%2561dmin/')).toBe('/admin/');
    expect(pathOf('/%61pi/stream?port=8076')).toBe('/api/stream');
    expect(pathOf('/books/%2e%2e/admin/')).toBe('/admin/');
    expect(pathOf('/books/%2E%2E%2Fadmin/')).toBe('/admin/');
    expect(pathOf('/books%5C..%5Capi%5Cstatus')).toBe('/api/status');
    expect(pathOf('/plants/lavender/')).toBe('/plants/lavender/');
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/plants/caf%C3%A9')).toBe('/plants/café');
  });

  it('is null for another site, an address that does not decode, and one that would name another host or a query', () => {
    expect(pathOf('https://cdn.example.org/_astro/a.js', false)).toBeNull();
    expect(pathOf('/%E0%A4%A')).toBeNull();
    expect(pathOf('//evil.example/')).toBeNull();
    expect(pathOf('/.//evil.example/')).toBeNull();
    expect(pathOf('/%2F%2Fevil.example/')).toBeNull();
    expect(pathOf('/data/plant-index.json%3Fx')).toBeNull();
    expect(pathOf('/%252525252561dmin/')).toBeNull();
  });
});
