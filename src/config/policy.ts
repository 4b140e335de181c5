import { RADIO } from './radio.ts';

/**
 * Which pages get allowances beyond the site's Content-Security-Policy (src/lib/security/page-allowances.ts says
 * which and why). Every other page lacks them, and the build checks both ways (src/integrations/security-headers.ts).
 */
export const POLICY_PAGES = {
  /**
   * The pages that play the radio, by path: each gets the radio player's allowances (WebAssembly, blob: and data:
   * media, a blob: worker) and a header rule of its own. A page on the base layout needs nothing more than its path
   * here; a page with a layout of its own also calls insertAllowances(Astro.csp, pageAllowances(…)) as the base
   * layout does. A path here that the build does not make, or whose policy lacks the allowances, stops the build.
   */
  radioPlayer: ['/radio', RADIO.popout.path],
} as const;
