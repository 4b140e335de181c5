import { sourceOf, type ProbeAnswer } from './media-source-probe';

/**
 * AirPlay beside a ManagedMediaSource, as WebKit documents it (docs/radio.md, "iPhone"): the element plays the Media
 * Source from a first `<source>` and offers the stream's plain address as a second, which an AirPlay speaker plays by
 * itself; WebKit then asks for no `disableRemotePlayback`. An engine that did not open the probe's Media Source beside
 * an alternative gets remote playback switched off instead, and the Media Source as its `src`.
 */

/** Drops the sources put in by playBesideAirPlay: an element emptied with them would fall through to the plain address. */
export function dropAirPlaySources(audio: HTMLMediaElement): void {
  for (const source of audio.querySelectorAll('source[data-air-play]')) source.remove();
}

/** Plays the managed Media Source at `url` (of `type`) as the probe's answer allows; `address`: the stream's plain one. */
export function playBesideAirPlay(
  audio: HTMLMediaElement,
  answer: ProbeAnswer,
  { url, type, address }: { url: string; type: string; address: string },
): void {
  dropAirPlaySources(audio);
  if (answer !== 'takenBesideAirPlay') {
    audio.disableRemotePlayback = true;
    audio.src = url;
    return;
  }
  audio.removeAttribute('src');
  const first = sourceOf(url, type);
  const second = sourceOf(address, 'audio/mpeg');
  for (const source of [first, second]) source.dataset['airPlay'] = '';
  audio.append(first, second);
  audio.load();
}
