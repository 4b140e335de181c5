/**
 * Which Media Source this engine offers for MP3, and whether it really gives a SourceBuffer of that type: the radio
 * plays through Media Source (./reader-transport.ts) only where both hold, else the element plays the address itself
 * (./element.ts).
 * The choice, engine by engine: docs/radio.md, "In every engine".
 */

/**
 * The types in which the stream reader can hand MP3 to Media Source, best first: as it comes, or wrapped in fragmented
 * MP4 (Firefox takes only the second).
 */
const MP3_IN_MEDIA_SOURCE = ['audio/mpeg', 'audio/mp4;codecs="mp3"'] as const;

type MediaSourceClass = typeof MediaSource;

/** The Media Source an engine offers for MP3: `managed` is ManagedMediaSource, all an iPhone has (iOS 17.1 and later). */
export interface MediaSourceForMp3 {
  kind: 'standard' | 'managed';
  Source: MediaSourceClass;
  /** The type the reader asks a SourceBuffer for. */
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
 * The probe's answer: the engine refused the type, or took it; `takenBesideAirPlay`: a managed Media Source opened on an
 * element that keeps remote playback and offers the stream's plain address as its AirPlay alternative (./remote-playback.ts).
 */
export type ProbeAnswer = 'refused' | 'taken' | 'takenBesideAirPlay';

/**
 * Whether the engine really gives a SourceBuffer of the chosen type: some say yes to isTypeSupported and then throw
 * at addSourceBuffer, and a refusal known before the first press plays through the element at once. Tried once, on
 * an element of its own that is never attached to the page; an engine that does not open the source within `waitMs` is taken at its
 * word. A managed source is tried beside the AirPlay alternative `airPlayAddress`, as the player would play it.
 */
export function sourceBufferAccepted(
  { kind, Source, type }: MediaSourceForMp3,
  waitMs: number,
  airPlayAddress: string,
): Promise<ProbeAnswer> {
  return new Promise((resolve) => {
    const source = new Source();
    const probe = document.createElement('audio');
    const url = URL.createObjectURL(source);
    const settle = (answer: ProbeAnswer) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      probe.replaceChildren();
      probe.removeAttribute('src');
      probe.load();
      resolve(answer);
    };
    const timer = setTimeout(() => settle('taken'), waitMs);
    source.addEventListener(
      'sourceopen',
      () => {
        try {
          source.addSourceBuffer(type);
          settle(kind === 'managed' ? 'takenBesideAirPlay' : 'taken');
        } catch {
          settle('refused');
        }
      },
      { once: true },
    );
    if (kind === 'managed') probe.append(sourceOf(url, type), sourceOf(airPlayAddress, 'audio/mpeg'));
    else probe.src = url;
  });
}

/** A `<source>` of a media element. */
export function sourceOf(src: string, type: string): HTMLSourceElement {
  const source = document.createElement('source');
  source.src = src;
  source.type = type;
  return source;
}
