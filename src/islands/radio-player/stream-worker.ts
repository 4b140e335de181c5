/// <reference lib="webworker" />
import { framesBeforeLast, overlapOf } from '@/lib/radio/frame-overlap';
import { icyReading, readIcy } from '@/lib/radio/icy-metadata';
import { looksLikeText } from '@/lib/radio/stream-sniff';
import { NEW_FRAME_READING, readFrames, type Frame } from '@/lib/radio/stream-frames';
import { RADIO } from '@/config/radio';
import type { FromStreamWorker, ToStreamWorker } from './stream-worker-messages';

/**
 * The stream in a worker, where the engine can play a Media Source made there (Chromium): the answers' bytes, their
 * frames and titles and the appends never touch the page's main thread, which sees only the element's own events, as
 * with a bare `<audio>` (docs/benchmark.md, "What an hour of listening costs"). The page (./worker-transport.ts)
 * decides what to fetch and when; this carries it out. One connection at a time: a new `open` ends the one before.
 */

declare const self: DedicatedWorkerGlobalScope;

const { joinConfirmFrames, joinGiveUpFrames, keptSpanS, keptS, burstMs, quietNoteMs } = RADIO.worker;
const JOIN = { confirm: joinConfirmFrames, giveUpAfter: joinGiveUpFrames };

const post = (message: FromStreamWorker, transfer: Transferable[] = []) => self.postMessage(message, transfer);

/** How a new answer is lined up with the audio held: as it comes, frame by frame (a join), or by time (a switch). */
type Lining =
  | { kind: 'none' }
  | { kind: 'join'; fresh: Frame[]; titles: [string, number][] }
  | { kind: 'switch'; fresh: Frame[]; titles: [string, number][]; firstAt: number | null; lastDataAt: number };

let connection = 0;
let buffer: SourceBuffer | null = null;
let fetching: AbortController | null = null;
/** Frames read and not yet appended; the keys of the last keptSpanS seconds queued, oldest first. */
let pending: Frame[] = [];
let keys: number[] = [];
/** Where the queued audio ends on the Media Source's timeline, in s. */
let queuedEnd = 0;
let startSeconds = 1;
let started = false;
let lining: Lining = { kind: 'none' };
/** Frames of the new answer still to drop: the buffer held them already. */
let skipping = 0;
let lastDataAt = 0;
/** The page was told that bytes arrive, and not told otherwise since. */
let flowing = false;
let quietTimer: ReturnType<typeof setTimeout> | undefined;

/** Bytes arrived: the page hears of it if it last heard otherwise, and of a quiet every quietNoteMs from now on. */
function arrived() {
  lastDataAt = performance.now();
  if (!flowing) post({ kind: 'data', connection });
  flowing = true;
  clearTimeout(quietTimer);
  const number = connection;
  const quiet = () => {
    flowing = false;
    post({ kind: 'quiet', connection: number, forMs: Math.round(performance.now() - lastDataAt) });
    quietTimer = setTimeout(quiet, quietNoteMs);
  };
  quietTimer = setTimeout(quiet, quietNoteMs);
}

function queue(frames: Frame[], titles: [string, number][] = []) {
  let at = queuedEnd;
  const placed = new Map(titles.map(([title, index]) => [index, title]));
  frames.forEach((frame, index) => {
    const title = placed.get(index);
    if (title !== undefined) post({ kind: 'title', connection, title, at });
    at += frame.seconds;
  });
  const title = placed.get(frames.length);
  if (title !== undefined) post({ kind: 'title', connection, title, at });
  pending.push(...frames);
  keys.push(...frames.map((frame) => frame.key));
  queuedEnd = at;
  const kept = Math.ceil(keptSpanS / (frames[0]?.seconds ?? 0.026));
  if (keys.length > 2 * kept) keys = keys.slice(-kept);
}

/** Appends what is pending, once the start's seconds are there, removing old audio first when there is too much. */
function append() {
  if (!buffer || buffer.updating || pending.length === 0) return;
  if (!started && pending.reduce((seconds, frame) => seconds + frame.seconds, 0) < startSeconds) return;
  const ranges = buffer.buffered;
  if (ranges.length && ranges.end(ranges.length - 1) - ranges.start(0) > keptSpanS) {
    buffer.remove(ranges.start(0), ranges.end(ranges.length - 1) - keptS);
    return;
  }
  const bytes = new Uint8Array(pending.reduce((length, frame) => length + frame.bytes.length, 0));
  pending.reduce((at, frame) => (bytes.set(frame.bytes, at), at + frame.bytes.length), 0);
  try {
    buffer.appendBuffer(bytes);
    pending = [];
    started = true;
  } catch (error) {
    // Full: make room, and append once it is made.
    if ((error as DOMException).name === 'QuotaExceededError' && ranges.length)
      buffer.remove(ranges.start(0), Math.max(ranges.start(0) + 1, ranges.end(ranges.length - 1) - keptS / 2));
  }
}

/** New frames of the answer, lined up as the answer asks; `titles`: the titles among them, before the frame at each index. */
function take(frames: Frame[], titles: [string, number][]) {
  if (lining.kind === 'none') {
    const dropped = Math.min(skipping, frames.length);
    skipping -= dropped;
    return queue(
      frames.slice(dropped),
      titles.map(([title, index]) => [title, Math.max(0, index - dropped)]),
    );
  }
  const offset = lining.fresh.length;
  lining.fresh.push(...frames);
  lining.titles.push(...titles.map(([title, index]): [string, number] => [title, offset + index]));
  const { fresh } = lining;
  if (lining.kind === 'join') {
    const keysOf = fresh.map((frame) => frame.key);
    const overlap = overlapOf(keys, keysOf, JOIN);
    if (overlap.found || overlap.decided) lineUp(overlap.found ? overlap.skip : 0);
    return;
  }
  // A switch: the burst is the audio up to now, of which only what came after the old answer's last bytes is new.
  const now = performance.now();
  lining.firstAt ??= now;
  const newSeconds = (lining.firstAt - lining.lastDataAt) / 1000;
  if (now - lining.firstAt >= burstMs) lineUp(framesBeforeLast(fresh, newSeconds));
}

/** Ends the lining up: the first `skip` frames of the new answer are dropped, the rest queued. */
function lineUp(skip: number) {
  if (lining.kind === 'none') return;
  const { fresh, titles } = lining;
  lining = { kind: 'none' };
  skipping = Math.max(0, skip - fresh.length);
  queue(
    fresh.slice(skip),
    titles.map(([title, index]) => [title, Math.max(0, index - skip)]),
  );
  post({ kind: 'joined', connection });
}

/** Fetches `address` for the open connection and reads it to its end. */
async function read(address: string) {
  fetching?.abort();
  const controller = new AbortController();
  fetching = controller;
  const current = () => fetching === controller;
  const ended = (failed: boolean) => current() && post({ kind: 'ended', connection, failed });
  let response: Response;
  try {
    response = await fetch(address, { headers: { 'Icy-MetaData': '1' }, signal: controller.signal, cache: 'no-store' });
  } catch {
    return ended(true);
  }
  if (!current()) return;
  if (!response.ok || !response.body) return ended(true);
  // The page hears of this answer's first bytes.
  flowing = false;
  let icy = icyReading(Number(response.headers.get('Icy-MetaInt')) || 0);
  let frames = NEW_FRAME_READING;
  let first = true;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (!current()) return;
      if (done) break;
      if (first) {
        first = false;
        const text = looksLikeText(value);
        post({ kind: 'answered', connection, text, titlesCarried: icy.interval > 0 });
        if (text) return controller.abort();
      }
      arrived();
      const read = readIcy(icy, value);
      icy = read.reading;
      const found: Frame[] = [];
      const titles: [string, number][] = [];
      for (const part of read.parts) {
        if ('title' in part) titles.push([part.title, found.length]);
        else {
          const next = readFrames(frames, part.audio);
          frames = next.reading;
          found.push(...next.frames);
        }
      }
      take(found, titles);
      append();
    }
  } catch {
    // The connection dropped: an end like any other.
  }
  ended(false);
}

function open(number: number, address: string, bufferSeconds: number) {
  close();
  connection = number;
  startSeconds = bufferSeconds;
  const source = new MediaSource();
  source.addEventListener(
    'sourceopen',
    () => {
      if (connection !== number) return;
      try {
        buffer = source.addSourceBuffer('audio/mpeg');
      } catch {
        return post({ kind: 'refused', connection: number });
      }
      buffer.addEventListener('updateend', append);
      void read(address);
    },
    { once: true },
  );
  const { handle } = source as MediaSource & { handle: Transferable };
  post({ kind: 'handle', connection: number, handle }, [handle]);
}

function close() {
  clearTimeout(quietTimer);
  fetching?.abort();
  fetching = null;
  buffer = null;
  pending = [];
  keys = [];
  queuedEnd = 0;
  started = false;
  skipping = 0;
  lining = { kind: 'none' };
}

self.addEventListener('message', ({ data }: MessageEvent<ToStreamWorker>) => {
  if (data.kind === 'open') open(data.connection, data.address, data.bufferSeconds);
  else if (data.kind === 'close') close();
  else if (data.connection === connection && buffer) {
    lining =
      data.kind === 'join'
        ? { kind: 'join', fresh: [], titles: [] }
        : { kind: 'switch', fresh: [], titles: [], firstAt: null, lastDataAt };
    skipping = 0;
    void read(data.address);
  }
});
