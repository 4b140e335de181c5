import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CMS } from '@/config/cms';
import { scratchBuild } from '../helpers/astro-build';

/**
 * The public site's build once the editor has an origin of its own (docs/deploying.md, "The editor's own origin"):
 * with LEAVE_OUT_EDITOR=1 nothing under /admin/ is published, nor its header rule, and every public page is. A real
 * `astro build` into a scratch folder, so it lives beside the content checks (seconds, not milliseconds).
 */
describe('the public site without the editor', { timeout: 120_000 }, () => {
  it('LEAVE_OUT_EDITOR=1 publishes no /admin/ and no rule for it; every public page is there', async () => {
    const { outDir, failure, done } = await scratchBuild('editor-left-out', { LEAVE_OUT_EDITOR: '1' });
    expect(failure).toBeNull();
    try {
      const folder = path.join(outDir, CMS.path);
      expect(existsSync(folder), `${CMS.path} in the output`).toBe(false);
      const headers = readFileSync(path.join(outDir, '_headers'), 'utf8');
      expect(headers.split('\n').filter((line) => line.startsWith(CMS.path.replace(/\/$/, '')))).toEqual([]);
      for (const page of ['index.html', 'radio/index.html', 'privacy/index.html', '404.html'])
        expect(existsSync(path.join(outDir, page)), page).toBe(true);
    } finally {
      done();
    }
  });
});
