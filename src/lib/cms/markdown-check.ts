import { editorLinkProblem } from '../shared/urls';

/**
 * Rules for the Markdown bodies editors write (legal pages, landing page blocks, blog teasers), judged on the tree the
 * site's renderer builds: only the parser knows what is code, a link, or an address once entities and escapes are
 * decoded, so any guess beside it is a hole. The build runs them on every body (src/markdown/markdown-check.ts);
 * a refused body stops the build, naming file, line and rule, and is never rewritten. Refused: raw HTML of any kind,
 * and any address but https, a path on this site, an anchor or an e-mail address. Code spans and blocks may show HTML.
 */

export interface MarkdownNode {
  readonly type: string;
  /** As the parser decoded it. */
  readonly url?: string | undefined;
  readonly value?: string | undefined;
  readonly position?: { readonly start: { readonly line: number } } | undefined;
  readonly children?: readonly MarkdownNode[] | undefined;
}

export interface MarkdownProblem {
  line: number;
  message: string;
}

/** The start of what was found, on one line, for the editor to search for. */
function excerpt(text: string, length = 80): string {
  const line = text.trim().split(/\r\n|\r|\n/)[0] ?? '';
  return line.length > length ? `${line.slice(0, length)}…` : line;
}

export function rawHtmlMessage(html: string): string {
  return (
    `Raw HTML is not allowed in the text (found ${excerpt(html)}): write Markdown instead, such as ## for a heading, ` +
    '**bold** or [text](address) for a link. To show a tag as an example, put it between backticks, as in `<b>`.'
  );
}

/**
 * Why an address in a body is refused, or null: the front matter's link rule (src/lib/shared/urls.ts) plus mailto:.
 * The address is the decoded one (`&#106;avascript:` is `javascript:`), so it is judged as a browser would follow it.
 */
export function markdownAddressProblem(address: string): string | null {
  if (address === '') return 'Give the link an address.';
  // A browser drops tabs and line breaks from an address and trims spaces, so "/<tab>/host" would lead to another site.
  if (/[\s\p{Cc}]/u.test(address)) return 'An address has no spaces, tabs or line breaks.';
  if (address.includes('\\'))
    return 'An address has no \\ (a browser reads it as /, so /\\host leads to another site).';
  if (/^mailto:[^\s@/]+@[^\s@/]+$/.test(address)) return null;
  // A bare www.… in a sentence is a link too, to http://www.…: the editor may not know they wrote a link at all.
  if (/^http:/i.test(address)) {
    return 'Use an https:// address. Markdown also makes a link of an address written in the text (http://… or www.…): write it as https://… instead.';
  }
  return editorLinkProblem(address);
}

const ADDRESS_KINDS: Readonly<Record<string, string>> = {
  link: 'link',
  image: 'image',
  definition: 'link definition',
};

function nodeProblem(node: MarkdownNode): string | null {
  if (node.type === 'html') return rawHtmlMessage(node.value ?? '');
  // Every node that carries an address is judged, whatever it is called (a footnote or an extension adds none today).
  if (typeof node.url !== 'string') return null;
  const problem = markdownAddressProblem(node.url);
  const kind = ADDRESS_KINDS[node.type] ?? 'address';
  return problem && `The ${kind} "${excerpt(node.url, 80)}" is refused. ${problem}`;
}

/** Every problem of a parsed body, in text order; lines are the parser's, from 1. */
export function markdownTreeProblems(root: MarkdownNode): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  const visit = (node: MarkdownNode) => {
    const message = nodeProblem(node);
    if (message) problems.push({ line: node.position?.start.line ?? 1, message });
    node.children?.forEach(visit);
  };
  visit(root);
  return problems;
}

/** Lines of `file` before its body (front matter, blank lines), so that lines are the file's own. */
export function bodyLineOffset(file: string, body: string): number {
  const text = file.replace(/^\uFEFF/, '');
  const tail = body.trimEnd();
  if (tail === '') return 0;
  // The renderer is given the text after the front matter, trimmed: it is the end of the file.
  const end = text.trimEnd();
  const start = end.endsWith(tail) ? end.length - tail.length : text.indexOf(tail);
  return start > 0 ? (text.slice(0, start).match(/\r\n|\r|\n/g) ?? []).length : 0;
}

export function markdownRefusal(file: string, problems: readonly MarkdownProblem[], lineOffset = 0): string {
  const lines = problems.map(({ line, message }) => `- ${file}:${line + lineOffset}: ${message}`);
  return `The Markdown text of ${file} needs fixing (docs/editing.md, "Editing content"):\n${lines.join('\n')}`;
}
