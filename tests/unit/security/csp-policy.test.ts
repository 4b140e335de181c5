import { keepingScriptHashes, parsePolicy, serializePolicy, withStyleHashes } from '@/lib/security/csp-policy';

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

describe('a page’s policy after a build step moved some of its inline scripts into a file (issue 46)', () => {
  it('keeps only the hashes of the scripts the page still holds, and never adds one', () => {
    const policy = parsePolicy("script-src 'self' 'sha256-kept=' 'sha256-moved='; style-src 'self' 'sha256-style='");
    expect(serializePolicy(keepingScriptHashes(policy, new Set(["'sha256-kept='", "'sha256-stranger='"])))).toBe(
      "script-src 'self' 'sha256-kept='; style-src 'self' 'sha256-style='",
    );
  });
});
