import {
  bodyFormatRefusal,
  hostAllowed,
  localBackendRefusal,
  originAllowed,
  pathInFolders,
} from '@/lib/cms/local-backend-guard';
import { guardAnswer } from '@/lib/cms/local-backend-requests';

const FOLDERS = ['src/content'];
const EDITOR_PORT = 4321;

describe('what npm run cms lets through to decap-server', () => {
  it('takes only its own loopback Host and port', () => {
    for (const host of ['127.0.0.1:8081', 'localhost:8081', 'LOCALHOST:8081', '[::1]:8081'])
      expect(hostAllowed(host, 8081), host).toBe(true);
    for (const host of [
      undefined,
      'rebind.attacker.example',
      'rebind.attacker.example:8081',
      '127.0.0.1:8082',
      '127.0.0.1',
      'localhost.attacker.example:8081',
    ]) {
      expect(hostAllowed(host, 8081), String(host)).toBe(false);
    }
  });

  it('takes no Origin (a program on this machine) or the editor’s own page, never another site’s or port’s', () => {
    for (const origin of [undefined, 'http://localhost:4321', 'http://127.0.0.1:4321', 'http://[::1]:4321'])
      expect(originAllowed(origin, EDITOR_PORT), String(origin)).toBe(true);
    for (const origin of [
      'https://evil.example',
      'null',
      'http://localhost.evil.example:4321',
      'https://localhost:4321',
      'http://127.0.0.1.evil.example',
      // Another program's pages on this machine, as the review found them let through.
      'http://[::1]:1',
      'http://127.0.0.1:5322',
      'http://localhost',
      'http://localhost:43210',
    ]) {
      expect(originAllowed(origin, EDITOR_PORT), origin).toBe(false);
    }
  });

  it('reads and writes only under the content and media folders', () => {
    for (const path of ['src/content/pages/privacy.md', 'src/content', './src/content/books.yaml'])
      expect(pathInFolders(path, FOLDERS), path).toBe(true);
    for (const path of [
      '.git/hooks/pre-commit',
      'src/content/../../.git/hooks/x',
      '/etc/passwd',
      'src/contents/x',
      'src\\content\\x',
      'package.json',
      'public/images/uploads/a.js',
      7,
      null,
    ]) {
      expect(pathInFolders(path, FOLDERS), String(path)).toBe(false);
    }
  });

  it('refuses an action the editor does not use, and any path of an action outside those folders, however deep', () => {
    expect(localBackendRefusal({ action: 'info' }, FOLDERS)).toBeNull();
    expect(
      localBackendRefusal(
        {
          action: 'entriesByFolder',
          params: { branch: 'main', folder: 'src/content/blog', extension: 'md', depth: 1 },
        },
        FOLDERS,
      ),
    ).toBeNull();
    expect(
      localBackendRefusal(
        {
          action: 'entriesByFiles',
          params: { branch: 'main', files: [{ path: 'src/content/books.yaml', label: 'Books' }] },
        },
        FOLDERS,
      ),
    ).toBeNull();
    expect(localBackendRefusal({ action: 'publishUnpublishedEntry', params: {} }, FOLDERS)).toMatch(
      /not one the editor uses/,
    );
    expect(localBackendRefusal(null, FOLDERS)).not.toBeNull();
    const save = (path: string) => ({
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ path, slug: 'new', raw: 'x' }],
        assets: [],
        options: { commitMessage: 'x' },
      },
    });
    expect(localBackendRefusal(save('src/content/pages/new.md'), FOLDERS)).toBeNull();
    expect(localBackendRefusal(save('.git/hooks/pre-commit'), FOLDERS)).toMatch(
      /only under src\/content, not ".git\/hooks\/pre-commit"/,
    );
    const deleting = (paths: string[]) => ({
      action: 'deleteFiles',
      params: { branch: 'main', paths, options: { commitMessage: 'x' } },
    });
    expect(localBackendRefusal(deleting(['src/content/a.md']), FOLDERS)).toBeNull();
    expect(localBackendRefusal(deleting(['src/content/a.md', 'astro.config.mjs']), FOLDERS)).toMatch(
      /astro\.config\.mjs/,
    );
  });

  it('takes no uploads: the media actions and a save with files attached are refused in words', () => {
    const upload = { path: 'src/content/pages/a.js', content: 'YWxlcnQoMSk=', encoding: 'base64' };
    for (const [action, params] of [
      ['persistMedia', { branch: 'main', asset: upload, options: { commitMessage: 'x' } }],
      ['getMediaFile', { branch: 'main', path: 'src/content/pages/a.js' }],
    ] as const) {
      expect(localBackendRefusal({ action, params }, FOLDERS)).toBe(
        `The editor takes no uploads: the action ${action} is refused.`,
      );
    }
    const save = {
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ path: 'src/content/pages/a.md', slug: 'a', raw: 'x' }],
        assets: [upload],
        options: { commitMessage: 'x' },
      },
    };
    expect(localBackendRefusal(save, FOLDERS)).toBe('params.assets must be empty: the editor takes no uploads.');
  });

  it('answers the editor’s look at its media library itself, empty, and nothing else', () => {
    expect(
      guardAnswer({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'public/images/uploads' } }),
    ).toEqual([]);
    for (const body of [{ action: 'info' }, { action: 'getMediaFile' }, null, 'getMedia', []])
      expect(guardAnswer(body), JSON.stringify(body)).toBeNull();
  });

  it('refuses every field the editor never sends, whatever it names: a file moved by newPath, the old single entry, extras', () => {
    const entry = { path: 'src/content/pages/a.md', slug: 'a', raw: 'x' };
    const save = (params: Record<string, unknown>) => ({
      action: 'persistEntry',
      params: { branch: 'main', dataFiles: [entry], assets: [], options: { commitMessage: 'x' }, ...params },
    });
    expect(localBackendRefusal(save({}), FOLDERS)).toBeNull();
    expect(localBackendRefusal(save({ dataFiles: [{ ...entry, newPath: '.git/config' }] }), FOLDERS)).toBe(
      'params.dataFiles[0].newPath is not a field the editor sends; refused.',
    );
    // Inside the content folder too: a move takes the source folder's other files along (decap-server's `move`).
    expect(localBackendRefusal(save({ dataFiles: [{ ...entry, newPath: 'src/content/b.md' }] }), FOLDERS)).toMatch(
      /newPath is not a field the editor sends/,
    );
    expect(localBackendRefusal(save({ entry: { ...entry, newPath: '.git/config' } }), FOLDERS)).toMatch(
      /params\.entry is not a field/,
    );
    expect(localBackendRefusal({ ...save({}), extra: 1 }, FOLDERS)).toBe(
      'The request.extra is not a field the editor sends; refused.',
    );
    expect(localBackendRefusal({ action: 'info', params: { path: '.git' } }, FOLDERS)).toBe(
      'The action info takes no params.',
    );
    expect(
      localBackendRefusal({ action: 'getEntry', params: { branch: 'main', path: ['src/content/a.md'] } }, FOLDERS),
    ).toBe('params.path must be a path.');
    expect(localBackendRefusal({ action: 'getEntry', params: { branch: 'main' } }, FOLDERS)).toBe(
      'params.path is missing.',
    );
    expect(
      localBackendRefusal(
        { action: 'deleteFile', params: { branch: 'main', path: 'src/content/a.md', options: { commitMessage: 'x' } } },
        FOLDERS,
      ),
    ).toMatch(/not one the editor uses/);
    expect(localBackendRefusal({ action: 'toString' }, FOLDERS)).toMatch(/not one the editor uses/);
  });

  it('takes only plain JSON in UTF-8: any other charset and any Content-Encoding are refused before the body is read', () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON; Charset="UTF-8"'])
      expect(bodyFormatRefusal(type, undefined), type).toBeNull();
    expect(bodyFormatRefusal('application/json; charset=utf-7', undefined)).toBe(
      'The editor sends UTF-8 only; the charset "utf-7" is refused.',
    );
    for (const type of [
      'application/json; charset=latin1',
      'application/json; charset=utf-16le',
      'application/json;charset=utf-8;charset=utf-7',
    ]) {
      expect(bodyFormatRefusal(type, undefined), type).toMatch(/UTF-8 only/);
    }
    expect(bodyFormatRefusal('application/json; boundary=x', undefined)).toMatch(
      /parameter "boundary=x" is not one the editor sends/,
    );
    expect(bodyFormatRefusal('text/plain', undefined)).toMatch(/sends JSON/);
    expect(bodyFormatRefusal(undefined, undefined)).toMatch(/sends JSON/);
    for (const encoding of ['gzip', 'deflate', 'identity', ''])
      expect(bodyFormatRefusal('application/json', encoding), encoding).toMatch(/uncompressed/);
  });
});
