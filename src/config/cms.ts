/**
 * The browser editor at /admin (Decap CMS). Its fields come from the content schemas (src/lib/cms/collections.ts); these are
 * the settings around them.
 */
export const CMS = {
  /** The repository the editor commits to, as owner/name on GitHub: change it when the repository moves. */
  repo: 'plant-gazette/plant-gazette',
  /** The branch the site is built from: an editor's save is a commit there, and goes live with the next deploy. */
  branch: 'main',
  /** Where the editor's page lives; never linked from the site and kept out of the sitemap and search engines. */
  path: '/admin/',
  /**
   * decap-server, Decap's local backend for editing a checkout without GitHub, listens here: `npm run cms` starts it on
   * this port, on 127.0.0.1 only (scripts/cms.mjs). A test build points the editor at its own server with DECAP_SERVER_URL.
   */
  localBackendUrl: 'http://localhost:8081/api/v1',
  /**
   * The editor's media library: one that takes no upload and hides the Media button (src/admin/editor.ts). Plant
   * photos are Wikimedia Commons addresses, each credited, as every plant's are; no field takes a file.
   */
  mediaLibrary: 'no-uploads',
  /**
   * Where Decap's media library puts a file (it must have a folder). No field takes an upload: plant photos are
   * Wikimedia Commons addresses, as every plant's are; nothing on the site reads this folder.
   */
  mediaFolder: 'public/images/uploads',
} as const;
