import { readFileSync } from 'node:fs';
import path from 'node:path';
import { neverKeptPattern, siteFilesOf } from '@/lib/offline/worker';
import { CMS } from '@/config/cms';
import { OFFLINE } from '@/config/offline';
import { builtPages, distDir } from './built-site';

/**
 * The offline worker as the build wrote it: what it keeps at install, and the expression of what it never keeps. The
 * rules themselves are unit-tested (tests/unit/offline/worker.test.ts); this checks that the built worker holds them
 * for this build's editor (its folder and its 6 MB script, whose name changes with every change to it).
 */
const worker = readFileSync(path.join(distDir, OFFLINE.workerPath), 'utf8');
const editorHtml = readFileSync(path.join(distDir, CMS.path, 'index.html'), 'utf8');
const editorFiles = siteFilesOf(editorHtml);
/** The addresses the worker keeps at install (its precache manifest). */
const precached = [...worker.matchAll(/\{url:"([^"]+)",revision:/g)].map((match) => `/${match[1]!.replace(/^\//, '')}`);

describe('the built offline worker and the browser editor', () => {
  it('knows the editor’s script', () => {
    expect(editorFiles.some((file) => file.endsWith('.js'))).toBe(true);
  });

  it('keeps nothing of the editor at install', () => {
    expect(precached).toEqual(expect.arrayContaining([OFFLINE.pagePath, '/favicon.svg']));
    for (const url of precached) {
      expect(url.startsWith(CMS.path), url).toBe(false);
      expect(editorFiles, url).not.toContain(url);
    }
  });

  it('never keeps the editor’s folder or any file its page loads', () => {
    // RegExp#toString, as each rule's match carries it into the worker.
    expect(worker).toContain(`${neverKeptPattern({ folder: CMS.path, files: editorFiles })}`);
    for (const file of editorFiles) expect(worker).toContain(file.replaceAll('/', '\\/').replaceAll('.', '\\.'));
  });

  it('lists no editor page on the offline page', () => {
    const offline = builtPages().find((page) => page.route === OFFLINE.pagePath.replace(/\/$/, ''));
    expect(offline?.html).toContain(`&quot;editorFolder&quot;:&quot;${CMS.path}&quot;`);
  });
});
