import { INITIAL_RADIO_STATE, radioReducer, type RadioEvent, type RadioMachineState } from '@/lib/radio/machine';
import {
  $radio,
  $radioMovedForSlowLink,
  $radioQualityChosen,
  moveToSaverForSlowLink,
  $radioQuality,
  $radioSettings,
  restoreQuality,
  setQuality,
  parseRadioSettings,
  pauseRadio,
  playRadio,
  RADIO_SETTINGS_KEY,
  registerRadioControls,
  resetRadio,
  restoreRadioSettings,
  setMuted,
  setNowPlaying,
  setVolume,
  showPlayback,
  showStreamTitle,
  titlesNotInStream,
  toggleMute,
  togglePlay,
} from '@/stores/radio';

/** A Storage stand-in that records writes. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  resetRadio();
});

/** The machine's state after these events, from the start. */
const after = (...events: RadioEvent[]): RadioMachineState =>
  events.reduce((state, event) => radioReducer(state, event).state, INITIAL_RADIO_STATE);

describe('radio store: play and pause, carried out by the player started in this window', () => {
  /** A player that records what it was asked and reports it, as the started player does through the machine. */
  function player(name: string, asked: string[]) {
    return {
      play: () => {
        asked.push(`${name} play`);
        showPlayback(after({ type: 'play', at: 0 }));
      },
      pause: () => {
        asked.push(`${name} pause`);
        showPlayback(INITIAL_RADIO_STATE);
      },
    };
  }

  it('does nothing before a player has started (the page keeps the press for it)', () => {
    expect(() => {
      playRadio();
      pauseRadio();
      togglePlay();
    }).not.toThrow();
    expect($radio.get().wantsToPlay).toBe(false);
  });

  it('play, pause and the play button’s toggle reach the started player, which the store then shows', () => {
    const asked: string[] = [];
    const unregister = registerRadioControls(player('first', asked));
    togglePlay();
    expect($radio.get().wantsToPlay).toBe(true);
    togglePlay();
    playRadio();
    pauseRadio();
    unregister();
    playRadio();
    expect(asked).toEqual(['first play', 'first pause', 'first play', 'first pause']);
  });

  it('a player that has stopped does not unregister its successor', () => {
    const asked: string[] = [];
    const unregisterFirst = registerRadioControls(player('first', asked));
    registerRadioControls(player('second', asked));
    unregisterFirst();
    playRadio();
    expect(asked).toEqual(['second play']);
  });
});

describe('radio store: playback (product §4)', () => {
  it('starts not playing, not muted, at volume 0.9, with no message', () => {
    expect($radio.get()).toEqual({
      playing: false,
      wantsToPlay: false,
      reconnecting: false,
      message: null,
      nowPlaying: null,
      titleFromStream: false,
    });
    expect($radioSettings.get()).toEqual({ volume: 0.9, muted: false });
  });

  it('shows what the state machine decided: connecting, playing, reconnecting, the message kind', () => {
    showPlayback(after({ type: 'play', at: 0 }));
    expect($radio.get()).toMatchObject({ wantsToPlay: true, playing: false, message: null });
    showPlayback(after({ type: 'play', at: 0 }, { type: 'playing', at: 10, time: 0 }));
    expect($radio.get()).toMatchObject({ wantsToPlay: true, playing: true });
    showPlayback(after({ type: 'play', at: 0 }, { type: 'error', at: 10 }));
    expect($radio.get()).toMatchObject({
      wantsToPlay: true,
      playing: false,
      reconnecting: true,
      message: 'streamUnavailable',
    });
    showPlayback(after({ type: 'play', at: 0 }, { type: 'playRejected', at: 10, connection: 1, reason: 'refused' }));
    expect($radio.get()).toMatchObject({
      wantsToPlay: false,
      playing: false,
      reconnecting: false,
      message: 'playbackFailed',
    });
  });

  it('keeps the now-playing title when playback changes, and wakes no one when nothing changed', () => {
    setNowPlaying('Morning Dew');
    const seen: unknown[] = [];
    const unsubscribe = $radio.listen((value) => seen.push(value));
    const connecting = after({ type: 'play', at: 0 });
    showPlayback(connecting);
    showPlayback({ ...connecting, lastDataAt: 500, clock: 1 });
    unsubscribe();
    expect(seen).toHaveLength(1);
    expect($radio.get().nowPlaying).toBe('Morning Dew');
  });

  it('keeps the now-playing title, or none', () => {
    setNowPlaying('Morning Dew');
    expect($radio.get().nowPlaying).toBe('Morning Dew');
    setNowPlaying(null);
    expect($radio.get().nowPlaying).toBeNull();
  });

  it('prefers the stream’s own titles: once one arrives, the status’s titles are no longer shown', () => {
    setNowPlaying('From the status');
    showStreamTitle('From the stream');
    expect($radio.get()).toMatchObject({ nowPlaying: 'From the stream', titleFromStream: true });
    setNowPlaying('Late status answer');
    expect($radio.get().nowPlaying).toBe('From the stream');
  });

  it('goes back to the status’s titles when a later connection carries none (a proxy dropped its headers), keeping the line until then', () => {
    showStreamTitle('From the stream');
    titlesNotInStream();
    expect($radio.get()).toMatchObject({ nowPlaying: 'From the stream', titleFromStream: false });
    setNowPlaying('From the status');
    expect($radio.get().nowPlaying).toBe('From the status');
  });
});

describe('radio store: volume and mute', () => {
  it('mute toggles muted and unmuted', () => {
    toggleMute();
    expect($radioSettings.get().muted).toBe(true);
    toggleMute();
    expect($radioSettings.get().muted).toBe(false);
  });

  it('clamps and snaps the volume', () => {
    setVolume(0.456);
    expect($radioSettings.get().volume).toBe(0.46);
    setVolume(3);
    expect($radioSettings.get().volume).toBe(1);
    setVolume(-1);
    expect($radioSettings.get().volume).toBe(0);
  });

  it('moving the volume above 0 while muted unmutes', () => {
    setMuted(true);
    setVolume(0.3);
    expect($radioSettings.get()).toEqual({ volume: 0.3, muted: false });
  });

  it('moving the volume to 0 while muted stays muted', () => {
    setMuted(true);
    setVolume(0);
    expect($radioSettings.get()).toEqual({ volume: 0, muted: true });
  });

  it('unmuting at volume 0 brings the default volume back, so that unmuting is heard', () => {
    setVolume(0);
    setMuted(true);
    toggleMute();
    expect($radioSettings.get()).toEqual({ volume: 0.9, muted: false });
  });
});

describe('radio store: remembered across visits', () => {
  it('writes volume and mute under the documented key and shape', () => {
    setVolume(0.65);
    toggleMute();
    expect(RADIO_SETTINGS_KEY).toBe('plant-gazette:radio');
    expect(JSON.parse(storage.data.get(RADIO_SETTINGS_KEY) ?? 'null')).toEqual({ volume: 0.65, muted: true });
  });

  it('restores a stored value', () => {
    const stored = memoryStorage({ [RADIO_SETTINGS_KEY]: '{"volume":0.35,"muted":true}' });
    expect(restoreRadioSettings(stored)).toBe(true);
    expect($radioSettings.get()).toEqual({ volume: 0.35, muted: true });
  });

  it('ignores a corrupted stored value and keeps the defaults', () => {
    for (const raw of [
      '{not json',
      '"0.5"',
      'null',
      '[]',
      '{"volume":"0.5","muted":false}',
      '{"volume":7,"muted":false}',
      '{"volume":0.5}',
      '{"volume":0.5,"muted":"yes"}',
    ]) {
      resetRadio();
      expect(restoreRadioSettings(memoryStorage({ [RADIO_SETTINGS_KEY]: raw })), raw).toBe(false);
      expect($radioSettings.get(), raw).toEqual({ volume: 0.9, muted: false });
    }
  });

  it('snaps a stored volume that is off the step grid', () => {
    expect(parseRadioSettings('{"volume":0.333333,"muted":false}')).toEqual({ volume: 0.33, muted: false });
  });

  it('survives storage that throws (private modes, sandboxed frames)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(restoreRadioSettings(throwing)).toBe(false);
    vi.stubGlobal('localStorage', throwing);
    setVolume(0.2);
    expect($radioSettings.get().volume).toBe(0.2);
  });

  it('keeps the stream choice under its documented key, ignores a corrupted one, and survives storage that throws', () => {
    setQuality('saver');
    expect(JSON.parse(localStorage.getItem('plant-gazette:radio-quality') ?? 'null')).toEqual({ quality: 'saver' });
    resetRadio();
    expect(restoreQuality(localStorage, false)).toBe('saver');
    localStorage.setItem('plant-gazette:radio-quality', '{"quality":"ultra"');
    expect(restoreQuality(localStorage, true)).toBe('saver');
    expect(restoreQuality(localStorage, false)).toBe('standard');
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(restoreQuality(throwing, true)).toBe('saver');
    vi.stubGlobal('localStorage', throwing);
    setQuality('standard');
    expect($radioQuality.get()).toBe('standard');
  });

  it('moves to the data saver for a slow link: remembered like a choice, said until the listener chooses, who then decides for the visit', () => {
    moveToSaverForSlowLink();
    expect($radioQuality.get()).toBe('saver');
    expect($radioMovedForSlowLink.get()).toBe(true);
    expect($radioQualityChosen.get()).toBe(false);
    expect(JSON.parse(localStorage.getItem('plant-gazette:radio-quality') ?? 'null')).toEqual({ quality: 'saver' });
    setQuality('standard');
    expect($radioMovedForSlowLink.get()).toBe(false);
    expect($radioQualityChosen.get()).toBe(true);
    expect(JSON.parse(localStorage.getItem('plant-gazette:radio-quality') ?? 'null')).toEqual({ quality: 'standard' });
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    vi.stubGlobal('localStorage', throwing);
    resetRadio();
    moveToSaverForSlowLink();
    expect($radioQuality.get()).toBe('saver');
  });

  it('does not read or write storage when there is none (server rendering)', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(restoreRadioSettings()).toBe(false);
    setVolume(0.4);
    expect($radioSettings.get().volume).toBe(0.4);
  });
});
