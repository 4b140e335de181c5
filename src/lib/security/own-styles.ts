import type { Policy } from './csp-policy';

/**
 * Which inline styles a page's policy may allow: only those the build wrote itself. Astro hashes every style it renders
 * from the site's stylesheets; a `<style>` it did not hash reached the page another way (an editor's text let through
 * as HTML, a rendering bug) and would restyle the page, or hide and fake parts of it, if the policy allowed it. So such
 * a style stops the build, naming the page, and is never hashed (src/integrations/security-headers.ts).
 */

/** An inline style as the site's build steps write it; any other form (`<style media=…>`) has no hash and is blocked. */
export const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;

/** The texts of a page's inline styles, in order. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map((match) => match[1] ?? '');
}

/** The style hashes (`'sha256-…'`) a policy's style-src names; none when it allows inline styles another way. */
export function policyStyleHashes(policy: Policy): Set<string> {
  return new Set((policy.get('style-src') ?? []).filter((source) => /^'sha(256|384|512)-/.test(source)));
}

/** One page as Astro rendered it: its address, its source file, its styles with their hashes, and Astro's policy. */
export interface RenderedStyles {
  pathname: string;
  file: string;
  styles: readonly { css: string; hash: string }[];
  policy: Policy;
}

/** The start of a style, on one line, for the message. */
const excerpt = (css: string) => {
  const line = css.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 80)}…` : line;
};

/**
 * A sentence for each inline style of a page that Astro did not hash: the build's own are all in its policy. A page
 * whose style-src names no hash (the editor's, which allows inline styles by design) is not judged here.
 */
export function foreignStyleProblems(page: RenderedStyles): string[] {
  const own = policyStyleHashes(page.policy);
  if (own.size === 0) return [];
  return page.styles
    .filter((style) => !own.has(style.hash))
    .map((style) => `${page.pathname} (${page.file}) carries a <style> the build did not write: ${excerpt(style.css)}`);
}
