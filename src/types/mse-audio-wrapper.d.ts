// mse-audio-wrapper ships no types: what the stream reader (src/islands/radio-player/stream-reader.ts) uses of it.
declare module 'mse-audio-wrapper' {
  export interface MSEAudioWrapperOptions {
    preferredContainer?: 'webm' | 'fmp4';
    minFramesPerSegment?: number;
    minBytesPerSegment?: number;
    maxFramesPerSegment?: number;
  }
  export default class MSEAudioWrapper {
    constructor(mimeType: string, options?: MSEAudioWrapperOptions);
    /** The wrapped fragments of the next bytes; the first is the initialization segment. */
    iterator(chunk: Uint8Array): Iterable<Uint8Array>;
    readonly mimeType: string;
  }
}
