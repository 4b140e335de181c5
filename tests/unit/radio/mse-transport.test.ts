// @vitest-environment jsdom
import { RADIO } from '@/config/radio';
import { createMseTransport, type MseOptions } from '@/islands/radio-player/mse';
// Loaded before any test, as the library's stand-in is: the connection imports it with the library, and a first
// import under load can outlast settle()'s wait.
import '@/islands/radio-player/with-library';
import type { RadioEvent } from '@/lib/radio/machine';
import { createPlayerState } from '@/islands/radio-player/player-state';

/**
 * The Media Source connection's own bookkeeping around the stream library (./mse.ts), with the library stood in for: the
 * browser tests play the real one in three engines; this holds the rules a real engine meets only now and then.
 */

const players: StandInPlayer[] = [];
let stopFails = false;
/** How long the library takes to stop (ms). */
let stopTakes = 0;

class StandInPlayer {
  state = 'stopped';
  endpoint: string;
  plays = 0;
  detached = false;
  constructor(endpoints: string[]) {
    this.endpoint = endpoints[0]!;
    players.push(this);
  }
  play() {
    this.plays += 1;
    this.state = 'playing';
    // As the library does once the source opens; it leaves the engine's error unhandled, which a test cannot.
    try {
      new (window as unknown as { MediaSource: typeof MediaSource }).MediaSource().addSourceBuffer('audio/mpeg');
    } catch {
      this.state = 'loading';
    }
    return Promise.resolve();
  }
  detachAudioElement() {
    this.state = 'stopped';
    this.detached = true;
    if (stopFails) return Promise.reject(new Error('the library could not stop'));
    return new Promise((resolve) => setTimeout(resolve, stopTakes));
  }
  switchEndpoint() {
    return Promise.resolve();
  }
}

vi.mock('icecast-metadata-player', () => ({ default: StandInPlayer }));

/** A Media Source that never opens on a detached element, so the player's probe takes the engine at its word. */
class QuietSource extends EventTarget {
  static isTypeSupported = () => true;
  static refuses = false;
  addSourceBuffer() {
    if (QuietSource.refuses) throw new DOMException('The operation is not supported.', 'NotSupportedError');
    return {};
  }
}

const refusals: [connection: number, endpoint: number][] = [];

function transport(reports: RadioEvent[]) {
  const options: MseOptions = {
    source: { kind: 'standard', Source: QuietSource as unknown as typeof MediaSource, type: 'audio/mpeg' },
    probeMs: 1,
    onRefused: (connection, endpoint) => refusals.push([connection, endpoint]),
    bufferSeconds: 1,
    switchStallMs: 1500,
    frozen: RADIO.frozen,
    holeMaxSeconds: 2,
    pieces: { pieceMs: 500, startMs: 1000 },
    report: (event) => reports.push(event),
    onTitle: () => {},
  };
  return createMseTransport(document.createElement('audio'), createPlayerState(['/api/stream?port=8076']), options);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

beforeEach(() => {
  players.length = 0;
  refusals.length = 0;
  stopFails = false;
  stopTakes = 0;
  QuietSource.refuses = false;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  URL.createObjectURL = () => 'blob:radio';
  URL.revokeObjectURL = () => {};
});

describe('the Media Source connection', () => {
  it('starts a fresh library player for each connection', async () => {
    const reports: RadioEvent[] = [];
    const radio = transport(reports);
    radio.load(1, 0);
    await settle();
    radio.halt();
    radio.load(2, 0);
    await settle();
    expect(players.map((player) => player.plays)).toEqual([1, 1]);
    expect(reports).toEqual([]);
  });

  it('plays the next connection when the library failed to stop the last one, with no message', async () => {
    const reports: RadioEvent[] = [];
    const radio = transport(reports);
    radio.load(1, 0);
    await settle();
    stopFails = true;
    radio.halt();
    radio.load(2, 0);
    await settle();
    expect(players).toHaveLength(2);
    expect(players[1]!.plays).toBe(1);
    expect(reports.filter((event) => event.type !== 'progress')).toEqual([]);
    await expect(radio.closed()).resolves.toBeUndefined();
  });

  it('an engine slower to answer the probe than it waits, which then refuses the type inside the library, plays through the element once the library has let go', async () => {
    QuietSource.refuses = true;
    stopTakes = 10;
    const reports: RadioEvent[] = [];
    const radio = transport(reports);
    radio.load(1, 0);
    await settle();
    expect(players).toHaveLength(1);
    expect(players[0]!.detached).toBe(true);
    expect(refusals).toEqual([[1, 0]]);
    expect(radio.current()).toBe(false);
    // Every later connection is the element's at once: no second library player.
    radio.load(2, 0);
    await settle();
    expect(players).toHaveLength(1);
    expect(refusals).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(reports.filter((event) => event.type !== 'progress')).toEqual([]);
  });

  it('another script’s refusal on the page, of a video type or while nothing plays, leaves the radio on Media Source', async () => {
    const radio = transport([]);
    radio.load(1, 0);
    await settle();
    QuietSource.refuses = true;
    const PageSource = (window as unknown as { MediaSource: typeof MediaSource }).MediaSource;
    expect(() => new PageSource().addSourceBuffer('video/x-bogus')).toThrow();
    radio.halt();
    await settle();
    expect(() => new PageSource().addSourceBuffer('audio/mpeg')).toThrow();
    QuietSource.refuses = false;
    radio.load(2, 0);
    await settle();
    expect(refusals).toEqual([]);
    expect(players).toHaveLength(2);
    expect(players[1]!.state).toBe('playing');
  });

  it('lends the library its MediaSource and fetch only while a connection is open: a pause, or the player going, gives the page its own back', async () => {
    const pageFetch = window.fetch;
    const pageSource = (window as { MediaSource?: unknown }).MediaSource;
    const radio = transport([]);
    radio.load(1, 0);
    await settle();
    expect(window.fetch).not.toBe(pageFetch);
    radio.halt();
    await radio.closed();
    expect(window.fetch).toBe(pageFetch);
    expect((window as { MediaSource?: unknown }).MediaSource).toBe(pageSource);
    // A pause and a play at once (a rejoin): the globals stay lent to the new connection.
    radio.load(2, 0);
    await settle();
    radio.halt();
    radio.load(3, 0);
    await settle();
    expect(window.fetch).not.toBe(pageFetch);
    expect(players.at(-1)!.state).toBe('playing');
    // The player going gives them back at once, without waiting for the library to stop.
    radio.destroy();
    expect(window.fetch).toBe(pageFetch);
    expect((window as { MediaSource?: unknown }).MediaSource).toBe(pageSource);
  });

  it('a wrapper another script puts on fetch while the radio plays is still the page’s after a pause', async () => {
    const pageFetch = window.fetch;
    const radio = transport([]);
    radio.load(1, 0);
    await settle();
    const lent = window.fetch;
    const wrapper: typeof fetch = (...args) => lent(...args);
    window.fetch = wrapper;
    radio.halt();
    await radio.closed();
    expect(window.fetch).toBe(wrapper);
    radio.destroy();
    window.fetch = pageFetch;
  });

  it('another script’s refusal of another audio type while the radio plays leaves it on Media Source', async () => {
    const radio = transport([]);
    radio.load(1, 0);
    await settle();
    QuietSource.refuses = true;
    const LentSource = (window as unknown as { MediaSource: typeof MediaSource }).MediaSource;
    expect(() => new LentSource().addSourceBuffer('audio/aac')).toThrow();
    QuietSource.refuses = false;
    await settle();
    expect(refusals).toEqual([]);
    expect(radio.current()).toBe(true);
    radio.destroy();
  });

  it.each([
    ['a pause', 'halt'],
    ['the player going away', 'destroy'],
  ] as const)('%s while the library lets go of a refused connection keeps the element silent', async (_, end) => {
    QuietSource.refuses = true;
    stopTakes = 50;
    const radio = transport([]);
    radio.load(1, 0);
    await vi.waitFor(() => expect(players[0]?.detached).toBe(true));
    expect(refusals).toEqual([]);
    radio[end]();
    await settle();
    expect(refusals).toEqual([]);
  });
});
