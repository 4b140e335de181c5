import { RADIO } from './radio.ts';

/**
 * Which pages get allowances beyond the site's Content-Security-Policy (src/lib/security/page-allowances.ts says which
 * and why). No other page has them; the build checks both ways (src/integrations/security-headers.ts).
 */
export const POLICY_PAGES = {
  /**
   * The radio's pages: each gets the player's allowances and a header rule of its own. A page off the base layout also
   * calls insertAllowances(Astro.csp, pageAllowances(…)). A path the build does not make, or whose policy lacks the
   * allowances, stops the build.
   */
  radioPlayer: ['/radio', RADIO.popout.path],
} as const;
