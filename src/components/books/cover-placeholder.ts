import drawing from '@/assets/book-cover-placeholder.svg?raw';
import { svgDataUrl } from '@/lib/icons/icon-files';

/** The placeholder a cover shows until it loads, and for good when it fails (src/browser/cover-fallback.ts). */
export const coverPlaceholder = drawing;

/**
 * The same drawing inside the page, for the first row's covers: on a phone they stay placeholders until after the
 * first paint, and a request of their own would be one more on the first screen's path (docs/benchmark.md, issue 46).
 */
export const coverPlaceholderInPage = svgDataUrl(drawing);
