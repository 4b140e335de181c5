import path from 'node:path';
import { satteri } from '@astrojs/markdown-satteri';
import { editorHeadingIds } from '@/markdown/heading-ids';
import { editorMarkdownCheck } from '@/markdown/markdown-check';
import { editorTableAlignment } from '@/markdown/table-alignment';

const root = path.resolve(import.meta.dirname, '../../..');

// The renderer as astro.config.mjs configures it.
const renderer = await satteri({
  mdastPlugins: [editorMarkdownCheck(root)],
  hastPlugins: [editorHeadingIds(), editorTableAlignment()],
}).createRenderer({
  syntaxHighlight: false,
});

describe('a Markdown table’s column alignment', () => {
  it('is drawn with classes, never a style attribute the policy refuses', async () => {
    const { code } = await renderer.render(
      '| Plant | Height | Light | Notes |\n|:-|-:|:-:|-|\n| Lavender | 60 cm | Sun | Dry |\n',
      {},
    );
    expect(code).not.toContain('style=');
    const cells = [...code.matchAll(/<(th|td)( class="([^"]*)")?>/g)].map((match) => match[3] ?? '');
    expect(cells).toEqual(['text-left', 'text-right', 'text-center', '', 'text-left', 'text-right', 'text-center', '']);
  });
});
