import { parsePolicy, serializePolicy, withStyleHashes } from '@/lib/security/csp-policy';

describe('a page’s policy after a build step rewrote its inline styles', () => {
  it('names exactly the hashes of the styles the page now holds, keeping style-src’s other sources', () => {
    const policy = parsePolicy(
      "default-src 'none'; script-src 'self' 'sha256-script='; style-src 'self' 'sha256-old=' 'sha256-island='",
    );
    expect(serializePolicy(withStyleHashes(policy, ["'sha256-new='", "'sha256-island='", "'sha256-new='"]))).toBe(
      "default-src 'none'; script-src 'self' 'sha256-script='; style-src 'self' 'sha256-new=' 'sha256-island='",
    );
  });

  it('leaves a style-src that allows inline styles without hashes alone, since a hash would switch that off', () => {
    const policy = parsePolicy("default-src 'none'; style-src 'self' 'unsafe-inline'");
    expect(withStyleHashes(policy, ["'sha256-new='"])).toBe(policy);
  });
});
