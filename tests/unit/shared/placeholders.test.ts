import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AstroIntegrationLogger } from 'astro';
import { placeholderCheck, placeholderSources } from '@/integrations/placeholder-check';
import { describePlaceholders, findPlaceholders } from '@/lib/shared/placeholders';

const projectRoot = path.resolve(import.meta.dirname, '../../..');

mkdirSync(path.join(projectRoot, '.tmp'), { recursive: true });

describe('placeholder addresses', () => {
  it('finds example.org, example.com and .example addresses, web or e-mail, with the field that holds each', () => {
    const found = findPlaceholders([
      {
        path: 'src/site.config.ts',
        text: [
          '/** Partner sites, e.g. https://comment.example.org/ in a comment, which is never published. */',
          'export const PARTNER_SITES: readonly SiteLink[] = [',
          "  { label: 'Herb Almanac', href: 'https://herb-almanac.example.org/' },",
          '];',
          'export const BOOKS = {',
          '  university: {',
          "    applyUrl: 'https://example.com/apply',",
          '  },',
          '} as const;',
        ].join('\n'),
      },
      {
        path: 'src/content/words/contact-section.yaml',
        text: 'details:\n  heading: Write\n  email: hello@plant-gazette.example.org\n',
      },
      {
        path: 'netlify.toml',
        text: '# https://comment.example.org\n[[redirects]]\n  from = "/api/stream"\n  to = "https://radio.station.example:8076/live"\n',
      },
      {
        path: 'src/content/blog/a.md',
        text: '---\nlink: https://en.wikipedia.org/wiki/Example\n---\nAn example.org-free text, see https://www.example.net/page.',
      },
    ]);
    expect(describePlaceholders(found)).toEqual([
      'src/site.config.ts:3 PARTNER_SITES.href: https://herb-almanac.example.org/',
      'src/site.config.ts:7 BOOKS.university.applyUrl: https://example.com/apply',
      'src/content/words/contact-section.yaml:3 details.email: hello@plant-gazette.example.org',
      'netlify.toml:4 redirects.to: https://radio.station.example:8076/live',
      'src/content/blog/a.md:4 text: https://www.example.net/page.',
    ]);
  });

  it('leaves real addresses alone, also those that only look like the example domains', () => {
    const text = [
      "url: 'https://examples.org/a'",
      "url: 'https://notexample.com/'",
      "url: 'https://example.org.real-site.com/'",
      "url: 'https://www.example-plants.org/'",
      "url: 'https://rss.app/embed/v1/wall/plant-news'",
    ].join('\n');
    expect(findPlaceholders([{ path: 'src/config/x.ts', text }])).toEqual([]);
  });

  it('lists the placeholders this site still has: partner sites, donation, university, contact e-mails, radio origin', () => {
    const fields = describePlaceholders(findPlaceholders(placeholderSources(projectRoot))).map(
      (line) => line.split(': ')[0],
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^src\/config\/links\.ts:\d+ PARTNER_SITES\.href$/),
        expect.stringMatching(/^src\/config\/donation\.ts:\d+ DONATION\.url$/),
        expect.stringMatching(/^src\/config\/books\.ts:\d+ BOOKS\.university\.applyUrl$/),
        // security.txt's Contact (RFC 9116): a production build must not tell finders to write to nobody.
        expect.stringMatching(/^src\/config\/security\.ts:\d+ SECURITY_TXT\.contact$/),
        expect.stringMatching(/^src\/content\/words\/contact-section\.yaml:\d+ details\.email$/),
        expect.stringMatching(/^netlify\.toml:\d+ redirects\.to$/),
      ]),
    );
  });

  it('says once which remain in a build outside production, and stops a production build naming each', async () => {
    const logger = { warn: vi.fn() } as unknown as AstroIntegrationLogger;
    const start = (context: string | undefined) => {
      const hooks = placeholderCheck(context).hooks as Record<string, (options: unknown) => void>;
      hooks['astro:config:done']?.({ config: { root: new URL(`file://${projectRoot}/`) } });
      return () => hooks['astro:build:start']?.({ logger });
    };
    start(undefined)();
    start('deploy-preview')();
    expect(vi.mocked(logger.warn)).toHaveBeenCalledTimes(2);
    expect(String(vi.mocked(logger.warn).mock.calls[0]?.[0])).toMatch(
      /placeholder address\(es\) remain; a production build \(CONTEXT=production\) would stop:\n[\s\S]*- src\/config\/links\.ts:\d+ PARTNER_SITES\.href: https:\/\/herb-almanac\.example\.org\//,
    );
    expect(start('production')).toThrow(
      /A production build must not publish placeholder addresses[\s\S]*- netlify\.toml:\d+ redirects\.to: https:\/\/radio\.plant-gazette\.example\.org/,
    );
  });
  it('searches a copy of the project for the files it has', () => {
    const copy = mkdtempSync(path.join(projectRoot, '.tmp', 'placeholder-copy-'));
    try {
      mkdirSync(path.join(copy, 'src'));
      writeFileSync(
        path.join(copy, 'src', 'site.config.ts'),
        "export const DONATION = {\n  url: 'https://give.example.org/',\n};\n",
      );
      expect(describePlaceholders(findPlaceholders(placeholderSources(copy)))).toEqual([
        'src/site.config.ts:2 DONATION.url: https://give.example.org/',
      ]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
