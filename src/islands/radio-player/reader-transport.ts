import type { JoinEvent } from '@/lib/radio/join';
import { responseEnd } from '@/lib/radio/response-end';
import { stepOverHole } from './hole-watch';
import { joining } from './joining';
import { sourceBufferAccepted, type MediaSourceForMp3, type ProbeAnswer } from './media-source-probe';
import { newReaderConnection, type PlayerState } from './player-state';
import { dropAirPlaySources, playBesideAirPlay } from './remote-playback';
import type { FromReader, ToReader } from './stream-reader-messages';
import type { MseOptions, RadioTransport } from './transport';

/**
 * The radio's connection through Media Source, read by the stream reader (./stream-reader.ts) in a worker or on the
 * page: the page decides (the state machine every connection, the join's rules each request of a join), the reader
 * fetches, lines up and appends. A managed Media Source is read on the page, where its element can offer AirPlay the
 * stream's plain address beside it (./remote-playback.ts); a handle from a worker leaves no room for that.
 */

/** Whether the reader runs in a worker: the engine makes a standard Media Source there and hands it to the element. */
export const readsInWorker = (source: MediaSourceForMp3): boolean =>
  source.kind === 'standard' &&
  (source.Source as { canConstructInDedicatedWorker?: boolean }).canConstructInDedicatedWorker === true &&
  typeof Worker === 'function';

type ReaderModule = typeof import('./stream-reader');

/** The reader, in a worker or on the page, as one postMessage each way; `refused`: a worker that failed to start. */
function startReader(
  source: MediaSourceForMp3,
  onPage: ReaderModule | null,
  hear: (message: FromReader) => void,
  refused: () => void,
) {
  if (!onPage) {
    const worker = new Worker(new URL('./stream-reader.ts', import.meta.url), { type: 'module' });
    worker.onerror = refused;
    worker.onmessage = ({ data }: MessageEvent<FromReader>) => hear(data);
    return { send: (message: ToReader) => worker.postMessage(message), end: () => worker.terminate() };
  }
  // On the page each way is a microtask later, as between threads: neither side runs inside the other's call.
  const reader = onPage.createStreamReader((message) => queueMicrotask(() => hear(message)), source.Source);
  return { send: (message: ToReader) => queueMicrotask(() => reader(message)), end: () => reader({ kind: 'close' }) };
}

export function createReaderTransport(
  audio: HTMLAudioElement,
  player: PlayerState,
  options: MseOptions,
): RadioTransport {
  const { connection } = player;
  const { source } = options;
  // An engine that says yes to the type and then refuses it plays through the element instead.
  const accepted = sourceBufferAccepted(source, options.probeMs, player.endpoints[0] ?? '');
  // Read on the page, the reader is fetched as the player starts, off the island's first load.
  const onPage = readsInWorker(source) ? Promise.resolve(null) : import('./stream-reader');
  onPage.catch(() => {});
  let answer: ProbeAnswer = 'taken';
  let reader: ReturnType<typeof startReader> | null = null;
  /** The address of a Media Source played on the page, given back when its connection closes. */
  let objectUrl = '';
  const at = () => Date.now();
  const send = (message: ToReader) => reader?.send(message);
  const known = () => player.reading;
  const addressOf = (endpoint: number) => player.endpoints[endpoint] ?? player.endpoints[0] ?? '';
  const arrived = (when: number) => {
    join.send({ type: 'data', at: when });
    options.report({ type: 'progress', at: when });
  };
  const aheadMs = () => {
    const { buffered } = audio;
    return buffered.length ? (buffered.end(buffered.length - 1) - audio.currentTime) * 1000 : 0;
  };

  // Each request of a join is told to its rules first: once every endpoint has failed they give the join up, and the
  // state machine's next connection is the next request.
  const request = () => {
    const asked = known().joining;
    if (!asked) return;
    join.send({ type: 'request', at: at() });
    if (known().joining !== asked || !connection.open) return;
    known().asked = (asked.from + asked.failed) % Math.max(1, player.endpoints.length);
    send({ kind: 'join', connection: connection.number, address: addressOf(known().asked) });
  };
  const join = joining(player, options, {
    target: {
      joining: () => known().joining !== null,
      join(step) {
        known().joining = { from: (known().asked + step) % Math.max(1, player.endpoints.length), failed: 0 };
        request();
      },
    },
    giveUp: () => connection.open && options.report({ type: 'joinFailed', at: at() }),
  });
  const joinEvent = (event: JoinEvent) => connection.open && join.send(event);

  const play = (handle: unknown) => {
    // From a worker, a handle; on the page, the source itself, by its address (AirPlay's sources beside a managed one).
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    objectUrl = '';
    if (!(handle instanceof source.Source)) audio.srcObject = handle as MediaProvider;
    else {
      objectUrl = URL.createObjectURL(handle);
      if (source.kind === 'standard') audio.src = objectUrl;
      else playBesideAirPlay(audio, answer, { url: objectUrl, type: source.type, address: addressOf(known().asked) });
    }
    audio.play().catch(() => {});
  };
  const ended = (notAudio: boolean) => {
    const end = responseEnd({ joining: known().joining !== null, played: known().played, notAudio });
    if (end === 'failedRequest') failedRequest();
    else if (end === 'cut') joinEvent({ type: 'cut', at: at() });
    else options.report({ type: 'error', at: at() });
  };
  const hear = (message: FromReader) => {
    if (!connection.open || message.connection !== connection.number) return;
    if (message.kind === 'handle') play(message.handle);
    else if (message.kind === 'refused') refused();
    else if (message.kind === 'responded') {
      if (!connection.sniffed) options.onStreamTitles?.(message.titlesCarried);
      connection.sniffed = true;
      if (message.notAudio) ended(true);
    } else if (message.kind === 'data') {
      known().flowing = true;
      arrived(at());
    } else if (message.kind === 'quiet') {
      // Quiet since `forMs`: the rules learn when the last bytes came, and look at once.
      if (known().flowing && !known().joining) arrived(at() - message.forMs);
      known().flowing = false;
      join.look(aheadMs());
    } else if (message.kind === 'joined') known().joining = null;
    else if (message.kind === 'title') known().titles.push({ title: message.title, at: message.at });
    else if (message.kind === 'broken') options.report({ type: 'error', at: at() });
    else ended(false);
  };
  const failedRequest = () => {
    const asked = known().joining;
    if (!asked) return;
    asked.failed += 1;
    request();
  };
  const refused = () => {
    const number = connection.number;
    close();
    options.onRefused(number, connection.endpoint);
  };
  const onPlaying = () => (known().played = connection.open);
  audio.addEventListener('playing', onPlaying);

  const close = () => {
    connection.open = false;
    join.stop();
    player.reading = newReaderConnection();
    send({ kind: 'close' });
    // Paused and emptied, also when the press's early play() came before any Media Source: nothing stale to start.
    audio.pause();
    dropAirPlaySources(audio);
    audio.removeAttribute('src');
    if (audio.srcObject) audio.srcObject = null;
    audio.load();
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    objectUrl = '';
  };

  // The server-rendered src is for the plain path: through Media Source the element must not fetch it too.
  audio.removeAttribute('src');
  audio.load();

  return {
    load(next, endpoint) {
      Object.assign(connection, { number: next, endpoint, open: true, sniffed: false });
      player.reading = { ...newReaderConnection(), asked: endpoint };
      // Within the listener's press, so that the browser counts the later start as the listener's own.
      audio.play().catch((error: unknown) => {
        if (connection.open && connection.number === next && (error as DOMException).name === 'NotAllowedError')
          options.report({ type: 'playRejected', at: at(), connection: next, reason: 'refused' });
      });
      Promise.all([accepted, onPage])
        .then(([probed, module]) => {
          if (!connection.open || connection.number !== next) return;
          if (probed === 'refused') return refused();
          answer = probed;
          // A worker that fails (to start, or later) leaves the element to play, unless the listener has stopped.
          reader ??= startReader(source, module, hear, () => connection.open && refused());
          send({
            kind: 'open',
            connection: next,
            address: addressOf(endpoint),
            bufferSeconds: options.bufferSeconds,
            type: source.type,
          });
          join.send({ type: 'fresh', at: at() });
        })
        .catch(() => connection.open && connection.number === next && refused());
    },
    halt: close,
    current: () => connection.open,
    watchesData: true,
    pausedFromOutside: () => connection.open && known().played,
    // The watchdog's look: a hole to step over, a frozen connection, the titles whose audio is now heard.
    look(ahead) {
      // A hole (audio the engine evicted ahead of the position) holds the element up: looked for only then.
      if (audio.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) stepOverHole(audio, options);
      if (known().flowing && !known().joining) arrived(at());
      join.look(ahead);
      const due = known().titles.filter((title) => title.at <= audio.currentTime + 0.05);
      known().titles = known().titles.filter((title) => !due.includes(title));
      for (const { title } of due) options.onTitle(title);
    },
    closed: () => Promise.resolve(),
    destroy() {
      close();
      join.destroy();
      audio.removeEventListener('playing', onPlaying);
      reader?.end();
    },
    switchTo(next, afresh = false) {
      player.endpoints = [...next];
      if (afresh || !connection.open) return;
      const address = addressOf(known().asked);
      // Nothing played yet: the new stream starts a Media Source of its own.
      if (!known().played) {
        player.reading = { ...newReaderConnection(), asked: known().asked };
        return send({
          kind: 'open',
          connection: connection.number,
          address,
          bufferSeconds: options.bufferSeconds,
          type: source.type,
        });
      }
      known().joining = null;
      join.send({ type: 'fresh', at: at() });
      send({ kind: 'switch', connection: connection.number, address });
    },
  };
}
