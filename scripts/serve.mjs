#!/usr/bin/env node
// Serves the built site on loopback the way the CDN does: clean URLs, the 404 page with status 404, compressed text,
// long caching for hashed assets, the build's `_headers` rules (security headers, each page's CSP), and /api/stream
// through the radio origin module. Used by `npm run preview`, the browser tests and the benchmark. It serves the build
// and nothing else, and a file that cannot be read is answered with 500, never a crash.
//
//   node scripts/serve.mjs [--dir dist] [--port 4321] [--host 127.0.0.1]
//   RADIO_ORIGIN=http://127.0.0.1:8000/live node scripts/serve.mjs   proxies the stream to that origin
//
// For the browser tests only, four flags put a script first in every page's <head> (scripts/lib/test-page-script.mjs):
// --without-media-source removes MediaSource as an iPhone lacks it (--without-managed-media-source also removes
// ManagedMediaSource, as iOS before 17.1 and old browsers lack both), --refusing-source-buffer makes the engine refuse
// a SourceBuffer it said it could play, --record-page-errors keeps the page's errors for the test to read.
// Without them (as in `npm run preview`) every page is served exactly as built.
import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs, promisify } from 'node:util';
import zlib from 'node:zlib';
import { headerMatchPath, headersForPath, readHeadersFile } from '../src/lib/security/headers-file.ts';
import { requestTargetRefusal } from '../src/lib/shared/request-target.ts';
import { handleStreamRequest } from '../src/server/stream-origin.mjs';
import { COMPRESSIBLE, TYPES } from './lib/content-types.mjs';
import { allowTestPageScript, testPageScript, withTestPageScript } from './lib/test-page-script.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.ASTRO_OUT_DIR ?? 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    'without-media-source': { type: 'boolean', default: false },
    'without-managed-media-source': { type: 'boolean', default: false },
    'refusing-source-buffer': { type: 'boolean', default: false },
    'record-page-errors': { type: 'boolean', default: false },
  },
});
const testScript = testPageScript({
  withoutMediaSource: values['without-media-source'],
  withoutManagedMediaSource: values['without-managed-media-source'],
  refusingSourceBuffer: values['refusing-source-buffer'],
  recordPageErrors: values['record-page-errors'],
});
const injectsInto = (file) => testScript !== null && path.extname(file) === '.html';
/** The file's bytes as sent: a page gets the test script when a flag asks for it. */
const readBody = (file) =>
  fs
    .readFile(file)
    .then((data) => (injectsInto(file) ? Buffer.from(withTestPageScript(data.toString('utf8'), testScript)) : data));

const root = path.resolve(values.dir);
const realRoot = await fs.realpath(root).catch(() => root);
const insideRealRoot = (file) => file === realRoot || file.startsWith(realRoot + path.sep);
const CLIENT_GONE = new Set([
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_UNABLE_TO_PIPE',
  'ERR_STREAM_DESTROYED',
  'ECONNRESET',
  'EPIPE',
]);

async function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidates = decoded.endsWith('/')
    ? [path.join(decoded, 'index.html')]
    : [decoded, `${decoded}.html`, path.join(decoded, 'index.html')];
  for (const candidate of candidates) {
    const file = path.resolve(root, `.${path.posix.normalize(candidate)}`);
    if (file !== root && !file.startsWith(root + path.sep)) return null;
    // The host's own files (`_headers`, `_redirects`) configure it and are never served.
    if (path.basename(file).startsWith('_')) return null;
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) continue;
    // A symbolic link (the file or a folder on its way) may lead out of the build: only its real path counts.
    const real = await fs.realpath(file).catch(() => null);
    return real && insideRealRoot(real) ? file : null;
  }
  return null;
}

const headerRules = await readHeadersFile(path.join(root, '_headers'));

function responseHeaders(req, file) {
  const ext = path.extname(file);
  const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'X-Content-Type-Options': 'nosniff' };
  headers['Cache-Control'] = file.includes(`${path.sep}_astro${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
  headers.Vary = 'Accept-Encoding';
  // Rules match the decoded path, by which the file was found (as on the host): /%61dmin/ is /admin/.
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const requestPath = headerMatchPath(pathname) ?? pathname;
  for (const [name, value] of Object.entries(headersForPath(headerRules, requestPath))) {
    for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
    headers[name] = value;
  }
  if (injectsInto(file)) {
    for (const key of Object.keys(headers)) {
      if (key.toLowerCase() === 'content-security-policy') headers[key] = allowTestPageScript(headers[key], testScript);
    }
  }
  return headers;
}

/** Above this, a quicker Brotli level as on a CDN: at the best level the editor's 6 MB script would take about 20 s. */
const LARGE_FILE_BYTES = 1_000_000;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function compressionFor(req, file, size) {
  if (!COMPRESSIBLE.has(path.extname(file))) return null;
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const quality = size > LARGE_FILE_BYTES ? 5 : zlib.constants.BROTLI_MAX_QUALITY;
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size };
  if (/\bbr\b/.test(accepts)) return { encoding: 'br', compress: (data) => brotli(data, { params }) };
  if (/\bgzip\b/.test(accepts)) return { encoding: 'gzip', compress: (data) => gzip(data) };
  return null;
}

/** Like a CDN, a file is compressed once, not per request (at Brotli's best that cost a test run a minute of CPU). */
const compressedBodies = new Map();

function compressedBody(file, compression, { size, mtimeMs }) {
  const key = `${compression.encoding} ${file}`;
  const kept = compressedBodies.get(key);
  if (kept && kept.size === size && kept.mtimeMs === mtimeMs) return kept.body;
  const body = readBody(file).then((data) => compression.compress(data));
  compressedBodies.set(key, { size, mtimeMs, body });
  // A file that could not be read is tried again on the next request.
  body.catch(() => compressedBodies.delete(key));
  return body;
}

async function send(req, res, file, status) {
  const headers = responseHeaders(req, file);
  const stat = await fs.stat(file);
  const compression = compressionFor(req, file, stat.size);
  if (compression) headers['Content-Encoding'] = compression.encoding;
  if (req.method === 'HEAD') {
    res.writeHead(status, headers).end();
    return;
  }
  if (compression) {
    // Compressed before any header is sent, so that an unreadable file is still a clean 500.
    const body = await compressedBody(file, compression, stat);
    res.writeHead(status, headers).end(body);
    return;
  }
  if (injectsInto(file)) {
    const body = await readBody(file);
    res.writeHead(status, headers).end(body);
    return;
  }
  const handle = await fs.open(file, 'r');
  const body = handle.createReadStream();
  // The first read shows whether the file can be read at all (a directory cannot), before any header is sent.
  const first = await new Promise((resolve, reject) => {
    body.once('readable', () => resolve(body.read()));
    body.once('error', reject);
  }).catch(async (error) => {
    body.destroy();
    await handle.close().catch(() => {});
    throw error;
  });
  res.writeHead(status, headers);
  if (first) body.unshift(first);
  try {
    // pipeline destroys every stage when one fails or the client goes away, which closes the file.
    await pipeline([body, res]);
  } catch (error) {
    // A client that went away (even before the first byte was piped) is normal; a failing read is worth a line.
    body.destroy();
    if (!CLIENT_GONE.has(error.code))
      console.error(`Reading ${path.relative(root, file)} failed midway:`, error.message);
  }
}

const notFoundPage = path.join(root, '404.html');

async function sendNotFound(req, res) {
  const exists = await fs.stat(notFoundPage).catch(() => null);
  if (exists) return send(req, res, notFoundPage, 404);
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headersForPath(headerRules, '/404') });
  res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
}

const server = http.createServer(async (req, res) => {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // `//host/…` (or `/\host/…`), and the absolute form `http://host/…`, are read by URL as another host's address:
    // no page of this site, never the home page nor the stream, and a worker must not keep either as one.
    const refusal = requestTargetRefusal(req.url);
    if (refusal) {
      res.writeHead(400, {
        ...headersForPath(headerRules, '/404'),
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : `${refusal}\n`);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    // The host decodes the path before its rewrites, as it does to find a file: /%61pi/stream is the stream.
    const apiUrl = new URL(url);
    try {
      apiUrl.pathname = decodeURIComponent(url.pathname);
    } catch {
      // Not a path that decodes: no rewrite of the host's takes it.
    }
    if (apiUrl.pathname.startsWith('/api/')) {
      const handled = await handleStreamRequest(req, res, apiUrl);
      if (handled) return;
    } else if (req.url && req.url.length <= 2048) {
      const file = await resolveFile(url.pathname);
      if (file) return await send(req, res, file, 200);
      // As the host does: a path that names no file in its own case is sent, with 301, to its lower-case form if that
      // names one (/RADIO/ → /radio/), so a rule's headers, which ignore case, only ever reach the page they are for.
      const lower = url.pathname.toLowerCase();
      if (lower !== url.pathname && (await resolveFile(lower))) {
        res.writeHead(301, {
          Location: `${lower}${url.search}`,
          'Cache-Control': 'public, max-age=0, must-revalidate',
          ...headersForPath(headerRules, lower),
        });
        res.end();
        return;
      }
    }
    await sendNotFound(req, res);
  } catch (error) {
    console.error(`${req.method} ${req.url}:`, error.message);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error\n');
    else res.destroy();
  }
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/`);
});
