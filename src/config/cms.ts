/**
 * The browser editor at /admin (Decap CMS): the settings around the fields, which come from the content schemas
 * (src/lib/cms/collections.ts).
 */
export const CMS = {
  /** The GitHub repository (owner/name) the editor commits to: change it when the repository moves. */
  repo: 'plant-gazette/plant-gazette',
  /** The branch the site is built from: a save is a commit there and goes live with the next deploy. */
  branch: 'main',
  /** Never linked from the site; kept out of the sitemap and search engines. */
  path: '/admin/',
  /** decap-server, to edit a checkout without GitHub (`npm run cms`, 127.0.0.1 only); tests use DECAP_SERVER_URL. */
  localBackendUrl: 'http://localhost:8081/api/v1',
  /** The dev server's port (astro.config's `server.port`): only the editor's page there may call the local backend. */
  editorPort: 4321,
  /** Takes no upload and hides the Media button (src/browser/admin/editor.ts): plant photos are credited Commons addresses. */
  mediaLibrary: 'no-uploads',
  /** Decap requires a media folder; `npm run cms` refuses every upload and every read of it. */
  mediaFolder: 'public/images/uploads',
} as const;

/** How the site renders what editors write in Markdown (src/markdown/heading-ids.ts). */
export const EDITOR_MARKDOWN = {
  /**
   * Every heading's id starts with this, as on GitHub: an id becomes a global name in the browser (`## adsbygoogle`
   * would make `window.adsbygoogle` that heading, and break the ad code that reads it), so no heading may take one.
   */
  headingIdPrefix: 'user-content-',
} as const;
