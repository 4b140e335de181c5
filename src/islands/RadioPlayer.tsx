// The radio player island, on /radio and alone in the pop-out player (/radio/popout); its adapters sit beside it in
// radio-player/: the <audio> element (stream.ts), the Media Source connection (mse.ts), the lock screen's media session
// and now-playing title (session.ts), and the listener's other windows (together.ts, channel.ts, popout.ts). They feed
// the state machine in src/lib/radio/machine.ts.

import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { volumeText } from '../lib/radio/volume';
import type { RadioPlayerWords } from '../schemas/radio-page-words';
import type { PlayerRole } from '../lib/radio/handover';
import { RADIO, STREAM_URL } from '../site.config';
import { dataPerHourText } from '../lib/radio/cost';
import { bitrateFor } from '../lib/radio/quality';
import { fill } from '../lib/shared/text';
import { IslandBoundary } from './shared/IslandBoundary';
import { countIntents, takeIntents } from './shared/take-intents';
import {
  $radio,
  $radioQuality,
  $radioSettings,
  restoreQuality,
  restoreRadioSettings,
  setVolume,
  toggleMute,
  VOLUME_RANGE,
} from '../stores/radio';
import { attachRadioStream, volumeIsSettable, type RadioStream } from './radio-player/stream';
import { attachMediaSession, watchNowPlaying } from './radio-player/session';
import { NowPlaying, PlayerFailed, QualitySwitch } from './radio-player/PlayerParts';
import { PopoutPanel } from './radio-player/PopoutPanel';
import { RecentlyPlayed } from './radio-player/RecentlyPlayed';
import { shareAcrossWindows } from './radio-player/together';
import { restoreHeard } from '../stores/radio-windows';
import { SlowLinkNotice } from './radio-player/SlowLinkNotice';

export interface RadioPlayerProps {
  /** The station's name, shown on lock screens. */
  stationName: string;
  /** The player's words, from src/content/words/radio-page.yaml. */
  words: RadioPlayerWords;
  /** The cost line's words, with {size} for an hour of what is playing. */
  dataCost: string;
  /** On the radio page, or alone in the pop-out window (which starts playing when its address asks it to). */
  place?: PlayerRole;
}

/**
 * The live radio, behind an error boundary: if the player throws, the card says so in words and links to the
 * stream, which the browser can play by itself, and the rest of the page carries on.
 */
export default function RadioPlayer(props: RadioPlayerProps) {
  return (
    <IslandBoundary island="radio player" fallback={<PlayerFailed words={props.words} />}>
      <Player {...props} />
    </IslandBoundary>
  );
}

/**
 * The player: play/pause, mute, volume, what is on air, and a message under the controls when something fails.
 * Presses of play or mute made before hydration are recorded on the page's wrapper (src/browser/intent.ts) and
 * carried out once this runs; the wrapper is then marked `data-hydrated`.
 */
function Player({ stationName, words, dataCost, place = 'page' }: RadioPlayerProps) {
  const { playing, wantsToPlay, message, nowPlaying } = useStore($radio);
  const { volume, muted } = useStore($radioSettings);
  const quality = useStore($radioQuality);
  const [volumeSettable, setVolumeSettable] = useState(true);
  const [shared, setShared] = useState(true);
  const [autoplayed, setAutoplayed] = useState(false);
  const audioRef = useRef<HTMLAudioElement>(null);
  const streamRef = useRef<RadioStream | null>(null);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    // A volume key or drag before the code arrived moved the server-rendered slider natively: that is the listener's
    // latest wish, over a stored one. The slider's value attribute still holds the server-rendered volume.
    const slider = audio.parentElement?.querySelector<HTMLInputElement>('input[type="range"]');
    const early = slider && slider.value !== slider.defaultValue ? slider.valueAsNumber : null;
    restoreRadioSettings();
    restoreQuality();
    if (early !== null && Number.isFinite(early)) setVolume(early);
    setVolumeSettable(volumeIsSettable());
    restoreHeard();
    const stream = attachRadioStream(audio);
    // Every press of play, here or on the lock screen, first stops the radio in the listener's other windows.
    const windows = shareAcrossWindows(stream, place);
    const { player } = windows;
    streamRef.current = player;
    setShared(windows.shared);
    const detachSession = attachMediaSession(player, stationName);
    const stopPolling = watchNowPlaying();

    const host = audio.closest<HTMLElement>('[data-intent-host]');
    const intents = takeIntents(host);
    if (countIntents(intents, 'mute') % 2 === 1) toggleMute();
    if (countIntents(intents, 'play') % 2 === 1) player.play();
    else if (place === 'popout') setAutoplayed(windows.playFromAddress());
    if (host) host.dataset['hydrated'] = '';
    return () => {
      stopPolling();
      detachSession();
      windows.detach();
      stream.destroy();
      streamRef.current = null;
    };
  }, [stationName, place]);

  const connecting = wantsToPlay && !playing;
  const state = playing ? words.states.playing : connecting ? words.states.connecting : words.states.stopped;
  const { controls } = words;

  return (
    <div className="mt-6">
      <NowPlaying heading={words.nowPlayingHeading} title={nowPlaying ?? words.nowPlayingFallback} />

      {/* eslint-disable-next-line jsx-a11y-x/media-has-caption -- a live radio stream has no caption track; what is on air is written above */}
      <audio ref={audioRef} src={STREAM_URL} preload="none" crossOrigin="anonymous" />

      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3">
        <div className="flex items-center gap-3">
          <button
            type="button"
            data-intent="play"
            aria-label={wantsToPlay ? controls.pause : controls.play}
            onClick={() => streamRef.current?.toggle()}
            className="relative inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-leaf-700 text-white shadow-sm hover:bg-leaf-800"
          >
            {connecting && (
              <span
                aria-hidden="true"
                className="absolute inset-0 rounded-full border-4 border-sun/70 border-t-transparent motion-safe:animate-spin"
              />
            )}
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="currentColor">
              {wantsToPlay ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10-6.5a1 1 0 0 0 0-1.72l-10-6.5A1 1 0 0 0 8 5.5z" />}
            </svg>
          </button>
          <p className="text-sm text-ink-soft">
            <span
              aria-hidden="true"
              className={`mr-1.5 inline-block size-2 rounded-full align-middle ${playing ? 'bg-berry motion-safe:animate-live-beat' : 'bg-rule'}`}
            />
            {state}
          </p>
        </div>

        <div className="flex min-w-0 flex-1 basis-56 items-center gap-2">
          <button
            type="button"
            data-intent="mute"
            aria-label={muted ? controls.unmute : controls.mute}
            onClick={toggleMute}
            className="inline-flex size-touch shrink-0 items-center justify-center rounded-full text-leaf-800 hover:bg-leaf-50"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
              {muted ? <path d="M16 9l5 6M21 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />}
            </svg>
          </button>
          {volumeSettable && (
            <label className="flex min-w-0 flex-1 items-center">
              <span className="sr-only">{controls.volume}</span>
              <input
                type="range"
                min={VOLUME_RANGE.min}
                max={VOLUME_RANGE.max}
                step={VOLUME_RANGE.step}
                data-jump-steps={VOLUME_RANGE.jumpSteps}
                value={volume}
                aria-valuetext={volumeText(volume)}
                onChange={(event) => setVolume(event.currentTarget.valueAsNumber)}
                className="h-11 min-w-0 flex-1 cursor-pointer accent-leaf-700"
              />
            </label>
          )}
        </div>
      </div>

      <p role="alert" className="mt-3 min-h-6 text-sm font-semibold text-berry">
        {message && words.messages[message]}
      </p>
      {autoplayed && message === 'playbackFailed' && !wantsToPlay && <p className="text-sm font-semibold text-ink">{words.popout.pressPlay}</p>}

      {RADIO.dataSaver && <QualitySwitch words={words.quality} quality={quality} />}
      {RADIO.dataSaver && <SlowLinkNotice words={words.quality} />}
      <p className="mt-2 text-sm text-ink-soft" data-radio-cost>
        {fill(dataCost, { size: dataPerHourText(bitrateFor(quality, RADIO.bitrateKbps, RADIO.dataSaver)) })}
      </p>
      {place === 'page' && <PopoutPanel words={words.popout} shared={shared} onPlayHere={() => streamRef.current?.play()} />}
      <RecentlyPlayed words={words.recent} />
    </div>
  );
}
