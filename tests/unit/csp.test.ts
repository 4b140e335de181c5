import { cspDirectives, cspScriptResources, originOf } from '../../src/lib/csp';

const parties = {
  adScriptUrl: null,
  newsFeedUrl: 'https://feeds.example.org/embed/wall?x=1',
  imageHosts: ['upload.wikimedia.org', 'm.media-amazon.com'],
};

const directive = (list: string[], name: string) => list.find((entry) => entry.startsWith(`${name} `));

describe('content security policy', () => {
  it('reduces an address to its origin and refuses anything that is not http(s)', () => {
    expect(originOf('https://feeds.example.org:8443/a/b?c')).toBe('https://feeds.example.org:8443');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(originOf('')).toBeNull();
  });

  it('allows only this site by default, the image hosts for images and the feed for frames', () => {
    const list = cspDirectives(parties);
    expect(directive(list, 'default-src')).toBe("default-src 'self'");
    expect(directive(list, 'img-src')).toBe("img-src 'self' data: https://upload.wikimedia.org https://m.media-amazon.com");
    expect(directive(list, 'frame-src')).toBe('frame-src https://feeds.example.org');
    expect(directive(list, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(list, 'object-src')).toBe("object-src 'none'");
    expect(list.some((entry) => entry.includes("'unsafe-inline'"))).toBe(false);
  });

  it('allows the ad network only when an ad client is configured', () => {
    expect(cspScriptResources({ adScriptUrl: null })).toEqual(["'self'"]);
    const withAds = { ...parties, adScriptUrl: 'https://ads.example.net/js/ads.js' };
    expect(cspScriptResources(withAds)).toEqual(["'self'", 'https://ads.example.net']);
    expect(directive(cspDirectives(withAds), 'frame-src')).toBe('frame-src https://feeds.example.org https://ads.example.net');
  });

  it('never writes a frame-ancestors directive, which only works as a header', () => {
    expect(cspDirectives(parties).join(';')).not.toContain('frame-ancestors');
  });
});
