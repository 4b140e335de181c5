/**
 * The colour of a design token in each colour scheme, read from the global stylesheet's text, so that what lives
 * outside CSS (the `theme-color` metas, the web app manifest) takes its values from the tokens and repeats none: the
 * light value from the `@theme` block, the dark one from the `:root` rule of the `@media (prefers-color-scheme: dark)`
 * block. A token missing from either stops the build instead of giving the browser's bar a wrong colour.
 */

export interface SchemeColours {
  light: string;
  dark: string;
}

/** The text between the brace that follows `opening` and its matching closing brace; undefined when there is none. */
export function blockAfter(css: string, opening: string): string | undefined {
  const start = css.indexOf(opening);
  if (start < 0) return undefined;
  const open = css.indexOf('{', start + opening.length);
  if (open < 0) return undefined;
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}' && (depth -= 1) === 0) return css.slice(open + 1, index);
  }
  return undefined;
}

/** A custom property's value declared directly in `block` (not in a rule nested inside it). */
function declared(block: string, property: string): string | undefined {
  let depth = 0;
  let top = '';
  for (const char of block) {
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (depth === 0) top += char;
  }
  const escaped = property.replace(/[-]/g, '\\-');
  return new RegExp(`(?:^|[;\\s])${escaped}\\s*:\\s*([^;]+?)\\s*(?:;|$)`).exec(top)?.[1];
}

/** `token` is the name after `--color-`, e.g. `forest`. */
export function schemeColours(stylesheet: string, token: string): SchemeColours {
  const css = stylesheet.replace(/\/\*[\s\S]*?\*\//g, '');
  const property = `--color-${token}`;
  const light = declared(blockAfter(css, '@theme') ?? '', property);
  const darkBlock = blockAfter(css, '@media (prefers-color-scheme: dark)');
  const dark = declared(blockAfter(darkBlock ?? '', ':root') ?? '', property);
  if (!light || !dark) {
    throw new Error(
      `The design token ${property} needs a light value in @theme and a dark one in the dark scheme's :root (src/styles/global.css).`,
    );
  }
  return { light, dark };
}
