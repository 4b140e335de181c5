#!/usr/bin/env node
// The benchmark: builds the site, serves it on loopback as the CDN would, runs Lighthouse (mobile defaults: simulated
// slow 4G, 4× slower CPU) three times per route in the Chromium scripts/lib/chromium.mjs chooses, and prints the
// medians with each route's first-party JavaScript; then the plant database at scale (scripts/bench-plants.mjs).
// Figures go to bench-results/. Timings vary with the machine: a measurement, never a pass/fail test.
//
//   BENCH_RUNS=5 BENCH_SKIP_BUILD=1 BENCH_ROUTES=/radio,/plants/lavender npm run bench
//   BENCH_PLANT_SIZES=6,1000 (0: none); BENCH_BEFORE=../old/dist also measures an earlier build, its runs interleaved
//   with this build's so that both meet the same moments of a busy machine; BENCH_SECOND_VIEW=0 leaves out the
//   second view (the same page again, with the browser's cache and the offline worker the first view left)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { measureSite } from './lib/page-weight.mjs';
import { waitForServer } from './lib/wait-for-server.mjs';
import { medians, summarise } from './lib/lighthouse-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4390);
const chromePath = CHROMIUM_PATH;
const distDir = path.resolve(root, process.env.ASTRO_OUT_DIR ?? 'dist');
const beforeDir = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;
// Lighthouse refuses to audit a response with status 404, so the not-found page is measured at /404, where the
// preview server serves the same file with status 200.
const allRoutes = {
  '/': '/',
  '/books': '/books',
  '/radio': '/radio',
  '/radio/popout': '/radio/popout',
  '/privacy': '/privacy',
  '/terms': '/terms',
  '/pet-safety': '/pet-safety',
  '/my-plants': '/my-plants',
  '/404': '/404',
  '/plants/lavender': '/plants/lavender/',
  '/plants': '/plants/',
};
/**
 * The floor: a page with one heading and nothing else, measured in every run beside the routes. No page can paint
 * sooner on the simulated network; a route whose LCP is near it loses nothing to its size.
 */
const FLOOR_ROUTE = '(floor: one heading)';
const FLOOR_HTML =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><h1>A page with one heading</h1></html>\n';
const secondView = process.env.BENCH_SECOND_VIEW !== '0';
const chosen = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
const routes = Object.fromEntries(Object.entries(allRoutes).filter(([route]) => !chosen || chosen.includes(route)));

if (!process.env.BENCH_SKIP_BUILD) {
  console.log('Building…');
  execFileSync('npx', ['astro', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
}
if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath}; set CHROME_PATH.`);

if (beforeDir && !existsSync(beforeDir)) throw new Error(`BENCH_BEFORE names ${beforeDir}, which does not exist.`);

// The earlier build, when BENCH_BEFORE names one, sits at port + 2 (port + 1 is the plant benchmark's).
const builds = [
  { name: 'this build', dir: distDir, port, results: {} },
  ...(beforeDir ? [{ name: 'before', dir: beforeDir, port: port + 2, results: {} }] : []),
];
// The floor page at port + 4, served by the same server.
const floorDir = path.join(root, '.tmp/bench-floor');
mkdirSync(floorDir, { recursive: true });
writeFileSync(path.join(floorDir, 'index.html'), FLOOR_HTML);
const floor = { name: 'floor', dir: floorDir, port: port + 4 };
const servers = [...builds, floor].map((build) =>
  spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(build.port), '--dir', build.dir], {
    stdio: 'ignore',
  }),
);
const results = builds[0].results;
/** Second views by route, for each build. */
const secondViews = builds.map(() => ({}));
const audit = (url, options = {}) =>
  lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...options,
  }).then((result) => summarise(result.lhr));
let chrome;
try {
  for (const build of [...builds, floor]) await waitForServer(`http://127.0.0.1:${build.port}/`);
  // A CDN answers from a compressed copy it already holds; the preview server compresses a page at its first request
  // (about 0.1 s for a 40 KB page at Brotli's best), which Lighthouse would take for the server's latency and add to
  // that run's paints. Each page is asked for once first, as a warm cache has it.
  for (const build of builds) {
    for (const urlPath of Object.values(routes))
      await (
        await fetch(`http://127.0.0.1:${build.port}${urlPath}`, { headers: { 'Accept-Encoding': 'br' } })
      ).arrayBuffer();
  }
  await (await fetch(`http://127.0.0.1:${floor.port}/`, { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const floorSamples = [];
  for (const [route, urlPath] of Object.entries(routes)) {
    const samples = builds.map(() => []);
    const again = builds.map(() => []);
    for (let run = 0; run < runs; run++) {
      // The floor once per route and run, among the routes' runs, so that it meets the same moments of the machine.
      floorSamples.push(await audit(`http://127.0.0.1:${floor.port}/`));
      for (const [index, build] of builds.entries()) {
        const url = `http://127.0.0.1:${build.port}${urlPath}`;
        samples[index].push(await audit(url));
        const label = builds.length > 1 ? ` (${build.name})` : '';
        let line = `${route}${label} run ${run + 1}/${runs}: score ${samples[index].at(-1).score}, LCP ${Math.round(samples[index].at(-1).lcp)} ms`;
        if (secondView) {
          // The same page again, keeping what the first view left: the HTTP cache, the offline worker and its cache.
          again[index].push(await audit(url, { disableStorageReset: true }));
          line += `; second view LCP ${Math.round(again[index].at(-1).lcp)} ms`;
        }
        process.stdout.write(`${line}; floor LCP ${Math.round(floorSamples.at(-1).lcp)} ms\n`);
      }
    }
    for (const [index, build] of builds.entries()) {
      build.results[route] = medians(samples[index]);
      if (secondView) secondViews[index][route] = medians(again[index]);
    }
  }
  if (floorSamples.length > 0) results[FLOOR_ROUTE] = medians(floorSamples);
} finally {
  chrome?.kill();
  for (const server of servers) server.kill();
}

for (const weight of measureSite(distDir)) {
  if (results[weight.route]) {
    results[weight.route].firstPartyJsGzip = { desktop: weight.desktop.bytes, mobile: weight.mobile.bytes };
  }
}

const extra = {};
const filterBench = path.join(root, 'scripts/bench-filter.mjs');
if (existsSync(filterBench)) {
  console.log('\nPlant filter timings:');
  const output = execFileSync(process.execPath, [filterBench, '--json'], { cwd: root, encoding: 'utf8' });
  extra.plantFilter = JSON.parse(output.trim().split('\n').at(-1));
}

if (process.env.BENCH_PLANT_SIZES !== '0') {
  console.log('\nPlant database at scale:');
  execFileSync(process.execPath, [path.join(root, 'scripts/bench-plants.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
}

const kb = (bytes) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const row = (route, r) =>
  [
    route,
    r.score,
    r.fcpMs,
    r.lcpMs,
    r.tbtMs,
    r.cls,
    r.siMs,
    r.requests,
    kb(r.transferBytes.total),
    kb(r.transferBytes.document),
    kb(r.transferBytes.script),
    kb(r.transferBytes.stylesheet),
    kb(r.transferBytes.image),
    kb(r.transferBytes.font),
    kb(r.transferBytes.other),
    `${kb(r.firstPartyJsGzip?.desktop)} / ${kb(r.firstPartyJsGzip?.mobile)}`,
  ]
    .join(' | ')
    .replace(/^/, '| ')
    .concat(' |');
const lines = [
  `Lighthouse ${runs}× per route, mobile defaults (simulated slow 4G, 4× CPU), medians. Bytes in KB.`,
  '',
  '| route | score | FCP ms | LCP ms | TBT ms | CLS | SI ms | requests | total | document | script | stylesheet | image | font | other | 1st-party JS gz desktop / mobile |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...Object.entries(results).flatMap(([route, r]) => [
    ...(builds[1]?.results[route] ? [row(`${route} (before)`, builds[1].results[route])] : []),
    row(route, r),
  ]),
  ...(secondView
    ? [
        '',
        'Second view: the same page again, with the cache and the offline worker the first view left.',
        '',
        '| route | score | FCP ms | LCP ms | TBT ms | CLS | SI ms | requests | total | document | script | stylesheet | image | font | other | 1st-party JS gz desktop / mobile |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
        ...Object.entries(secondViews[0]).flatMap(([route, r]) => [
          ...(secondViews[1]?.[route] ? [row(`${route} (before)`, secondViews[1][route])] : []),
          row(route, r),
        ]),
      ]
    : []),
];
const table = lines.join('\n');
console.log(`\n${table}`);
if (extra.plantFilter) console.log('\nPlant filter:', JSON.stringify(extra.plantFilter));
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench-results/bench.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      routes: results,
      ...(secondView ? { secondView: secondViews[0] } : {}),
      ...(builds[1]
        ? {
            before: {
              dir: beforeDir,
              routes: builds[1].results,
              ...(secondView ? { secondView: secondViews[1] } : {}),
            },
          }
        : {}),
      ...extra,
    },
    null,
    2,
  ),
);
writeFileSync(path.join(root, 'bench-results/bench.md'), `${table}\n`);
console.log('\nWritten to bench-results/bench.json and bench-results/bench.md');
