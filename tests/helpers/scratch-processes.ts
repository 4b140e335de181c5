import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A test file's scratch folder under the project's .tmp/ and the processes it starts: made before its tests, and after
 * them every process still running is ended (and waited for) and the folder removed. Call at the file's top level.
 */
export function scratchAndProcesses(prefix: string): { folder: () => string; started: ChildProcess[] } {
  const started: ChildProcess[] = [];
  let folder = '';
  beforeAll(() => {
    mkdirSync(path.join(projectRoot, '.tmp'), { recursive: true });
    folder = mkdtempSync(path.join(projectRoot, '.tmp', `${prefix}-`));
  });
  afterAll(async () => {
    for (const child of started) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await once(child, 'exit');
      }
    }
    rmSync(folder, { recursive: true, force: true });
  });
  return { folder: () => folder, started };
}
