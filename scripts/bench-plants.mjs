#!/usr/bin/env node
// The plant database at scale: for each size (6, 1,000 and 10,000 plants by default), builds a scratch copy of the
// project (scripts/generate-plants.mjs) and reports build time, size and files; page, index and plant page weights;
// keystroke to updated grid in Chromium with the CPU slowed 4× (and Event Timing); and Lighthouse on the landing page.
// A measurement, never a test: figures go to bench-results/plants.json and plants.md.
//
//   BENCH_PLANT_SIZES=6,1000 BENCH_RUNS=1 node scripts/bench-plants.mjs
//   BENCH_SKIP_BUILD=1 node scripts/bench-plants.mjs      measures the copies built by an earlier run
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeScratchProject } from './generate-plants.mjs';
import { waitForServer } from './lib/wait-for-server.mjs';
import { PLANT_DATABASE } from '../src/config/plants.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { median, percentile } from './lib/median.mjs';
import { KEY_TIMEOUT_MS, keystrokeTimes } from './lib/keystroke-times.mjs';

const root = path.resolve(import.meta.dirname, '..');
const sizes = (process.env.BENCH_PLANT_SIZES ?? '6,1000,10000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4390) + 1;
const origin = `http://127.0.0.1:${port}`;

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function filesUnder(folder) {
  return readdirSync(folder, { recursive: true })
    .map((name) => path.join(folder, name))
    .filter((file) => statSync(file).isFile());
}

export async function serving(dist, use) {
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve.mjs'), '--port', String(port), '--dir', dist],
    { stdio: 'ignore' },
  );
  try {
    await waitForServer(`${origin}/`);
    return await use();
  } finally {
    server.kill();
  }
}

export async function lighthouseMedian(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      samples.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    const of = (key) => median(samples.map((sample) => sample[key]));
    return {
      score: of('score'),
      fcpMs: Math.round(of('fcp')),
      lcpMs: Math.round(of('lcp')),
      tbtMs: Math.round(of('tbt')),
      cls: Number(of('cls').toFixed(3)),
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  const results = [];
  for (const size of sizes) {
    const dir = path.join(root, '.tmp', `bench-plants-${size}`);
    const dist = path.join(dir, 'dist');
    let buildSeconds = NaN;
    if (process.env.BENCH_SKIP_BUILD && existsSync(dist)) {
      console.log(`\n${size} plants: measuring the scratch copy built before…`);
    } else {
      console.log(`\n${size} plants: writing the scratch copy…`);
      writeScratchProject(size, dir);
      const started = performance.now();
      execFileSync('npx', ['astro', 'build'], {
        cwd: dir,
        stdio: 'ignore',
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_OUT_DIR: 'dist', ASTRO_CACHE_DIR: '.cache' },
      });
      buildSeconds = (performance.now() - started) / 1000;
    }
    const files = filesUnder(dist);
    const plantPages = files.filter((file) => /plants\/[^/]*[a-z][^/]*\/index\.html$/.test(file));
    const plantPageBytes = plantPages.map((file) => statSync(file).size);
    const indexGz = gz(path.join(dist, 'data/plant-index.json'));
    const result = {
      plants: size,
      buildSeconds: Number(buildSeconds.toFixed(1)),
      distMB: Number((files.reduce((sum, file) => sum + statSync(file).size, 0) / 1024 / 1024).toFixed(1)),
      distFiles: files.length,
      landingHtmlGz: gz(path.join(dist, 'index.html')),
      indexGz,
      indexGzPer1000: Math.round((indexGz / size) * 1000),
      plantPageRaw: { median: median(plantPageBytes), max: Math.max(...plantPageBytes) },
    };
    console.log(
      `${Number.isNaN(buildSeconds) ? 'not built now' : `built in ${result.buildSeconds} s`}; measuring in Chromium…`,
    );
    await serving(dist, async () => {
      const keys = await keystrokeTimes(origin, size > PLANT_DATABASE.cardsPerPage);
      const shown = keys.filter((k) => !Number.isNaN(k.ms));
      if (shown.length < keys.length)
        console.warn(`${keys.length - shown.length} keystroke(s) showed no update within ${KEY_TIMEOUT_MS} ms.`);
      const round = (value) => Number(value.toFixed(1));
      result.keystrokeMs = {
        median: round(median(shown.map((k) => k.ms))),
        p95: round(
          percentile(
            shown.map((k) => k.ms),
            0.95,
          ),
        ),
        max: round(Math.max(...shown.map((k) => k.ms))),
        keys: `${shown.length}/${keys.length}`,
      };
      result.keystrokeToDomMs = {
        median: round(median(shown.map((k) => k.domMs))),
        max: round(Math.max(...shown.map((k) => k.domMs))),
      };
      result.keystrokeEventTimingMs = {
        median: median(shown.map((k) => k.eventMs)),
        max: Math.max(...shown.map((k) => k.eventMs)),
      };
      result.lighthouse = await lighthouseMedian(`${origin}/`);
      // Timings stretch when other work shares the machine: the one-minute load average says how busy it was.
      result.loadAverage = Number(loadavg()[0].toFixed(1));
    });
    results.push(result);
    console.log(JSON.stringify(result));
  }

  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const lines = [
    `Plant database at scale: Chromium with the CPU slowed 4× for keystrokes; Lighthouse ${runs}× on / (mobile defaults), medians.`,
    '',
    '| plants (load avg) | build s | dist MB / files | landing HTML gz KB | index gz KB (per 1,000) | plant page raw KB (median / max) | keystroke → grid in the DOM ms (median / max) | keystroke → next frame ms (median / p95 / max) | Event Timing ms (median / max) | Lighthouse / score, TBT ms, LCP ms, CLS |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.plants.toLocaleString('en')} (${r.loadAverage}) | ${r.buildSeconds} | ${r.distMB} / ${r.distFiles} | ${kb(r.landingHtmlGz)} | ${kb(r.indexGz)} (${kb(r.indexGzPer1000)}) | ${kb(r.plantPageRaw.median)} / ${kb(r.plantPageRaw.max)} | ${r.keystrokeToDomMs.median} / ${r.keystrokeToDomMs.max} | ${r.keystrokeMs.median} / ${r.keystrokeMs.p95} / ${r.keystrokeMs.max} | ${r.keystrokeEventTimingMs.median} / ${r.keystrokeEventTimingMs.max} | ${r.lighthouse.score}, ${r.lighthouse.tbtMs}, ${r.lighthouse.lcpMs}, ${r.lighthouse.cls} |`,
    ),
  ];
  const table = lines.join('\n');
  console.log(`\n${table}`);
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results/plants.json'),
    JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
  );
  writeFileSync(path.join(root, 'bench-results/plants.md'), `${table}\n`);
  console.log('\nWritten to bench-results/plants.json and bench-results/plants.md');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
