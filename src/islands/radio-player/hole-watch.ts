import { holeEnd, rangesOf } from '@/lib/radio/buffer-holes';
import type { MseOptions } from './transport';

/**
 * Audio the engine evicted ahead of the position leaves a hole the element would wait at: the reader's transport
 * (./reader-transport.ts) steps over it (the rule: src/lib/radio/buffer-holes.ts) at each of the watchdog's looks while a
 * connection is open, so no timer of its own wakes the page.
 */
export function stepOverHole(audio: HTMLMediaElement, { holeMaxSeconds }: Pick<MseOptions, 'holeMaxSeconds'>): void {
  if (audio.paused) return;
  const to = holeEnd(audio.currentTime, rangesOf(audio.buffered), holeMaxSeconds);
  if (to !== null) audio.currentTime = to;
}
