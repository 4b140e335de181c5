import { editorLinkProblem } from '../shared/urls';

/**
 * Rules for the Markdown bodies editors write (legal pages, landing page blocks, blog teasers), as pure functions.
 * A body holds Markdown only: raw HTML (a <script>, an <iframe>, an onclick) and links that leave the site by a trick
 * (`javascript:`, `//host`, `/\host`) are refused, naming the line, with the same link rule as the front matter's
 * fields (src/lib/shared/urls.ts). The build runs them over every file (src/schemas/markdown-loader.ts).
 */

/** One problem in a Markdown text: its line (from 1) and what to do. */
export interface MarkdownProblem {
  line: number;
  message: string;
}

/** An HTML tag, closing tag, comment or declaration; not an autolink such as <https://…> (no colon after the name). */
const HTML = /<(?:\/?[A-Za-z][\w-]*(?=[\s/>]|$)|!--|![A-Za-z]|\?)/;
/** [text](address "title"), ![alt](address): the address runs to a space or the closing parenthesis (balanced, as Markdown reads it). */
const INLINE_LINK = /!?\[[^\]]*\]\(\s*<?((?:[^\s()<>]|\([^\s()<>]*\))*)>?/g;
/** A reference definition: [name]: address. */
const REFERENCE = /^\s{0,3}\[[^\]]+\]:\s*<?(\S*?)>?(?:\s|$)/;
/** An autolink: <scheme:…>. */
const AUTOLINK = /<([A-Za-z][\w+.-]*:[^\s>]*)>/g;

/** Inline code spans are text, not HTML or links: blanked out before the checks (same length, so columns hold). */
const withoutCode = (line: string) => line.replace(/(`+)[\s\S]*?\1/g, (code) => ' '.repeat(code.length));

/** Why a link address in a Markdown body is refused, or null when it is fine. */
function linkProblem(address: string): string | null {
  if (address === '') return 'Give the link an address.';
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(address)) return null;
  return editorLinkProblem(address);
}

/** Every problem of a Markdown body; `firstLine` is the body's first line in its file (after the front matter). */
export function markdownProblems(body: string, firstLine = 1): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  let fence: string | null = null;
  body.split(/\r?\n/).forEach((raw, index) => {
    const line = firstLine + index;
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(raw)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) {
      fence = fence === null ? fenceMark : null;
      return;
    }
    if (fence !== null || /^( {4}|\t)/.test(raw)) return;
    const text = withoutCode(raw);
    if (HTML.test(text)) {
      problems.push({ line, message: 'Raw HTML is not allowed in the text: write Markdown (## for a heading, [text](address) for a link).' });
    }
    const addresses = [
      ...[...text.matchAll(INLINE_LINK)].map((match) => match[1] ?? ''),
      ...[...text.matchAll(AUTOLINK)].map((match) => match[1] ?? ''),
      ...(REFERENCE.exec(text) ? [REFERENCE.exec(text)?.[1] ?? ''] : []),
    ];
    for (const address of addresses) {
      const problem = linkProblem(address);
      if (problem) problems.push({ line, message: `The link "${address}" is refused. ${problem}` });
    }
  });
  return problems;
}

/** The line a Markdown file's body starts on: after the front matter between two `---` lines, if any. */
export function bodyStart(file: string): { body: string; firstLine: number } {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(file);
  if (!match) return { body: file, firstLine: 1 };
  return { body: file.slice(match[0].length), firstLine: match[0].split(/\n/).length };
}
