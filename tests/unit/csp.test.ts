import { AD_NETWORKS } from '../../src/site.config';
import { cspDirectives, cspScriptResources, originOf } from '../../src/lib/csp';

const parties = {
  adScriptUrl: null,
  adNetwork: null,
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

  it('refuses everything not named, and allows this site, the image hosts for images and the feed for frames', () => {
    const list = cspDirectives(parties);
    expect(directive(list, 'default-src')).toBe("default-src 'none'");
    expect(directive(list, 'img-src')).toBe("img-src 'self' data: https://upload.wikimedia.org https://m.media-amazon.com");
    expect(directive(list, 'frame-src')).toBe('frame-src https://feeds.example.org');
    expect(directive(list, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(list, 'object-src')).toBe("object-src 'none'");
    expect(list.some((entry) => entry.includes("'unsafe-inline'"))).toBe(false);
  });

  it('gives the radio exactly what its MSE player needs: blob: and data: media, blob: workers, never WASM', () => {
    const list = cspDirectives(parties);
    expect(directive(list, 'media-src')).toBe("media-src 'self' blob: data:");
    expect(directive(list, 'worker-src')).toBe('worker-src blob:');
    expect(list.some((entry) => entry.includes('wasm-unsafe-eval'))).toBe(false);
  });

  it('allows the ad network only when an ad client is configured, each host only for its kind of request', () => {
    expect(cspScriptResources({ adScriptUrl: null, adNetwork: null })).toEqual(["'self'"]);
    const withAds = {
      ...parties,
      adScriptUrl: 'https://ads.example.net/js/ads.js',
      adNetwork: {
        scriptHosts: ['https://render.example.net'],
        frameHosts: ['https://frames.example.net'],
        imageHosts: ['https://pixels.example.net'],
        connectHosts: ['https://api.example.net'],
      },
    };
    expect(cspScriptResources(withAds)).toEqual(["'self'", 'https://ads.example.net', 'https://render.example.net']);
    const list = cspDirectives(withAds);
    expect(directive(list, 'frame-src')).toBe('frame-src https://feeds.example.org https://frames.example.net');
    expect(directive(list, 'img-src')).toBe(
      "img-src 'self' data: https://upload.wikimedia.org https://m.media-amazon.com https://pixels.example.net",
    );
    expect(directive(list, 'connect-src')).toBe("connect-src 'self' https://api.example.net");
    expect(list.join(';')).not.toContain('render.example.net');
  });

  it('allows AdSense through the hosts the site config lists for it, never through a bare scheme', () => {
    const withAdSense = { ...parties, adScriptUrl: AD_NETWORKS.adsense.scriptUrl, adNetwork: AD_NETWORKS.adsense };
    const scripts = cspScriptResources(withAdSense);
    expect(scripts).toContain('https://pagead2.googlesyndication.com');
    expect(scripts.filter((source) => !/^https:\/\/[\w*.-]+\.[a-z]+$/.test(source))).toEqual(["'self'"]);
    expect(directive(cspDirectives(withAdSense), 'frame-src')).toContain('https://*.doubleclick.net');
  });

  it('forbids framing the pages, which only a response header can say', () => {
    expect(directive(cspDirectives(parties), 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});
