/**
 * Colours as a reader sees them, for the colour-scheme tests of every engine (tests/e2e/colour-scheme.spec.ts,
 * tests/engines/colour-scheme.spec.ts): WCAG luminance and contrast, and what a page paints, read in the page.
 */

/** sRGB, 0–255 per channel. */
export type Rgb = number[];

/** What an element shows: its box's colour (its own background laid over its ancestors') and its text's. */
export interface Painted {
  surface: Rgb;
  text: Rgb;
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r = 0, g = 0, b = 0]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** `#0f2d1c` as a browser writes a computed colour: `rgb(15, 45, 28)`. */
export function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The channels of a computed colour such as `rgb(15, 45, 28)`. */
export const channels = (colour: string): Rgb => (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);

/**
 * Runs in the page (self-contained, for any engine's evaluate): how the first element `selector` finds is painted.
 * Each background from the root down is laid over the one below it; a canvas reads any CSS colour, color-mix and alpha
 * included.
 */
export function paintedIn(selector: string): Painted | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const rgba = (colour: string) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const layers: number[][] = [];
  for (let node: Element | null = element; node; node = node.parentElement)
    layers.unshift(rgba(getComputedStyle(node).backgroundColor));
  const surface = layers.reduce(
    (below, [r = 0, g = 0, b = 0, a = 0]) => [
      r * a + below[0]! * (1 - a),
      g * a + below[1]! * (1 - a),
      b * a + below[2]! * (1 - a),
    ],
    [255, 255, 255],
  );
  return { surface, text: rgba(getComputedStyle(element).color).slice(0, 3) };
}

/** What a dark page is checked by, as read in the page (see expectDarkPage). */
export interface SchemeReading {
  main: Painted;
  heading: Painted;
  /** The root's computed background: the band behind the header. */
  canvas: string;
  /** The dark scheme's `theme-color`, as written in the page. */
  darkThemeColor: string;
}

/**
 * A page in the dark scheme, for any engine: its surface dark and its text light, its heading at 7:1 or more, and the
 * browser's bar (the dark `theme-color`) the colour of the band at the top. Returns what failed, in words; none when
 * the page is as it should be.
 */
export function darkPageFaults({ main, heading, canvas, darkThemeColor }: SchemeReading): string[] {
  const faults: string[] = [];
  if (luminance(main.surface) >= 0.03)
    faults.push(`the page’s surface is not dark: rgb(${main.surface.map(Math.round).join(', ')})`);
  if (luminance(main.text) <= 0.6) faults.push(`the page’s text is not light: rgb(${main.text.join(', ')})`);
  const headingContrast = contrast(heading.text, heading.surface);
  if (headingContrast < 7)
    faults.push(`the heading stands at ${headingContrast.toFixed(2)}:1 against what is behind it, under 7:1`);
  if (canvas !== hexToRgb(darkThemeColor))
    faults.push(`the band (${canvas}) is not the browser bar’s colour (${darkThemeColor})`);
  if (luminance(channels(hexToRgb(darkThemeColor))) >= 0.03)
    faults.push(`the dark theme-color ${darkThemeColor} is not dark`);
  return faults;
}
