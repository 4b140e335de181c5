import { plantSchema } from '@/schemas/plants';
import { expectSchemaRefuses, fixtureData } from '../../helpers/content-check';

describe('a broken plant file is refused, naming the file and the field', () => {
  const refuses = (fixture: string, expected: string[]) =>
    expectSchemaRefuses(plantSchema, { collection: 'plants', id: 'rosemary', data: fixtureData(fixture) }, [
      'plants → rosemary data does not match collection schema',
      ...expected,
    ]);

  it('refuses a light outside the specification’s set, listing the allowed values', () => {
    refuses('plant-bad-light.yaml', ['light: Write the light exactly as one of: "Indirect Light", "Low to Bright"']);
  });

  it('refuses a plant without its care instructions', () => {
    refuses('plant-missing-care.yaml', ['care: Write this as text']);
  });

  it('refuses a Wikipedia link that is not https, with a message for the editor', () => {
    refuses('plant-http-wiki-link.yaml', ["wikiLink: Use the address of the plant's English Wikipedia article"]);
  });

  it('refuses a photo address that is not https', () => {
    refuses('plant-http-image.yaml', ['image.src: Use an https:// address on upload.wikimedia.org']);
  });

  it('refuses a Wikimedia Commons photo without its credit, naming the field and the photo’s file page', () => {
    refuses('plant-commons-no-credit.yaml', [
      'image.credit: A photo from Wikimedia Commons must be credited',
      'https://commons.wikimedia.org/wiki/File:Rosemary_in_bloom.jpg',
      '"Wikimedia Commons" if the author cannot be checked',
    ]);
  });
});

describe('the plant schema (fast checks of every rule)', () => {
  const valid = {
    id: 7,
    name: 'Rosemary',
    scientificName: 'Salvia rosmarinus',
    type: 'Outdoor',
    climate: 'Mediterranean',
    light: 'Full Sun',
    water: 'Low',
    image: {
      src: 'https://upload.wikimedia.org/wikipedia/commons/thumb/a/aa/Rosemary.jpg/500px-Rosemary.jpg',
      width: 500,
      height: 375,
      alt: 'A rosemary bush in flower',
      credit: 'Wikimedia Commons',
      source: 'https://commons.wikimedia.org/wiki/File:Rosemary.jpg',
    },
    description: 'An evergreen, aromatic shrub of the mint family with needle-like leaves.',
    care: 'Full sun and sharply drained soil; water only in long droughts and trim after flowering.',
    wikiLink: 'https://en.wikipedia.org/wiki/Salvia_rosmarinus',
    pets: {
      cats: { toxicity: 'non-toxic', source: 'https://example.org/rosemary-and-cats' },
      dogs: { toxicity: 'unknown' },
    },
  };
  const issuesFor = (changes: Record<string, unknown>) => {
    const result = plantSchema.safeParse({ ...valid, ...changes });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts a complete plant', () => {
    expect(issuesFor({})).toEqual([]);
  });

  it('accepts every value of the specification’s sets and nothing else', () => {
    for (const type of ['Indoor', 'Outdoor']) expect(issuesFor({ type })).toEqual([]);
    for (const climate of ['Tropical', 'Arid', 'Mediterranean', 'Temperate'])
      expect(issuesFor({ climate })).toEqual([]);
    for (const light of ['Indirect Light', 'Low to Bright', 'Bright Indirect', 'Full Sun', 'Partial Shade']) {
      expect(issuesFor({ light })).toEqual([]);
    }
    for (const water of ['Moderate', 'Low']) expect(issuesFor({ water })).toEqual([]);
    expect(issuesFor({ type: 'indoor' })[0]).toMatch(/^type: Write the type exactly as one of: "Indoor", "Outdoor"/);
    expect(issuesFor({ climate: 'Polar' })[0]).toMatch(/^climate:/);
    expect(issuesFor({ light: 'Low' })[0]).toMatch(/^light:/);
    expect(issuesFor({ water: 'High' })[0]).toMatch(/^water:/);
  });

  it('wants an https photo on an allowed host, with its size', () => {
    expect(issuesFor({ image: { ...valid.image, src: 'https://example.com/rosemary.jpg' } })[0]).toMatch(
      /^image\.src: Use an https:\/\//,
    );
    expect(issuesFor({ image: { ...valid.image, src: 'not an address' } })[0]).toMatch(/^image\.src:/);
    expect(issuesFor({ image: { ...valid.image, width: undefined } })[0]).toMatch(/^image\.width:/);
    expect(issuesFor({ image: { ...valid.image, height: 0 } })[0]).toMatch(/^image\.height:/);
    expect(issuesFor({ image: { ...valid.image, alt: '' } })[0]).toMatch(/^image\.alt:/);
  });

  it('wants a Commons photo it can offer at the standard widths, naming the file, and its own width no narrower', () => {
    const svg = 'https://upload.wikimedia.org/wikipedia/commons/thumb/a/aa/Rosemary.svg/500px-Rosemary.svg.png';
    expect(
      issuesFor({
        image: { ...valid.image, src: svg, source: 'https://commons.wikimedia.org/wiki/File:Rosemary.svg' },
      }),
    ).toEqual([
      expect.stringMatching(
        /^image\.src: Rosemary\.svg cannot be offered at Wikimedia's standard widths: use the address of a JPEG, PNG or WebP/,
      ),
    ]);
    expect(
      issuesFor({ image: { ...valid.image, src: 'https://upload.wikimedia.org/wikipedia/commons/a/aa/Rosemary.jpg' } }),
    ).toEqual([]);
    expect(issuesFor({ image: { ...valid.image, originalWidth: 3264 } })).toEqual([]);
    expect(issuesFor({ image: { ...valid.image, originalWidth: 400 } })).toEqual([
      'image.originalWidth: The file is at least as wide as the photo at its address (500 pixels): give its own width, from its file page.',
    ]);
  });

  it('wants the wikiLink to be an article on the English Wikipedia, over https', () => {
    for (const wikiLink of [
      'http://en.wikipedia.org/wiki/Salvia_rosmarinus',
      'https://de.wikipedia.org/wiki/Rosmarin',
      'https://en.wikipedia.org/',
      'https://en.wikipedia.org.evil.example/wiki/Salvia',
      'https://example.com/wiki/Salvia',
    ]) {
      expect(issuesFor({ wikiLink })[0], wikiLink).toMatch(
        /^wikiLink: Use the address of the plant's English Wikipedia article/,
      );
    }
  });

  it('wants a whole, positive id and refuses unknown fields (a misspelt field name)', () => {
    expect(issuesFor({ id: 1.5 })[0]).toMatch(/^id:/);
    expect(issuesFor({ id: '7' })[0]).toMatch(/^id: Give the plant a whole number/);
    expect(issuesFor({ scientficName: 'typo' })[0]).toMatch(/scientficName/);
  });

  it('wants a Commons photo credited, with its own file page as the source', () => {
    const image = (changes: Record<string, unknown>) => ({ image: { ...valid.image, ...changes } });
    expect(issuesFor(image({ credit: undefined }))).toEqual([
      expect.stringMatching(
        /^image\.credit: A photo from Wikimedia Commons must be credited: write its author as the file page \(https:\/\/commons\.wikimedia\.org\/wiki\/File:Rosemary\.jpg\) names them/,
      ),
    ]);
    expect(issuesFor(image({ source: undefined }))).toEqual([
      "image.source: Give the photo's Wikimedia Commons file page, which names its author and licence: https://commons.wikimedia.org/wiki/File:Rosemary.jpg",
    ]);
    // Another file's page, a page on another host, and a page that is not a file page are all refused.
    for (const source of [
      'https://commons.wikimedia.org/wiki/File:Lavender.jpg',
      'https://example.org/wiki/File:Rosemary.jpg',
      'https://commons.wikimedia.org/wiki/Rosemary.jpg',
      'http://commons.wikimedia.org/wiki/File:Rosemary.jpg',
    ]) {
      expect(issuesFor(image({ source }))[0], source).toMatch(/^image\.source:/);
    }
    // The file page may be written with or without escapes, and with spaces for underscores.
    const spaced = {
      ...valid.image,
      src: 'https://upload.wikimedia.org/wikipedia/commons/thumb/b/be/%28MHNT%29_Bombus.jpg/500px-%28MHNT%29_Bombus.jpg',
    };
    for (const source of [
      'https://commons.wikimedia.org/wiki/File:%28MHNT%29_Bombus.jpg',
      'https://commons.wikimedia.org/wiki/File:(MHNT) Bombus.jpg',
    ]) {
      expect(issuesFor({ image: { ...spaced, source } }), source).toEqual([]);
    }
  });

  it('accepts a checked licence from the list, refuses any other, and lets it be left out', () => {
    const withLicence = (licence: unknown) => issuesFor({ image: { ...valid.image, credit: 'Jane Doe', licence } });
    expect(withLicence('CC BY-SA 4.0')).toEqual([]);
    expect(withLicence(undefined)).toEqual([]);
    expect(withLicence('CC-BY-SA')[0]).toMatch(
      /^image\.licence: Write the licence exactly as one of: "CC0 1\.0", .*"CC BY-SA 4\.0"/,
    );
  });

  it('keeps credits to a length the line under a photo can hold', () => {
    expect(issuesFor({ image: { ...valid.image, credit: 'x'.repeat(121) } })[0]).toMatch(
      /^image\.credit: Keep it to 120 characters/,
    );
    expect(issuesFor({ image: { ...valid.image, credit: ' ' } })[0]).toMatch(
      /^image\.credit: Write at least 2 characters/,
    );
  });

  it('accepts other names the plant goes by, and refuses its own names, repeats, long lists and empty names', () => {
    expect(issuesFor({ aliases: ['Dew of the Sea', 'Rosmarinus officinalis'] })).toEqual([]);
    expect(issuesFor({ aliases: ['rosemary', 'Compass Plant', 'compass  plant'] })).toEqual([
      'aliases.0: "rosemary" is the plant\'s own name, which the search finds already: remove it from the other names.',
      'aliases.2: "compass  plant" is written twice among the other names: keep one.',
    ]);
    expect(issuesFor({ aliases: ['Salvia ROSMARINUS'] })[0]).toMatch(
      /^aliases\.0: "Salvia ROSMARINUS" is the plant's own scientific name/,
    );
    expect(issuesFor({ aliases: Array.from({ length: 11 }, (_, at) => `Name ${at}`) })[0]).toMatch(
      /^aliases: List at most 10 other names/,
    );
    expect(issuesFor({ aliases: [' '] })[0]).toMatch(/^aliases\.0: Write at least 2 characters/);
    expect(issuesFor({ aliases: 'Dew of the Sea' })[0]).toMatch(/^aliases: Write the other names as a list/);
  });

  it('refuses empty or overlong texts', () => {
    expect(issuesFor({ name: '' })[0]).toMatch(/^name:/);
    expect(issuesFor({ description: 'Too short.' })[0]).toMatch(/^description:/);
    expect(issuesFor({ care: 'x'.repeat(801) })[0]).toMatch(/^care:/);
  });
});

describe('pet safety in a plant file', () => {
  const refuses = (fixture: string, expected: string[]) =>
    expectSchemaRefuses(plantSchema, { collection: 'plants', id: 'rosemary', data: fixtureData(fixture) }, [
      'plants → rosemary data does not match collection schema',
      ...expected,
    ]);
  const base = fixtureData('plant-pets-missing.yaml') as Record<string, unknown>;
  const issuesOf = (pets: unknown) => {
    const result = plantSchema.safeParse({ ...base, pets });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('refuses a plant file without its pet fields, naming the file and the field', () => {
    refuses('plant-pets-missing.yaml', ['pets: Say whether the plant is toxic to cats and to dogs']);
  });

  it('refuses a claim whose source is http, naming the file and the field', () => {
    refuses('plant-pets-http-source.yaml', ['pets.cats.source: Give the https:// address of the page that says so']);
  });

  it('refuses a claim without a source, and a verdict outside toxic, non-toxic and unknown', () => {
    expect(issuesOf({ cats: { toxicity: 'toxic' }, dogs: { toxicity: 'unknown' } })).toEqual([
      expect.stringMatching(
        /^pets\.cats\.source: A claim that the plant is toxic or non-toxic to cats needs its source/,
      ),
    ]);
    expect(issuesOf({ cats: { toxicity: 'unknown' }, dogs: { toxicity: 'mildly toxic' } })).toEqual([
      expect.stringMatching(
        /^pets\.dogs\.toxicity: Write whether it is toxic to dogs as one of: "toxic", "non-toxic", "unknown"/,
      ),
    ]);
  });

  it('accepts clinical signs and advice with a toxic verdict only, naming the field', () => {
    const toxic = {
      toxicity: 'toxic',
      source: 'https://example.org/cats',
      signs: ['Vomiting', 'Drooling'],
      advice: 'Call your vet at once if any was eaten.',
    };
    expect(issuesOf({ cats: toxic, dogs: { toxicity: 'unknown' } })).toEqual([]);
    expect(issuesOf({ cats: { toxicity: 'unknown' }, dogs: { toxicity: 'unknown', signs: ['Vomiting'] } })).toEqual([
      expect.stringMatching(/^pets\.dogs\.signs: Clinical signs and advice go with a toxic verdict only/),
    ]);
    expect(
      issuesOf({
        cats: { toxicity: 'non-toxic', source: 'https://example.org/cats', advice: 'Nothing to worry about here.' },
        dogs: { toxicity: 'unknown' },
      }),
    ).toEqual([expect.stringMatching(/^pets\.cats\.advice: Clinical signs and advice go with a toxic verdict only/)]);
    expect(
      issuesOf({
        cats: { ...toxic, signs: Array.from({ length: 13 }, (_, at) => `Sign ${at}`) },
        dogs: { toxicity: 'unknown' },
      })[0],
    ).toMatch(/^pets\.cats\.signs: List at most 12 signs/);
    expect(issuesOf({ cats: { ...toxic, advice: 'Call.' }, dogs: { toxicity: 'unknown' } })[0]).toMatch(
      /^pets\.cats\.advice: Write at least 10 characters/,
    );
  });

  it('accepts unknown without a source, and a verdict with its https source', () => {
    expect(
      issuesOf({ cats: { toxicity: 'unknown' }, dogs: { toxicity: 'non-toxic', source: 'https://example.org/dogs' } }),
    ).toEqual([]);
  });
});
