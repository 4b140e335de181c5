import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { testPageScript } from '../../scripts/lib/test-page-script.mjs';
import { freePort } from '../helpers/listen';

/**
 * The preview server (scripts/serve.mjs) under abuse, on a scratch site of its own: a HEAD request opens no file,
 * a client that goes away midway closes its file, a file that cannot be read is answered with 500, and it keeps
 * answering. Open files are counted in /proc/<pid>/fd, as the operating system sees them.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
const BIG_FILE_BYTES = 8 * 1024 * 1024;

interface Served {
  child: ChildProcess;
  base: string;
}
const started: Served[] = [];
const scratchDirs: string[] = [];

/** A scratch build: a page, an 8 MiB file (larger than socket buffers, so a download can be cut midway), extras. */
function scratchSite(extra: (dir: string) => void = () => {}): string {
  mkdirSync(path.join(projectRoot, '.tmp'), { recursive: true });
  const dir = mkdtempSync(path.join(projectRoot, '.tmp', 'serve-'));
  scratchDirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title><p>Home</p>');
  writeFileSync(path.join(dir, 'big.bin'), randomBytes(BIG_FILE_BYTES));
  extra(dir);
  return dir;
}

async function serve(dir: string, flags: string[] = []): Promise<Served> {
  const port = await freePort();
  const child = spawn(
    path.join(projectRoot, 'node_modules/.bin/node'),
    ['scripts/serve.mjs', '--dir', dir, '--port', String(port), ...flags],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const served = { child, base: `http://127.0.0.1:${port}` };
  started.push(served);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return served;
}

/** One request on its own connection; `abortAfterFirstChunk` reads one chunk of the body, then hangs up. */
function request(
  url: string,
  method = 'GET',
  abortAfterFirstChunk = false,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (abortAfterFirstChunk) {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes });
        }
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      res.on('error', () => {});
    });
    req.on('error', (error) => (abortAfterFirstChunk ? undefined : reject(error)));
    req.end();
  });
}

/** Sends a GET and closes the connection at once, before any answer. */
function hangUpAtOnce(url: string): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(url, { agent: false });
    req.on('error', () => resolve());
    req.end(() => setImmediate(() => req.destroy()));
    req.on('close', () => resolve());
  });
}

const openFiles = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/** Waits until the server's open files come back down to `limit`, and returns the last count. */
async function settledOpenFiles(pid: number, limit: number): Promise<number> {
  let count = openFiles(pid);
  for (let tries = 0; count > limit && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    count = openFiles(pid);
  }
  return count;
}

async function inBatches(count: number, size: number, make: () => Promise<unknown>) {
  for (let done = 0; done < count; done += size)
    await Promise.all(Array.from({ length: Math.min(size, count - done) }, make));
}

afterAll(() => {
  for (const { child } of started) child.kill('SIGTERM');
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the preview server under abuse', { timeout: 60_000 }, () => {
  it('holds no more open files after 300 HEAD requests, 50 downloads cut midway and 50 clients hanging up at once, and still answers', async () => {
    const { child, base } = await serve(scratchSite());
    const pid = child.pid as number;
    // One full download first, so that whatever the server opens once (modules, pools) is open before counting.
    expect((await request(`${base}/big.bin`)).bytes).toBe(BIG_FILE_BYTES);
    const before = await settledOpenFiles(pid, 0);

    const heads: number[] = [];
    await inBatches(300, 30, async () => heads.push((await request(`${base}/big.bin`, 'HEAD')).status));
    expect(heads.filter((status) => status === 200)).toHaveLength(300);

    const cut: number[] = [];
    await inBatches(50, 10, async () => cut.push((await request(`${base}/big.bin`, 'GET', true)).bytes));
    expect(cut.every((bytes) => bytes > 0 && bytes < BIG_FILE_BYTES)).toBe(true);
    // And 50 clients that hang up as soon as they have asked, while the server is still opening the file.
    await inBatches(50, 10, () => hangUpAtOnce(`${base}/big.bin`));

    expect(await settledOpenFiles(pid, before)).toBeLessThanOrEqual(before);
    const after = await request(`${base}/`);
    expect(after.status).toBe(200);
    expect(child.exitCode).toBeNull();
  });

  it('answers a path beginning with // (read by URL as another host) with 400, never the home page nor the stream', async () => {
    const { base } = await serve(
      scratchSite((dir) =>
        writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title><p>Not found</p>'),
      ),
    );
    for (const address of ['//evil.example/', '//evil.example', '/\\evil.example/', `//x/api/stream?port=8076`, '//']) {
      const answer = await request(`${base}${address}`);
      expect({ address, status: answer.status }).toEqual({ address, status: 400 });
    }
    expect((await request(`${base}/`)).status).toBe(200);
  });

  it('sends a path in the wrong case to its lower-case page with 301, as the host does, and serves files named in mixed case as they are', async () => {
    const { base } = await serve(
      scratchSite((dir) => {
        mkdirSync(path.join(dir, 'radio'));
        writeFileSync(path.join(dir, 'radio', 'index.html'), '<!doctype html><title>Radio</title>');
        mkdirSync(path.join(dir, '_astro'));
        writeFileSync(path.join(dir, '_astro', 'Header.Ab12Cd.js'), 'export {};');
        writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
      }),
    );
    const moved = await request(`${base}/RADIO/?port=8076`);
    expect({ status: moved.status, location: moved.headers.location }).toEqual({
      status: 301,
      location: '/radio/?port=8076',
    });
    expect((await request(`${base}/Radio`)).headers.location).toBe('/radio');
    expect((await request(`${base}/_astro/Header.Ab12Cd.js`)).status).toBe(200);
    expect((await request(`${base}/RADIO/NOPE`)).status).toBe(404);
    expect((await request(`${base}/radio/`)).status).toBe(200);
  });

  it('answers a file that cannot be read with 500, and a missing 404 page with a plain 404, without crashing', async () => {
    // A 404 page that is a folder: the server can open it but not read it.
    const unreadable = await serve(scratchSite((dir) => mkdirSync(path.join(dir, '404.html'))));
    expect((await request(`${unreadable.base}/no-such-page`)).status).toBe(500);
    expect((await request(`${unreadable.base}/`)).status).toBe(200);

    const missing = await serve(scratchSite());
    const notFound = await request(`${missing.base}/no-such-page`);
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-type']).toMatch(/^text\/plain/);
    expect((await request(`${missing.base}/`)).status).toBe(200);
    expect(unreadable.child.exitCode).toBeNull();
    expect(missing.child.exitCode).toBeNull();
  });

  it('sends the build’s _headers rules by request path, on GET, HEAD and the 404 page alike', async () => {
    const { base } = await serve(
      scratchSite((dir) => {
        writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
        writeFileSync(
          path.join(dir, '_headers'),
          "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'none'\n/plants/:slug\n  Content-Security-Policy: default-src 'self'\n",
        );
      }),
    );
    for (const method of ['GET', 'HEAD']) {
      const page = await request(`${base}/`, method);
      expect(page.headers['x-frame-options'], method).toBe('DENY');
      expect(page.headers['content-security-policy'], method).toBe("default-src 'none'");
    }
    const missing = await request(`${base}/plants/fern`);
    expect(missing.status).toBe(404);
    // Both rules match: the later rule's policy is sent alone, as the host sends it (netlify.test.ts checks netlify-cli).
    expect(missing.headers['content-security-policy']).toBe("default-src 'self'");
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });

  it('matches the _headers rules on the decoded path, by which it finds the file: /%61dmin/ is /admin/ and gets its policy', async () => {
    const { base } = await serve(
      scratchSite((dir) => {
        mkdirSync(path.join(dir, 'admin'));
        writeFileSync(path.join(dir, 'admin', 'index.html'), '<!doctype html><title>Editor</title>');
        writeFileSync(
          path.join(dir, '_headers'),
          "/*\n  Content-Security-Policy: default-src 'none'\n/admin/*\n  Content-Security-Policy: default-src 'self'\n  X-Robots-Tag: noindex\n",
        );
      }),
    );
    // Each asks for the editor's page (a byte-for-byte title check would add nothing: the status says the file was found).
    for (const address of [
      '/admin/',
      '/%61dmin/',
      '/%61%64%6D%69%6E/',
      '/%2Fadmin/',
      '/admin%2F',
      '/x/%2e%2e/admin/',
    ]) {
      const { status, headers } = await request(`${base}${address}`);
      expect(status, address).toBe(200);
      expect(headers['content-security-policy'], address).toBe("default-src 'self'");
      expect(headers['x-robots-tag'], address).toBe('noindex');
    }
    const publicPage = await request(`${base}/%69ndex.html`);
    expect(publicPage.status).toBe(200);
    expect(publicPage.headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('compresses text as the client accepts it, and sends a file changed on disk anew, not the kept compressed copy', async () => {
    const dir = scratchSite((site) => writeFileSync(path.join(site, 'site.css'), 'p { color: green; }\n'.repeat(200)));
    const { base } = await serve(dir);
    const css = async (encoding: string) => {
      const response = await fetch(`${base}/site.css`, { headers: { 'Accept-Encoding': encoding } });
      return { encoding: response.headers.get('content-encoding'), text: await response.text() };
    };
    for (const encoding of ['br', 'gzip', 'br']) {
      expect(await css(encoding)).toEqual({ encoding, text: 'p { color: green; }\n'.repeat(200) });
    }
    // A rebuild rewrites the file while `npm run preview` runs.
    writeFileSync(path.join(dir, 'site.css'), 'p { color: purple; }\n');
    expect(await css('br')).toEqual({ encoding: 'br', text: 'p { color: purple; }\n' });
    expect(await css('gzip')).toEqual({ encoding: 'gzip', text: 'p { color: purple; }\n' });
  });

  it('puts the browser tests’ script first in each page only when a flag asks, its hash added to the page’s script-src', async () => {
    const page =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><script src="/app.js"></script></head><body>Hi</body></html>';
    const dir = scratchSite((folder) => {
      writeFileSync(path.join(folder, 'page.html'), page);
      writeFileSync(path.join(folder, 'app.js'), 'document.body.dataset.ran = "yes";');
      writeFileSync(
        path.join(folder, '_headers'),
        "/*\n  Content-Security-Policy: default-src 'none'; script-src 'self'\n",
      );
    });
    /** The page as a browser gets it (compressed) and as a client that takes no compression gets it. */
    const fetchPage = async (base: string, address = '/page') => {
      const compressed = await fetch(`${base}${address}`);
      const plain = await fetch(`${base}${address}`, { headers: { 'Accept-Encoding': 'identity' } });
      const body = await compressed.text();
      expect(await plain.text()).toBe(body);
      expect(plain.headers.get('content-security-policy')).toBe(compressed.headers.get('content-security-policy'));
      return { body, policy: compressed.headers.get('content-security-policy') };
    };
    // As built, as `npm run preview` serves it.
    expect(await fetchPage((await serve(dir)).base)).toEqual({
      body: page,
      policy: "default-src 'none'; script-src 'self'",
    });

    const script = testPageScript({ withoutMediaSource: true }) ?? '';
    expect(script).toBe('delete window.MediaSource;delete window.WebKitMediaSource;');
    const hash = createHash('sha256').update(script).digest('base64');
    const withoutMse = (await serve(dir, ['--without-media-source'])).base;
    expect(await fetchPage(withoutMse)).toEqual({
      body: page.replace('<head>', `<head><script>${script}</script>`),
      policy: `default-src 'none'; script-src 'self' 'sha256-${hash}'`,
    });
    // Scripts and other files are sent as built.
    expect(await (await fetch(`${withoutMse}/app.js`)).text()).toBe('document.body.dataset.ran = "yes";');

    const both = await fetchPage((await serve(dir, ['--without-media-source', '--record-page-errors'])).base);
    expect(
      both.body.startsWith(`<!doctype html><html lang="en"><head><script>${script}(function recordPageErrors(`),
    ).toBe(true);
    expect(
      both.body.endsWith('</script><meta charset="utf-8"><script src="/app.js"></script></head><body>Hi</body></html>'),
    ).toBe(true);
  });

  it('serves the build and nothing else: no symbolic link out of it, no file whose name starts with _', async () => {
    // A secret beside the build, and links to it from inside: the file itself, and a folder holding it.
    const outside = mkdtempSync(path.join(projectRoot, '.tmp', 'outside-'));
    scratchDirs.push(outside);
    writeFileSync(path.join(outside, 'secret.txt'), 'not for visitors');
    const { base } = await serve(
      scratchSite((dir) => {
        writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
        writeFileSync(path.join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
        writeFileSync(path.join(dir, '_redirects'), '/old /new 301\n');
        mkdirSync(path.join(dir, '_astro'));
        writeFileSync(path.join(dir, '_astro', 'page.css'), 'p{}');
        symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'secret.txt'));
        symlinkSync(outside, path.join(dir, 'linked'));
        // A link that stays inside the build is followed as before.
        symlinkSync(path.join(dir, 'index.html'), path.join(dir, 'home.html'));
      }),
    );
    for (const leak of [
      '/secret.txt',
      '/linked/secret.txt',
      '/_headers',
      '/_redirects',
      '/%5Fheaders',
      '/_astro/../_headers',
    ]) {
      const answer = await request(`${base}${leak}`);
      expect(answer.status, leak).toBe(404);
      expect(answer.headers['content-type'], leak).toMatch(/^text\/html/);
    }
    expect((await request(`${base}/home`)).status).toBe(200);
    expect((await request(`${base}/_astro/page.css`)).status).toBe(200);
  });
});
