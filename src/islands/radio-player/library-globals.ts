type MediaSourceClass = typeof MediaSource;

/**
 * What the stream library (icecast-metadata-player) reads from the page rather than from its options: `MediaSource` and
 * `fetch`. The Media Source connection (./mse.ts) lends it its own of each while a connection is open, and gives the
 * page's back once the library has stopped, unless another script has put its own in their place since.
 */

/**
 * The engine's Media Source as the library meets it: the same class, but a refusal at addSourceBuffer is told to
 * `refused` with the type as it happens (the library would wait for ever after it). The engine's error still reaches
 * the library.
 */
export function reportingRefusal(Source: MediaSourceClass, refused: (type: string) => void): MediaSourceClass {
  return class extends Source {
    override addSourceBuffer(type: string): SourceBuffer {
      try {
        return super.addSourceBuffer(type);
      } catch (error) {
        refused(type);
        throw error;
      }
    }
  };
}

/** Lends the library `Source` under the name `MediaSource` and `libraryFetch` as `fetch`; returns the giving back. */
export function lendToLibrary(Source: MediaSourceClass, libraryFetch: typeof fetch): () => void {
  const page = window as { MediaSource?: MediaSourceClass; fetch: typeof fetch };
  const pageSource = page.MediaSource;
  const pageFetch = page.fetch;
  page.MediaSource = Source;
  page.fetch = libraryFetch;
  return () => {
    // An iPhone's page has no MediaSource of its own (only ManagedMediaSource): it gets none back.
    if (page.MediaSource === Source && pageSource) page.MediaSource = pageSource;
    else if (page.MediaSource === Source) delete page.MediaSource;
    if (page.fetch === libraryFetch) page.fetch = pageFetch;
  };
}
