import { hostAllowed, localBackendRefusal, originAllowed, pathInFolders } from '@/lib/cms/local-backend-guard';

const FOLDERS = ['src/content', 'public/images/uploads'];

describe('what npm run cms lets through to decap-server', () => {
  it('takes only its own loopback Host and port', () => {
    for (const host of ['127.0.0.1:8081', 'localhost:8081', 'LOCALHOST:8081', '[::1]:8081']) expect(hostAllowed(host, 8081), host).toBe(true);
    for (const host of [undefined, 'rebind.attacker.example', 'rebind.attacker.example:8081', '127.0.0.1:8082', '127.0.0.1', 'localhost.attacker.example:8081']) {
      expect(hostAllowed(host, 8081), String(host)).toBe(false);
    }
  });

  it('takes no Origin (a tool on this machine) or a page of this machine over http, never another site’s', () => {
    for (const origin of [undefined, 'http://localhost:4321', 'http://127.0.0.1:5322', 'http://[::1]:4321']) expect(originAllowed(origin), String(origin)).toBe(true);
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example:4321', 'https://localhost:4321', 'http://127.0.0.1.evil.example']) {
      expect(originAllowed(origin), origin).toBe(false);
    }
  });

  it('reads and writes only under the content and media folders', () => {
    for (const path of ['src/content/pages/privacy.md', 'src/content', './src/content/books.yaml', 'public/images/uploads/a.jpg']) expect(pathInFolders(path, FOLDERS), path).toBe(true);
    for (const path of ['.git/hooks/pre-commit', 'src/content/../../.git/hooks/x', '/etc/passwd', 'src/contents/x', 'src\\content\\x', 'package.json', 7, null]) {
      expect(pathInFolders(path, FOLDERS), String(path)).toBe(false);
    }
  });

  it('refuses an action the editor does not use, and any path of an action outside those folders, however deep', () => {
    expect(localBackendRefusal({ action: 'info' }, FOLDERS)).toBeNull();
    expect(localBackendRefusal({ action: 'entriesByFolder', params: { folder: 'src/content/blog', extension: 'md', depth: 1 } }, FOLDERS)).toBeNull();
    expect(localBackendRefusal({ action: 'entriesByFiles', params: { files: [{ path: 'src/content/books.yaml' }] } }, FOLDERS)).toBeNull();
    expect(localBackendRefusal({ action: 'publishUnpublishedEntry', params: {} }, FOLDERS)).toMatch(/not one the editor uses/);
    expect(localBackendRefusal(null, FOLDERS)).not.toBeNull();
    const save = (path: string) => ({ action: 'persistEntry', params: { dataFiles: [{ path, raw: 'x' }], assets: [{ path: 'public/images/uploads/a.png' }] } });
    expect(localBackendRefusal(save('src/content/pages/new.md'), FOLDERS)).toBeNull();
    expect(localBackendRefusal(save('.git/hooks/pre-commit'), FOLDERS)).toMatch(/only under src\/content and public\/images\/uploads, not ".git\/hooks\/pre-commit"/);
    expect(localBackendRefusal({ action: 'deleteFiles', params: { paths: ['src/content/a.md', 'astro.config.mjs'] } }, FOLDERS)).toMatch(/astro\.config\.mjs/);
    expect(localBackendRefusal({ action: 'getMedia', params: { mediaFolder: '.' } }, FOLDERS)).not.toBeNull();
  });
});
