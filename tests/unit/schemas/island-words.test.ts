import { donationWordsSchema } from '@/schemas/donation-words';
import { mobileMenuWordsSchema } from '@/schemas/mobile-menu-words';
import { expectSchemaRefuses } from '../../helpers/content-check';
import { readWords } from '../../helpers/words';

// The words of the two islands in the header and on the landing page (src/content/words/donation.yaml and
// mobile-menu.yaml), refused in-process with the build's own message; tests/content/content-build.test.ts runs the real
// build's validation once per file.

describe('the donation pop-up’s words (src/content/words/donation.yaml)', () => {
  const words = readWords('donation', donationWordsSchema);
  const entry = (data: unknown) => ({ collection: 'donation', id: 'donation', data });

  it('accepts the file as it is', () => {
    expect(() => readWords('donation', donationWordsSchema)).not.toThrow();
  });

  it('refuses a message too long for the phone’s compact sheet, and a missing button text', () => {
    expectSchemaRefuses(donationWordsSchema, entry({ ...words, message: 'A garden. '.repeat(17) }), [
      'donation → donation data does not match collection schema',
      'message: Keep it to 160 characters or fewer.',
    ]);
    const { donate: _omitted, ...withoutDonate } = words;
    expectSchemaRefuses(donationWordsSchema, entry(withoutDonate), ['donate']);
  });

  it('refuses a misspelt field, naming it', () => {
    const { heading, ...rest } = words;
    expectSchemaRefuses(donationWordsSchema, entry({ ...rest, headline: heading }), ['headline']);
  });
});

describe('the mobile menu’s words (src/content/words/mobile-menu.yaml)', () => {
  const words = readWords('mobile-menu', mobileMenuWordsSchema);
  const entry = (data: unknown) => ({ collection: 'mobileMenu', id: 'mobile-menu', data });

  it('accepts the file as it is', () => {
    expect(() => readWords('mobile-menu', mobileMenuWordsSchema)).not.toThrow();
  });

  it('refuses an empty button name and a misspelt field', () => {
    expectSchemaRefuses(mobileMenuWordsSchema, entry({ ...words, toggle: ' ' }), [
      'toggle: Write at least 2 characters.',
    ]);
    const { partners, ...rest } = words;
    expectSchemaRefuses(mobileMenuWordsSchema, entry({ ...rest, partner: partners }), ['partner', 'partners']);
  });
});
