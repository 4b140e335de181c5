// @vitest-environment jsdom
import { allowRemotePlayback } from '@/islands/radio-player/remote-playback';

/**
 * AirPlay beside a managed Media Source (src/islands/radio-player/remote-playback.ts): the element the library sets a
 * blob: address on plays it from a first <source> and offers the stream's plain address as a second; the engine tests
 * play it in WebKitGTK without MediaSource, as an iPhone has it.
 */
const TYPE = 'audio/mpeg';
const STREAM = '/api/stream?port=8076';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

const sources = (audio: HTMLAudioElement) =>
  [...audio.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.type]);

describe('AirPlay beside a managed Media Source', () => {
  it('a blob: address becomes the Media Source’s <source> and the plain stream’s, with remote playback kept', () => {
    const audio = document.createElement('audio');
    allowRemotePlayback(audio, 'takenBesideAirPlay', TYPE, () => STREAM);
    audio.src = 'blob:radio';
    expect(audio.hasAttribute('src')).toBe(false);
    expect(sources(audio)).toEqual([
      ['blob:radio', TYPE],
      [STREAM, 'audio/mpeg'],
    ]);
    expect(audio.disableRemotePlayback).not.toBe(true);
    expect(HTMLMediaElement.prototype.load).toHaveBeenCalled();
  });

  it('any other address (the library’s silent clip) drops both sources and reaches the element', () => {
    const audio = document.createElement('audio');
    let address = STREAM;
    allowRemotePlayback(audio, 'takenBesideAirPlay', TYPE, () => address);
    audio.src = 'blob:radio';
    audio.src = 'data:audio/mpeg;base64,AAAA';
    expect(sources(audio)).toEqual([]);
    expect(audio.getAttribute('src')).toBe('data:audio/mpeg;base64,AAAA');
    // The next connection offers the address in use then: the data saver's, say.
    address = `${STREAM}&mount=/live-48`;
    audio.src = 'blob:again';
    expect(sources(audio)).toEqual([
      ['blob:again', TYPE],
      [address, 'audio/mpeg'],
    ]);
  });

  it('an engine that did not open the Media Source beside the alternative gets remote playback switched off', () => {
    const audio = document.createElement('audio');
    allowRemotePlayback(audio, 'taken', TYPE, () => STREAM);
    expect(audio.disableRemotePlayback).toBe(true);
    audio.src = 'blob:radio';
    expect(sources(audio)).toEqual([]);
    expect(audio.getAttribute('src')).toBe('blob:radio');
  });
});
