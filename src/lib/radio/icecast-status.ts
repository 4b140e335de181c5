/**
 * Reads the current title from Icecast's `/status-json.xsl` answer (the host maps `/api/status` to it).
 * Icecast writes `icestats.source` as one object when the server has one mount, as an array when it has several,
 * and leaves it out when no source is connected; a source without metadata has no `title`.
 * Anything unexpected gives null, so that the page keeps its fixed "Now Playing" line. The site asks for its own
 * mount only (`status-json.xsl?mount=/live`), so `source` is normally that one object.
 */

type Source = Record<string, unknown>;

const isRecord = (value: unknown): value is Source => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? tidyTitle(String(value)) : null);

/**
 * A title as the origin sent it, made safe to show: invisible format characters (`\p{Cf}`: bidirectional overrides
 * that could turn the text around, zero-width joiners) and control characters go, runs of whitespace become one
 * space. Null when nothing is left.
 */
export function tidyTitle(raw: string): string | null {
  const tidy = raw
    .replace(/[\p{Cf}]/gu, '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
  return tidy === '' ? null : tidy;
}

/** The path of a source's listen URL ("http://host:8000/live" → "/live"), or null. */
function mountOf(source: Source): string | null {
  const url = text(source['listenurl']);
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/** The sources listed in a status answer, whether Icecast wrote one object or an array. */
export function icecastSources(status: unknown): Source[] {
  if (!isRecord(status) || !isRecord(status['icestats'])) return [];
  const source = status['icestats']['source'];
  if (Array.isArray(source)) return source.filter(isRecord);
  return isRecord(source) ? [source] : [];
}

/**
 * The title now playing on the station's mount, "Artist - Title" when the source sends both, or null.
 * The source must be the station's own: the one whose listen URL ends in `mount`, or, without a `mount`, the only
 * one listed. Another mount's title is never shown, since it would name what another stream plays: with several
 * mounts and none matching, or a matching mount without a title, the answer is null.
 */
export function nowPlayingTitle(status: unknown, mount?: string): string | null {
  const sources = icecastSources(status);
  const source = mount ? sources.find((candidate) => mountOf(candidate) === mount) : sources.length === 1 ? sources[0] : undefined;
  if (!source) return null;
  const title = text(source['title']);
  const artist = text(source['artist']);
  if (!title) return null;
  return artist && !title.includes(artist) ? `${artist} - ${title}` : title;
}

/**
 * A title cut to at most `max` characters, at the last word that fits, with an ellipsis: the origin's metadata is
 * not ours, and a runaway title must not stretch the player's card. Null stays null; a title that fits is unchanged.
 */
export function cutTitle(title: string | null, max: number): string | null {
  if (title === null) return null;
  // Counted in code points, so that a character outside the basic plane (most emoji) is never split in two halves.
  const characters = Array.from(title);
  if (characters.length <= max) return title;
  const fits = Math.max(1, max - 1);
  const room = characters.slice(0, fits).join('');
  const lastSpace = room.lastIndexOf(' ');
  // Whole words when the room ends at one or a space falls late enough; a single very long word is cut where it must.
  const endsAtWord = /\s/u.test(characters[fits] ?? '');
  const cut = endsAtWord || lastSpace < room.length / 2 ? room : room.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}
