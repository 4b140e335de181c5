import { mkdirSync, writeFileSync } from 'node:fs';

/**
 * Writes a radio benchmark's figures as `bench-results/<name>.json` (every run, as measured) and `<name>.md` (a table
 * with `header`, its alignment row `align`, and one row per run), and prints the table.
 */
export function saveBenchResults(
  name: string,
  results: readonly unknown[],
  header: string,
  align: string,
  rows: readonly string[],
): void {
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(`bench-results/${name}.json`, `${JSON.stringify(results, null, 2)}\n`);
  const table = [header, align, ...rows].join('\n');
  writeFileSync(`bench-results/${name}.md`, `${table}\n`);
  console.log(table);
}
