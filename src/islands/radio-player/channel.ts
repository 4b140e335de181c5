import {
  handoverReducer,
  initialHandoverState,
  parseWindowMessage,
  type HandoverEffect,
  type HandoverEvent,
  type PlayerRole,
} from '@/lib/radio/handover';
import type { HeardTitle } from '@/lib/radio/heard';
import type { SleepTimer } from '@/lib/radio/sleep-timer';
import { takeSleepTimer } from '@/stores/radio-sleep';
import { RADIO } from '@/config/radio';
import { $radioElsewhere, $radioHeard, takeHeard } from '@/stores/radio-windows';
import type { PlayerState } from './player-state';
import type { RadioStream } from './stream';

/**
 * One stream per listener: this window's player speaks with the listener's other windows (radio pages, the pop-out)
 * over a BroadcastChannel. The rules are the hand-over's state machine (src/lib/radio/handover.ts); this adapter only
 * passes it the channel's messages, its timer and the player's news, each with the time, and carries out its effects.
 */

export interface RadioChannel {
  /** The listener's play (the store's player, src/stores/radio.ts): a claim, without taking over. */
  play(): void;
  /** The listener's pause: this window's stream stops; the other windows learn it from the play state. */
  pause(): void;
  /** Plays the stream once no other window plays (at once when none is known to); `takeOver`: wait for an answer anyway. */
  claim(takeOver?: boolean): void;
  /** This window's player started or stopped wanting to play. */
  playState(wantsToPlay: boolean): void;
  heard(titles: readonly HeardTitle[]): void;
  /** The listener set or cancelled (null) the sleep timer in this window: every window takes it. */
  sleep(timer: SleepTimer | null): void;
  close(): void;
}

/** This window's stream (./stream.ts), which the channel plays, and stops for another window's claim. */
export type ChannelStream = Pick<RadioStream, 'play' | 'pause' | 'disconnected'>;

/**
 * The channel between the listener's windows, or null where they cannot have one: without BroadcastChannel (before
 * Safari 15.4), or where the browser refuses it, as Firefox does (a SecurityError) when the visitor blocks all cookies.
 */
function openWindowChannel(name: string): BroadcastChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  try {
    return new BroadcastChannel(name);
  } catch {
    return null;
  }
}

/**
 * Null where windows cannot speak to each other (openWindowChannel): nothing keeps them to one stream, so no pop-out.
 * The hand-over's state is the player's (./player-state.ts).
 */
export function openRadioChannel(
  role: PlayerRole,
  stream: ChannelStream,
  player: Pick<PlayerState, 'handover'>,
): RadioChannel | null {
  const channel = openWindowChannel(RADIO.channelName);
  return channel ? speakOver(channel, role, stream, player) : null;
}

function speakOver(
  channel: BroadcastChannel,
  role: PlayerRole,
  stream: ChannelStream,
  player: Pick<PlayerState, 'handover'>,
): RadioChannel {
  const id = typeof crypto?.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  player.handover = initialHandoverState(id, role);
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const dispatch = (event: HandoverEvent) => {
    // Closed: the channel's last messages and timer find no state to move.
    if (!player.handover) return;
    const transition = handoverReducer(player.handover, event, RADIO);
    player.handover = transition.state;
    for (const effect of transition.effects) run(effect);
  };
  function run(effect: HandoverEffect) {
    switch (effect.type) {
      case 'post':
        return channel.postMessage(effect.message);
      case 'start':
        return stream.play();
      case 'stop':
        // The claimer starts once this connection is closed, not at the word that this player stopped.
        stream.pause();
        return void stream
          .disconnected()
          .then(() => dispatch({ type: 'stopDone', at: Date.now(), claim: effect.claim }));
      case 'close':
        return window.close();
      case 'setTimer':
        clearTimer();
        timer = setTimeout(() => {
          timer = null;
          dispatch({ type: 'timedOut', at: Date.now() });
        }, effect.delayMs);
        return;
      case 'clearTimer':
        return clearTimer();
      case 'showElsewhere':
        return $radioElsewhere.set(effect.role);
      case 'takeHeard':
        return takeHeard(effect.titles);
      case 'takeSleep':
        return takeSleepTimer(effect.timer);
      case 'shareHeard': {
        const titles = $radioHeard.get();
        if (titles.length > 0) channel.postMessage({ kind: 'heard', from: id, titles });
      }
    }
  }

  channel.onmessage = (event: MessageEvent) => {
    const message = parseWindowMessage(event.data);
    if (message) dispatch({ type: 'received', at: Date.now(), message });
  };
  const onPageHide = () => dispatch({ type: 'pagehide', at: Date.now() });
  window.addEventListener('pagehide', onPageHide);
  dispatch({ type: 'open', at: Date.now() });

  const claim = (takeOver = false) => dispatch({ type: 'claim', at: Date.now(), takeOver });
  return {
    play: () => claim(),
    pause: () => stream.pause(),
    claim,
    playState: (wantsToPlay) => dispatch({ type: 'playState', at: Date.now(), wantsToPlay }),
    heard: (titles) => dispatch({ type: 'heard', at: Date.now(), titles }),
    sleep: (timer) => dispatch({ type: 'sleep', at: Date.now(), timer }),
    close() {
      clearTimer();
      window.removeEventListener('pagehide', onPageHide);
      player.handover = null;
      channel.close();
    },
  };
}
