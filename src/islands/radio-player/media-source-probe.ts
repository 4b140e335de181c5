/**
 * Which Media Source this engine offers for MP3, and whether it really gives a SourceBuffer of that type: the radio
 * plays through Media Source (./mse.ts) only where both hold, else the element plays the address itself (./element.ts).
 * The choice, engine by engine: docs/radio.md, "In every engine".
 */

/**
 * The types in which the library can hand MP3 to Media Source, in its own order of preference: as it comes, or wrapped
 * in fragmented MP4 frame by frame (Firefox takes only the second).
 */
const MP3_IN_MEDIA_SOURCE = ['audio/mpeg', 'audio/mp4;codecs="mp3"'] as const;

type MediaSourceClass = typeof MediaSource;

/** The Media Source an engine offers for MP3: `managed` is ManagedMediaSource, all an iPhone has (iOS 17.1 and later). */
export interface MediaSourceForMp3 {
  kind: 'standard' | 'managed';
  Source: MediaSourceClass;
  /** The type the library will ask a SourceBuffer for. */
  type: string;
}

const managedMediaSource = (): MediaSourceClass | undefined =>
  (globalThis as { ManagedMediaSource?: MediaSourceClass }).ManagedMediaSource;

/** How this engine can play MP3 through Media Source, or null: then the element plays the address itself. */
export function mediaSourceForMp3(): MediaSourceForMp3 | null {
  const offered: [MediaSourceForMp3['kind'], MediaSourceClass | undefined][] = [
    ['standard', typeof MediaSource === 'function' ? MediaSource : undefined],
    ['managed', managedMediaSource()],
  ];
  for (const [kind, Source] of offered) {
    try {
      const type = Source && MP3_IN_MEDIA_SOURCE.find((candidate) => Source.isTypeSupported(candidate));
      if (Source && type) return { kind, Source, type };
    } catch {
      // An engine whose isTypeSupported throws offers nothing usable.
    }
  }
  return null;
}

/**
 * Whether the engine really gives a SourceBuffer of the chosen type: some answer isTypeSupported with yes and then throw
 * at addSourceBuffer, which inside the library would leave the player waiting for ever. Tried once, on an element of
 * its own that is never attached to the page; an engine that does not open the source within `waitMs` is taken at its word.
 */
export function sourceBufferAccepted({ kind, Source, type }: MediaSourceForMp3, waitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const source = new Source();
    const probe = document.createElement('audio');
    if (kind === 'managed') probe.disableRemotePlayback = true;
    const url = URL.createObjectURL(source);
    const settle = (accepted: boolean) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      probe.removeAttribute('src');
      probe.load();
      resolve(accepted);
    };
    const timer = setTimeout(() => settle(true), waitMs);
    source.addEventListener(
      'sourceopen',
      () => {
        try {
          source.addSourceBuffer(type);
          settle(true);
        } catch {
          settle(false);
        }
      },
      { once: true },
    );
    probe.src = url;
  });
}
