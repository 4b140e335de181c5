import css from './global.css?raw';
import { schemeColours } from '@/lib/css/scheme-colours';

/**
 * The browser's bar (`theme-color`, one meta per scheme in BaseLayout) takes the header's forest green, and the web
 * app manifest's splash screen the paper colour: both read from the design tokens in global.css, never repeated.
 */
export const THEME_COLOURS = schemeColours(css, 'forest');
export const PAPER_COLOURS = schemeColours(css, 'paper');
