#!/usr/bin/env node
// Serves the built site on loopback the way the CDN does: clean URLs, the 404 page with status 404,
// compressed text, long caching for hashed assets, and /api/stream handled by the radio origin module.
// Used by `npm run preview`, the browser tests and the benchmark.
//
//   node scripts/serve.mjs [--dir dist] [--port 4321] [--host 127.0.0.1]
//   RADIO_ORIGIN=http://127.0.0.1:8000/live node scripts/serve.mjs   proxies the stream to that origin
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { handleStreamRequest } from './stream-origin.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.ASTRO_OUT_DIR ?? 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const root = path.resolve(values.dir);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml']);

/** Maps a URL path to a file inside the build, or null. Never leaves the build folder. */
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
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile()) return file;
  }
  return null;
}

function send(req, res, file, status) {
  const ext = path.extname(file);
  const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'X-Content-Type-Options': 'nosniff' };
  headers['Cache-Control'] = file.includes(`${path.sep}_astro${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
  const accepts = String(req.headers['accept-encoding'] ?? '');
  let body = createReadStream(file);
  if (COMPRESSIBLE.has(ext) && /\bbr\b/.test(accepts)) {
    headers['Content-Encoding'] = 'br';
    body = body.pipe(zlib.createBrotliCompress());
  } else if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(accepts)) {
    headers['Content-Encoding'] = 'gzip';
    body = body.pipe(zlib.createGzip());
  }
  headers.Vary = 'Accept-Encoding';
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  body.pipe(res);
}

const notFoundPage = path.join(root, '404.html');

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      const handled = await handleStreamRequest(req, res, url);
      if (handled) return;
    } else if (req.url && req.url.length <= 2048) {
      const file = await resolveFile(url.pathname);
      if (file) return send(req, res, file, 200);
    }
    send(req, res, notFoundPage, 404);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end();
  }
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/`);
});
