/**
 * Reads the current title from Icecast's `/status-json.xsl` response (the host maps `/api/status` to it). Icecast writes
 * `icestats.source` as one object for one mount, an array for several, and leaves it out when no source is connected;
 * a source without metadata has no `title`. The site asks for its own mount (`?mount=/live`), so `source` is normally
 * one object. Anything unexpected gives null, and the page keeps its fixed "Now Playing" line.
 */

type Source = Record<string, unknown>;

const isRecord = (value: unknown): value is Source =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? tidyTitle(String(value)) : null;

/**
 * A title made safe to show: format characters (`\p{Cf}`: bidirectional overrides that could turn the text around,
 * zero-width joiners) and control characters go, whitespace runs become one space. Null when nothing is left.
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

export function icecastSources(status: unknown): Source[] {
  if (!isRecord(status) || !isRecord(status['icestats'])) return [];
  const source = status['icestats']['source'];
  if (Array.isArray(source)) return source.filter(isRecord);
  return isRecord(source) ? [source] : [];
}

/** The title on `mount` (without `mount`, of the only source), never another mount's: that names another stream. */
export function nowPlayingTitle(status: unknown, mount?: string): string | null {
  const sources = icecastSources(status);
  const source = mount
    ? sources.find((candidate) => mountOf(candidate) === mount)
    : sources.length === 1
      ? sources[0]
      : undefined;
  if (!source) return null;
  const title = text(source['title']);
  const artist = text(source['artist']);
  if (!title) return null;
  return artist && !title.includes(artist) ? `${artist} - ${title}` : title;
}

/** Cut to `max` characters at a word, with an ellipsis: the origin's metadata must not stretch the player's card. */
export function cutTitle(title: string | null, max: number): string | null {
  if (title === null) return null;
  // Code points, so that a character outside the basic plane (most emoji) is never split in two.
  const characters = Array.from(title);
  if (characters.length <= max) return title;
  const fits = Math.max(1, max - 1);
  const room = characters.slice(0, fits).join('');
  const lastSpace = room.lastIndexOf(' ');
  // A single very long word is cut where it must.
  const endsAtWord = /\s/u.test(characters[fits] ?? '');
  const cut = endsAtWord || lastSpace < room.length / 2 ? room : room.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}
