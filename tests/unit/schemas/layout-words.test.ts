import { layoutWordsSchema } from '@/schemas/layout-words';
import { expectSchemaRefuses } from '../../helpers/content-check';
import { readWords } from '../../helpers/words';

// The words of the frame every page shares (src/content/words/layout.yaml), refused in-process with the build's own
// message; tests/content/content-build.test.ts runs the real build's validation on the words files.
describe('the page frame’s words (src/content/words/layout.yaml)', () => {
  const entry = (data: unknown) => ({ collection: 'layout', id: 'layout', data });

  it('accepts the file as it is', () => {
    expect(() => readWords('layout', layoutWordsSchema)).not.toThrow();
  });

  it('refuses an empty skip link and an ad label too long for its slot, naming the fields', () => {
    const words = readWords('layout', layoutWordsSchema);
    expectSchemaRefuses(layoutWordsSchema, entry({ ...words, skipToContent: ' ' }), [
      'layout → layout data does not match collection schema',
      'skipToContent: Write at least 3 characters.',
    ]);
    expectSchemaRefuses(
      layoutWordsSchema,
      entry({ ...words, ad: { ...words.ad, label: 'Advertisement '.repeat(3) } }),
      ['ad.label: Keep it to 30 characters or fewer.'],
    );
  });

  it('refuses a missing footer heading and a misspelt field, naming them', () => {
    const words = readWords('layout', layoutWordsSchema);
    const { legal: _omitted, ...footer } = words.footer;
    expectSchemaRefuses(layoutWordsSchema, entry({ ...words, footer }), ['footer.legal']);
    const { mainNavigation, ...rest } = words;
    expectSchemaRefuses(layoutWordsSchema, entry({ ...rest, mainNav: mainNavigation }), ['mainNav']);
  });

  it('refuses a link without a name, and a name for a link the site config does not have, naming them', () => {
    const words = readWords('layout', layoutWordsSchema);
    const { 'seed-exchange': _omitted, ...partners } = words.links.partners;
    expectSchemaRefuses(layoutWordsSchema, entry({ ...words, links: { ...words.links, partners } }), [
      'links.partners.seed-exchange',
    ]);
    const social = { ...words.links.social, mastodon: 'Mastodon' };
    expectSchemaRefuses(layoutWordsSchema, entry({ ...words, links: { ...words.links, social } }), ['mastodon']);
  });
});
