/** The parts of the renderer's HTML tree (hast) this step reads. */
interface HtmlNode {
  readonly type: string;
  readonly properties?: Readonly<Record<string, unknown>>;
}

interface HtmlContext {
  setProperty(node: HtmlNode, key: string, value: unknown): void;
}

/**
 * A Markdown table column's alignment (`|:-|-:|:-:|`) as Tailwind classes. Written out whole so that Tailwind, which
 * reads this file for class names, puts them in the site's stylesheet.
 */
const ALIGNMENT_CLASSES: Readonly<Record<string, string>> = {
  left: 'text-left',
  right: 'text-right',
  center: 'text-center',
};

/**
 * A plugin of Astro's Markdown renderer (Sätteri, in astro.config.mjs): the renderer draws a column's alignment as
 * `style="text-align: …"`, which the Content-Security-Policy refuses (no 'unsafe-inline' for styles), so the alignment
 * was lost and every view sent a violation report. Each cell gets the class instead, and no style attribute.
 */
export function editorTableAlignment() {
  return {
    name: 'editor-table-alignment',
    element: {
      filter: ['th', 'td'],
      visit(node: HtmlNode, context: HtmlContext) {
        const style = node.properties?.['style'];
        if (typeof style !== 'string') return;
        const align = /^\s*text-align:\s*(left|right|center)\s*;?\s*$/i.exec(style)?.[1]?.toLowerCase();
        context.setProperty(node, 'style', null);
        const className = align ? ALIGNMENT_CLASSES[align] : undefined;
        if (className) context.setProperty(node, 'className', [className]);
      },
    },
  };
}
