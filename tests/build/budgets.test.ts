import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureSite, measureWorker } from '../../scripts/lib/page-weight.mjs';
import { OFFLINE } from '@/config/offline';
import {
  AFTER_LOAD_BUDGET,
  PAGE_SCRIPT_BUDGET,
  ISLAND_BUDGETS,
  overBudget,
  RADIO_READER_BUDGET,
  RADIO_READER_CHUNKS,
  ROUTE_BUDGETS,
  WORKER_BUDGETS,
} from '../budgets';

// Reads the build in ASTRO_OUT_DIR (default dist/): run `npm run build` first.
const distDir = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist');
const weights = measureSite(distDir);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('byte budgets, read from the build output (gzipped)', () => {
  beforeAll(() => {
    console.table(
      weights.map((w) => ({
        route: w.route,
        html: kb(w.html),
        css: kb(w.css),
        'js desktop': kb(w.desktop.bytes),
        'js mobile': kb(w.mobile.bytes),
        'js on interaction': kb(w.onInteraction.bytes),
        'inline script (B)': w.inlineScript,
        'after load': kb(w.afterLoad.bytes),
        'page script': kb(w.pageScript.bytes),
        islands: Object.entries(w.islands)
          .map(([name, bytes]) => `${name} ${kb(bytes)}`)
          .join(', '),
      })),
    );
  });

  for (const weight of weights) {
    const budget = ROUTE_BUDGETS[weight.route];
    describe(weight.route, () => {
      it('has a budget', () => expect(budget).toBeDefined());
      if (!budget) return;
      it(`HTML within ${kb(budget.html)}`, () =>
        expect(weight.html, overBudget(weight.route, 'HTML', weight.html, budget.html)).toBeLessThanOrEqual(
          budget.html,
        ));
      it(`CSS within ${kb(budget.css)}`, () => expect(weight.css).toBeLessThanOrEqual(budget.css));
      it(`first-party JS at desktop within ${kb(budget.js)}`, () => {
        if (budget.js === 0) expect(weight.desktop.files).toEqual([]);
        expect(weight.desktop.bytes).toBeLessThanOrEqual(budget.js);
      });
      it(`first-party JS on phones within ${kb(budget.jsMobile)}`, () => {
        if (budget.jsMobile === 0) expect(weight.mobile.files).toEqual([]);
        expect(weight.mobile.bytes).toBeLessThanOrEqual(budget.jsMobile);
      });
      it(`own inline script within ${budget.inlineScript} bytes`, () =>
        expect(weight.inlineScript).toBeLessThanOrEqual(budget.inlineScript));
      it(`Astro's island runtime in a file, and the after-load files within ${kb(AFTER_LOAD_BUDGET)}`, () => {
        expect(weight.islandRuntimeInline, weight.route).toBe(0);
        expect(weight.afterLoad.bytes, weight.route).toBeLessThanOrEqual(AFTER_LOAD_BUDGET);
      });
      it(`its own script after the load event within ${kb(PAGE_SCRIPT_BUDGET)}`, () =>
        expect(weight.pageScript.bytes, weight.route).toBeLessThanOrEqual(PAGE_SCRIPT_BUDGET));
    });
  }

  it('counts the offline worker apart: its registration on every page, the worker file and what it keeps at install', () => {
    const worker = measureWorker(distDir, OFFLINE.workerPath);
    console.table({
      worker: worker && kb(worker.bytes),
      kept: worker && `${kb(worker.keptBytes)} (${worker.kept.join(', ')})`,
    });
    for (const weight of weights) expect(weight.registersWorker, `${weight.route} registers the worker`).toBe(true);
    expect(worker, 'the build writes the worker').not.toBeNull();
    expect(worker?.bytes).toBeLessThanOrEqual(WORKER_BUDGETS.worker);
    expect(worker?.kept).toEqual(
      expect.arrayContaining([OFFLINE.pagePath.slice(1), 'favicon.svg', expect.stringMatching(/^_astro\/.+\.css$/)]),
    );
    expect(worker?.keptBytes).toBeLessThanOrEqual(WORKER_BUDGETS.kept);
  });

  it('keeps every island within its own budget', () => {
    const seen = new Map<string, number>();
    for (const weight of weights) for (const [name, bytes] of Object.entries(weight.islands)) seen.set(name, bytes);
    expect(seen.size).toBeGreaterThan(0);
    for (const [name, bytes] of seen) {
      const budget = ISLAND_BUDGETS[name];
      expect(budget, `a budget for the ${name} island`).toBeDefined();
      expect(bytes, `${name} island, gzipped`).toBeLessThanOrEqual(budget ?? 0);
    }
  });

  it(`keeps the radio's stream reader within ${kb(RADIO_READER_BUDGET)}, off every route's first load`, () => {
    const assets = path.join(distDir, '_astro');
    const chunks = readdirSync(assets).filter(
      (name) =>
        RADIO_READER_CHUNKS.some((prefix) => /^[.-]/.test(name.slice(prefix.length)) && name.startsWith(prefix)) &&
        name.endsWith('.js'),
    );
    for (const prefix of RADIO_READER_CHUNKS)
      expect(chunks.filter((name) => name.startsWith(prefix)).length, prefix).toBeGreaterThan(0);
    const gzipped = (names: string[]) =>
      names.reduce((sum, name) => sum + gzipSync(readFileSync(path.join(assets, name)), { level: 9 }).length, 0);
    // The page's chunks are named name.hash.js, the worker's own build name-hash.js: an engine fetches one of the two.
    const onPage = gzipped(
      chunks.filter((name) => RADIO_READER_CHUNKS.some((prefix) => name.startsWith(`${prefix}.`))),
    );
    const inWorker = gzipped(chunks.filter((name) => name.startsWith(`${RADIO_READER_CHUNKS[0]}-`)));
    console.log(
      `radio stream reader: ${kb(onPage)} gzipped on the page with its MP4 wrapper, ${kb(inWorker)} as a worker`,
    );
    expect(inWorker).toBeGreaterThan(0);
    expect(Math.max(onPage, inWorker)).toBeLessThanOrEqual(RADIO_READER_BUDGET);
    for (const weight of weights) {
      const loaded = [...weight.desktop.files, ...weight.mobile.files].map(String);
      expect(
        loaded.filter((file) => chunks.some((chunk) => file.includes(chunk))),
        weight.route,
      ).toEqual([]);
    }
  });
});
