import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { builtPages, distDir } from './built-site';

const run = promisify(execFile);
const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('every page is valid HTML to the Nu Html Checker', () => {
  it('reports no error and no warning', { timeout: 120_000 }, async () => {
    const files = builtPages().map((page) => page.file);
    expect(files.length).toBeGreaterThanOrEqual(6);
    const result = await run('java', ['-jar', vnuJar, '--format', 'json', '--also-check-svg', ...files], {
      maxBuffer: 20 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }));
    const { messages } = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    // The checker's CSS validator predates CSS that every current browser supports and Tailwind 4 emits
    // (@property, margin-trim inside @supports); the HTML itself is checked in full.
    const problems = messages.filter((m) => !m.message.startsWith('CSS:')).map(
      (m) => `${path.relative(distDir, decodeURIComponent(m.url.replace('file:', '')))}:${m.lastLine ?? '?'} ${m.type}: ${m.message}`,
    );
    expect(problems).toEqual([]);
  });
});
