import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { expect, type Page } from '@playwright/test';
import { writeScratchProject } from '../../scripts/generate-plants.mjs';

/**
 * The browser editor as an editor runs it on a checkout: decap-server (Decap's local backend) writing into the
 * checkout, and /admin/ as the build publishes it. Here the checkout is a scratch copy of the project under .tmp/, so
 * the project's own content is never touched, and /admin/ is the variant build's (playwright.config.ts), which names
 * this decap-server as its local backend.
 */
export interface EditorSite {
  /** The scratch copy's folder. */
  root: string;
  stop(): Promise<void>;
}

const projectRoot = path.resolve(import.meta.dirname, '../..');
const astroBin = path.join(projectRoot, 'node_modules/astro/bin/astro.mjs');
/** `npm run cms`: decap-server on 127.0.0.1 only, as an editor starts it. */
const cmsScript = path.join(projectRoot, 'scripts/cms.mjs');

/** Resolves when decap-server at `url` answers, polling; a server that never starts fails the test by its time limit. */
async function answered(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: decap-server stopped with code ${child.exitCode}.`);
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"action":"info"}',
    })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Writes a scratch copy of the project and starts decap-server on it (`npm run cms`), on `port`, for the editor's
 * page served on `editorPort`.
 */
export async function startEditorSite(port: number, editorPort: number): Promise<EditorSite> {
  const root = writeScratchProject(6, path.join(projectRoot, '.tmp', `e2e-cms-${port}`));
  const args = [cmsScript, '--port', String(port), '--dir', root, '--editor-port', String(editorPort)];
  const backend = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'ignore',
  });
  const stop = async () => {
    if (backend.exitCode !== null || backend.signalCode !== null) return;
    backend.kill();
    await once(backend, 'exit');
  };
  try {
    await answered(`http://127.0.0.1:${port}/api/v1`, backend);
  } catch (error) {
    await stop();
    throw error;
  }
  return { root, stop };
}

/** Builds the scratch copy as the host would, and returns the output folder. */
export async function buildSite(root: string): Promise<{ code: number | null; output: string; dist: string }> {
  const child = spawn(process.execPath, [astroBin, 'build'], {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: '.cache', ASTRO_OUT_DIR: 'dist' },
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
  await expect(
    page.getByRole('button', { name: /^Publish/ }).or(page.getByRole('button', { name: 'Published' })),
  ).toBeVisible();
}

/** Publishes the open entry (Decap's "Publish now"), as an editor saves a change. */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}
