// The radio player island; its adapters sit beside it in radio-player/: the <audio> element (stream.ts),
// the Media Source connection (mse.ts) and the lock screen's media session and now-playing title (session.ts). They feed
// the state machine in src/lib/radio/machine.ts.

import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { volumeAfterKey, volumeText } from '../lib/radio/volume';
import type { RadioPlayerWords } from '../schemas/radio-page-words';
import { RADIO, STREAM_URL } from '../site.config';
import { dataPerHourText } from '../lib/radio/cost';
import { bitrateFor, type StreamQuality } from '../lib/radio/quality';
import { fill } from '../lib/shared/text';
import { IslandBoundary } from './shared/IslandBoundary';
import { countIntents, takeIntents } from './shared/take-intents';
import {
  $radio,
  $radioQuality,
  $radioSettings,
  restoreQuality,
  restoreRadioSettings,
  setQuality,
  setVolume,
  toggleMute,
  VOLUME_RANGE,
} from '../stores/radio';
import { attachRadioStream, volumeIsSettable, type RadioStream } from './radio-player/stream';
import { attachMediaSession, watchNowPlaying } from './radio-player/session';
import { SlowLinkNotice } from './radio-player/SlowLinkNotice';

export interface RadioPlayerProps {
  /** The station's name, shown on lock screens. */
  stationName: string;
  /** The player's words, from src/content/words/radio-page.yaml. */
  words: RadioPlayerWords;
  /** The cost line's words, with {size} for an hour of what is playing. */
  dataCost: string;
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

/** What stays of the card when the player failed: what is on air, one short message, and the stream itself. */
function PlayerFailed({ words }: { words: RadioPlayerWords }) {
  return (
    <div className="mt-6">
      <NowPlaying heading={words.nowPlayingHeading} title={words.nowPlayingFallback} />
      <p role="alert" className="mt-5 text-sm font-semibold text-berry">
        {words.failed.message}
      </p>
      <a href={STREAM_URL} className="mt-2 inline-flex min-h-touch items-center font-semibold text-leaf-800 underline underline-offset-4">
        {words.failed.streamLink}
      </a>
    </div>
  );
}

function NowPlaying({ heading, title }: { heading: string; title: string }) {
  return (
    <div className="border-y border-rule py-4">
      <h2 className="text-xs font-semibold tracking-[0.2em] text-leaf-700 uppercase">{heading}</h2>
      <p className="mt-1 font-serif text-lg text-ink">{title}</p>
    </div>
  );
}

/**
 * The player: play/pause, mute, volume, what is on air, and a message under the controls when something fails.
 * Presses of play or mute made before hydration are recorded on the page's wrapper (src/browser/intent.ts) and
 * carried out once this runs; the wrapper is then marked `data-hydrated`.
 */
function Player({ stationName, words, dataCost }: RadioPlayerProps) {
  const { playing, wantsToPlay, message, nowPlaying } = useStore($radio);
  const { volume, muted } = useStore($radioSettings);
  const quality = useStore($radioQuality);
  const [volumeSettable, setVolumeSettable] = useState(true);
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
    const stream = attachRadioStream(audio);
    streamRef.current = stream;
    const detachSession = attachMediaSession(stream, stationName);
    const stopPolling = watchNowPlaying();

    const host = audio.closest<HTMLElement>('[data-intent-host]');
    const intents = takeIntents(host);
    if (countIntents(intents, 'mute') % 2 === 1) toggleMute();
    if (countIntents(intents, 'play') % 2 === 1) stream.play();
    if (host) host.dataset['hydrated'] = '';
    return () => {
      stopPolling();
      detachSession();
      stream.destroy();
      streamRef.current = null;
    };
  }, [stationName]);

  const onSliderKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = volumeAfterKey(volume, event, VOLUME_RANGE);
    if (next === null) return;
    // The native slider lacks Shift+arrow jumps and varies by browser for Page Up/Down: one rule for all.
    event.preventDefault();
    setVolume(next);
  };

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
                value={volume}
                aria-valuetext={volumeText(volume)}
                onChange={(event) => setVolume(event.currentTarget.valueAsNumber)}
                onKeyDown={onSliderKey}
                className="h-11 min-w-0 flex-1 cursor-pointer accent-leaf-700"
              />
            </label>
          )}
        </div>
      </div>

      <p role="alert" className="mt-3 min-h-6 text-sm font-semibold text-berry">
        {message && words.messages[message]}
      </p>

      {RADIO.dataSaver && <QualitySwitch words={words.quality} quality={quality} />}
      {RADIO.dataSaver && <SlowLinkNotice words={words.quality} />}
      <p className="mt-2 text-sm text-ink-soft" data-radio-cost>
        {fill(dataCost, { size: dataPerHourText(bitrateFor(quality, RADIO.bitrateKbps, RADIO.dataSaver)) })}
      </p>
    </div>
  );
}

/** Standard stream or data saver: two radio buttons, so that the keyboard and screen readers know them as a choice. */
function QualitySwitch({ words, quality }: { words: RadioPlayerWords['quality']; quality: StreamQuality }) {
  const options: [StreamQuality, string][] = [
    ['standard', words.standard],
    ['saver', words.saver],
  ];
  return (
    <fieldset className="mt-2 flex flex-wrap items-center gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{words.label}</legend>
      {options.map(([value, label]) => (
        <label
          key={value}
          className="inline-flex min-h-touch cursor-pointer items-center gap-2 rounded-full border border-rule px-4 text-sm text-ink has-checked:border-leaf-700 has-checked:bg-leaf-50 has-focus-visible:outline-2 has-focus-visible:outline-leaf-700"
        >
          <input
            type="radio"
            name="radio-quality"
            value={value}
            checked={quality === value}
            onChange={() => setQuality(value)}
            className="size-4 accent-leaf-700"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
