import { bodyStart, markdownProblems } from '../../../src/lib/cms/markdown-safety';

const lines = (body: string) => markdownProblems(body).map((problem) => problem.line);

describe('Markdown bodies hold Markdown only', () => {
  it('accepts headings, emphasis, lists and links to https addresses, paths, anchors and e-mail', () => {
    const body = [
      '## Section',
      'Some *text* with **bold**, [a page](/books), [a section](#database), [elsewhere](https://example.org/a?b=c).',
      '- a list item with <https://example.org/auto>',
      '[ref]: https://example.org/ref',
      'Write to [us](mailto:hello@example.org). 3 < 4 and 5 > 2.',
    ].join('\n');
    expect(markdownProblems(body)).toEqual([]);
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an iframe', 'Look: <iframe src="https://evil.example"></iframe>'],
    ['an event handler on an image', '<img src=x onerror=alert(1)>'],
    ['a closing tag alone', 'text </div>'],
    ['a comment', '<!-- hidden -->'],
  ])('refuses raw HTML: %s, naming its line', (_name, line) => {
    expect(lines(`First line.\n\n${line}`)).toEqual([3]);
    expect(markdownProblems(line)[0]?.message).toMatch(/Raw HTML is not allowed/);
  });

  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['javascript: in an image', '![x](javascript:alert(1))'],
    ['a protocol-relative address', '[home](//evil.example/)'],
    ['a backslash path', '[home](/\\evil.example/)'],
    ['an http address', '[old](http://example.org/)'],
    ['a data: address', '[x](data:text/html,hi)'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a javascript: reference', '[x]: javascript:alert(1)'],
  ])('refuses a link that leaves the site by a trick: %s', (_name, line) => {
    expect(lines(line)).toEqual([1]);
    expect(markdownProblems(line)[0]?.message).toMatch(/is refused/);
    expect(markdownProblems('[x](javascript:alert(1))')[0]?.message).toContain('"javascript:alert(1)"');
  });

  it('leaves code alone: inline code and fenced blocks may show HTML', () => {
    expect(markdownProblems('Use `<b>` for bold.\n```\n<script>shown, not run</script>\n```\nAfter.')).toEqual([]);
  });

  it('counts lines from the top of the file, after the front matter', () => {
    const file = '---\ntitle: A\n---\n\nText\n<b>bold</b>\n';
    const { body, firstLine } = bodyStart(file);
    expect(firstLine).toBe(4);
    expect(markdownProblems(body, firstLine).map((problem) => problem.line)).toEqual([6]);
  });

  it('passes the site’s own Markdown files', async () => {
    const { markdownFolderProblems } = await import('../../../src/schemas/markdown-loader');
    for (const folder of ['src/content/pages', 'src/content/home', 'src/content/blog']) {
      expect(markdownFolderProblems('.', folder)).toEqual([]);
    }
  });
});
