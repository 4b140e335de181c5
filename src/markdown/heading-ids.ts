import { EDITOR_MARKDOWN } from '../config/cms';
import { editorAnchorHref, headingSlugs } from '../lib/cms/heading-ids';

/** The parts of the renderer's HTML tree (hast) this step reads. */
interface HtmlNode {
  readonly type: string;
  readonly tagName?: string;
  readonly properties?: Readonly<Record<string, unknown>>;
  readonly children?: readonly HtmlNode[];
}

interface HtmlContext {
  textContent(node: HtmlNode): string;
  setProperty(node: HtmlNode, key: string, value: unknown): void;
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

function headingsOf(node: HtmlNode, found: HtmlNode[] = []): HtmlNode[] {
  if (node.type === 'element' && HEADINGS.includes(node.tagName ?? '')) found.push(node);
  for (const child of node.children ?? []) headingsOf(child, found);
  return found;
}

/**
 * A plugin of Astro's Markdown renderer (Sätteri, in astro.config.mjs) for the HTML it writes: each heading's id is its
 * slug after EDITOR_MARKDOWN.headingIdPrefix, so that no editor's heading can take a global name a script reads (rules:
 * src/lib/cms/heading-ids.ts), and the text's links to its own headings follow. Astro's own heading step, which runs
 * after, keeps an id it finds, so the page's list of headings names the same ids.
 */
export function editorHeadingIds(prefix: string = EDITOR_MARKDOWN.headingIdPrefix) {
  // A factory: the renderer calls it once per text, so that each text counts its repeated headings from zero.
  return () => {
    let slugs: string[] = [];
    let known: ReadonlySet<string> = new Set();
    let next = 0;
    return {
      name: 'editor-heading-ids',
      // Links may come before the heading they name (a table of contents), so every slug is known first.
      before(root: HtmlNode, context: HtmlContext) {
        slugs = headingSlugs(headingsOf(root).map((heading) => context.textContent(heading)));
        known = new Set(slugs);
      },
      element: {
        filter: [...HEADINGS, 'a'],
        // The renderer visits in document order, the order `before` counted the headings in.
        visit(node: HtmlNode, context: HtmlContext) {
          if (node.tagName === 'a') {
            const href = node.properties?.['href'];
            if (typeof href !== 'string') return;
            const aimed = editorAnchorHref(href, known, prefix);
            if (aimed !== href) context.setProperty(node, 'href', aimed);
            return;
          }
          const slug = slugs[next++] ?? `heading-${next}`;
          context.setProperty(node, 'id', `${prefix}${slug}`);
        },
      },
    };
  };
}
