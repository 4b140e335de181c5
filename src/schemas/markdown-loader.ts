import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { EDITOR_MARKDOWN_CHECK } from '@/markdown/markdown-check';

/** Whether the site's Markdown renderer runs the editors' check (the processor's mdastPlugins, astro.config.mjs). */
function rendererChecksBodies(config: LoaderContext['config']): boolean {
  const options = config.markdown.processor.options as { mdastPlugins?: readonly unknown[] };
  return (options.mdastPlugins ?? []).some(
    (plugin) =>
      typeof plugin === 'object' && plugin !== null && (plugin as { name?: unknown }).name === EDITOR_MARKDOWN_CHECK,
  );
}

/**
 * Astro's glob() loader for the Markdown files of `base`, with a refused body stopping the build. Each body is rendered
 * as it loads, and the site's renderer checks the tree it parses (src/markdown/markdown-check.ts), naming file,
 * line and rule. glob() alone only logs a body that fails to render and keeps the entry unrendered (an empty page).
 */
export function checkedMarkdown(base: string): Loader {
  const inner = glob({ pattern: '*.md', base });
  return {
    name: 'checked-markdown',
    load: async (context) => {
      if (!rendererChecksBodies(context.config)) {
        throw new Error(
          `The Markdown renderer does not check what editors write: astro.config.mjs must set markdown.processor to satteri({ mdastPlugins: [editorMarkdownCheck(…)] }) (src/markdown/markdown-check.ts).`,
        );
      }
      // glob() does not re-render an entry kept from an earlier build, which would then escape today's rules.
      context.store.clear();
      const failures: string[] = [];
      const logger = Object.create(context.logger) as LoaderContext['logger'];
      // The check's refusal already names the file: Astro's "Error rendering <name>: " before it is left out.
      logger.error = (message) =>
        failures.push(String(message).replace(/^Error rendering [^:]*: (?=The Markdown text of )/, ''));
      await inner.load({ ...context, logger });
      const unrendered = context.store
        .values()
        .filter((entry) => !entry.rendered)
        .map((entry) => `${entry.filePath ?? entry.id}: the text was not rendered.`);
      if (failures.length > 0 || unrendered.length > 0) {
        // Nothing of a refused folder stays in the content cache for the next build to reuse.
        context.store.clear();
        throw new Error((failures.length > 0 ? failures : unrendered).join('\n'));
      }
    },
  };
}
