import { parsePolicy } from '@/lib/security/csp-policy';
import { foreignStyleProblems, inlineStyles, policyStyleHashes } from '@/lib/security/own-styles';

const POLICY = parsePolicy("default-src 'self'; style-src 'self' 'sha256-own1' 'sha256-own2'");

describe('which inline styles a page’s policy may allow', () => {
  it('reads a page’s inline styles in order, and the hashes its policy names', () => {
    expect(
      inlineStyles('<head><style>a{}</style></head><body><style>b{}</style><style media="print">c{}</style>'),
    ).toEqual(['a{}', 'b{}']);
    expect([...policyStyleHashes(POLICY)]).toEqual(["'sha256-own1'", "'sha256-own2'"]);
    expect(policyStyleHashes(parsePolicy("style-src 'self' 'unsafe-inline'")).size).toBe(0);
  });

  it('names each style Astro did not hash, with its page, source file and start', () => {
    const page = (styles: { css: string; hash: string }[], policy = POLICY) => ({
      pathname: '/privacy',
      file: 'src/pages/[page].astro',
      styles,
      policy,
    });
    expect(foreignStyleProblems(page([{ css: 'a{}', hash: "'sha256-own1'" }]))).toEqual([]);
    expect(
      foreignStyleProblems(
        page([
          { css: 'a{}', hash: "'sha256-own1'" },
          { css: 'main {\n display: none }', hash: "'sha256-other'" },
        ]),
      ),
    ).toEqual(['/privacy (src/pages/[page].astro) carries a <style> the build did not write: main { display: none }']);
    expect(foreignStyleProblems(page([{ css: 'x'.repeat(200), hash: "'sha256-other'" }]))[0]).toMatch(/x{80}…$/);
    // The editor's page allows inline styles by design ('unsafe-inline', no hashes): not judged here.
    expect(
      foreignStyleProblems(
        page([{ css: 'a{}', hash: "'sha256-other'" }], parsePolicy("style-src 'self' 'unsafe-inline'")),
      ),
    ).toEqual([]);
  });
});
