/**
 * The least a page that feeds the stream through Media Source can cost, for radio-listening.bench.ts: the stream's
 * bytes fetched and appended about once a second to a `SourceBuffer` of `audio/mpeg`, with nothing else (no frame
 * reading, no titles, no join at a cut, no watchdog). Once on the page's main thread, and once in a dedicated worker
 * whose Media Source the element plays through its handle (`MediaSource.handle`, `srcObject`). Beside the bare element
 * they say what the player's own work could come down to, and where it would have to run. The worker page needs an
 * engine that builds a Media Source in a worker (Chromium; Firefox ESR 153 and WebKitGTK 2.50 have none there).
 */

export type FloorPlace = 'page' | 'worker';

/**
 * The feeding, as a script for the page or the worker: `ms` is its Media Source, `feed()` starts it once the source
 * opens. Audio more than 60 s old is removed every 30 s, as a player must (the bare element keeps all it played).
 */
const feeding = (streamAddress: string) => `
const ms = new MediaSource();
const feed = () => ms.addEventListener('sourceopen', async () => {
  const buffer = ms.addSourceBuffer('audio/mpeg');
  const reader = (await fetch(${JSON.stringify(streamAddress)})).body.getReader();
  let held = [], handedAt = 0, trimmedAt = 0;
  const append = () => {
    if (buffer.updating || !held.length) return;
    const bytes = new Uint8Array(held.reduce((length, piece) => length + piece.length, 0));
    held.reduce((at, piece) => (bytes.set(piece, at), at + piece.length), 0);
    held = [bytes];
    const ranges = buffer.buffered;
    const kept = ranges.length ? ranges.end(ranges.length - 1) - ranges.start(0) : 0;
    if (kept > 60 && performance.now() - trimmedAt > 30000) {
      trimmedAt = performance.now();
      return buffer.remove(ranges.start(0), ranges.end(ranges.length - 1) - 20);
    }
    held = [];
    buffer.appendBuffer(bytes);
  };
  buffer.addEventListener('updateend', append);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    held.push(value);
    if (performance.now() - handedAt >= 1000) (handedAt = performance.now()), append();
  }
});`;

/** A page whose one `<audio>` plays `streamAddress` (absolute) through the least Media Source feeding, in `place`. */
export function mediaSourceFloorPage(streamAddress: string, place: FloorPlace): string {
  const script =
    place === 'page'
      ? `${feeding(streamAddress)}
document.querySelector('audio').src = URL.createObjectURL(ms);
feed();`
      : `const worker = new Worker(URL.createObjectURL(new Blob([${JSON.stringify(
          `${feeding(streamAddress)}\npostMessage(ms.handle, [ms.handle]);\nfeed();`,
        )}], { type: 'text/javascript' })));
worker.onmessage = ({ data }) => (document.querySelector('audio').srcObject = data);`;
  return `<!doctype html><html lang="en"><title>Media Source floor, ${place}</title><audio preload="none"></audio><script>${script}</script>`;
}
