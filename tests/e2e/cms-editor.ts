import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { expect, type Page } from '@playwright/test';
import { writeScratchProject } from '../../scripts/generate-plants.mjs';

/**
 * The browser editor as an editor runs it on a checkout: decap-server (Decap's local backend) writing into the
 * checkout, and the site's development server serving /admin/. Here the checkout is a scratch copy of the project
 * under .tmp/, so the project's own content is never touched.
 */
export interface EditorSite {
  /** The scratch copy's folder. */
  root: string;
  /** The editor's address, e.g. http://127.0.0.1:18322/admin/. */
  adminUrl: string;
  stop(): Promise<void>;
}

const projectRoot = path.resolve(import.meta.dirname, '../..');
const astroBin = path.join(projectRoot, 'node_modules/astro/bin/astro.mjs');
const decapServerBin = path.join(projectRoot, 'node_modules/decap-server/dist/index.js');

/** Resolves when `url` answers, polling; a server that never starts fails the test by its time limit. */
async function answered(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server stopped with code ${child.exitCode}.`);
    const ok = await fetch(url, { method: url.endsWith('/api/v1') ? 'POST' : 'GET', headers: { 'Content-Type': 'application/json' }, body: url.endsWith('/api/v1') ? '{"action":"info"}' : null })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The copy's node_modules: a folder of links to the project's packages rather than one link to the whole folder, so
 * that the development server keeps its pre-bundled dependencies (node_modules/.vite) in the copy. Shared, another
 * development server of the project would rebuild them under this one's feet and reload its pages.
 */
function ownNodeModules(root: string) {
  const target = path.join(root, 'node_modules');
  rmSync(target, { force: true, recursive: true });
  mkdirSync(target);
  const source = path.join(projectRoot, 'node_modules');
  for (const entry of readdirSync(source)) {
    if (entry !== '.vite') symlinkSync(path.join(source, entry), path.join(target, entry));
  }
}

/** Writes a scratch copy and starts decap-server and the development server on it, on `port` and `port + 1`. */
export async function startEditorSite(port: number): Promise<EditorSite> {
  const root = writeScratchProject(6, path.join(projectRoot, '.tmp', `e2e-cms-${port}`));
  ownNodeModules(root);
  const backendUrl = `http://127.0.0.1:${port + 1}/api/v1`;
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: '.cache', ASTRO_OUT_DIR: 'dist' };
  const backend = spawn(process.execPath, [decapServerBin], {
    cwd: root,
    env: { ...env, PORT: String(port + 1), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: root, MODE: 'fs' },
    stdio: 'ignore',
  });
  const dev = spawn(process.execPath, [astroBin, 'dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    env: { ...env, DECAP_SERVER_URL: backendUrl },
    stdio: 'ignore',
  });
  const stopAll = async () => {
    for (const child of [dev, backend]) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill();
      await once(child, 'exit');
    }
  };
  try {
    await Promise.all([answered(backendUrl, backend), answered(`http://127.0.0.1:${port}/admin/config.yml`, dev)]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { root, adminUrl: `http://127.0.0.1:${port}/admin/`, stop: stopAll };
}

/** Builds the scratch copy as the host would, and returns the output folder. */
export async function buildSite(root: string): Promise<{ code: number | null; output: string; dist: string }> {
  // A cache of its own: the development server, still running on the copy, keeps its content store in '.cache', and a
  // build that read that store could publish what the store held before the editor's save reached it.
  rmSync(path.join(root, '.cache-build'), { force: true, recursive: true });
  const child = spawn(process.execPath, [astroBin, 'build'], {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: '.cache-build', ASTRO_OUT_DIR: 'dist' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output, dist: path.join(root, 'dist') };
}

/**
 * A YAML file of the scratch copy as data. A file that is not (yet) a mapping reads as an empty one: decap-server empties a
 * file before writing its new text, and a poll that reads it in between must simply read again.
 */
export function readYaml(root: string, file: string): Record<string, unknown> {
  const data: unknown = yaml.load(readFileSync(path.join(root, file), 'utf8'));
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/** Opens the editor and logs in to the local backend (no account: decap-server trusts this machine). */
export async function openEditor(page: Page, adminUrl: string) {
  await page.goto(adminUrl);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Plants', exact: true })).toBeVisible();
}

/** Opens an entry from a collection's list by the text the editor sees there. */
export async function openEntry(page: Page, collection: string, entry: string) {
  await page.getByRole('link', { name: collection, exact: true }).click();
  await page.getByText(entry, { exact: true }).click();
  await expect(page.getByRole('button', { name: /^Publish/ }).or(page.getByRole('button', { name: 'Published' }))).toBeVisible();
}

/** Publishes the open entry (Decap's "Publish now"), as an editor saves a change. */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}
