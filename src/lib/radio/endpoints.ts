/**
 * The stream's endpoints (RADIO.relays): the `/api/stream` rewrite, then each relay, an Icecast server mirroring the
 * origin with its own `<relay>` (docs/radio.md, "The radio player"). The player moves on when one fails; the state
 * machine waits only once every endpoint has failed since the stream was last heard.
 */

/** Whether `url` is a relay this site can use: a same-origin path under /api/ (a host rewrite) or an https address. */
export function isRelayAddress(url: string): boolean {
  if (/^\/api\/[\w\-/]+(\?[^#\s]*)?$/.test(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

export function relayProblems(relays: readonly string[]): string[] {
  return relays.flatMap((url, i) =>
    isRelayAddress(url)
      ? []
      : [
          `RADIO.relays[${i}] in src/config/radio.ts must be a path of this site under /api/ (rewritten by the host, such as /api/relay-1) or an https:// address, not "${url}".`,
        ],
  );
}

const parsedAddress = (url: string): URL | null => (URL.canParse(url) ? new URL(url) : null);

/**
 * The https relays' origins, each once, for the Content-Security-Policy. Parsed as the browser reads them (`HTTPS://`
 * is https), as isRelayAddress does: a relay that passes that check but is missing here is blocked on every page.
 */
export function relayOrigins(relays: readonly string[]): string[] {
  const origins = relays.map(parsedAddress).flatMap((url) => (url?.protocol === 'https:' ? [url.origin] : []));
  return [...new Set(origins)];
}

export const nextEndpoint = (current: number, count: number): number => (current + 1) % Math.max(1, count);

/** Whether the list has failed: `failures` in a row since sound was last heard, one per endpoint. */
export const listFailed = (failures: number, count: number): boolean => failures >= count;
