/**
 * In the page: what the engine's Media Source is given and does around each join, for a silence the benchmark finds
 * (radio-engines.bench.ts, issue 45): every append (its bytes, and whether it is an initialization segment), every
 * removal, each new Media Source and SourceBuffer (its mode), the element's waiting, stalled, seeking and playing, and
 * every 50 ms the position, readyState and the buffered ranges. Each line begins with Date.now(). Sent as source text:
 * it uses nothing from around it.
 */
export function startMediaSourceTrace(): void {
  const trace: string[] = [];
  Object.assign(window, { radioTrace: trace });
  const log = (words: string) => trace.push(`${Date.now()} ${words}`);
  const ranges = (buffered: TimeRanges) =>
    Array.from(
      { length: buffered.length },
      (_, i) => `${buffered.start(i).toFixed(3)}-${buffered.end(i).toFixed(3)}`,
    ).join(',') || 'none';
  const boxType = (bytes: Uint8Array) => String.fromCharCode(...bytes.subarray(4, 8));
  const append = SourceBuffer.prototype.appendBuffer;
  SourceBuffer.prototype.appendBuffer = function (this: SourceBuffer, data: BufferSource) {
    const bytes = ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);
    log(`append ${bytes.byteLength} B first box ${boxType(bytes)} mode ${this.mode} before ${ranges(this.buffered)}`);
    this.addEventListener('updateend', () => log(`appended, now ${ranges(this.buffered)}`), { once: true });
    return append.call(this, data);
  };
  const remove = SourceBuffer.prototype.remove;
  SourceBuffer.prototype.remove = function (this: SourceBuffer, start: number, end: number) {
    log(`remove ${start.toFixed(3)}-${end.toFixed(3)} of ${ranges(this.buffered)}`);
    this.addEventListener('updateend', () => log(`removed, now ${ranges(this.buffered)}`), { once: true });
    return remove.call(this, start, end);
  };
  const addSourceBuffer = MediaSource.prototype.addSourceBuffer;
  MediaSource.prototype.addSourceBuffer = function (this: MediaSource, type: string) {
    log(`addSourceBuffer ${type}`);
    return addSourceBuffer.call(this, type);
  };
  const audio = document.querySelector('audio') as HTMLAudioElement;
  for (const type of ['waiting', 'stalled', 'seeking', 'seeked', 'playing', 'pause', 'emptied', 'loadstart'])
    audio.addEventListener(type, () => log(`event ${type} at ${audio.currentTime.toFixed(3)}`));
  setInterval(
    () => log(`clock ${audio.currentTime.toFixed(3)} ready ${audio.readyState} buffered ${ranges(audio.buffered)}`),
    50,
  );
}

export const traceIn = () => (window as unknown as { radioTrace: string[] }).radioTrace;
