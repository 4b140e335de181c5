import {
  isLoopbackHost,
  loopbackHttpAllowed,
  operatorAddressProblem,
  operatorEnvProblems,
  sourceAllows,
  testAdNetwork,
} from '@/lib/security/operator-env';
import { AD_NETWORKS } from '@/config/ads';
import { AD_CONSENT_TOOLS, consentScriptUrl } from '@/config/ad-consent';
import { standInAdNetwork } from '../../helpers/stand-in-ad-network';

const production = { networks: AD_NETWORKS, allowLoopbackHttp: false };
const localTest = { networks: AD_NETWORKS, allowLoopbackHttp: true };

describe('operator addresses from PUBLIC_* variables', () => {
  it('accepts https addresses and unset variables', () => {
    expect(operatorEnvProblems({}, production)).toEqual([]);
    expect(
      operatorEnvProblems(
        {
          PUBLIC_AD_SCRIPT_URL: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
          PUBLIC_NEWS_FEED_URL: 'https://feeds.example.org/wall',
          PUBLIC_AD_NETWORK: 'adsense',
        },
        production,
      ),
    ).toEqual([]);
  });

  it('refuses http, naming the variable, the value and what to write instead', () => {
    expect(operatorAddressProblem('PUBLIC_NEWS_FEED_URL', 'http://feeds.example.org/wall', false)).toBe(
      'PUBLIC_NEWS_FEED_URL must be an https:// address, but it is "http://feeds.example.org/wall". Write a full https:// ' +
        'address such as https://rss.app/embed/v1/wall/plant-news, or remove the variable to use the default.',
    );
  });

  it('refuses an empty value, a relative or malformed address and other schemes', () => {
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', '', false)).toMatch(
      /^PUBLIC_AD_SCRIPT_URL is set but empty\./,
    );
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', '/ads.js', false)).toMatch(
      /^PUBLIC_AD_SCRIPT_URL is not an address: "\/ads.js"/,
    );
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', 'javascript:alert(1)', false)).toMatch(
      /must be an https:\/\/ address/,
    );
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', 'ftp://ads.example.net/a.js', false)).toMatch(
      /must be an https:\/\/ address/,
    );
  });

  it('lists every problem at once', () => {
    const problems = operatorEnvProblems(
      { PUBLIC_AD_SCRIPT_URL: 'http://a.example/x.js', PUBLIC_NEWS_FEED_URL: 'http://b.example/' },
      production,
    );
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual(['PUBLIC_AD_SCRIPT_URL', 'PUBLIC_NEWS_FEED_URL']);
  });

  it('accepts loopback http only in a local test build, and never another http host', () => {
    const standIn = 'http://127.0.0.1:6800/ads.js';
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', standIn, false)).not.toBeNull();
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', standIn, true)).toBeNull();
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', 'http://ads.example.net/a.js', true)).not.toBeNull();
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', 'http://127.0.0.1.example.net/a.js', true)).not.toBeNull();
  });

  it('is a local test build only when the tests say so and the host’s build machines do not', () => {
    expect(loopbackHttpAllowed({ LOCAL_TEST_BUILD: '1' })).toBe(true);
    expect(loopbackHttpAllowed({})).toBe(false);
    expect(loopbackHttpAllowed({ LOCAL_TEST_BUILD: 'true' })).toBe(false);
    expect(loopbackHttpAllowed({ LOCAL_TEST_BUILD: '1', NETLIFY: 'true' })).toBe(false);
  });

  it('knows which hosts are this machine', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.0.0.3', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['example.org', '10.0.0.1', '128.0.0.1', 'localhost.example.org', '127.0.0.1.nip.io'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('refuses an unknown ad network, naming the ones there are', () => {
    expect(operatorEnvProblems({ PUBLIC_AD_NETWORK: 'adsnese' }, production)).toEqual([
      'PUBLIC_AD_NETWORK is "adsnese", which is not an ad network of this site. Write one of: adsense (AD_NETWORKS in ' +
        'src/config/ads.ts), or remove the variable to use adsense.',
    ]);
    expect(operatorEnvProblems({ PUBLIC_AD_NETWORK: 'toString' }, production)).toHaveLength(1);
  });
});

describe('the ad network’s settings', () => {
  it('knows only real networks: the tests’ stand-in is no longer in the site config', () => {
    expect(Object.keys(AD_NETWORKS)).toEqual(['adsense']);
    expect(operatorEnvProblems({ PUBLIC_AD_NETWORK: 'local-stand-in' }, localTest)[0]).toMatch(
      /not an ad network of this site/,
    );
  });

  it('lists exact script sources for every network, its own loader among them', () => {
    for (const network of Object.values(AD_NETWORKS)) {
      expect(
        network.scriptHosts.filter((source) => source.includes('*')),
        network.name,
      ).toEqual([]);
      expect(
        network.scriptHosts.some((source) => sourceAllows(source, network.scriptUrl)),
        network.name,
      ).toBe(true);
    }
  });

  it('matches a script address against a source as browsers do: scheme, host, port, and a path ending in / as a prefix', () => {
    const adsense = 'https://pagead2.googlesyndication.com/pagead/';
    expect(sourceAllows(adsense, 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=x')).toBe(true);
    expect(sourceAllows(adsense, 'https://pagead2.googlesyndication.com/relatedsearch?callback=alert')).toBe(false);
    expect(sourceAllows(adsense, 'http://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js')).toBe(false);
    expect(sourceAllows(adsense, 'https://pagead2.googlesyndication.com.evil.example/pagead/x.js')).toBe(false);
    const sodar = 'https://tpc.googlesyndication.com/sodar/';
    expect(sourceAllows(sodar, 'https://tpc.googlesyndication.com/sodar/sodar2.js')).toBe(true);
    expect(sourceAllows(sodar, 'https://tpc.googlesyndication.com/pagead/js/r1/show_ads_impl.js')).toBe(false);
    expect(sourceAllows('http://127.0.0.1:4399/ads.js', 'http://127.0.0.1:4399/ads.js?client=x')).toBe(true);
    expect(sourceAllows('http://127.0.0.1:4399/ads.js', 'http://127.0.0.1:4399/ads.js/more')).toBe(false);
    expect(sourceAllows('http://127.0.0.1:4399/ads.js', 'http://127.0.0.1:4400/ads.js')).toBe(false);
  });

  it('refuses a loader off the network’s script hosts, naming the variable, the hosts and the default', () => {
    expect(operatorEnvProblems({ PUBLIC_AD_SCRIPT_URL: 'https://cdn.example.net/adsbygoogle.js' }, production)).toEqual(
      [
        'PUBLIC_AD_SCRIPT_URL is "https://cdn.example.net/adsbygoogle.js", which is not on Google AdSense\'s script hosts ' +
          `(${AD_NETWORKS.adsense.scriptHosts.join(', ')}). Write an address on one of them, or remove the variable to use ` +
          'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js.',
      ],
    );
    // On the right host but outside the paths its scripts come from.
    expect(
      operatorEnvProblems({ PUBLIC_AD_SCRIPT_URL: 'https://pagead2.googlesyndication.com/relatedsearch' }, production),
    ).toHaveLength(1);
    expect(
      operatorEnvProblems(
        { PUBLIC_AD_SCRIPT_URL: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js' },
        production,
      ),
    ).toEqual([]);
  });

  it('refuses a client id that is not of the network’s form (AdSense: "ca-pub-" and 16 digits)', () => {
    expect(operatorEnvProblems({ PUBLIC_AD_CLIENT: 'ca-pub-1234567890123456' }, production)).toEqual([]);
    expect(operatorEnvProblems({ PUBLIC_AD_CLIENT: 'pub-1234567890123456' }, production)).toEqual([
      'PUBLIC_AD_CLIENT is "pub-1234567890123456", which is not a Google AdSense client id. Write it as "ca-pub-" and 16 ' +
        'digits, such as ca-pub-1234567890123456, or remove the variable to show no ads.',
    ]);
    for (const client of [
      'ca-pub-123',
      'ca-pub-12345678901234567',
      'ca-pub-1234567890123456"><script>',
      ' ca-pub-1234567890123456',
    ]) {
      expect(operatorEnvProblems({ PUBLIC_AD_CLIENT: client }, production), client).toHaveLength(1);
    }
  });

  it('takes the browser tests’ stand-in network from TEST_AD_NETWORK in a local test build only, on loopback only', () => {
    const described = JSON.stringify(standInAdNetwork(6800));
    expect(testAdNetwork({ TEST_AD_NETWORK: described }, true)).toEqual({
      network: standInAdNetwork(6800),
      problems: [],
    });
    expect(testAdNetwork({ TEST_AD_NETWORK: described }, false).problems[0]).toMatch(
      /^TEST_AD_NETWORK .*only a local test build may use/,
    );
    const offLoopback = JSON.stringify({ ...standInAdNetwork(6800), frameHosts: ['https://frames.example.net'] });
    expect(testAdNetwork({ TEST_AD_NETWORK: offLoopback }, true).problems).toEqual([
      'TEST_AD_NETWORK may name loopback addresses only, not https://frames.example.net.',
    ]);
    expect(testAdNetwork({ TEST_AD_NETWORK: '{' }, true).problems).toEqual(['TEST_AD_NETWORK is not JSON.']);
    expect(testAdNetwork({}, false)).toEqual({ network: null, problems: [] });
    // Its own rules then apply: the loader on its script hosts, and its client form.
    const testNetwork = standInAdNetwork(6800);
    expect(
      operatorEnvProblems(
        { PUBLIC_AD_SCRIPT_URL: 'http://127.0.0.1:6800/ads.js', PUBLIC_AD_CLIENT: 'ca-pub-0000000000000000' },
        { ...localTest, testNetwork },
      ),
    ).toEqual([]);
    expect(
      operatorEnvProblems({ PUBLIC_AD_SCRIPT_URL: 'http://127.0.0.1:6800/other.js' }, { ...localTest, testNetwork }),
    ).toHaveLength(1);
  });

  it('judges the consent tool’s address like the loader’s: https, and on the tool’s own script hosts', () => {
    const withTools = {
      ...production,
      networks: { adsense: { ...AD_NETWORKS.adsense, consent: AD_CONSENT_TOOLS.adsense } },
    };
    expect(
      operatorEnvProblems(
        { PUBLIC_AD_CONSENT_URL: 'https://fundingchoicesmessages.google.com/i/{publisher}?ers=1' },
        withTools,
      ),
    ).toEqual([]);
    expect(operatorEnvProblems({ PUBLIC_AD_CONSENT_URL: 'https://cmp.example.net/i/{publisher}' }, withTools)).toEqual([
      'PUBLIC_AD_CONSENT_URL is "https://cmp.example.net/i/{publisher}", which is not on Google AdSense\'s consent script hosts ' +
        '(https://fundingchoicesmessages.google.com). Write an address on one of them, or remove the variable to use ' +
        'https://fundingchoicesmessages.google.com/i/{publisher}?ers=1.',
    ]);
    expect(
      operatorEnvProblems({ PUBLIC_AD_CONSENT_URL: 'http://fundingchoicesmessages.google.com/i/x' }, withTools)[0],
    ).toMatch(/^PUBLIC_AD_CONSENT_URL must be an https:\/\/ address/);
    const withoutTool = { ...production, networks: { adsense: { ...AD_NETWORKS.adsense, consent: null } } };
    expect(
      operatorEnvProblems({ PUBLIC_AD_CONSENT_URL: 'https://fundingchoicesmessages.google.com/i/x' }, withoutTool),
    ).toEqual([
      'PUBLIC_AD_CONSENT_URL is set, but Google AdSense has no consent tool in src/config/ad-consent.ts. Remove the variable.',
    ]);
    // The stand-in's tool: loopback only, like the rest of it.
    const offLoopback = JSON.stringify({
      ...standInAdNetwork(6800),
      consent: { ...standInAdNetwork(6800).consent, scriptHosts: ['https://cmp.example.net'] },
    });
    expect(testAdNetwork({ TEST_AD_NETWORK: offLoopback }, true).problems).toEqual([
      'TEST_AD_NETWORK may name loopback addresses only, not https://cmp.example.net.',
    ]);
  });

  it('makes the consent script’s address for the publisher: the client id without its "ca-" prefix', () => {
    expect(consentScriptUrl(AD_CONSENT_TOOLS.adsense?.scriptUrl ?? '', 'ca-pub-1234567890123456')).toBe(
      'https://fundingchoicesmessages.google.com/i/pub-1234567890123456?ers=1',
    );
  });
});
