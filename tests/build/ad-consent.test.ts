import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages, distDir } from './built-site';

/**
 * With no ad network configured (this build: PUBLIC_AD_CLIENT unset), nothing of the ad network's consent tool
 * reaches a page: no 'Privacy settings' link, no section on the privacy page, no script address, no host in the
 * policy. The configured case is driven in a browser against the stand-in tool (tests/e2e/third-parties.spec.ts).
 */
const pages = builtPages();
const files = (readdirSync(path.join(distDir, '_astro')) as string[]).filter((file) => file.endsWith('.js'));

describe('the consent tool without an ad network', () => {
  it('is a build without ads', () => {
    expect(process.env.PUBLIC_AD_CLIENT ?? '').toBe('');
    expect(pages.length).toBeGreaterThan(5);
  });

  it('leaves no link, section or address of it on any page', () => {
    for (const page of pages) {
      expect(page.html, page.route).not.toMatch(
        /data-consent-(settings|tool)|id="ad-consent"|Privacy settings|fundingchoices/,
      );
    }
    const privacy = pages.find((page) => page.route === '/privacy');
    expect(privacy?.html).toContain('Privacy Policy');
    expect(privacy?.html).not.toContain('Advertising and your consent');
  });

  it('adds none of its hosts to the policy, and none of its settings to the site’s code', () => {
    expect(readFileSync(path.join(distDir, '_headers'), 'utf8')).not.toContain('fundingchoices');
    for (const file of files)
      expect(readFileSync(path.join(distDir, '_astro', file), 'utf8'), file).not.toContain('fundingchoicesmessages');
  });
});
