/**
 * The station's stream endpoints (RADIO.relays in the site config): the `/api/stream` rewrite first, then each relay,
 * an Icecast server that mirrors the origin with its own `<relay>` (docs/radio.md, "The radio player"). The player moves to
 * the next endpoint when one fails; the state machine counts failures over the whole list and waits only once every
 * endpoint has failed since the stream was last heard.
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

/** One line per unusable relay, naming it and what to write instead; none when all are usable. */
export function relayProblems(relays: readonly string[]): string[] {
  return relays.flatMap((url, i) =>
    isRelayAddress(url)
      ? []
      : [`RADIO.relays[${i}] in src/config/radio.ts must be a path of this site under /api/ (rewritten by the host, such as /api/relay-1) or an https:// address, not "${url}".`],
  );
}

/** The address parsed, or null for a path of this site (or anything else that is not an absolute address). */
const parsedAddress = (url: string): URL | null => (URL.canParse(url) ? new URL(url) : null);

/**
 * The origins the Content-Security-Policy must allow for the stream: those of the https relays, each once. The scheme
 * is judged as the browser reads it (parsed, so `HTTPS://` is https), the same way isRelayAddress accepted it: a relay
 * that passes the check but is missing from the policy would be blocked on every visitor's page.
 */
export function relayOrigins(relays: readonly string[]): string[] {
  const origins = relays.map(parsedAddress).flatMap((url) => (url?.protocol === 'https:' ? [url.origin] : []));
  return [...new Set(origins)];
}

/** The endpoint tried after endpoint `current` failed: the next one in the list, the first after the last. */
export const nextEndpoint = (current: number, count: number): number => (current + 1) % Math.max(1, count);

/** Whether the list counts as failed: `failures` endpoints failed in a row since sound was last heard, one per endpoint. */
export const listFailed = (failures: number, count: number): boolean => failures >= count;

/**
 * The endpoints in the order to try them starting with endpoint `first` (the rest following, wrapping round): the order
 * in which the player library moves on when a request fails while it joins the stream onto buffered audio.
 */
export function endpointsFrom<T>(list: readonly T[], first: number): T[] {
  const start = first > 0 && first < list.length ? first : 0;
  return [...list.slice(start), ...list.slice(0, start)];
}
