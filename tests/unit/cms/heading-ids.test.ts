import path from 'node:path';
import { satteri } from '@astrojs/markdown-satteri';
import { EDITOR_MARKDOWN } from '@/config/cms';
import { editorHeadingIds } from '@/markdown/heading-ids';
import { editorMarkdownCheck } from '@/markdown/markdown-check';
import { editorAnchorHref, headingSlug, headingSlugs } from '@/lib/cms/heading-ids';

const root = path.resolve(import.meta.dirname, '../../..');
const PREFIX = EDITOR_MARKDOWN.headingIdPrefix;

// The renderer as astro.config.mjs configures it.
const renderer = await satteri({
  mdastPlugins: [editorMarkdownCheck(root)],
  hastPlugins: [editorHeadingIds()],
}).createRenderer({ syntaxHighlight: false });
const render = (body: string) => renderer.render(body, {});

describe('editors’ heading ids', () => {
  it('are slugs as GitHub makes them, each once', () => {
    expect(headingSlug('Who *we* are?')).toBe('who-we-are');
    expect(headingSlug('Données & vie privée')).toBe('données--vie-privée');
    expect(headingSlugs(['Radio', 'Radio', 'Radio-1', 'Radio'])).toEqual(['radio', 'radio-1', 'radio-1-1', 'radio-2']);
  });

  it('carry the prefix, in the page and in its list of headings', async () => {
    const { code, metadata } = await render(
      '## adsbygoogle\n\n### googlefc\n\n## __tcfapi\n\n## Who we are\n\n## Who we are',
    );
    expect([...code.matchAll(/<h\d id="([^"]*)"/g)].map((match) => match[1])).toEqual(
      ['adsbygoogle', 'googlefc', '__tcfapi', 'who-we-are', 'who-we-are-1'].map((slug) => `${PREFIX}${slug}`),
    );
    expect(metadata.headings.map((heading) => heading.slug)).toEqual(
      ['adsbygoogle', 'googlefc', '__tcfapi', 'who-we-are', 'who-we-are-1'].map((slug) => `${PREFIX}${slug}`),
    );
  });

  it('are what the text’s own links lead to, even from before the heading; other anchors and paths stay', async () => {
    const { code } = await render(
      '[Cookies](#cookies), [the database](#database), [books](/books), [again](#who-we-are-1)\n\n## Who we are\n\n## Who we are\n\n## Cookies',
    );
    expect([...code.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      `#${PREFIX}cookies`,
      '#database',
      '/books',
      `#${PREFIX}who-we-are-1`,
    ]);
    expect(editorAnchorHref('#caf%C3%A9', new Set(['café']), PREFIX)).toBe(`#${PREFIX}caf%C3%A9`);
    expect(editorAnchorHref('#%E0%A4%A', new Set(['x']), PREFIX)).toBe('#%E0%A4%A');
  });
});
