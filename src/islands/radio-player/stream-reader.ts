import { linedUp, type Lining } from '@/lib/radio/frame-overlap';
import { icyReading, readIcy } from '@/lib/radio/icy-metadata';
import { looksLikeText } from '@/lib/radio/stream-sniff';
import { removalOf } from '@/lib/radio/eviction';
import { isNotMp3, NEW_FRAME_READING, readFrames, type Frame } from '@/lib/radio/stream-frames';
import { joinBytes } from '@/lib/shared/bytes';
import { RADIO } from '@/config/radio';
import type { FromReader, ToReader } from './stream-reader-messages';

/**
 * The stream reader, the one way the radio plays through Media Source in every engine: it fetches the stream's
 * responses, takes their ICY titles out, reads whole MP3 frames, lines a join up by the frames' keys and a switch by
 * the time its audio came, and appends to a Media Source of its own, which the page's element plays. It runs in a
 * worker where the engine can make a Media Source there, this file being the worker's, else on the page
 * (./reader-transport.ts decides); either way it hears and answers only messages (./stream-reader-messages.ts). One
 * connection at a time: a new `open` ends the one before.
 */

const { joinConfirmFrames, joinGiveUpFrames, keptSpanS, keptS, burstMs, quietNoteMs, notAudioAfterBytes } =
  RADIO.reader;
const LINING = { confirm: joinConfirmFrames, giveUpAfter: joinGiveUpFrames, burstMs };

/** Where the engine takes MP3 only in fragmented MP4 (Firefox), frames are wrapped as they are queued. */
type Wrap = (frames: Uint8Array) => Uint8Array;

/**
 * A maker of MP4 wrappers (mse-audio-wrapper), fetched only where the engine needs one. Each wrapper starts with an
 * initialization segment of the frames' sample rate, so a switch of encoding gets a new one; one frame at least per
 * fragment, so that none is held back when the switch comes.
 */
async function mp4Wrapping(): Promise<() => Wrap> {
  const { default: MSEAudioWrapper } = await import('mse-audio-wrapper');
  return () => {
    const wrapper = new MSEAudioWrapper('audio/mpeg', {
      preferredContainer: 'fmp4',
      minFramesPerSegment: 1,
      minBytesPerSegment: 1,
    });
    return (frames) => joinBytes([...wrapper.iterator(frames)]);
  };
}

/** A reader that posts what it has to say with `post` and hears what it is told through the function it returns. */
export function createStreamReader(
  post: (message: FromReader, transfer?: Transferable[]) => void,
  Source: typeof MediaSource,
): (message: ToReader) => void {
  let connection = 0;
  let buffer: SourceBuffer | null = null;
  let wrapping: (() => Wrap) | null = null;
  let wrap: Wrap | null = null;
  let fetching: AbortController | null = null;
  /** Bytes queued and not yet appended, and the seconds they play; the keys of the last keptSpanS seconds queued. */
  let pending: Uint8Array[] = [];
  let pendingSeconds = 0;
  let keys: number[] = [];
  /** Where the queued audio ends on the Media Source's timeline, in s. */
  let queuedEnd = 0;
  let startSeconds = 1;
  let started = false;
  /** The join or switch under way, with the new response's frames and titles held until it is lined up. */
  let lining: (Lining & { fresh: Frame[]; titles: [string, number][] }) | null = null;
  /** Frames of the new response still to drop: the buffer held them already. */
  let skipping = 0;
  /** The engine refused the last append for want of room. */
  let full = false;
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

  /** Queues frames for the append; `titles`: the titles among them, before the frame at each index. */
  function queue(frames: Frame[], titles: [string, number][]) {
    let at = queuedEnd;
    const placed = new Map(titles.map(([title, index]) => [index, title]));
    frames.forEach((frame, index) => {
      const title = placed.get(index);
      if (title !== undefined) post({ kind: 'title', connection, title, at });
      at += frame.seconds;
    });
    const title = placed.get(frames.length);
    if (title !== undefined) post({ kind: 'title', connection, title, at });
    if (frames.length) {
      const bytes = joinBytes(frames.map((frame) => frame.bytes));
      pending.push(wrap ? wrap(bytes) : bytes);
    }
    pendingSeconds += at - queuedEnd;
    keys.push(...frames.map((frame) => frame.key));
    queuedEnd = at;
    const kept = Math.ceil(keptSpanS / (frames[0]?.seconds ?? 0.026));
    if (keys.length > 2 * kept) keys = keys.slice(-kept);
  }

  /** Appends what is pending, once the start's seconds are there, removing old audio first when there is too much. */
  function append() {
    if (!buffer || buffer.updating || pending.length === 0) return;
    if (!started && pendingSeconds < startSeconds) return;
    try {
      const ranges = buffer.buffered;
      const span = ranges.length ? { start: ranges.start(0), end: ranges.end(ranges.length - 1) } : null;
      const removal = removalOf(span, { spanS: keptSpanS, keptS }, full);
      full = false;
      if (removal) return buffer.remove(removal.from, removal.to);
      buffer.appendBuffer(joinBytes(pending));
      pending = [];
      pendingSeconds = 0;
      started = true;
    } catch (error) {
      // Full: room is made at the next append. Anything else (a decoder that failed) ends this Media Source.
      full = (error as DOMException).name === 'QuotaExceededError';
      if (full) return;
      const number = connection;
      close();
      post({ kind: 'broken', connection: number });
    }
  }

  /** New frames of the response, lined up as the response asks; `titles` as for queue(). */
  function take(frames: Frame[], titles: [string, number][]) {
    if (!lining) {
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
    const now = performance.now();
    if (lining.kind === 'switch' && lining.fresh.length === frames.length) lining.firstAt = now;
    const skip = linedUp(lining, lining.fresh, keys, now, LINING);
    if (skip === null) return;
    const { fresh, titles: held } = lining;
    if (lining.kind === 'switch' && wrapping) wrap = wrapping();
    lining = null;
    skipping = Math.max(0, skip - fresh.length);
    queue(
      fresh.slice(skip),
      held.map(([title, index]) => [title, Math.max(0, index - skip)]),
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
      response = await fetch(address, {
        headers: { 'Icy-MetaData': '1' },
        signal: controller.signal,
        cache: 'no-store',
      });
    } catch {
      return ended(true);
    }
    if (!current()) return;
    if (!response.ok || !response.body) return ended(true);
    // The page hears of this response's first bytes.
    flowing = false;
    let icy = icyReading(Number(response.headers.get('Icy-MetaInt')) || 0);
    let frames = NEW_FRAME_READING;
    let audioBytes = 0;
    let framesRead = 0;
    const reader = response.body.getReader();
    try {
      for (let first = true; ; first = false) {
        const { value, done } = await reader.read();
        if (!current()) return;
        if (done) break;
        if (first) {
          const notAudio = looksLikeText(value);
          post({ kind: 'responded', connection, notAudio, titlesCarried: icy.interval > 0 });
          if (notAudio) return controller.abort();
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
            audioBytes += part.audio.length;
          }
        }
        framesRead += found.length;
        // Bytes that never make a frame (another codec, a damaged response) end it: no silence is appended for ever.
        if (isNotMp3(audioBytes, framesRead, notAudioAfterBytes)) {
          controller.abort();
          return ended(true);
        }
        take(found, titles);
        append();
      }
    } catch {
      // The connection dropped: an end like any other.
    }
    ended(false);
  }

  /** Counts opens: an open that a later one overtook (a new stream before any was played) goes no further. */
  let opens = 0;
  /** The address the open reads once its source opens. */
  let openAddress = '';

  async function open(number: number, address: string, bufferSeconds: number, type: string) {
    close();
    const opening = ++opens;
    const current = () => opening === opens;
    connection = number;
    startSeconds = bufferSeconds;
    openAddress = address;
    const refused = () => current() && post({ kind: 'refused', connection: number });
    try {
      wrapping = type === 'audio/mpeg' ? null : await mp4Wrapping();
    } catch {
      return refused();
    }
    if (!current()) return;
    wrap = wrapping?.() ?? null;
    const source = new Source();
    source.addEventListener(
      'sourceopen',
      () => {
        if (!current()) return;
        try {
          buffer = source.addSourceBuffer(type);
          // The wrapper's fragments all say they start at 0: in sequence each is placed after the last.
          if (wrap) buffer.mode = 'sequence';
        } catch {
          return refused();
        }
        buffer.addEventListener('updateend', append);
        void read(openAddress);
      },
      { once: true },
    );
    // From a worker, the handle that lets the page's element play the source; on the page, the source itself.
    const { handle } = source as MediaSource & { handle?: Transferable };
    if (handle) post({ kind: 'handle', connection: number, handle }, [handle]);
    else post({ kind: 'handle', connection: number, handle: source });
  }

  function close() {
    opens += 1;
    clearTimeout(quietTimer);
    fetching?.abort();
    fetching = null;
    buffer = null;
    pending = [];
    pendingSeconds = 0;
    keys = [];
    queuedEnd = 0;
    started = false;
    skipping = 0;
    full = false;
    lining = null;
  }

  return (message) => {
    if (message.kind === 'open') void open(message.connection, message.address, message.bufferSeconds, message.type);
    else if (message.kind === 'close') close();
    else if (message.connection !== connection) return;
    else if (!buffer) {
      // Before the source opened nothing is held to line up with: the open reads the new address instead.
      openAddress = message.address;
      post({ kind: 'joined', connection });
    } else {
      lining =
        message.kind === 'join'
          ? { kind: 'join', fresh: [], titles: [] }
          : { kind: 'switch', fresh: [], titles: [], firstAt: 0, lastDataAt };
      skipping = 0;
      void read(message.address);
    }
  };
}

// Started as a worker (./reader-transport.ts), the reader hears the page's messages: the responses' bytes, their frames
// and titles and the appends then never touch the page's main thread, which sees only the element's own events.
declare const WorkerGlobalScope: (abstract new () => unknown) | undefined;
if (typeof WorkerGlobalScope === 'function' && self instanceof WorkerGlobalScope) {
  const hear = createStreamReader((message, transfer = []) => self.postMessage(message, { transfer }), MediaSource);
  self.addEventListener('message', ({ data }: MessageEvent<ToReader>) => hear(data));
}
