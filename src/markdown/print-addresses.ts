import { PRINT_ADDRESS_SHOWN, textShowsAddress } from '../lib/print/link-addresses';

/** The parts of the renderer's HTML tree (hast) this step reads. */
interface HtmlNode {
  readonly type: string;
  readonly properties?: Readonly<Record<string, unknown>>;
}

interface HtmlContext {
  textContent(node: HtmlNode): string;
  setProperty(node: HtmlNode, key: string, value: unknown): void;
}

/**
 * A plugin of Astro's Markdown renderer (Sätteri, in astro.config.mjs): a link in an editor's text whose words are its
 * own address (an address typed into the text, which Markdown makes a link) is marked, so that the print styles do not
 * write the address a second time after it (src/lib/print/link-addresses.ts).
 */
export function editorPrintAddresses() {
  return {
    name: 'editor-print-addresses',
    element: {
      filter: ['a'],
      visit(node: HtmlNode, context: HtmlContext) {
        const href = node.properties?.['href'];
        if (typeof href !== 'string' || !textShowsAddress(context.textContent(node), href)) return;
        // hast names data attributes in camel case: dataAddressShown is written as data-address-shown.
        context.setProperty(node, propertyName(PRINT_ADDRESS_SHOWN), '');
      },
    },
  };
}

/** hast's property name for an HTML attribute: data-address-shown → dataAddressShown. */
function propertyName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_whole, letter: string) => letter.toUpperCase());
}
