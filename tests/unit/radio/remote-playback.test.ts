// @vitest-environment jsdom
import { dropAirPlaySources, playBesideAirPlay } from '@/islands/radio-player/remote-playback';

/**
 * AirPlay beside a managed Media Source (src/islands/radio-player/remote-playback.ts): the element plays it from a
 * first <source> and offers the stream's plain address as a second; the engine tests play it in WebKitGTK without
 * MediaSource, as an iPhone has it.
 */
const TYPE = 'audio/mpeg';
const STREAM = '/api/stream?port=8076';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

const sources = (audio: HTMLAudioElement) =>
  [...audio.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.type]);

describe('AirPlay beside a managed Media Source', () => {
  it('plays the Media Source from a first <source> and the plain stream from a second, with remote playback kept', () => {
    const audio = document.createElement('audio');
    playBesideAirPlay(audio, 'takenBesideAirPlay', { url: 'blob:radio', type: TYPE, address: STREAM });
    expect(audio.hasAttribute('src')).toBe(false);
    expect(sources(audio)).toEqual([
      ['blob:radio', TYPE],
      [STREAM, 'audio/mpeg'],
    ]);
    expect(audio.disableRemotePlayback).not.toBe(true);
    expect(HTMLMediaElement.prototype.load).toHaveBeenCalled();
  });

  it('the next connection replaces both sources, offering the address in use then', () => {
    const audio = document.createElement('audio');
    playBesideAirPlay(audio, 'takenBesideAirPlay', { url: 'blob:radio', type: TYPE, address: STREAM });
    const saver = `${STREAM}&mount=/live-48`;
    playBesideAirPlay(audio, 'takenBesideAirPlay', { url: 'blob:again', type: TYPE, address: saver });
    expect(sources(audio)).toEqual([
      ['blob:again', TYPE],
      [saver, 'audio/mpeg'],
    ]);
    dropAirPlaySources(audio);
    expect(sources(audio)).toEqual([]);
  });

  it('an engine that did not open the Media Source beside the alternative gets remote playback switched off', () => {
    const audio = document.createElement('audio');
    playBesideAirPlay(audio, 'taken', { url: 'blob:radio', type: TYPE, address: STREAM });
    expect(audio.disableRemotePlayback).toBe(true);
    expect(sources(audio)).toEqual([]);
    expect(audio.getAttribute('src')).toBe('blob:radio');
  });
});
