import { readFileSync } from 'node:fs';
import { blockAfter, schemeColours } from '@/lib/css/scheme-colours';

const stylesheet = `
/* Notes may name @theme and @media (prefers-color-scheme: dark) { :root { --color-forest: #bad; } } */
@theme {
  --color-forest: #0f2d1c;
  --color-paper: #fbf8f1;
  @keyframes beat { 50% { opacity: 0.5; } }
}
@layer base {
  @media (prefers-color-scheme: dark) {
    :root {
      --color-forest: #0a2214;
    }
    .keep-light {
      --color-paper: #fbf8f1;
    }
  }
}
`;

/** The custom properties a block declares, by name. */
function declaredNames(block: string | undefined): string[] {
  return [...(block ?? '').matchAll(/(--color-[\w-]+)\s*:/g)].map((match) => match[1]!).sort();
}

describe('a design token in each colour scheme (src/lib/css/scheme-colours.ts)', () => {
  it('reads the light value from @theme and the dark one from the dark scheme’s :root, never from a comment', () => {
    expect(schemeColours(stylesheet, 'forest')).toEqual({ light: '#0f2d1c', dark: '#0a2214' });
  });

  it('stops the build, naming the token, when the dark scheme does not give it a value', () => {
    expect(() => schemeColours(stylesheet, 'paper')).toThrow(/--color-paper .*dark/);
    expect(() => schemeColours(stylesheet, 'sky')).toThrow(/--color-sky/);
  });

  it('finds a block by its matching brace, nested blocks included', () => {
    expect(blockAfter('a { b { c } d } e', 'a')).toBe(' b { c } d ');
    expect(blockAfter('a { b', 'a')).toBeUndefined();
    expect(blockAfter('a { b }', 'z')).toBeUndefined();
  });
});

describe('the site’s stylesheet (src/styles/global.css)', () => {
  const css = readFileSync(new URL('../../../src/styles/global.css', import.meta.url), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  const dark = blockAfter(css, '@media (prefers-color-scheme: dark)');
  const darkTokens = declaredNames(blockAfter(dark ?? '', ':root'));

  it('changes in the dark scheme only tokens that the light scheme declares, so that no override is a typo', () => {
    const lightTokens = declaredNames(blockAfter(css, '@theme'));
    expect(darkTokens.length).toBeGreaterThan(0);
    expect(darkTokens.filter((token) => !lightTokens.includes(token))).toEqual([]);
  });

  it('gives back every token the dark scheme changes to whatever keeps its light colours (keep-light)', () => {
    expect(declaredNames(blockAfter(dark ?? '', '.keep-light'))).toEqual(darkTokens);
  });

  it('gives the browser’s bar a colour for each scheme', () => {
    const { light, dark: night } = schemeColours(css, 'forest');
    expect(light).toMatch(/^#[0-9a-f]{6}$/);
    expect(night).toMatch(/^#[0-9a-f]{6}$/);
    expect(night).not.toBe(light);
  });
});
