/**
 * Whether a service worker registration is none of the site's: none of its workers (installing, waiting, active; their
 * script addresses, `scripts`) runs the site's own worker script, `ownScript` (absolute, as the browser reports it).
 * A registration whose active worker is another script while ours installs is the site's: ours is replacing it.
 */
export function isForeignRegistration(scripts: readonly (string | undefined)[], ownScript: string): boolean {
  return !scripts.includes(ownScript);
}
