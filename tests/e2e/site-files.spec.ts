import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ICONS } from '@/config/icons';
import { OFFLINE } from '@/config/offline';
import { SECURITY_TXT } from '@/config/security';
import { expect, test } from './fixtures';

/**
 * The files asked for without a page: by browsers, feed readers, link previewers, phones adding the site to a home
 * screen, and people who found a security problem. The local server (npm run preview) serves each as the file the build
 * wrote, with its type, never the 404 page (tests/deploy/netlify.test.ts checks the same on netlify-cli).
 */
const distDir = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist');

test.describe('files asked for without a page', () => {
  test(
    'serves the icons, the manifest and security.txt as files of their own types',
    { tag: '@once' },
    async ({ request }) => {
      const files: [string, RegExp][] = [
        [ICONS.favicon.path, /^image\/x-icon$/],
        [ICONS.logo.path, /^image\/svg\+xml$/],
        [ICONS.appleTouch.path, /^image\/png$/],
        ...ICONS.manifest.map((icon): [string, RegExp] => [icon.path, /^image\/png$/]),
        [OFFLINE.manifestPath, /^application\/manifest\+json/],
        [SECURITY_TXT.path, /^text\/plain; charset=utf-8$/],
      ];
      for (const [file, type] of files) {
        const response = await request.get(file);
        expect(response.status(), file).toBe(200);
        expect(response.headers()['content-type'], file).toMatch(type);
        expect(Buffer.compare(await response.body(), readFileSync(path.join(distDir, file))), file).toBe(0);
      }
    },
  );
});
