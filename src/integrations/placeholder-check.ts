import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { describePlaceholders, findPlaceholders, type SourceFile } from '../lib/shared/placeholders';

/** The config, the content and netlify.toml, where present (a scale copy of scripts/generate-plants.mjs lacks some). */
export function placeholderSources(root: string): SourceFile[] {
  const read = (file: string) => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') });
  const under = (folder: string) =>
    !existsSync(path.join(root, folder))
      ? []
      : (readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
          .sort();
  const files = ['src/site.config.ts', ...under('src/config'), ...under('src/content'), 'netlify.toml'];
  return files.filter((file) => existsSync(path.join(root, file))).map(read);
}

/**
 * A production build (Netlify sets CONTEXT=production) stops before it writes anything while the config, the content
 * or netlify.toml hold an example.org, example.com or .example address, naming each file, line and field. Every other
 * build keeps them and says once which remain.
 */
export function placeholderCheck(context = process.env.CONTEXT): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'placeholder-check',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': ({ logger }) => {
        const lines = describePlaceholders(findPlaceholders(placeholderSources(root)));
        if (lines.length === 0) return;
        if (context === 'production') {
          throw new Error(
            `A production build must not publish placeholder addresses. Replace each with the real address:\n- ${lines.join('\n- ')}`,
          );
        }
        logger.warn(
          `${lines.length} placeholder address(es) remain; a production build (CONTEXT=production) would stop:\n- ${lines.join('\n- ')}`,
        );
      },
    },
  };
}
