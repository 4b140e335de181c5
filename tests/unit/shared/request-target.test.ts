import { requestTargetRefusal } from '@/lib/shared/request-target';

describe('which request targets the site’s own servers serve', () => {
  it('serves a path of this site, with its query', () => {
    for (const target of ['/', '/radio/', '/api/stream?port=8076', '/a//b', '/%2F%2Fevil.example/'])
      expect(requestTargetRefusal(target), target).toBeNull();
  });

  it('refuses a target that names another host, saying why', () => {
    expect(requestTargetRefusal('http://evil.example/')).toBe(
      'The request target "http://evil.example/" is not a path of this site: this server is no proxy and serves only its own paths, as /radio.',
    );
    expect(requestTargetRefusal('//evil.example/api/stream?port=8076')).toMatch(
      /begins with two slashes, which names another host/,
    );
    for (const target of ['/\\evil.example/', '//', 'HTTP://127.0.0.1/', 'evil.example:443', '*', ''])
      expect(requestTargetRefusal(target), target).not.toBeNull();
    // Two slashes once the dots are resolved: a redirect to the lower-case path would send a client to that host.
    for (const target of ['/.//evil.example/', '/./%2e//evil.example/RADIO/', '/a/..//evil.example/'])
      expect(requestTargetRefusal(target), target).toMatch(/once its dots are resolved, which names another host/);
    expect(requestTargetRefusal(undefined)).toBe('The request names no path.');
  });

  it('shows at most 100 characters of a long target', () => {
    expect(requestTargetRefusal(`http://${'x'.repeat(500)}/`)?.length).toBeLessThan(250);
  });
});
