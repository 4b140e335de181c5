import { endpointsFrom } from '@/lib/radio/endpoints';
import type { JoinEvent } from '@/lib/radio/join';
import type { JoiningPlayer } from './joining';
import { sourceBufferAccepted } from './media-source-probe';
import { NO_WORKER_CONNECTION, type PlayerState } from './player-state';
import type { FromStreamWorker, ToStreamWorker } from './stream-worker-messages';
import type { MseOptions, RadioTransport } from './transport';

/**
 * The radio's connection through a Media Source made in a worker (./stream-worker.ts), where the engine can play one
 * (Chromium, Android): the page's main thread sees only the element's events and a few messages a second, as with a
 * bare `<audio>`. The same rules decide as through the library (./mse.ts): the state machine every connection, the
 * join's rules (src/lib/radio/join.ts) each request of a join; the worker fetches, lines up and appends.
 */

/** Whether this engine plays a Media Source made in a worker, with MP3 as it comes. */
export const playsFromWorker = (source: MseOptions['source']): boolean =>
  source.kind === 'standard' &&
  source.type === 'audio/mpeg' &&
  (source.Source as { canConstructInDedicatedWorker?: boolean }).canConstructInDedicatedWorker === true &&
  typeof Worker === 'function';

export function createWorkerTransport(
  audio: HTMLAudioElement,
  player: PlayerState,
  options: MseOptions,
): RadioTransport {
  const { connection } = player;
  // As through the library: an engine that says yes to MP3 and then refuses it plays through the element instead.
  const accepted = sourceBufferAccepted(options.source, options.probeMs, '');
  let worker: Worker | null = null;
  const at = () => Date.now();
  const send = (message: ToStreamWorker) => worker?.postMessage(message);
  /** What this path knows of the open connection (./player-state.ts), afresh with each. */
  const known = () => player.fromWorker;
  const arrived = (when: number) => {
    joinEvent({ type: 'data', at: when });
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
    join?.send({ type: 'request', at: at() });
    if (known().joining !== asked || !connection.open) return;
    const address = asked.endpoints[asked.failed % asked.endpoints.length]!;
    known().address = address;
    send({ kind: 'join', connection: connection.number, address });
  };
  const joiningPlayer: JoiningPlayer = {
    get endpoint() {
      return known().address;
    },
    get state() {
      return known().joining ? 'switching' : 'playing';
    },
    switchEndpoint(endpoints) {
      known().joining = { endpoints, failed: 0 };
      request();
      return Promise.resolve();
    },
  };
  /** The join at a cut and the hole watch, fetched when the player starts, as for the library (./with-library.ts). */
  const parts = import('./with-library');
  parts.catch(() => {});
  let loaded: Awaited<typeof parts> | null = null;
  let join: ReturnType<Awaited<typeof parts>['joining']> | null = null;
  const joinEvent = (event: JoinEvent) => connection.open && join?.send(event);

  const heard = (message: FromStreamWorker) => {
    if (!connection.open || !('connection' in message) || message.connection !== connection.number) return;
    if (message.kind === 'handle') {
      audio.srcObject = message.handle as MediaProvider;
      audio.play().catch(() => {});
    } else if (message.kind === 'refused') refused();
    else if (message.kind === 'answered') {
      if (!connection.sniffed) options.onStreamTitles?.(message.titlesCarried);
      connection.sniffed = true;
      // Text where audio should be: a failed request of a join, or the connection's failure.
      if (message.text && known().joining) failedRequest();
      else if (message.text) options.report({ type: 'error', at: at() });
    } else if (message.kind === 'data') {
      known().flowing = true;
      arrived(at());
    } else if (message.kind === 'quiet') {
      // Quiet since `forMs`: the rules learn when the last bytes came, and look at once.
      if (known().flowing && !known().joining) arrived(at() - message.forMs);
      known().flowing = false;
      join?.look(aheadMs());
    } else if (message.kind === 'joined') known().joining = null;
    else if (message.kind === 'title') known().titles.push({ title: message.title, at: message.at });
    // An answer ended (or never came): during a join, that request failed, and the next is asked; once the element
    // has played, a cut to join; before, the connection's failure.
    else if (known().joining) failedRequest();
    else if (known().heard) joinEvent({ type: 'cut', at: at() });
    else options.report({ type: 'error', at: at() });
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
  const onPlaying = () => (known().heard = connection.open);
  audio.addEventListener('playing', onPlaying);

  const close = () => {
    connection.open = false;
    join?.stop();
    player.fromWorker = { ...NO_WORKER_CONNECTION, titles: [] };
    send({ kind: 'close' });
    // Paused and emptied, also when the press's early play() came before any Media Source: nothing stale to start.
    audio.pause();
    if (audio.srcObject) audio.srcObject = null;
    audio.load();
  };

  // The server-rendered src is for the plain path: through Media Source the element must not fetch it too.
  audio.removeAttribute('src');
  audio.load();

  return {
    load(next, endpoint) {
      Object.assign(connection, { number: next, endpoint, open: true, fallingBack: false, sniffed: false });
      player.fromWorker = { ...NO_WORKER_CONNECTION, titles: [] };
      // Within the listener's press, so that the browser counts the later start as the listener's own.
      audio.play().catch((error: unknown) => {
        if (connection.open && connection.number === next && (error as DOMException).name === 'NotAllowedError')
          options.report({ type: 'playRejected', at: at(), connection: next, reason: 'refused' });
      });
      Promise.all([accepted, parts])
        .then(([answer, fetched]) => {
          if (!connection.open || connection.number !== next) return;
          if (answer === 'refused') return refused();
          loaded = fetched;
          join ??= fetched.joining(player, options, {
            player: () => (connection.open ? joiningPlayer : null),
            giveUp: () => connection.open && options.report({ type: 'joinFailed', at: at() }),
          });
          // A worker that cannot start (its file gone after a deploy, a policy that refuses it) leaves the element to play.
          worker ??= new Worker(new URL('./stream-worker.ts', import.meta.url), { type: 'module' });
          worker.onerror = refused;
          worker.onmessage = ({ data }: MessageEvent<FromStreamWorker>) => heard(data);
          const address = endpointsFrom(player.endpoints, endpoint)[0]!;
          known().address = address;
          send({ kind: 'open', connection: next, address, bufferSeconds: options.bufferSeconds });
          join?.send({ type: 'fresh', at: at() });
        })
        .catch(() => {
          if (connection.open && connection.number === next) refused();
        });
    },
    halt: close,
    current: () => connection.open,
    watchesData: true,
    pausedFromOutside: () => connection.open && known().heard,
    // The watchdog's look: a hole to step over, a frozen connection, the titles whose audio is now heard.
    look(aheadMs) {
      // A hole (audio the engine evicted ahead of the position) holds the element up: looked for only then.
      if (audio.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) loaded?.stepOverHole(audio, options);
      if (known().flowing && !known().joining) arrived(at());
      join?.look(aheadMs);
      const due = known().titles.filter((title) => title.at <= audio.currentTime + 0.05);
      known().titles = known().titles.filter((title) => !due.includes(title));
      for (const { title } of due) options.onTitle(title);
    },
    closed: () => Promise.resolve(),
    destroy() {
      close();
      join?.destroy();
      audio.removeEventListener('playing', onPlaying);
      worker?.terminate();
    },
    switchTo(next, afresh = false) {
      const index = Math.max(0, player.endpoints.indexOf(known().address));
      player.endpoints = [...next];
      if (afresh || !connection.open) return;
      const address = next[index] ?? next[0]!;
      known().address = address;
      // Nothing heard yet: the new stream starts a Media Source of its own.
      if (!known().heard)
        return send({ kind: 'open', connection: connection.number, address, bufferSeconds: options.bufferSeconds });
      known().joining = null;
      join?.send({ type: 'fresh', at: at() });
      send({ kind: 'switch', connection: connection.number, address });
    },
  };
}
