import { checkContentWith, expectRefused } from '../helpers/content-check';

// Each case runs `astro sync` on a scratch copy of the project: the same validation as the build.
describe('a broken content file fails the build, naming the file and the field', { timeout: 60_000 }, () => {
  it('accepts the project as it is', async () => {
    const result = await checkContentWith({});
    expect(result.output).not.toMatch(/error/i);
    expect(result.ok).toBe(true);
  });

  it('refuses a page whose date is not a date', async () => {
    await expectRefused('src/content/pages/cookies.md', 'page-bad-date.md', [
      'cookies.md',
      'updated',
    ]);
  });

  it('refuses a page without its description', async () => {
    await expectRefused('src/content/pages/accessibility.md', 'page-missing-description.md', [
      'accessibility.md',
      'description',
    ]);
  });

  it('refuses a landing-page link that is not https, with a message for the editor', async () => {
    await expectRefused('src/content/home/hero.md', 'home-bad-link.md', [
      'hero.md',
      'actions',
      'Use an https:// address',
    ]);
  });
});
