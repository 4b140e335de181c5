import { sourceOf, type ProbeAnswer } from './media-source-probe';

/**
 * AirPlay beside a ManagedMediaSource, as WebKit documents it (docs/radio.md, "iPhone"): the element plays the Media
 * Source from a first `<source>` and offers the stream's plain address as a second, which an AirPlay speaker plays by
 * itself; WebKit then asks for no `disableRemotePlayback`. The library sets `src` to its Media Source's blob: URL
 * itself, so on this one element the `src` property is taken over: a blob: address becomes the two sources, and any
 * other (the library's silent clip, an emptying) clears them and reaches the element as before. An engine that did not
 * open the probe's Media Source beside an alternative gets remote playback switched off instead, as before.
 */

const offered = new WeakSet<HTMLMediaElement>();

/** Drops the sources put in by offerAirPlay: an element emptied with them would fall through to the plain address. */
export function dropAirPlaySources(audio: HTMLMediaElement): void {
  for (const source of audio.querySelectorAll('source[data-air-play]')) source.remove();
}

/** Prepares the managed Media Source's element as the probe's answer allows; `address`: the stream's plain address. */
export function allowRemotePlayback(audio: HTMLMediaElement, answer: ProbeAnswer, type: string, address: () => string) {
  if (answer !== 'takenBesideAirPlay') {
    audio.disableRemotePlayback = true;
    return;
  }
  if (offered.has(audio)) return;
  offered.add(audio);
  const own = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src')!;
  Object.defineProperty(audio, 'src', {
    configurable: true,
    get: () => own.get!.call(audio) as string,
    set(value: string) {
      dropAirPlaySources(audio);
      if (typeof value !== 'string' || !value.startsWith('blob:')) return own.set!.call(audio, value);
      audio.removeAttribute('src');
      const first = sourceOf(value, type);
      const second = sourceOf(address(), 'audio/mpeg');
      for (const source of [first, second]) source.dataset['airPlay'] = '';
      audio.append(first, second);
      audio.load();
    },
  });
}
