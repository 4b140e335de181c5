#!/usr/bin/env node
// Starts decap-server, the browser editor's local backend, for editing this checkout at http://localhost:4321/admin/
// with `npm run dev`. It writes any file, `.git/hooks` included, and has no login; by itself it listens on every
// interface, so anyone on the network could write into the checkout. Here it listens on 127.0.0.1 only, whatever
// BIND_HOST says, on the port src/config/cms.ts expects unless --port or PORT says otherwise.
//
//   node scripts/cms.mjs [--port 9001] [--dir <checkout>]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CMS } from '../src/config/cms.ts';

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

const serverBin = createRequire(import.meta.url).resolve('decap-server/dist/index.js');
const checkout = path.resolve(values.dir);
const server = spawn(process.execPath, [serverBin], {
  cwd: checkout,
  // MODE=fs writes plain files rather than committing: the editor's changes stay in the working tree to review.
  env: { ...process.env, BIND_HOST: CMS_BIND_HOST, PORT: values.port, GIT_REPO_DIRECTORY: checkout, MODE: 'fs' },
  stdio: 'inherit',
});
console.log(`decap-server: editing ${checkout} on http://${CMS_BIND_HOST}:${values.port}/api/v1 (this machine only).`);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
