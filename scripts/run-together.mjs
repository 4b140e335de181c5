#!/usr/bin/env node
// Runs npm scripts side by side and fails if any fails: `node scripts/run-together.mjs check test:unit`. Each
// script's output is printed whole when it ends, so logs do not interleave. Stages of `npm test` that each leave a core
// idle (type checks and lint on one core, Vitest's workers waiting on files) finish sooner together on two cores.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(npm, ['run', '--silent', script], {
          env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
        });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(
            `\n> npm run ${script} (${code === 0 ? 'passed' : `failed with code ${code}`}, ${seconds} s)\n`,
          );
          process.stdout.write(Buffer.concat(output));
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
