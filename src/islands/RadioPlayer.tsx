// The radio player island, on /radio and alone in the pop-out (/radio/popout). It draws from the stores and calls their
// actions only; the player started on its <audio> element (radio-player/start.ts) carries out play and pause.

import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { volumeText } from '@/lib/radio/volume';
import type { RadioPlayerWords } from '@/schemas/radio-page-words';
import type { PlayerRole } from '@/lib/radio/handover';
import { RADIO } from '@/config/radio';
import { dataPerHourText } from '@/lib/radio/cost';
import { bitrateFor } from '@/lib/radio/quality';
import { fill } from '@/lib/shared/text';
import { IslandBoundary } from './shared/IslandBoundary';
import { $radio, $radioQuality, $radioSettings, setVolume, toggleMute, togglePlay, VOLUME_RANGE } from '@/stores/radio';
import { AUDIO_ELEMENT_HTML } from './radio-player/stream';
import { startPlayer } from './radio-player/start';
import { NowPlaying, PlayerFailed, PlayIcon, QualitySwitch, SpeakerIcon } from './radio-player/PlayerParts';
import { PopoutPanel } from './radio-player/PopoutPanel';
import { RecentlyPlayed } from './radio-player/RecentlyPlayed';
import { SlowLinkNotice } from './radio-player/SlowLinkNotice';
import { SleepTimer } from './radio-player/SleepTimer';

export interface RadioPlayerProps {
  /** The station's name, shown on lock screens. */
  stationName: string;
  /** The player's words, from src/content/words/radio-page.yaml. */
  words: RadioPlayerWords;
  /** The cost line's words, with {size} for an hour of what is playing. */
  dataCost: string;
  /** Which window the player is in: the radio page, or the pop-out (which plays when its address asks it to). */
  playerRole?: PlayerRole;
}

/** If the player throws, the card says so and links to the stream, which the browser can play by itself. */
export default function RadioPlayer(props: RadioPlayerProps) {
  return (
    <IslandBoundary island="radio player" fallback={<PlayerFailed words={props.words} />}>
      <Player {...props} />
    </IslandBoundary>
  );
}

/**
 * Draws from the stores and acts through their actions. The player started on the element (./radio-player/start.ts)
 * takes play and pause, and carries out what was pressed before hydration; ./radio-player/stream.ts gives the <audio>
 * element its attributes and alone drives it.
 */
function Player({ stationName, words, dataCost, playerRole = 'page' }: RadioPlayerProps) {
  const { playing, wantsToPlay, message, nowPlaying } = useStore($radio);
  const { volume, muted } = useStore($radioSettings);
  const quality = useStore($radioQuality);
  // Until the player has started: the server's view (a settable volume, a pop-out offered, nothing asked to play).
  const [{ shared, volumeSettable, autoplayed }, setStarted] = useState({
    shared: true,
    volumeSettable: true,
    autoplayed: false,
  });
  const audioHolder = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const holder = audioHolder.current;
    const audio = holder?.querySelector('audio');
    const place = holder?.parentElement;
    if (!holder || !audio || !place) return;
    // Out of React's root: React listens there, in the capture phase, to every event of every element under it, and
    // the element's `timeupdate` and `progress` come several times a second the whole time the radio plays.
    document.body.append(audio);
    const started = startPlayer(audio, place, stationName, playerRole);
    setStarted({ shared: started.shared, volumeSettable: started.volumeSettable, autoplayed: started.autoplayed });
    return () => {
      started.stop();
      holder.append(audio);
    };
  }, [stationName, playerRole]);

  const connecting = wantsToPlay && !playing;
  const state = playing ? words.states.playing : connecting ? words.states.connecting : words.states.stopped;
  const { controls } = words;

  return (
    <div className="mt-6">
      <NowPlaying heading={words.nowPlayingHeading} title={nowPlaying ?? words.nowPlayingFallback} />

      {/* A live radio stream has no caption track; what is on air is written above. */}
      <span ref={audioHolder} dangerouslySetInnerHTML={{ __html: AUDIO_ELEMENT_HTML }} />

      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3">
        <div className="flex items-center gap-3">
          <button
            type="button"
            data-intent="play"
            aria-label={wantsToPlay ? controls.pause : controls.play}
            onClick={togglePlay}
            className="relative inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-leaf-700 text-white shadow-sm hover:bg-leaf-800"
          >
            {connecting && (
              <span
                aria-hidden="true"
                className="absolute inset-0 rounded-full border-4 border-sun/70 border-t-transparent motion-safe:animate-spin"
              />
            )}
            <PlayIcon pause={wantsToPlay} />
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
            className="inline-flex size-touch shrink-0 items-center justify-center rounded-full text-accent-strong hover:bg-tint"
          >
            <SpeakerIcon muted={muted} />
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
                className="h-11 min-w-0 flex-1 cursor-pointer accent-accent"
              />
            </label>
          )}
        </div>
      </div>

      <p role="alert" className="mt-3 min-h-6 text-sm font-semibold text-berry">
        {message && words.messages[message]}
      </p>
      {autoplayed && message === 'playbackFailed' && !wantsToPlay && (
        <p className="text-sm font-semibold text-ink">{words.popout.pressPlay}</p>
      )}

      <SleepTimer words={words.sleep} />
      {RADIO.dataSaver && <QualitySwitch words={words.quality} quality={quality} />}
      {RADIO.dataSaver && <SlowLinkNotice words={words.quality} />}
      <p className="mt-2 text-sm text-ink-soft" data-radio-cost>
        {fill(dataCost, { size: dataPerHourText(bitrateFor(quality, RADIO.bitrateKbps, RADIO.dataSaver)) })}
      </p>
      {playerRole === 'page' && <PopoutPanel words={words.popout} shared={shared} />}
      <RecentlyPlayed words={words.recent} />
    </div>
  );
}
