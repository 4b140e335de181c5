import { holeEnd, rangesOf } from '@/lib/radio/buffer-holes';

/**
 * Audio the engine evicted ahead of the position leaves a hole the element would wait at: the Media Source connection
 * (./mse.ts) steps over it (the rule: src/lib/radio/buffer-holes.ts). Looked for only while a connection is open, so an
 * idle page keeps no timer.
 */
export function watchHoles(audio: HTMLMediaElement, holes: { checkMs: number; maxSeconds: number }) {
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    start() {
      clearInterval(timer);
      timer = setInterval(() => {
        if (audio.paused) return;
        const to = holeEnd(audio.currentTime, rangesOf(audio.buffered), holes.maxSeconds);
        if (to !== null) audio.currentTime = to;
      }, holes.checkMs);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
