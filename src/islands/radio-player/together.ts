import type { PlayerRole } from '../../lib/radio/handover';
import { $radio } from '../../stores/radio';
import { $radioHeard, recordHeard } from '../../stores/radio-windows';
import { openRadioChannel } from './channel';
import { POPOUT_PLAY } from './popout';
import type { RadioStream } from './stream';

/** This window's player as the listener's other windows see it. */
export interface SharedPlayer {
  /** The stream's controls, its play claiming the radio from any other window first (./channel.ts). */
  player: RadioStream;
  /** Plays if the pop-out's address asks it to (POPOUT_PLAY, ./popout.ts); returns whether it was asked. */
  playFromAddress(): boolean;
  shared: boolean;
  detach(): void;
}

/**
 * Shares `stream` with the listener's other windows: one plays at a time, and a title on air while this window's audio
 * plays (when the now-playing line shows it) joins "Recently played" in every window.
 */
export function shareAcrossWindows(stream: RadioStream, role: PlayerRole): SharedPlayer {
  const channel = openRadioChannel(role, {
    start: () => stream.play(),
    stop: () => {
      stream.pause();
      return stream.disconnected();
    },
  });
  const play = (takeOver = false) => (channel ? channel.claim(takeOver) : stream.play());
  const player: RadioStream = {
    ...stream,
    play: () => play(),
    toggle: () => ($radio.get().wantsToPlay ? stream.pause() : play()),
  };

  const unsubscribe = $radio.subscribe(({ wantsToPlay, playing, nowPlaying }) => {
    channel?.playState(wantsToPlay);
    if (playing && nowPlaying && recordHeard(nowPlaying, Date.now())) channel?.heard($radioHeard.get());
  });

  return {
    player,
    shared: channel !== null,
    playFromAddress() {
      const { search, pathname, hash } = window.location;
      if (search !== POPOUT_PLAY.now && search !== POPOUT_PLAY.takeOver) return false;
      // Once: a reload of the pop-out does not take the radio from wherever the listener has moved it since.
      window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
      play(search === POPOUT_PLAY.takeOver);
      return true;
    },
    detach() {
      unsubscribe();
      channel?.close();
    },
  };
}
