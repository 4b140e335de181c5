import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bodyLineOffset, markdownRefusal, markdownTreeProblems, type MarkdownNode } from '../lib/cms/markdown-check';

/** The plugin's name, by which the content loader makes sure the renderer runs it (src/schemas/markdown-loader.ts). */
export const EDITOR_MARKDOWN_CHECK = 'editor-markdown-check';

interface RenderedBody {
  readonly fileURL: URL | undefined;
  readonly source: string;
}

/** The file as the editor knows it (relative to the project) and how many of its lines precede the body. */
function locate(root: string, body: RenderedBody): { file: string; lineOffset: number } {
  if (!body.fileURL || body.fileURL.protocol !== 'file:') return { file: 'a Markdown text', lineOffset: 0 };
  const absolute = fileURLToPath(body.fileURL);
  let lineOffset = 0;
  try {
    lineOffset = bodyLineOffset(readFileSync(absolute, 'utf8'), body.source);
  } catch {
    // A body rendered from a file that is gone: its lines are counted from the body's start.
  }
  return { file: path.relative(root, absolute).split(path.sep).join('/'), lineOffset };
}

/**
 * The check of every Markdown body the site renders, as a plugin of Astro's Markdown renderer (Sätteri, in
 * astro.config.mjs): it reads the tree the renderer parsed and refuses the body, naming file, line and rule
 * (src/lib/cms/markdown-check.ts). It changes nothing: a refused body is not published rather than published altered.
 * `root` is the project folder, so that messages name files as `src/content/pages/privacy.md`.
 */
export function editorMarkdownCheck(root: string) {
  return {
    name: EDITOR_MARKDOWN_CHECK,
    // Lines for the messages: the parser records positions only when a plugin asks.
    options: { position: true },
    after(tree: MarkdownNode, context: RenderedBody) {
      const problems = markdownTreeProblems(tree);
      if (problems.length === 0) return;
      const { file, lineOffset } = locate(root, context);
      throw new Error(markdownRefusal(file, problems, lineOffset));
    },
  };
}
