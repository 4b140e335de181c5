import { editorLinkProblem } from '../shared/urls';

/**
 * Rules for the Markdown bodies editors write (legal pages, landing page blocks, blog teasers), judged on the tree the
 * site's Markdown renderer builds, not on the source's lines: the parser alone knows what is code, what is a link and
 * what an address says once entities and escapes are decoded, so any guess beside it is a hole. The build runs them on
 * every body it renders (src/integrations/markdown-check.ts); a refused body stops the build naming file, line and
 * rule, and is never rewritten.
 *
 * A body holds Markdown only: raw HTML of any kind (a tag, a comment, a declaration, in a block or inside a sentence)
 * is refused, and so is every link, image or link definition whose address is not an https address, a path on this
 * site, an anchor on the page or an e-mail address. Code spans and code blocks are text, so they may show HTML.
 */

/** The parts of a Markdown tree node (mdast) the rules read. */
export interface MarkdownNode {
  readonly type: string;
  /** The address of a link, image or definition, as the parser decoded it. */
  readonly url?: string | undefined;
  /** The text of a raw HTML node. */
  readonly value?: string | undefined;
  readonly position?: { readonly start: { readonly line: number } } | undefined;
  readonly children?: readonly MarkdownNode[] | undefined;
}

/** One problem in a Markdown body: its line in the body (from 1) and what to do, in an editor's words. */
export interface MarkdownProblem {
  line: number;
  message: string;
}

/** The start of what was found, on one line, for a message (an editor finds it with the editor's search). */
function excerpt(text: string, length = 80): string {
  const line = text.trim().split(/\r\n|\r|\n/)[0] ?? '';
  return line.length > length ? `${line.slice(0, length)}…` : line;
}

/** Why raw HTML is refused, naming what was found. */
export function rawHtmlMessage(html: string): string {
  return (
    `Raw HTML is not allowed in the text (found ${excerpt(html)}): write Markdown instead, such as ## for a heading, ` +
    '**bold** or [text](address) for a link. To show a tag as an example, put it between backticks, as in `<b>`.'
  );
}

/**
 * Why an address in a Markdown body is refused, or null when it is fine: an https address, a path on this site, an
 * anchor (the rule of the front matter's links, src/lib/shared/urls.ts), or mailto: and an e-mail address. The address
 * is the one the parser decoded (`&#106;avascript:` is `javascript:`), so an encoded trick is judged as the browser
 * would follow it.
 */
export function markdownAddressProblem(address: string): string | null {
  if (address === '') return 'Give the link an address.';
  // A browser drops tabs and line breaks from an address and trims spaces, so "/<tab>/host" would lead to another site.
  if (/[\s\p{Cc}]/u.test(address)) return 'An address has no spaces, tabs or line breaks.';
  if (address.includes('\\')) return 'An address has no \\ (a browser reads it as /, so /\\host leads to another site).';
  if (/^mailto:[^\s@/]+@[^\s@/]+$/.test(address)) return null;
  // A bare www.… in a sentence is a link too, to http://www.…: the editor may not know they wrote a link at all.
  if (/^http:/i.test(address)) {
    return 'Use an https:// address. Markdown also makes a link of an address written in the text (http://… or www.…): write it as https://… instead.';
  }
  return editorLinkProblem(address);
}

/** What the link-like node is called in a message. */
const ADDRESS_KINDS: Readonly<Record<string, string>> = {
  link: 'link',
  image: 'image',
  definition: 'link definition',
};

/** The problem of one node, or null: raw HTML, or a link, image or definition whose address is refused. */
function nodeProblem(node: MarkdownNode): string | null {
  if (node.type === 'html') return rawHtmlMessage(node.value ?? '');
  // Every node that carries an address is judged, whatever it is called (a footnote or an extension adds none today).
  if (typeof node.url !== 'string') return null;
  const problem = markdownAddressProblem(node.url);
  const kind = ADDRESS_KINDS[node.type] ?? 'address';
  return problem && `The ${kind} "${excerpt(node.url, 80)}" is refused. ${problem}`;
}

/** Every problem of a parsed Markdown body, in the order of the text. Lines are the parser's, counted from 1. */
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

/** How many lines of `file` come before its body (the front matter, blank lines), so that lines are the file's own. */
export function bodyLineOffset(file: string, body: string): number {
  const text = file.replace(/^\uFEFF/, '');
  const tail = body.trimEnd();
  if (tail === '') return 0;
  // The renderer is given the text after the front matter, trimmed: it is the end of the file.
  const end = text.trimEnd();
  const start = end.endsWith(tail) ? end.length - tail.length : text.indexOf(tail);
  return start > 0 ? (text.slice(0, start).match(/\r\n|\r|\n/g) ?? []).length : 0;
}

/** The build's refusal: one line per problem, each naming the file and its line, e.g. `src/content/pages/terms.md:12: …`. */
export function markdownRefusal(file: string, problems: readonly MarkdownProblem[], lineOffset = 0): string {
  const lines = problems.map(({ line, message }) => `- ${file}:${line + lineOffset}: ${message}`);
  return `The Markdown text of ${file} needs fixing (docs/editing.md, "Editing content"):\n${lines.join('\n')}`;
}
