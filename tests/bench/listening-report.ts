import { writeFileSync } from 'node:fs';
import type { Listener, ProfileSummary, Reading } from './listening-metrics';
import { saveBenchResults } from './results';

/** What radio-listening.bench.ts reports: a row per minute, the totals, and the profiles when asked for. */

export type Profiles = { label: string; cpu: ProfileSummary; heap: [string, number][] }[];

const MINUTE_MS = 60_000;

/** CPU ms of the main thread between two readings, the bench's own DevTools commands left out. */
const cpuMs = (from: Reading, to: Reading) => (to.taskS - from.taskS - (to.devtoolsS - from.devtoolsS)) * 1000;
const mb = (bytes: number) => (bytes / 1e6).toFixed(2);

/** ms per minute of `figure` (cumulative seconds) from reading `from` to the last. */
function perMinute({ readings }: Listener, from: number, figure: (reading: Reading) => number): number {
  const [first, last] = [readings[from]!, readings.at(-1)!];
  return ((figure(last) - figure(first)) * 1000 * MINUTE_MS) / (last.at - first.at);
}
const cpuSeconds = (reading: Reading) => reading.taskS - reading.devtoolsS;

/** Each page's CPU and wall ms per minute from reading `from` on, and each player's ratio to each bare element. */
function totals(listeners: Listener[], from: number) {
  const cpu = Object.fromEntries(listeners.map((l) => [l.label, Math.round(perMinute(l, from, cpuSeconds))]));
  const ratios: Record<string, number> = {};
  for (const player of listeners.filter(({ kind }) => kind === 'player'))
    for (const bare of listeners.filter(({ kind }) => kind === 'bare'))
      ratios[`${player.label} / ${bare.label}`] = Number(
        (perMinute(player, from, cpuSeconds) / perMinute(bare, from, cpuSeconds)).toFixed(2),
      );
  const wall = Object.fromEntries(listeners.map((l) => [l.label, Math.round(perMinute(l, from, (r) => r.wallTaskS))]));
  const script = Object.fromEntries(listeners.map((l) => [l.label, Math.round(perMinute(l, from, (r) => r.scriptS))]));
  return { cpuMsPerMin: cpu, ratios, wallMsPerMin: wall, scriptMsPerMin: script };
}

/** Writes bench-results/radio-listening.{json,md} and, with profiles, radio-listening-profile.md. */
export function reportListening(
  listeners: Listener[],
  setUp: { minutes: number; bitrateKbps: number; proxy: string; isolation: object; loads: string[] },
  profiles: Profiles,
): void {
  const [reference] = listeners.filter(({ kind }) => kind === 'bare') as [Listener];
  const each = (i: number, f: (from: Reading, to: Reading) => string) =>
    listeners.map((l) => f(l.readings[i]!, l.readings[i + 1]!)).join(' / ');
  const rows = listeners[0]!.readings.slice(1).map((_, i) => {
    const bareMs = cpuMs(reference.readings[i]!, reference.readings[i + 1]!);
    const ratios = listeners
      .filter(({ kind }) => kind === 'player')
      .map((l) => (cpuMs(l.readings[i]!, l.readings[i + 1]!) / bareMs).toFixed(2));
    return (
      `| ${i + 1} | ${setUp.loads[i + 1]} | ${each(i, (a, b) => cpuMs(a, b).toFixed(0))} | ${ratios.join(' / ')} | ` +
      `${each(i, (a, b) => ((b.wallTaskS - a.wallTaskS) * 1000).toFixed(0))} | ` +
      `${each(i, (a, b) => ((b.scriptS - a.scriptS) * 1000).toFixed(0))} | ` +
      `${each(i, (a, b) => ((b.processS - a.processS) * 1000).toFixed(0))} | ` +
      `${each(i, (_a, b) => mb(b.heapAfterGcBytes))} | ${each(i, (_a, b) => b.maxBehindS.toFixed(1))} | ` +
      `${each(i, (_a, b) => `${b.waiting}, ${b.stillS}`)} | ${each(i, (a, b) => (b.playedS - a.playedS).toFixed(0))} |`
    );
  });
  const summary = {
    ...setUp,
    pages: listeners.map(({ label }) => label),
    allMinutes: totals(listeners, 0),
    fromMinute2: listeners[0]!.readings.length > 2 ? totals(listeners, 1) : null,
    heapAfterGcMB: Object.fromEntries(
      listeners.map(({ label, readings }) => [
        label,
        { minute1: mb(readings[1]!.heapAfterGcBytes), end: mb(readings.at(-1)!.heapAfterGcBytes) },
      ]),
    ),
    maxBehindS: Object.fromEntries(
      listeners.map(({ label, readings }) => [label, Math.max(...readings.map((r) => r.maxBehindS))]),
    ),
  };
  const pages = listeners.map(({ label }) => label).join(' / ');
  saveBenchResults(
    'radio-listening',
    [{ summary, readings: Object.fromEntries(listeners.map(({ label, readings }) => [label, readings])) }],
    `| minute | load average | CPU ms: ${pages} | ratio to "${reference.label}" | wall ms of tasks | script ms | ` +
      'renderer process CPU ms | heap after GC MB | most s behind | waiting events, still s | s played |',
    '|---:|---|---|---|---|---|---|---|---|---|---|',
    rows,
  );
  console.log(JSON.stringify(summary, null, 2));
  if (profiles.length === 0) return;
  const lines = profiles.flatMap(({ label, cpu, heap }) => [
    `## ${label}: self time over ${(cpu.spanMs / 1000).toFixed(0)} s of wall time, by file (ms)`,
    '',
    ...cpu.files.slice(0, 15).map(([name, ms]) => `- ${ms.toFixed(1)} ${name}`),
    '',
    `## ${label}: self time by function (ms)`,
    '',
    ...cpu.functions.slice(0, 40).map(([name, ms]) => `- ${ms.toFixed(1)} ${name}`),
    '',
    `## ${label}: allocated after minute 1 and still alive at the end, by stack (KB)`,
    '',
    ...heap.slice(0, 30).map(([stack, bytes]) => `- ${(bytes / 1024).toFixed(1)} ${stack}`),
    '',
  ]);
  writeFileSync('bench-results/radio-listening-profile.md', `${lines.join('\n')}\n`);
}
