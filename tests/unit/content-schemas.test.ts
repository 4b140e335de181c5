import { readFileSync } from 'node:fs';
import { checkContentWith } from '../helpers/content-check';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/content/${name}`, import.meta.url), 'utf8');

// Each case runs `astro sync` on a scratch copy of the project: the same validation as the build.
describe('a broken content file fails the build, naming the file and the field', { timeout: 60_000 }, () => {
  it('accepts the project as it is', async () => {
    const result = await checkContentWith({});
    expect(result.output).not.toMatch(/error/i);
    expect(result.ok).toBe(true);
  });

  it('refuses a page whose date is not a date', async () => {
    const result = await checkContentWith({ 'src/content/pages/cookies.md': fixture('page-bad-date.md') });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('cookies.md');
    expect(result.output).toContain('updated');
  });

  it('refuses a page without its description', async () => {
    const result = await checkContentWith({ 'src/content/pages/accessibility.md': fixture('page-missing-description.md') });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('accessibility.md');
    expect(result.output).toContain('description');
  });

  it('refuses a landing-page link that is not https, with a message for the editor', async () => {
    const result = await checkContentWith({ 'src/content/home/hero.md': fixture('home-bad-link.md') });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('hero.md');
    expect(result.output).toContain('actions');
    expect(result.output).toContain('Use an https:// address');
  });
});
