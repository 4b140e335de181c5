#!/usr/bin/env node
// Starts decap-server, the browser editor's local backend, for editing this checkout at http://localhost:4321/admin/
// with `npm run dev`. It writes any file, `.git/hooks` included, and has no login; by itself it listens on every
// interface, so anyone on the network could write into the checkout. Here it listens on 127.0.0.1 only, whatever
// BIND_HOST says, behind a guard on the port src/config/cms.ts expects unless --port or PORT says otherwise: the guard
// passes only requests with this server's own Host and a page of this machine as Origin (if any), for the editor's
// requests on src/content/ and the media folder, field for field as the editor sends them, in plain UTF-8 JSON
// (src/lib/cms/local-backend-guard.ts), so that neither DNS rebinding, another site's page nor a local program can write
// elsewhere. decap-server gets the body the guard checked, written out again, never the bytes as they came.
//
//   node scripts/cms.mjs [--port 9001] [--dir <checkout>]
import { spawn } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CMS } from '../src/config/cms.ts';
import {
  bodyFormatRefusal,
  hostAllowed,
  localBackendRefusal,
  originAllowed,
} from '../src/lib/cms/local-backend-guard.ts';

const CMS_BIND_HOST = '127.0.0.1';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? new URL(CMS.localBackendUrl).port },
    dir: { type: 'string', default: process.cwd() },
  },
});

if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65535) {
  console.error(`The port must be a number up to 65535, not "${values.port}".`);
  process.exit(2);
}

/** What the editor reads and writes: the content and the media folder Decap requires. */
const EDITED_FOLDERS = ['src/content', CMS.mediaFolder];
/** decap-server takes request bodies up to 50 MB (an upload); the guard reads no more. */
const MAX_BODY_BYTES = 50 * 1024 * 1024;
const port = Number(values.port);

/** A free loopback port for decap-server itself, which only the guard talks to. */
const innerPort = await new Promise((resolve) => {
  const probe = http.createServer().listen(0, CMS_BIND_HOST, () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});

const serverBin = createRequire(import.meta.url).resolve('decap-server/dist/index.js');
const checkout = path.resolve(values.dir);
const server = spawn(process.execPath, [serverBin], {
  cwd: checkout,
  // MODE=fs writes plain files rather than committing: the editor's changes stay in the working tree to review.
  env: { ...process.env, BIND_HOST: CMS_BIND_HOST, PORT: String(innerPort), GIT_REPO_DIRECTORY: checkout, MODE: 'fs' },
  stdio: 'inherit',
});

/** The one address decap-server answers the editor on. */
const API_PATH = new URL(CMS.localBackendUrl).pathname;

function refuse(res, message, status = 403) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: message }));
}

/** Passes the request on; a POST's body is `json`, the checked request written out again as UTF-8 JSON. */
function forward(req, res, json) {
  const headers = { ...req.headers, host: `${CMS_BIND_HOST}:${innerPort}` };
  let body;
  if (json !== undefined) {
    body = Buffer.from(JSON.stringify(json), 'utf8');
    for (const name of ['content-encoding', 'transfer-encoding']) delete headers[name];
    Object.assign(headers, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(body.length),
    });
  }
  const upstream = http.request(
    { host: CMS_BIND_HOST, port: innerPort, method: req.method, path: req.url, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
  upstream.end(body);
}

const guard = http.createServer((req, res) => {
  if (!hostAllowed(req.headers.host, port))
    return refuse(res, `The Host ${JSON.stringify(req.headers.host ?? '')} is not this server's.`);
  if (!originAllowed(req.headers.origin)) return refuse(res, `Pages of ${req.headers.origin} may not use this server.`);
  // The browser's preflight carries no body; decap-server answers it with its CORS headers. The editor sends nothing
  // else but POSTs to the API's address.
  if (req.method === 'OPTIONS') return forward(req, res);
  if (req.method !== 'POST') return refuse(res, `The editor sends POST requests only, not ${req.method}.`, 405);
  if (req.url !== API_PATH)
    return refuse(res, `The editor's requests go to ${API_PATH}, not ${JSON.stringify(req.url)}.`, 404);
  const formatRefusal = bodyFormatRefusal(req.headers['content-type'], req.headers['content-encoding']);
  if (formatRefusal) return refuse(res, formatRefusal, 415);
  const chunks = [];
  let bytes = 0;
  req.on('data', (chunk) => {
    bytes += chunk.length;
    if (bytes > MAX_BODY_BYTES) req.destroy();
    else chunks.push(chunk);
  });
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    let parsed = null;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      // Refused below as no action.
    }
    const refusal = localBackendRefusal(parsed, EDITED_FOLDERS);
    if (refusal) return refuse(res, refusal);
    forward(req, res, parsed);
  });
});
guard.listen(port, CMS_BIND_HOST, () => {
  console.log(
    `decap-server: editing ${checkout} on http://${CMS_BIND_HOST}:${values.port}/api/v1 (this machine only).`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
