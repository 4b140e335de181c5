import path from 'node:path';
import { satteri } from '@astrojs/markdown-satteri';
import { editorHeadingIds } from '@/markdown/heading-ids';
import { editorMarkdownCheck } from '@/markdown/markdown-check';
import { editorPrintAddresses } from '@/markdown/print-addresses';
import { editorTableAlignment } from '@/markdown/table-alignment';
import { PRINT_ADDRESS_SHOWN, textShowsAddress } from '@/lib/print/link-addresses';

const root = path.resolve(import.meta.dirname, '../../..');

// The renderer as astro.config.mjs configures it.
const renderer = await satteri({
  mdastPlugins: [editorMarkdownCheck(root)],
  hastPlugins: [editorHeadingIds(), editorTableAlignment(), editorPrintAddresses()],
}).createRenderer({ syntaxHighlight: false });
const links = async (body: string) =>
  [...(await renderer.render(body, {})).code.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes, text]) => ({
    text,
    marked: (attributes ?? '').includes(PRINT_ADDRESS_SHOWN),
  }));

describe('a link whose text is its own address', () => {
  it('is one whose words are the address, as a reader would write it', () => {
    expect(textShowsAddress('https://example.org/care', 'https://example.org/care')).toBe(true);
    expect(textShowsAddress('example.org', 'https://example.org/')).toBe(true);
    expect(textShowsAddress(' www.Example.org/care ', 'https://example.org/care')).toBe(true);
    expect(textShowsAddress('kew@example.org', 'mailto:kew@example.org')).toBe(true);
  });

  it('is not one whose words say something else, name only the host, or differ in the path', () => {
    expect(textShowsAddress('Read more on Wikipedia', 'https://en.wikipedia.org/wiki/Acer_palmatum')).toBe(false);
    expect(textShowsAddress('en.wikipedia.org', 'https://en.wikipedia.org/wiki/Acer_palmatum')).toBe(false);
    expect(textShowsAddress('example.org/Care', 'https://example.org/care')).toBe(false);
    expect(textShowsAddress('', '/')).toBe(false);
  });

  it('is marked in an editor’s text, so that print does not write the address twice; other links are not', async () => {
    expect(
      await links(
        'See https://example.org/care, [our care guide](https://example.org/care) or [example.org](https://example.org/).',
      ),
    ).toEqual([
      { text: 'https://example.org/care', marked: true },
      { text: 'our care guide', marked: false },
      { text: 'example.org', marked: true },
    ]);
  });
});
