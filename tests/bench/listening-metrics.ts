import { loadavg } from 'node:os';
import type { CDPSession, Page } from '@playwright/test';

/**
 * What radio-listening.bench.ts reads from a playing page: the main thread's time and the JS heap through the Chrome
 * DevTools Protocol, what the page keeps of the audio, and, on request, where the time goes (a CPU profile) and what
 * stays on the heap (the sampling heap profiler), summed by function.
 */

/** One reading of a page: CDP's Performance metrics (seconds and bytes) and the page's own audio figures. */
export interface Reading {
  at: number;
  /** Main-thread task time, in thread CPU time (Performance.enable's `threadTicks`), in s. */
  taskS: number;
  /** The same in wall time (`timeTicks`, a second DevTools session): a busy machine stretches it. */
  wallTaskS: number;
  /** Of it: script, and the DevTools commands of the bench itself (its readings and garbage collections). */
  scriptS: number;
  devtoolsS: number;
  /** The renderer process's CPU time, every thread (the media and audio threads too), in s. */
  processS: number;
  /** The JS heap in use, before and after a full garbage collection (HeapProfiler.collectGarbage). */
  heapBytes: number;
  heapAfterGcBytes: number;
  /** Seconds of audio buffered behind the position now, and at most since the last reading (sampled each second). */
  behindS: number;
  maxBehindS: number;
  /** `waiting` events, seconds the position stood still while playing, and seconds played, since the start. */
  waiting: number;
  stillS: number;
  playedS: number;
  currentTime: number;
}

/**
 * A page the bench listens in: the site's player, or a page to measure it against (a bare element, a Media Source floor),
 * its DevTools sessions, and its readings.
 */
export interface Listener {
  label: string;
  kind: 'player' | 'bare';
  page: Page;
  /** Performance metrics in thread CPU time, and in wall time. */
  cdp: CDPSession;
  wall: CDPSession;
  readings: Reading[];
}

/** The machine's load average over 1, 5 and 15 minutes: other work on it stretches every timing. */
export const loadAverage = (): string =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** A page's DevTools sessions, with the metrics on in thread CPU time (`cdp`) and in wall time (`wall`). */
export async function openMetrics(page: Page): Promise<{ cdp: CDPSession; wall: CDPSession }> {
  const [cdp, wall] = [await page.context().newCDPSession(page), await page.context().newCDPSession(page)];
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await wall.send('Performance.enable', { timeDomain: 'timeTicks' });
  return { cdp, wall };
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

/** Main-thread task time now, in ms: to check that one page's work does not show in another's figures. */
export const taskMs = async (cdp: CDPSession): Promise<number> => (await metrics(cdp)).TaskDuration! * 1000;

/**
 * In the page: watches its first <audio> each second (what is buffered behind the position, whether the position
 * moved) and counts its `waiting` events. One reading a second costs both pages the same.
 */
export async function watchAudio(page: Page): Promise<void> {
  await page.evaluate(() => {
    const audio = document.querySelector('audio') as HTMLAudioElement;
    const state = { behindS: 0, maxBehindS: 0, waiting: 0, stillS: 0, playedS: 0, last: audio.currentTime };
    (window as unknown as { listening: typeof state }).listening = state;
    audio.addEventListener('waiting', () => (state.waiting += 1));
    setInterval(() => {
      const { currentTime: time, buffered, paused } = audio;
      let behind = 0;
      for (let i = 0; i < buffered.length; i++)
        if (buffered.start(i) < time) behind += Math.min(buffered.end(i), time) - buffered.start(i);
      state.behindS = behind;
      state.maxBehindS = Math.max(state.maxBehindS, behind);
      if (!paused && time === state.last) state.stillS += 1;
      // A new MediaSource starts its position at zero again.
      state.playedS += time >= state.last ? time - state.last : time;
      state.last = time;
    }, 1000);
  });
}

/** Reads a page: the metrics first, then a full garbage collection and the heap after it, then the page's figures. */
export async function read({ page, cdp, wall }: Listener): Promise<Reading> {
  const [before, wallBefore] = [await metrics(cdp), await metrics(wall)];
  await cdp.send('HeapProfiler.collectGarbage');
  const after = await metrics(cdp);
  const audio = await page.evaluate(() => {
    type Figures = { behindS: number; maxBehindS: number; waiting: number; stillS: number; playedS: number };
    const state = (window as unknown as { listening: Figures }).listening;
    const figures = { ...state, currentTime: document.querySelector('audio')!.currentTime };
    state.maxBehindS = state.behindS;
    return figures;
  });
  return {
    at: Date.now(),
    taskS: before.TaskDuration!,
    wallTaskS: wallBefore.TaskDuration! - wallBefore.DevToolsCommandDuration!,
    scriptS: before.ScriptDuration!,
    devtoolsS: before.DevToolsCommandDuration!,
    processS: before.ProcessTime!,
    heapBytes: before.JSHeapUsedSize!,
    heapAfterGcBytes: after.JSHeapUsedSize!,
    behindS: audio.behindS,
    maxBehindS: audio.maxBehindS,
    waiting: audio.waiting,
    stillS: audio.stillS,
    playedS: audio.playedS,
    currentTime: audio.currentTime,
  };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** A function as a line of a table: its name and where it is, the build's file without its hash. */
const named = ({ functionName, url, lineNumber, columnNumber }: CallFrame) =>
  `${functionName || '(anonymous)'} ${
    url
      ? `${url
          .split('/')
          .pop()!
          .replace(/\.[\w-]{8}\.js$/, '.js')}:${lineNumber + 1}:${columnNumber + 1}`
      : ''
  }`.trim();

/** The file a function is in, or the profiler's own names ((program), (garbage collector), (idle)). */
const fileOf = ({ functionName, url }: CallFrame) =>
  url
    ? url
        .split('/')
        .pop()!
        .replace(/\.[\w-]{8}\.js$/, '.js')
    : functionName || '(native)';

export interface ProfileSummary {
  /** ms of self time over the profile, per function and per file, the largest first. */
  functions: [string, number][];
  files: [string, number][];
  spanMs: number;
}

/** Records a CPU profile of the page for `ms` (sampling every 200 µs) and sums the self time by function and file. */
export async function profileCpu(cdp: CDPSession, ms: number): Promise<ProfileSummary> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await new Promise((resolve) => setTimeout(resolve, ms));
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  for (const [i, id] of (profile.samples ?? []).entries()) {
    const frame = frames.get(id)!;
    const selfMs = (deltas[i + 1] ?? 0) / 1000;
    byFunction.set(named(frame), (byFunction.get(named(frame)) ?? 0) + selfMs);
    byFile.set(fileOf(frame), (byFile.get(fileOf(frame)) ?? 0) + selfMs);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { functions: sorted(byFunction), files: sorted(byFile), spanMs: (profile.endTime - profile.startTime) / 1000 };
}

/** Starts the sampling heap profiler: what it reports at the stop is what was allocated since and is still alive. */
export const startHeapSampling = (cdp: CDPSession) =>
  cdp.send('HeapProfiler.startSampling', { samplingInterval: 4096 });

interface HeapNode {
  callFrame: CallFrame;
  selfSize: number;
  children: HeapNode[];
}

/** Stops the heap sampling and sums what is still alive by the stack that allocated it (its three innermost frames). */
export async function liveAllocations(cdp: CDPSession): Promise<[string, number][]> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { profile } = await cdp.send('HeapProfiler.stopSampling');
  const byStack = new Map<string, number>();
  const walk = (node: HeapNode, stack: string[]) => {
    const here = [named(node.callFrame), ...stack].slice(0, 3);
    if (node.selfSize > 0) byStack.set(here.join(' ← '), (byStack.get(here.join(' ← ')) ?? 0) + node.selfSize);
    for (const child of node.children) walk(child, here);
  };
  walk(profile.head as HeapNode, []);
  return [...byStack].sort((a, b) => b[1] - a[1]);
}
