#!/usr/bin/env node
// `npm run cms`: the browser editor's local backend, for editing this checkout at http://localhost:4321/admin/ beside
// `npm run dev`. decap-server's own handlers (src/server/decap-server.ts) run in this process behind a guard, on
// 127.0.0.1 only, and nothing else listens: by itself decap-server listens everywhere, takes any Host and Origin and
// writes any file, `.git/hooks` included. What the guard lets through: src/lib/cms/local-backend-guard.ts and
// src/server/real-paths.ts; docs/editing.md says why.
//
//   node scripts/cms.mjs [--port 9001] [--dir <checkout>] [--editor-port 4321]
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CMS } from '../src/config/cms.ts';
import { DECAP_API_PATH, decapServerHandlers, runDecap } from '../src/server/decap-server.ts';
import {
  bodyFormatRefusal,
  hostAllowed,
  localBackendRefusal,
  originAllowed,
} from '../src/lib/cms/local-backend-guard.ts';
import { editorRequestProblem, guardAnswer } from '../src/lib/cms/local-backend-requests.ts';
import { listedFiles, realPathProblem } from '../src/server/real-paths.ts';

const CMS_BIND_HOST = '127.0.0.1';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? new URL(CMS.localBackendUrl).port },
    dir: { type: 'string', default: process.cwd() },
    'editor-port': { type: 'string', default: String(CMS.editorPort) },
  },
});

for (const [option, value] of [
  ['port', values.port],
  ['editor-port', values['editor-port']],
]) {
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) {
    console.error(`--${option} must be a number up to 65535, not "${value}".`);
    process.exit(2);
  }
}

/** What the editor reads and writes: the content. It takes no uploads (CMS.mediaLibrary). */
const EDITED_FOLDERS = ['src/content'];
/** decap-server's own limit of a request body. */
const MAX_BODY_BYTES = 50 * 1024 * 1024;
const port = Number(values.port);
const editorPort = Number(values['editor-port']);
const checkout = path.resolve(values.dir);
const decap = await decapServerHandlers(checkout);

/** Lets the editor's page (`origin`, already checked) read an answer; a program's request needs nothing. */
const corsHeaders = (origin) => (origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {});

function answer(res, status, value, origin) {
  res
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...corsHeaders(origin) })
    .end(JSON.stringify(value));
}

/** Why the paths the request names are refused on disk, or null: each must resolve inside the edited folders. */
async function diskProblem(body) {
  const paths = [];
  editorRequestProblem(body, (file) => {
    paths.push(file);
    return null;
  });
  const { action, params } = body;
  // decap-server reads every file it lists, links included.
  if (action === 'entriesByFolder')
    paths.push(...(await listedFiles(checkout, params.folder, params.extension, params.depth)));
  for (const file of paths) {
    const problem = await realPathProblem(checkout, file, EDITED_FOLDERS);
    if (problem) return problem;
  }
  return null;
}

/** The checked request, run by decap-server's handlers. */
async function serve(req, res, origin) {
  const formatRefusal = bodyFormatRefusal(req.headers['content-type'], req.headers['content-encoding']);
  if (formatRefusal) return answer(res, 415, { error: formatRefusal }, origin);
  const chunks = [];
  let bytes = 0;
  for await (const chunk of req) {
    bytes += chunk.length;
    if (bytes > MAX_BODY_BYTES)
      return answer(res, 413, { error: 'The request is larger than any the editor sends.' }, origin);
    chunks.push(chunk);
  }
  let body = null;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    // Refused below as no action.
  }
  const own = guardAnswer(body);
  if (own) return answer(res, 200, own, origin);
  const refusal = localBackendRefusal(body, EDITED_FOLDERS) ?? (await diskProblem(body));
  if (refusal) return answer(res, 403, { error: refusal }, origin);
  const { status, json } = await runDecap(decap, body);
  answer(res, status, json ?? null, origin);
}

const guard = http.createServer((req, res) => {
  const { origin } = req.headers;
  if (!hostAllowed(req.headers.host, port))
    return answer(res, 403, { error: `The Host ${JSON.stringify(req.headers.host ?? '')} is not this server's.` });
  if (!originAllowed(origin, editorPort))
    return answer(res, 403, {
      error: `Pages of ${origin} may not use this server; the editor's are on port ${editorPort}.`,
    });
  // The editor's page asks before each POST of JSON; the answer needs no body, and none is read.
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...corsHeaders(origin),
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
    });
    return res.end();
  }
  if (req.method !== 'POST')
    return answer(res, 405, { error: `The editor sends POST requests only, not ${req.method}.` }, origin);
  if (req.url !== DECAP_API_PATH)
    return answer(
      res,
      404,
      { error: `The editor's requests go to ${DECAP_API_PATH}, not ${JSON.stringify(req.url)}.` },
      origin,
    );
  serve(req, res, origin).catch((error) => {
    console.error(`npm run cms: ${error.message}`);
    if (!res.headersSent)
      answer(res, 500, { error: 'The request failed; see the terminal running npm run cms.' }, origin);
    else res.destroy();
  });
});
guard.listen(port, CMS_BIND_HOST, () => {
  console.log(
    `npm run cms: editing ${checkout} on http://${CMS_BIND_HOST}:${values.port}${DECAP_API_PATH} (this machine only), for the editor on port ${editorPort}.`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => guard.close(() => process.exit(0)).closeAllConnections());
