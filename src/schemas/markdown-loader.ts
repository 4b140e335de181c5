import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob, type Loader } from 'astro/loaders';
import { bodyStart, markdownProblems } from '../lib/cms/markdown-safety';

/** The problems of every Markdown file in `folder` (relative to `root`), each naming its file and line, e.g. `src/content/pages/terms.md:12: …`. */
export function markdownFolderProblems(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .flatMap((name) => {
      const file = path.join(folder, name);
      const { body, firstLine } = bodyStart(readFileSync(path.join(root, file), 'utf8'));
      return markdownProblems(body, firstLine).map(({ line, message }) => `${file.split(path.sep).join('/')}:${line}: ${message}`);
    });
}

/**
 * Astro's glob() loader for the Markdown files of `base`, after checking their bodies (src/lib/cms/markdown-safety.ts):
 * raw HTML or a link that leaves the site by a trick stops the build, naming each file and line, as a wrong front
 * matter field does. An editor's text reaches the page as Markdown only.
 */
export function checkedMarkdown(base: string): Loader {
  const inner = glob({ pattern: '*.md', base });
  return {
    name: 'checked-markdown',
    load: async (context) => {
      // Relative to the project, so that the message names the file as the editor knows it.
      const root = fileURLToPath(context.config.root);
      const folder = path.relative(root, fileURLToPath(new URL(base, context.config.root)));
      const problems = markdownFolderProblems(root, folder);
      if (problems.length > 0) throw new Error(`The Markdown text needs fixing:\n- ${problems.join('\n- ')}`);
      await inner.load(context);
    },
  };
}
