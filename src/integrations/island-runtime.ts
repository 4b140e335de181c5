import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** A classic inline script, as Astro writes its island runtime and directives: no attributes at all. */
const BARE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** What the base layout's inline script reads, and so how a page that loads the runtime file is known. */
const LOADER_MARK = '.islandRuntime';
/** Pages handled at once, so that thousands of pages never open thousands of files together. */
const BATCH = 64;

/**
 * Astro's own island code: the `<astro-island>` element, or a `client:*` directive (built-in or registered, like
 * src/browser/client-interaction.ts), which each register themselves on `self.Astro`.
 */
export function isIslandRuntime(script: string): boolean {
  return script.includes('customElements.define("astro-island"') || script.includes('(self.Astro||(self.Astro={}))');
}

/** The island runtime's file, under /_astro/ (cached for a year, netlify.toml), named by its content. */
export function islandRuntimePath(code: string): string {
  return `/_astro/islands.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
}

/** The runtime's scripts in a page, in order. */
export function islandRuntimeScripts(html: string): string[] {
  return [...html.matchAll(BARE_SCRIPT)].map((match) => match[1] ?? '').filter(isIslandRuntime);
}

/** The page without its runtime scripts, naming the file that holds them on <html data-island-runtime>. */
export function withRuntimeFile(html: string, href: string): string {
  const without = html.replace(BARE_SCRIPT, (whole, script: string) => (isIslandRuntime(script) ? '' : whole));
  return without.replace(/<html\b[^>]*/, (tag) => `${tag} data-island-runtime="${href}"`);
}

/**
 * The file's code: the directives first, then the element, each once. A directive announces itself with an
 * `astro:<name>` event, so an island whose directive comes later still starts; the order only saves a wait.
 */
export function islandRuntimeCode(scripts: Iterable<string>): string {
  const unique = [...new Set(scripts)];
  const element = unique.filter((script) => script.includes('customElements.define("astro-island"'));
  const directives = unique.filter((script) => !element.includes(script)).sort();
  return [...directives, ...element].join('\n');
}

/**
 * The opening tag of an island whose directive takes its props from a file (src/browser/later-props.ts):
 * `client:near` (below the first screen) and `client:interaction` (started by the visitor's first touch).
 */
const LATER_PROPS_ISLAND = /<astro-island\b[^>]*\sclient="(?:near|interaction)"[^>]*>/g;
const ENTITIES: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** An island's props file: a module whose default export is the props as Astro serializes them, named by content. */
export function laterPropsFile(propsAttribute: string): { path: string; code: string } {
  const json = propsAttribute.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);
  const code = `export default ${json};\n`;
  return { path: `/_astro/props.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`, code };
}

/**
 * The page with the props of each island whose directive takes them from a file moved out: the attribute emptied, the file named on the island as
 * `data-later-props`. Gives the files to write.
 */
export function withLaterProps(html: string): { html: string; files: { path: string; code: string }[] } {
  const files: { path: string; code: string }[] = [];
  const moved = html.replace(LATER_PROPS_ISLAND, (tag) =>
    tag.replace(/\sprops="([^"]*)"/, (_whole, props: string) => {
      const file = laterPropsFile(props);
      files.push(file);
      return ` props="{}" data-later-props="${file.path}"`;
    }),
  );
  return { html: moved, files };
}

/**
 * Astro writes its island runtime (about 4.4 KB) and each `client:*` directive inline into every page with an island,
 * where they were paid again in every page's first round trip and never cached (issue 46). After the build, this moves
 * them into one file shared by every page, which the base layout's inline script imports after the load event
 * (src/browser/first-paint.ts): no island starts before then, and none needs to, since every control the visitor can
 * reach works natively or records the press (docs/benchmark.md, "What loads before the first paint"). The pages' policy
 * drops their hashes (src/integrations/security-headers.ts, after this step). The props of `client:near` and
 * `client:interaction` islands go into files of their own too, imported as the island starts
 * (src/browser/later-props.ts).
 */
export function islandRuntime(): AstroIntegration {
  return {
    name: 'island-runtime',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = (await readdir(root, { recursive: true }))
          .filter((file) => file.endsWith('.html'))
          .map((file) => path.join(root, file));
        const found = new Set<string>();
        const withIslands: string[] = [];
        let propsFiles = 0;
        for (let start = 0; start < pages.length; start += BATCH) {
          await Promise.all(
            pages.slice(start, start + BATCH).map(async (page) => {
              const later = withLaterProps(await readFile(page, 'utf8'));
              for (const file of later.files) await writeFile(path.join(root, file.path), file.code);
              propsFiles += later.files.length;
              if (later.files.length > 0) await writeFile(page, later.html);
              const html = later.html;
              const scripts = islandRuntimeScripts(html);
              if (scripts.length === 0) return;
              if (!html.includes(LOADER_MARK))
                throw new Error(
                  `${path.relative(root, page)} has islands but not the base layout's script that loads their runtime (src/layouts/BaseLayout.astro).`,
                );
              withIslands.push(page);
              for (const script of scripts) found.add(script);
            }),
          );
        }
        if (propsFiles > 0) logger.info(`${propsFiles} island(s) load their props with their code.`);
        if (withIslands.length === 0) return;
        const code = islandRuntimeCode(found);
        const href = islandRuntimePath(code);
        await writeFile(path.join(root, href), code);
        for (let start = 0; start < withIslands.length; start += BATCH) {
          await Promise.all(
            withIslands
              .slice(start, start + BATCH)
              .map(async (page) => writeFile(page, withRuntimeFile(await readFile(page, 'utf8'), href))),
          );
        }
        logger.info(`${withIslands.length} page(s) load Astro's island runtime from ${href} after the load event.`);
      },
    },
  };
}
