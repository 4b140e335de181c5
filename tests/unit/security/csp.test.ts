import { AD_CONSENT_TOOLS } from '@/config/ad-consent';
import { AD_NETWORKS } from '@/config/ads';
import { cspDirectives, cspReportDirectives, cspScriptResources, originOf, reportingHeaders } from '@/lib/security/csp';

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
    expect(directive(list, 'img-src')).toBe(
      "img-src 'self' data: https://upload.wikimedia.org https://m.media-amazon.com",
    );
    expect(directive(list, 'frame-src')).toBe('frame-src https://feeds.example.org');
    expect(directive(list, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(list, 'object-src')).toBe("object-src 'none'");
    // The offline worker, the stream reader's worker and the web app manifest come from this site.
    expect(directive(list, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(list, 'manifest-src')).toBe("manifest-src 'self'");
    expect(list.some((entry) => entry.includes("'unsafe-inline'"))).toBe(false);
  });

  it('leaves the radio player’s allowance to the radio’s pages: no blob: media, and no WASM anywhere', () => {
    const list = cspDirectives(parties);
    expect(directive(list, 'media-src')).toBe("media-src 'self'");
    expect(list.join(';')).not.toMatch(/blob:|wasm-unsafe-eval/);
    expect(cspScriptResources(parties)).toEqual(["'self'"]);
  });

  it('allows a radio relay’s https origin for fetching and playing the stream, and nothing for relays behind a rewrite', () => {
    const behindRewrites = cspDirectives({ ...parties, radioStreams: ['/api/stream?port=8076', '/api/relay-1'] });
    expect(directive(behindRewrites, 'media-src')).toBe("media-src 'self'");
    expect(directive(behindRewrites, 'connect-src')).toBe("connect-src 'self'");
    const withRelays = cspDirectives({
      ...parties,
      radioStreams: [
        '/api/stream?port=8076',
        'https://relay-1.example.org:8443/live',
        'https://relay-1.example.org:8443/live-48',
        'https://relay-2.example.org/live',
      ],
    });
    expect(directive(withRelays, 'media-src')).toBe(
      "media-src 'self' https://relay-1.example.org:8443 https://relay-2.example.org",
    );
    expect(directive(withRelays, 'connect-src')).toBe(
      "connect-src 'self' https://relay-1.example.org:8443 https://relay-2.example.org",
    );
    expect(directive(withRelays, 'img-src')).not.toContain('relay');
  });

  it('allows a relay written HTTPS:// (which the relay check accepts, as the browser does) for fetching the stream', () => {
    const upper = cspDirectives({
      ...parties,
      radioStreams: ['/api/stream?port=8076', 'HTTPS://Relay-3.Example.org/live'],
    });
    expect(directive(upper, 'connect-src')).toContain(' https://relay-3.example.org');
  });

  it('allows the ad network only when an ad client is configured, each host only for its kind of request', () => {
    expect(cspScriptResources({ adNetwork: null })).toEqual(["'self'"]);
    const withAds = {
      ...parties,
      adScriptUrl: 'https://ads.example.net/js/ads.js',
      adNetwork: {
        scriptHosts: ['https://ads.example.net/js/', 'https://render.example.net'],
        frameHosts: ['https://frames.example.net'],
        imageHosts: ['https://pixels.example.net'],
        connectHosts: ['https://api.example.net'],
      },
    };
    expect(cspScriptResources(withAds)).toEqual([
      "'self'",
      'https://ads.example.net/js/',
      'https://render.example.net',
    ]);
    const list = cspDirectives(withAds);
    expect(directive(list, 'frame-src')).toBe('frame-src https://feeds.example.org https://frames.example.net');
    expect(directive(list, 'img-src')).toBe(
      "img-src 'self' data: https://upload.wikimedia.org https://m.media-amazon.com https://pixels.example.net",
    );
    expect(directive(list, 'connect-src')).toBe("connect-src 'self' https://api.example.net");
    expect(list.join(';')).not.toContain('render.example.net');
  });

  it('allows AdSense scripts from exact hosts only, never a wildcard domain nor a bare scheme', () => {
    const withAdSense = {
      ...parties,
      adScriptUrl: AD_NETWORKS.adsense.scriptUrl,
      adNetwork: { ...AD_NETWORKS.adsense, consent: AD_CONSENT_TOOLS.adsense },
    };
    const scripts = cspScriptResources(withAdSense);
    expect(scripts).toEqual([
      "'self'",
      'https://pagead2.googlesyndication.com/pagead/',
      'https://pagead2.googlesyndication.com/bg/',
      'https://tpc.googlesyndication.com/sodar/',
      'https://tpc.googlesyndication.com/safeframe/',
      'https://ep1.adtrafficquality.google',
      'https://ep2.adtrafficquality.google',
      'https://fundingchoicesmessages.google.com',
    ]);
    expect(scripts.join(' ')).not.toMatch(/\*|googletagservices|doubleclick/);
    expect(directive(cspDirectives(withAdSense), 'frame-src')).toContain('https://*.doubleclick.net');
  });

  it('allows the consent tool’s hosts, each for its kind, only with the ad network', () => {
    const tool = {
      scriptHosts: ['https://cmp.example.net/i/'],
      frameHosts: ['https://cmp.example.net'],
      imageHosts: [],
      connectHosts: ['https://cmp.example.net'],
    };
    const network = {
      scriptHosts: ['https://ads.example.net/js/'],
      frameHosts: [],
      imageHosts: [],
      connectHosts: [],
      consent: tool,
    };
    const withAds = { ...parties, adScriptUrl: 'https://ads.example.net/js/ads.js', adNetwork: network };
    expect(cspScriptResources(withAds)).toEqual([
      "'self'",
      'https://ads.example.net/js/',
      'https://cmp.example.net/i/',
    ]);
    expect(directive(cspDirectives(withAds), 'frame-src')).toBe(
      'frame-src https://feeds.example.org https://cmp.example.net',
    );
    expect(directive(cspDirectives(withAds), 'connect-src')).toBe("connect-src 'self' https://cmp.example.net");
    expect(cspDirectives(parties).join(';')).not.toContain('cmp.example.net');
    expect(cspScriptResources(parties)).toEqual(["'self'"]);
    expect(() =>
      cspScriptResources({ adNetwork: { ...network, consent: { ...tool, scriptHosts: ['https://*.example.net'] } } }),
    ).toThrow(/exact hosts/);
  });

  it('stops the build when a network lists a wildcard script host', () => {
    const wild = { ...AD_NETWORKS.adsense, scriptHosts: ['https://*.googlesyndication.com'] };
    expect(() => cspScriptResources({ adNetwork: wild })).toThrow(
      "An ad network's scriptHosts must be exact hosts, not https://*.googlesyndication.com (src/config/ads.ts).",
    );
  });

  it('forbids framing the pages, which only a response header can say', () => {
    expect(directive(cspDirectives(parties), 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('reports violations to the operator’s collector when one is set: report-to with its endpoint header, and report-uri', () => {
    expect(cspReportDirectives('')).toEqual([]);
    expect(reportingHeaders('')).toEqual({});
    const collector = 'https://plantgazette.report-uri.com/r/d/csp/enforce';
    expect(cspReportDirectives(collector)).toEqual([`report-uri ${collector}`, 'report-to csp-endpoint']);
    expect(reportingHeaders(collector)).toEqual({ 'Reporting-Endpoints': `csp-endpoint="${collector}"` });
  });

  it('keeps a collector address from ending the directive or the header value early', () => {
    const sneaky = 'https://collector.example.net/r;script-src *,x"y';
    const [reportUri] = cspReportDirectives(sneaky);
    expect(reportUri).toBe('report-uri https://collector.example.net/r%3Bscript-src%20*%2Cx%22y');
    expect(reportingHeaders(sneaky)['Reporting-Endpoints']).toBe(
      'csp-endpoint="https://collector.example.net/r%3Bscript-src%20*%2Cx%22y"',
    );
  });
});
