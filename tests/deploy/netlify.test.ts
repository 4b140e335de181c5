import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parsePolicy } from '@/lib/security/csp-policy';
import { headersForPath, readHeadersFile } from '@/lib/security/headers-file';
import { ICONS } from '@/config/icons';
import { POLICY_PAGES } from '@/config/csp-pages';
import { RADIO } from '@/config/radio';
import { SECURITY_TXT } from '@/config/security';
import { gradeHeaders } from '../helpers/observatory';

/**
 * The deploy configuration, tested for real: netlify-cli serves the build offline with the project's own
 * netlify.toml (redirects, headers, 404 page). Only two things change in the copy: the build command (the build
 * already exists) and the radio origin, which points at a stand-in on loopback.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
const distDir = path.resolve(projectRoot, process.env.ASTRO_OUT_DIR ?? 'dist');
/** The radio origin's and its relays' addresses in netlify.toml (relay-1.radio…), all pointed at the stand-in. */
const PRODUCTION_ORIGIN = /https:\/\/(?:relay-\d+\.)?radio\.[^"]+:8076/g;
const ROUTES = ['/', '/books', '/radio', '/privacy', '/terms', '/pet-safety', '/no-such-page'];
/** Every way a visitor may ask for a page, including unknown paths (answered with the 404 page). */
const REQUEST_PATHS = [
  ...ROUTES,
  '/books/',
  '/privacy/',
  '/radio/index.html',
  '/404',
  '/plants/no-such-plant',
  '/NO/SUCH/page.html',
];

/** The sha256 source expression of each inline <script> (without src) and <style> in a page. */
function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  const bodies = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => hash(match[1] ?? ''));
  return {
    scripts: bodies(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
    styles: bodies(/<style[^>]*>([\s\S]*?)<\/style>/g),
  };
}

let scratch = '';
let netlify: ChildProcess | undefined;
let origin: http.Server;
let originRequests: string[] = [];
let base = '';

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * GETs a URL with node:http and reads the whole answer. (Node's fetch trips an internal assertion when
 * netlify-cli closes connections, so it is not used here.)
 */
function request(url: string): Promise<{ status: number; headers: Headers; body: string }> {
  // The path is sent exactly as written (no URL normalisation), so that `..` and encoded tricks reach the server.
  const { hostname, port } = new URL(url);
  const path = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname, port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({ status: res.statusCode ?? 0, headers, body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** GETs a path (and query) on the served site. */
const get = (pathAndQuery: string) => request(`${base}${pathAndQuery}`);

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`netlify serve exited early:\n${log()}`);
    try {
      await request(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`netlify serve did not answer at ${url}:\n${log()}`);
}

beforeAll(async () => {
  origin = http.createServer((req, res) => {
    originRequests.push(req.url ?? '');
    if (req.url?.startsWith('/status-json.xsl')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ icestats: { source: { title: 'Stand-in song' } } }));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'audio/mpeg' });
    res.end(Buffer.from('ID3 stand-in audio'));
  });
  const originPort = await listen(origin);

  mkdirSync(path.join(projectRoot, '.tmp'), { recursive: true });
  scratch = mkdtempSync(path.join(projectRoot, '.tmp', 'netlify-'));
  cpSync(distDir, path.join(scratch, 'dist'), { recursive: true });
  const toml = readFileSync(path.join(projectRoot, 'netlify.toml'), 'utf8');
  expect(toml).toMatch(PRODUCTION_ORIGIN);
  writeFileSync(
    path.join(scratch, 'netlify.toml'),
    toml
      .replace('command = "npm run build"', 'command = "echo using the existing build"')
      .replace(PRODUCTION_ORIGIN, `http://127.0.0.1:${originPort}`),
  );

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  let output = '';
  netlify = spawn(path.join(projectRoot, 'node_modules/.bin/netlify'), ['serve', '--offline', '--port', String(port)], {
    cwd: scratch,
    env: {
      ...process.env,
      PATH: `${path.join(projectRoot, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
      BROWSER: 'none',
      NETLIFY_SITE_ID: '',
      NO_UPDATE_NOTIFIER: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  netlify.stdout?.on('data', (chunk) => (output += chunk));
  netlify.stderr?.on('data', (chunk) => (output += chunk));
  await waitFor(`${base}/`, netlify, () => output);
}, 120_000);

afterAll(async () => {
  netlify?.kill('SIGTERM');
  await new Promise((resolve) => origin?.close(resolve));
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

beforeEach(() => {
  originRequests = [];
});

describe('netlify.toml, served by netlify-cli offline', { timeout: 30_000 }, () => {
  it('serves every route with status 200 and an unknown path with the 404 page and status 404', async () => {
    for (const route of ROUTES.slice(0, -1)) {
      expect((await get(route)).status, route).toBe(200);
    }
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Oops! Page not found');
  });

  it('serves the icons and security.txt as the files the build wrote, with their types, not the 404 page', async () => {
    const files = [
      [ICONS.favicon.path, /^image\/(x-icon|vnd\.microsoft\.icon)$/],
      [ICONS.logo.path, /^image\/svg\+xml/],
      [ICONS.appleTouch.path, /^image\/png$/],
      ...ICONS.manifest.map((icon) => [icon.path, /^image\/png$/] as const),
      [SECURITY_TXT.path, /^text\/plain; charset=utf-8$/i],
    ] as const;
    for (const [file, type] of files) {
      const { status, headers, body } = await get(file);
      expect(status, file).toBe(200);
      expect(headers.get('content-type'), file).toMatch(type);
      expect(body, file).toBe(readFileSync(path.join(distDir, file), 'utf8'));
    }
  });

  it('sends every security header on every route', async () => {
    for (const route of ROUTES) {
      const { headers } = await get(route);
      expect(headers.get('strict-transport-security'), route).toMatch(/max-age=\d{8,}/);
      expect(headers.get('x-content-type-options'), route).toBe('nosniff');
      expect(headers.get('referrer-policy'), route).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), route).toContain('camera=()');
      expect(headers.get('content-security-policy'), route).toContain("frame-ancestors 'none'");
    }
  });

  it('sends every page exactly one policy, listing the hashes of that page’s own inline scripts and styles', async () => {
    const generated = await readHeadersFile(path.join(distDir, '_headers'));
    for (const requestPath of REQUEST_PATHS) {
      const { status, headers, body } = await get(requestPath);
      const policy = headers.get('content-security-policy') ?? '';
      // One policy: a second one (from another matching rule) would be enforced too.
      expect(policy, requestPath).not.toContain(',');
      expect(policy, requestPath).toBe(headersForPath(generated, requestPath)['Content-Security-Policy']);
      expect(body, requestPath).not.toMatch(/http-equiv=["']?content-security-policy/i);
      const directives = parsePolicy(policy);
      const { scripts, styles } = inlineHashes(body);
      expect(scripts.length + styles.length, `${requestPath} (status ${status}) has inline code`).toBeGreaterThan(0);
      expect(directives.get('script-src'), requestPath).toEqual(expect.arrayContaining(scripts));
      expect(directives.get('style-src'), requestPath).toEqual(expect.arrayContaining(styles));
      expect(directives.get('frame-ancestors'), requestPath).toEqual(["'none'"]);
      expect(directives.get('script-src'), requestPath).not.toContain("'unsafe-inline'");
    }
  });

  it('sends the browser editor at /admin/ its own rule’s policy alone: netlify-cli keeps the last matching rule’s value', async () => {
    const editor = (await readHeadersFile(path.join(distDir, '_headers'))).find((rule) => rule.for === '/admin/');
    const { status, headers } = await get('/admin/');
    expect(status).toBe(200);
    expect(headers.get('content-security-policy')).toBe(editor?.values['Content-Security-Policy']);
    expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // The local server (npm run preview, the browser tests) sends what the host sends.
    const local = headersForPath(await readHeadersFile(path.join(distDir, '_headers')), '/admin/');
    expect(local['Content-Security-Policy']).toBe(headers.get('content-security-policy'));
  });

  it('keeps the editor’s rules to its own files: /administration-fees and a 404 under /admin/ get the public policy, /admin/config.yml the editor’s', async () => {
    const generated = await readHeadersFile(path.join(distDir, '_headers'));
    const editorPolicy = generated.find((rule) => rule.for === '/admin/')?.values['Content-Security-Policy'];
    const publicPolicy = generated[0]?.values['Content-Security-Policy'];
    expect(editorPolicy).toContain("'unsafe-eval'");
    for (const lookAlike of ['/administration-fees', '/admins', '/admin-guide/', '/admin/nope', '/admin/a/b/']) {
      const { headers } = await get(lookAlike);
      expect(headers.get('content-security-policy'), lookAlike).toBe(publicPolicy);
      expect(headers.get('x-robots-tag'), lookAlike).toBeNull();
    }
    for (const below of ['/admin', '/admin/index.html', '/admin/config.yml']) {
      const { headers } = await get(below);
      expect(headers.get('content-security-policy'), below).toBe(editorPolicy);
      expect(headers.get('x-robots-tag'), below).toBe('noindex, nofollow');
    }
  });

  it('sends the radio’s pages their own policy, with the player’s one allowance, and no other page any of it', async () => {
    for (const radioPath of POLICY_PAGES.radioPlayer.flatMap((page) => [page, `${page}/`, `${page}/index.html`])) {
      const directives = parsePolicy((await get(radioPath)).headers.get('content-security-policy') ?? '');
      expect(directives.get('media-src'), radioPath).toContain('blob:');
      // The stream reader compiles no WebAssembly, starts no blob: worker and parks the element on no data: clip.
      expect(directives.get('script-src'), radioPath).not.toContain("'wasm-unsafe-eval'");
      expect(directives.get('media-src'), radioPath).not.toContain('data:');
      expect(directives.get('worker-src'), radioPath).not.toContain('blob:');
    }
    for (const other of ['/', '/books', '/privacy', '/no-such-page', '/plants/lavender']) {
      const directives = parsePolicy((await get(other)).headers.get('content-security-policy') ?? '');
      expect(directives.get('media-src'), other).not.toContain('blob:');
    }
  });

  it('grades A+ by Mozilla Observatory’s header rules on every path, with no penalty', async () => {
    const scores: Record<string, number> = {};
    for (const requestPath of REQUEST_PATHS) {
      const { headers } = await get(requestPath);
      const { grade, score, tests } = gradeHeaders(Object.fromEntries(headers));
      expect(grade, requestPath).toBe('A+');
      expect(
        tests.filter((test) => test.modifier < 0),
        requestPath,
      ).toEqual([]);
      scores[requestPath] = score;
    }
    console.info('Observatory header score per path:', scores);
  });

  it('keeps the policy out of netlify.toml, so that no path gets two', () => {
    const toml = readFileSync(path.join(projectRoot, 'netlify.toml'), 'utf8');
    expect(
      toml
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('#'))
        .join('\n'),
    ).not.toMatch(/content-security-policy/i);
  });

  it('relays /api/stream?port=8076 to the radio origin with status 200', async () => {
    const response = await get('/api/stream?port=8076');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.body).toBe('ID3 stand-in audio');
    expect(originRequests).toHaveLength(1);
  });

  it('refuses other port values, a missing port and odd stream paths with the 404 page', async () => {
    for (const request of [
      '/api/stream?port=8000',
      '/api/stream?port=22',
      '/api/stream',
      '/api/stream/../stream?port=1',
      '/api/streams?port=8076',
    ]) {
      const response = await get(request);
      expect(response.status, request).toBe(404);
    }
    expect(originRequests).toEqual([]);
  });

  it('relays each relay path of RADIO.relays to its relay, and its data saver mount there, with status 200', async () => {
    for (const relay of RADIO.relays.filter((path) => path.startsWith('/'))) {
      const plain = await get(relay);
      const saver = RADIO.dataSaver ? await get(`${relay}?mount=${encodeURIComponent(RADIO.dataSaver.mount)}`) : plain;
      expect([plain.status, plain.headers.get('content-type'), saver.status], relay).toEqual([200, 'audio/mpeg', 200]);
    }
    const mounts = originRequests.map((url) => new URL(url, 'http://origin').pathname);
    expect(mounts.filter((mount) => mount === RADIO.mount).length).toBe(
      RADIO.relays.filter((path) => path.startsWith('/')).length,
    );
    if (RADIO.dataSaver) expect(mounts).toContain(RADIO.dataSaver.mount);
  });

  it('relays /api/status to the origin’s Icecast status of the station’s mount only', async () => {
    const response = await get('/api/status');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ icestats: { source: { title: 'Stand-in song' } } });
    expect(originRequests.map((url) => new URL(url, 'http://origin').searchParams.get('mount'))).toEqual(['/live']);
  });

  it('never serves a file outside the build, whatever the path', async () => {
    const attempts = [
      '/../netlify.toml',
      '/%2e%2e/netlify.toml',
      '/..%2fnetlify.toml',
      '/%2e%2e%2f%2e%2e%2fetc/passwd',
      `/?${'a'.repeat(6000)}`,
      '/netlify.toml',
    ];
    for (const attempt of attempts) {
      const { body } = await get(attempt);
      expect(body, attempt).not.toContain('[[redirects]]');
      expect(body, attempt).not.toContain('root:');
    }
  });

  it('caches hashed assets for a year', async () => {
    // netlify-cli always answers `Cache-Control: public, max-age=0` locally, so the rule is read from the file;
    // the assets it covers are checked to exist under that path.
    const toml = readFileSync(path.join(projectRoot, 'netlify.toml'), 'utf8');
    expect(toml).toMatch(
      /for = "\/_astro\/\*"\s+\[headers\.values\]\s+Cache-Control = "public, max-age=31536000, immutable"/,
    );
    const html = (await get('/')).body;
    const asset = /\/_astro\/[^"']+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    expect((await get(asset ?? '')).status).toBe(200);
  });
});
