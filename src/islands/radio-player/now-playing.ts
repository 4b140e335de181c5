import { cutTitle, nowPlayingTitle } from '@/lib/radio/icecast-status';
import { RADIO } from '@/config/radio';
import { $radio, setNowPlaying } from '@/stores/radio';

/** Whether a Content-Type is JSON: a status response of any other type is never read. */
function isJsonType(contentType: string | null): boolean {
  const essence = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return essence === 'application/json' || essence === 'text/json' || essence.endsWith('+json');
}

/** Polls the title on air while the stream plays; a failing status is silent, a missing one (404) not asked again. */
export function watchNowPlaying(): () => void {
  const { statusPath, mount, statusPollMs, nowPlayingMaxChars } = RADIO;
  let timer: ReturnType<typeof setInterval> | null = null;
  let controller: AbortController | null = null;
  let missing = false;

  const fetchTitle = async () => {
    if (missing) return;
    controller?.abort();
    const current = new AbortController();
    controller = current;
    try {
      const response = await fetch(statusPath, {
        cache: 'no-store',
        signal: current.signal,
        headers: { accept: 'application/json' },
      });
      if (response.status === 404) missing = true;
      // A response that is not JSON (an error page, a proxy's HTML posing as our origin) is never read, let alone shown.
      if (!response.ok || !isJsonType(response.headers.get('content-type'))) return;
      setNowPlaying(cutTitle(nowPlayingTitle(await response.json(), mount), nowPlayingMaxChars));
    } catch {
      // Offline, aborted or not JSON: keep whatever is shown.
    }
  };

  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    controller?.abort();
    controller = null;
  };

  // Once the stream carries its own titles, in step with the audio, the status is not asked again.
  const unsubscribe = $radio.subscribe(({ playing, titleFromStream }) => {
    if (titleFromStream) {
      if (timer !== null) stop();
    } else if (playing && timer === null && !missing) {
      void fetchTitle();
      timer = setInterval(() => void fetchTitle(), statusPollMs);
    } else if (!playing && timer !== null) {
      stop();
    }
  });

  return () => {
    unsubscribe();
    stop();
  };
}
