import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { CMS } from '@/config/cms';

/**
 * The public site's build once the editor has an origin of its own (docs/deploying.md, "The editor's own origin"):
 * with LEAVE_OUT_EDITOR=1 nothing under /admin/ is published, nor its header rule, and every public page is. A real
 * `astro build` into a scratch folder, so it lives beside the content checks (seconds, not milliseconds).
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');

async function build(name: string, env: Record<string, string>): Promise<{ outDir: string; done: () => void }> {
  mkdirSync(path.join(projectRoot, '.tmp'), { recursive: true });
  const outDir = path.join(projectRoot, '.tmp', `${name}-${process.pid}`);
  await promisify(execFile)(path.join(projectRoot, 'node_modules', '.bin', 'astro'), ['build'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      FORCE_COLOR: '0',
      ASTRO_OUT_DIR: outDir,
      ASTRO_CACHE_DIR: `${outDir}-cache`,
      LEAVE_OUT_EDITOR: '',
      ...env,
    },
  });
  return {
    outDir,
    done: () => [outDir, `${outDir}-cache`].forEach((folder) => rmSync(folder, { recursive: true, force: true })),
  };
}

describe('the public site without the editor', { timeout: 120_000 }, () => {
  it('LEAVE_OUT_EDITOR=1 publishes no /admin/ and no rule for it; every public page is there', async () => {
    const { outDir, done } = await build('editor-left-out', { LEAVE_OUT_EDITOR: '1' });
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
