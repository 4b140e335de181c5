import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listedFiles, realPathOf, realPathProblem } from '@/server/real-paths';

/**
 * A checkout with links inside its content, as a commit can bring them: one to `.git`, one to a file of it, one to a
 * folder outside the checkout, and one that leads nowhere. The guard of `npm run cms` must see where each leads.
 */
let root = '';
let outside = '';
const FOLDERS = ['src/content'];

beforeAll(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'real-paths-')));
  outside = path.join(root, 'elsewhere');
  const checkout = path.join(root, 'checkout');
  for (const folder of ['.git/info', 'src/content/plants', 'src/content/pages'])
    mkdirSync(path.join(checkout, folder), { recursive: true });
  mkdirSync(outside);
  writeFileSync(path.join(checkout, '.git/config'), '[core]\n');
  writeFileSync(path.join(checkout, 'src/content/plants/lavender.yaml'), 'name: Lavender\n');
  symlinkSync('../../../.git', path.join(checkout, 'src/content/plants/evil'));
  symlinkSync('../../../.git/config', path.join(checkout, 'src/content/plants/config.yaml'));
  symlinkSync(outside, path.join(checkout, 'src/content/pages/away'));
  symlinkSync('../../../nowhere/x.md', path.join(checkout, 'src/content/pages/dangling.md'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const checkout = () => path.join(root, 'checkout');

describe('the real path of an editor’s path', () => {
  it('is the file’s own, or its nearest existing folder’s for a file not written yet', async () => {
    expect(await realPathOf(checkout(), 'src/content/plants/lavender.yaml')).toBe(
      path.join(checkout(), 'src/content/plants/lavender.yaml'),
    );
    expect(await realPathOf(checkout(), 'src/content/new/deeper/page.md')).toBe(
      path.join(checkout(), 'src/content/new/deeper/page.md'),
    );
    expect(await realPathOf(checkout(), 'src/content/plants/evil/info/exclude')).toBe(
      path.join(checkout(), '.git/info/exclude'),
    );
    expect(await realPathOf(checkout(), 'src/content/pages/dangling.md')).toBeNull();
  });

  it('refuses, for reading and for writing, a path through a link to .git, to a folder outside, or to nowhere', async () => {
    for (const file of ['src/content/plants/lavender.yaml', 'src/content/pages/new.md', 'src/content'])
      expect(await realPathProblem(checkout(), file, FOLDERS), file).toBeNull();
    expect(await realPathProblem(checkout(), 'src/content/plants/evil/config', FOLDERS)).toBe(
      '"src/content/plants/evil/config" is a link to ".git/config", outside src/content: the editor follows no links. Remove the link.',
    );
    expect(await realPathProblem(checkout(), 'src/content/plants/evil/info/exclude', FOLDERS)).toMatch(
      /link to "\.git\/info\/exclude"/,
    );
    expect(await realPathProblem(checkout(), 'src/content/plants/config.yaml', FOLDERS)).toMatch(/\.git\/config/);
    expect(await realPathProblem(checkout(), 'src/content/pages/away/new.md', FOLDERS)).toMatch(
      /link to "\.\.\/elsewhere\/new\.md"/,
    );
    expect(await realPathProblem(checkout(), 'src/content/pages/dangling.md', FOLDERS)).toMatch(/a link to nowhere/);
  });

  it('lists what decap-server would list in a folder, the links among them', async () => {
    expect((await listedFiles(checkout(), 'src/content/plants', '.yaml', 1)).sort()).toEqual([
      'src/content/plants/config.yaml',
      'src/content/plants/evil',
      'src/content/plants/lavender.yaml',
    ]);
    expect(await listedFiles(checkout(), 'src/content/none', '.md', 1)).toEqual([]);
    expect(await listedFiles(checkout(), 'src/content', '.yaml', 1)).toEqual([]);
  });
});
