import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import { editorMarkdownCheck } from '@/markdown/markdown-check';
import { bodyLineOffset, markdownAddressProblem } from '@/lib/cms/markdown-check';
import { checkedMarkdown } from '@/schemas/markdown-loader';

const root = path.resolve(import.meta.dirname, '../../..');

// The renderer as astro.config.mjs configures it: Astro's Sätteri processor with the check among its tree plugins.
const renderer = await satteri({ mdastPlugins: [editorMarkdownCheck(root)] }).createRenderer({
  syntaxHighlight: false,
});

/** What the build says about a body: its refusal, or null when the body renders. */
async function refusal(body: string, fileURL?: URL): Promise<string | null> {
  return renderer.render(body, fileURL ? { fileURL } : {}).then(
    () => null,
    (error: Error) => error.message,
  );
}

/** `[line, rule]` of each refused line of a body's refusal, e.g. `[2, 'Raw HTML is not allowed']`. */
async function refusedLines(body: string): Promise<[number, string][]> {
  const message = (await refusal(body)) ?? '';
  return [...message.matchAll(/^- a Markdown text:(\d+): (.*)$/gm)].map((match) => [Number(match[1]), match[2] ?? '']);
}

const RAW_HTML = 'Raw HTML is not allowed in the text';

describe('Markdown bodies are judged on the tree the renderer parses', () => {
  // Each body reached a built page under the line-by-line check this replaces, or is what a reviewer tries next.
  it.each([
    [
      'a meta refresh on an indented line under a paragraph',
      'A paragraph.\n    <meta http-equiv="refresh" content="0;url=https://evil.example/">',
      2,
      RAW_HTML,
    ],
    ['a script after an escaped backtick', 'A \\` tick, then <script>alert(1)</script>', 1, RAW_HTML],
    [
      'an image with onerror after unbalanced backticks',
      'Two `` ticks, then <img src=x onerror=alert(1)> and one `',
      1,
      RAW_HTML,
    ],
    ['a tab-indented fence hiding HTML', 'Text.\n\n\t```\n<script>alert(1)</script>\n```', 4, RAW_HTML],
    ['an HTML comment', 'Text.\n\n<!-- hidden -->', 3, RAW_HTML],
    ['an HTML comment inside a sentence', 'Text <!-- hidden --> more.', 1, RAW_HTML],
    ['a closing tag alone', 'text </div>', 1, RAW_HTML],
    ['a declaration', '<!DOCTYPE html>', 1, RAW_HTML],
    ['a processing instruction', '<?php echo 1; ?>', 1, RAW_HTML],
    ['an inline span with a style', 'A <span style="color:red">word</span>.', 1, RAW_HTML],
    ['HTML after CR-only line ends', 'Text\r\rMore\r<script>alert(1)</script>\r', 4, RAW_HTML],
    ['HTML in a footnote', 'Text[^1].\n\n[^1]: <b onclick="alert(1)">note</b>', 3, RAW_HTML],
    [
      'a javascript: link whose text runs over two lines',
      'See [click\nhere](javascript:alert(1)).',
      1,
      'The link "javascript:alert(1)" is refused.',
    ],
    [
      'a reference definition inside a quote',
      '> [home]: javascript:alert(1)\n\nGo [home].',
      1,
      'The link definition "javascript:alert(1)" is refused.',
    ],
    [
      'a reference definition with a label over two lines',
      'Go [two\nlines].\n\n[two\nlines]: javascript:alert(1)',
      4,
      'The link definition "javascript:alert(1)" is refused.',
    ],
    [
      'an entity-encoded //host link',
      '[home](&#x2F;&#x2F;evil.example/)',
      1,
      'The link "//evil.example/" is refused. A path on this site starts with one /',
    ],
    [
      'a bare http:// address',
      'See http://evil.example/ now.',
      1,
      'The link "http://evil.example/" is refused. Use an https:// address',
    ],
    [
      'a bare www. address (read as http://)',
      'See www.evil.example now.',
      1,
      'The link "http://www.evil.example" is refused. Use an https:// address. Markdown also makes a link of an address written in the text',
    ],
    ['an http autolink', '<http://evil.example/>', 1, 'The link "http://evil.example/" is refused.'],
    ['a javascript: autolink', '<javascript:alert(1)>', 1, 'The link "javascript:alert(1)" is refused.'],
    ['a vbscript: link', '[x](vbscript:msgbox(1))', 1, 'The link "vbscript:msgbox(1)" is refused.'],
    [
      'a data: link',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
      1,
      'The link "data:text/html;base64,PHNjcmlwdD4=" is refused.',
    ],
    [
      'a data: image',
      '![x](data:image/png;base64,iVBORw0KGgo=)',
      1,
      'The image "data:image/png;base64,iVBORw0KGgo=" is refused.',
    ],
    ['a javascript: image', '![x](javascript:alert(1))', 1, 'The image "javascript:alert(1)" is refused.'],
    ['nested brackets', '[a [b] c](javascript:alert(1))', 1, 'The link "javascript:alert(1)" is refused.'],
    [
      'a link in a table cell',
      '| a |\n| - |\n| [x](javascript:alert(1)) |',
      3,
      'The link "javascript:alert(1)" is refused.',
    ],
    [
      'a link after CR-only line ends',
      'Text\r\r[x](javascript:alert(1))',
      3,
      'The link "javascript:alert(1)" is refused.',
    ],
    ['an uppercase scheme', '[x](JAVASCRIPT:alert(1))', 1, 'The link "JAVASCRIPT:alert(1)" is refused.'],
    ['an uppercase http scheme', '[x](HTTP://evil.example/)', 1, 'The link "HTTP://evil.example/" is refused.'],
    ['a mixed-case autolink scheme', '<JavaScript:alert(1)>', 1, 'The link "JavaScript:alert(1)" is refused.'],
    ['an entity-encoded scheme', '[x](jav&#x61;script:alert(1))', 1, 'The link "javascript:alert(1)" is refused.'],
    ['a decimal entity scheme', '[x](&#106;avascript:alert(1))', 1, 'The link "javascript:alert(1)" is refused.'],
    ['a percent-encoded scheme', '[x](%6Aavascript:alert(1))', 1, 'The link "%6Aavascript:alert(1)" is refused.'],
    ['a percent-encoded colon', '[x](javascript%3Aalert(1))', 1, 'The link "javascript%3Aalert(1)" is refused.'],
    ['a protocol-relative link', '[x](//evil.example/)', 1, 'A path on this site starts with one /'],
    ['a backslash path', '[x](/\\evil.example/)', 1, 'An address has no \\'],
    ['a backslash at the start', '[x](\\\\evil.example/)', 1, 'An address has no \\'],
    ['a backslash after https:', '[x](https:\\\\evil.example/)', 1, 'An address has no \\'],
    [
      'an entity-encoded tab that browsers drop (/<tab>/host)',
      '[x](/&#9;/evil.example/)',
      1,
      'An address has no spaces, tabs or line breaks.',
    ],
    ['an empty address', '[x]()', 1, 'Give the link an address.'],
    ['a link in a heading', '## [x](javascript:alert(1))', 1, 'The link "javascript:alert(1)" is refused.'],
  ])('refuses %s, naming its line and the rule', async (_name, body, line, rule) => {
    const refused = await refusedLines(body);
    expect(refused.length, `refusal of ${JSON.stringify(body)}`).toBeGreaterThan(0);
    expect(refused[0]?.[0]).toBe(line);
    expect(refused[0]?.[1]).toContain(rule);
  });

  it('accepts Markdown, code that shows HTML, and links to https addresses, paths, anchors and e-mail', async () => {
    const body = [
      '## Section',
      'Some *text* with **bold**, [a page](/books), [a section](#database), [elsewhere](https://example.org/a?b=c).',
      '- a list item with <https://example.org/auto> and [shouting](HTTPS://example.org/)',
      '- write to [us](mailto:hello@example.org) or <hello@example.org>. 3 < 4 and 5 > 2.',
      '',
      'Use `<b>` for bold, or ``a `<script>` tag``.',
      '',
      '```',
      '<script>shown, not run</script>',
      '```',
      '',
      '~~~html',
      '<meta http-equiv="refresh">',
      '~~~',
      '',
      '    <i>indented code</i>',
      '',
      'See [the ref][ref].',
      '',
      '[ref]: https://example.org/ref',
    ].join('\n');
    expect(await refusal(body)).toBeNull();
  });

  it('lists every problem of a body, each with its line, and publishes nothing of it', async () => {
    expect(await refusedLines('<b>one</b>\n\n[two](javascript:alert(2))\n\n[three](//evil.example)')).toEqual([
      [1, expect.stringContaining(RAW_HTML)],
      [1, expect.stringContaining(RAW_HTML)],
      [3, expect.stringContaining('"javascript:alert(2)"')],
      [5, expect.stringContaining('"//evil.example"')],
    ]);
  });

  it('names the file as the editor knows it and counts lines from the top of the file, front matter included', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'markdown-check-'));
    try {
      const file = path.join(folder, 'cookies.md');
      const body = 'Text\n\n<meta http-equiv="refresh" content="0">';
      writeFileSync(file, `---\ntitle: Cookies\n---\n\n${body}\n`);
      const message = await refusal(body, pathToFileURL(file));
      const name = path.relative(root, file).split(path.sep).join('/');
      expect(message).toContain(`The Markdown text of ${name} needs fixing (docs/editing.md, "Editing content"):`);
      expect(message).toContain(
        `- ${name}:7: Raw HTML is not allowed in the text (found <meta http-equiv="refresh" content="0">)`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('counts the lines before a body, with any line ends and a BOM', () => {
    expect(bodyLineOffset('---\na: 1\n---\n\nBody\n', 'Body')).toBe(4);
    expect(bodyLineOffset('\uFEFF---\r\na: 1\r\n---\r\nBody', 'Body')).toBe(3);
    expect(bodyLineOffset('---\ra: 1\r---\r\rBody\r', 'Body')).toBe(4);
    expect(bodyLineOffset('Body only', 'Body only')).toBe(0);
  });

  it('allows mailto: only with an address, as today', () => {
    expect(markdownAddressProblem('mailto:hello@example.org')).toBeNull();
    expect(markdownAddressProblem('mailto:')).not.toBeNull();
    expect(markdownAddressProblem('MAILTO:hello@example.org')).not.toBeNull();
  });

  it('passes the site’s own legal pages, landing page blocks and blog teasers', async () => {
    for (const folder of ['src/content/pages', 'src/content/home', 'src/content/blog']) {
      const files = readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.md'));
      expect(files.length, folder).toBeGreaterThan(0);
      for (const name of files) {
        const text = readFileSync(path.join(root, folder, name), 'utf8');
        const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '').trim();
        expect(await refusal(body, pathToFileURL(path.join(root, folder, name))), `${folder}/${name}`).toBeNull();
      }
    }
  });

  it('the content loader will not load editors’ Markdown through a renderer that does not check it', async () => {
    const unchecked = { config: { root: pathToFileURL(`${root}/`), markdown: { processor: satteri() } } };
    await expect(checkedMarkdown('./src/content/pages').load(unchecked as never)).rejects.toThrow(
      'The Markdown renderer does not check what editors write',
    );
  });
});
