#!/usr/bin/env node
// Times the plant database's filter (src/lib/plants/filter.ts) over 1,000 and 10,000 generated plants: for each
// query, the median of BENCH_FILTER_RUNS runs (200) after a warm-up. Prints a table; with --json, also the figures as
// JSON on the last line (read by scripts/bench.mjs). A measurement; the goal is under 2 ms per query at 1,000 plants.
// Node 24 strips the TypeScript source's types; the resolve hook adds the '.ts' that the site's imports leave out (as
// Vite allows).
import { registerHooks } from 'node:module';
import { performance } from 'node:perf_hooks';
import { median } from './lib/median.mjs';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (specifier.startsWith('.') && !/\.[cm]?[jt]sx?$/.test(specifier))
        return nextResolve(`${specifier}.ts`, context);
      throw error;
    }
  },
});

const { filterPlants, primeSlips, DEFAULT_CRITERIA } = await import('../src/lib/plants/filter.ts');
const { generatePlants } = await import('./lib/plant-generator.mjs');

const runs = Number(process.env.BENCH_FILTER_RUNS ?? 200);
const sizes = [1_000, 10_000];
const queries = [
  { label: 'no filter (all plants)', criteria: {} },
  { label: "search 'ficus'", criteria: { search: 'ficus' } },
  { label: "search 'a' (most plants match)", criteria: { search: 'a' } },
  { label: "search 'MONSTERA' (mixed case)", criteria: { search: 'MONSTERA' } },
  { label: "search 'ALOË' (Unicode)", criteria: { search: 'ALOË' } },
  { label: "search '(*[' (no match)", criteria: { search: '(*[' } },
  { label: 'search of 500 characters', criteria: { search: 'fig '.repeat(125) } },
  { label: "slip 'lavander'", criteria: { search: 'lavander' } },
  { label: "slips 'japanse mapel'", criteria: { search: 'japanse mapel' } },
  { label: "slip 'Lavandula angustfolia'", criteria: { search: 'Lavandula angustfolia' } },
  { label: "slips 'fidle leef'", criteria: { search: 'fidle leef' } },
  { label: 'Type Indoor', criteria: { type: 'Indoor' } },
  { label: 'Light Low (contains)', criteria: { light: 'Low' } },
  {
    label: "all four: 'ma' + Outdoor + Temperate + Partial Shade",
    criteria: { search: 'ma', type: 'Outdoor', climate: 'Temperate', light: 'Partial Shade' },
  },
];

const results = [];
/** How long each size's index for the slips took to build, in pieces as the page builds it. */
const slipIndexMs = {};
for (const size of sizes) {
  const plants = generatePlants(size);
  const indexStart = performance.now();
  await primeSlips(plants);
  slipIndexMs[size] = Number((performance.now() - indexStart).toFixed(1));
  for (const query of queries) {
    const criteria = { ...DEFAULT_CRITERIA, ...query.criteria };
    // The first call on fresh plant objects also folds every name once (then cached): reported apart. Over more than
    // PLANT_SEARCH.indexAtOnce plants it finds by the substring rule alone, as the page does until primeSlips is done.
    const fresh = generatePlants(size);
    const coldStart = performance.now();
    filterPlants(fresh, criteria);
    const coldMs = performance.now() - coldStart;
    for (let warm = 0; warm < 20; warm++) filterPlants(plants, criteria);
    const samples = [];
    let matches = 0;
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      matches = filterPlants(plants, criteria).length;
      samples.push(performance.now() - start);
    }
    results.push({
      plants: size,
      query: query.label,
      matches,
      medianMs: Number(median(samples).toFixed(4)),
      p95Ms: Number([...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)].toFixed(4)),
      firstCallMs: Number(coldMs.toFixed(3)),
    });
  }
}

const pad = (text, width) => String(text).padEnd(width);
const columns = ['plants', 'query', 'matches', 'median ms', 'p95 ms', 'first call ms'];
const rows = results.map((r) => [
  r.plants,
  r.query,
  r.matches,
  r.medianMs.toFixed(4),
  r.p95Ms.toFixed(4),
  r.firstCallMs.toFixed(3),
]);
const widths = columns.map((column, index) => Math.max(column.length, ...rows.map((row) => String(row[index]).length)));
console.log(`Plant filter, ${runs} runs per query after a warm-up (Node ${process.versions.node}):\n`);
console.log(`| ${columns.map((c, i) => pad(c, widths[i])).join(' | ')} |`);
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(`| ${row.map((cell, i) => pad(cell, widths[i])).join(' | ')} |`);
const worstAt1000 = Math.max(...results.filter((r) => r.plants === 1_000).map((r) => r.medianMs));
console.log(`\nSlowest median at 1,000 plants: ${worstAt1000.toFixed(4)} ms (goal: under 2 ms).`);
for (const size of sizes)
  console.log(`Index for the slips at ${size} plants, built in pieces: ${slipIndexMs[size]} ms.`);
if (process.argv.includes('--json'))
  console.log(JSON.stringify({ runs, node: process.versions.node, results, slipIndexMs }));
