import { fill, foldAll, foldText, slugify, splitAround } from '@/lib/shared/text';

describe('foldText', () => {
  it('lower-cases, strips accents, unfolds ligatures, trims and collapses white space', () => {
    expect(foldText('  ALOË   Vera ')).toBe('aloe vera');
    expect(foldText('Ｆｉｃｕｓ ﬁg')).toBe('ficus fig');
    expect(foldText('\t\n')).toBe('');
  });

  it('does not depend on the visitor’s locale (a capital I is always i)', () => {
    expect(foldText('IVY')).toBe('ivy');
  });
});

describe('foldAll', () => {
  it('folds many texts at once exactly as foldText folds each', () => {
    const texts = [
      'ALOË  Vera',
      '',
      '   ',
      'ﬁcus',
      ' Snake\tPlant ',
      'Ωμέγα ΣΟΦΟΣ',
      'İstanbul',
      'a\u0308',
      'x'.repeat(300),
      '🌿 fern',
    ];
    expect(foldAll(texts)).toEqual(texts.map((text) => foldText(text)));
  });

  it('gives one result per text, none for no texts, and copes with the separator inside a text', () => {
    expect(foldAll([])).toEqual([]);
    expect(foldAll(['a\u0000b', 'C'])).toEqual([foldText('a\u0000b'), 'c']);
  });
});

describe('slugify', () => {
  it('makes a URL-safe slug of a name', () => {
    expect(slugify('The Art of War: Sun Tzu’s Strategy')).toBe('the-art-of-war-sun-tzu-s-strategy');
    expect(slugify('Ébauche  de   Zen')).toBe('ebauche-de-zen');
    expect(slugify('  --Snake Plant--  ')).toBe('snake-plant');
    expect(slugify('!!!')).toBe('');
  });
});

describe('an editor’s text with placeholders', () => {
  it('fills the named placeholders and leaves unknown ones as written', () => {
    expect(fill('{count} e-books on {topic}', { count: 50, topic: 'wealth' })).toBe('50 e-books on wealth');
    expect(fill('{count} of {total}', { count: 3 })).toBe('3 of {total}');
  });

  it('splits around one placeholder, so that the page can put a link there', () => {
    expect(splitAround('Please write to {email}.', 'email')).toEqual(['Please write to ', '.']);
    expect(splitAround('No placeholder', 'email')).toEqual(['No placeholder', '']);
  });
});
