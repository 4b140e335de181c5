import { classifyPlayRejection, type RadioEvent } from '@/lib/radio/machine';
import type { PlayerState } from './player-state';
import type { RadioTransport } from './transport';

const errorName = (error: unknown): string =>
  error instanceof Error || error instanceof DOMException ? error.name : '';

/**
 * The element plays the stream's address itself, set afresh (the live edge) at each connection; the connection and the
 * addresses in use are the player's (./player-state.ts).
 */
export function elementTransport(
  audio: HTMLAudioElement,
  player: PlayerState,
  dispatch: (event: RadioEvent) => void,
): RadioTransport {
  // Removing the source closes the connection at once; the reload drops the `pause` event that pause() queued, so the
  // pause listener only hears pauses from outside the page.
  const { connection } = player;
  const halt = () => {
    connection.open = false;
    if (!audio.paused) audio.pause();
    if (audio.hasAttribute('src')) {
      audio.removeAttribute('src');
      audio.load();
    }
  };
  return {
    load(number, endpoint) {
      Object.assign(connection, { number, endpoint, open: true });
      audio.src = player.endpoints[endpoint] ?? player.endpoints[0] ?? '';
      let attempt: Promise<void> | undefined;
      try {
        attempt = audio.play();
      } catch (error) {
        attempt = Promise.reject(error);
      }
      // Every play() promise is handled here, so fast clicks never leave an unhandled rejection behind.
      attempt?.catch((error: unknown) =>
        dispatch({
          type: 'playRejected',
          at: Date.now(),
          connection: number,
          reason: classifyPlayRejection(errorName(error), Boolean(audio.error)),
        }),
      );
    },
    halt,
    // Events of a source already removed (queued before a halt) find no `src` attribute.
    current: () => audio.hasAttribute('src'),
    // Halting removes the source first, so a pause heard while it is set came from outside.
    pausedFromOutside: () => true,
    closed: () => Promise.resolve(),
    destroy: halt,
    // Without MSE there is nothing to join: an open connection restarts on the new address (a short gap).
    switchTo(next, afresh) {
      player.endpoints = next;
      if (audio.hasAttribute('src') && !afresh) {
        audio.src = next[connection.endpoint] ?? '';
        audio.play().catch(() => {});
      }
    },
  };
}
