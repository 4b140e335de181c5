/**
 * Which stream the player plays: the standard mount or the data saver's lower-bitrate one (RADIO.dataSaver in
 * src/config/radio.ts). The listener's remembered choice wins; without one, the browser's Save-Data wish picks.
 */

export type StreamQuality = 'standard' | 'saver';

export interface DataSaverMount {
  mount: string;
  bitrateKbps: number;
}

/** The remembered choice: `{"quality":"standard"|"saver"}`; null for anything else. */
export function parseStoredQuality(value: Record<string, unknown> | null): StreamQuality | null {
  const quality = value?.['quality'];
  return quality === 'standard' || quality === 'saver' ? quality : null;
}

export function initialQuality(
  stored: StreamQuality | null,
  saveData: boolean,
  saver: DataSaverMount | null,
): StreamQuality {
  if (!saver) return 'standard';
  return stored ?? (saveData ? 'saver' : 'standard');
}

/** For the data saver: the site's rewrite with `mount=`, or an https relay's address ending in the saver's mount. */
export function streamUrlFor(quality: StreamQuality, standardUrl: string, saver: DataSaverMount | null): string {
  if (quality === 'standard' || !saver) return standardUrl;
  // Any letter case: the browser reads `HTTPS://` as https.
  if (/^https?:/i.test(standardUrl)) {
    const url = new URL(standardUrl);
    url.pathname = url.pathname.replace(/\/[^/]*$/, saver.mount);
    return url.href;
  }
  const separator = standardUrl.includes('?') ? '&' : '?';
  return `${standardUrl}${separator}mount=${encodeURIComponent(saver.mount)}`;
}

/** In kbit/s, for the cost line. */
export function bitrateFor(quality: StreamQuality, standardKbps: number, saver: DataSaverMount | null): number {
  return quality === 'saver' && saver ? saver.bitrateKbps : standardKbps;
}

/** `navigator.connection.saveData`: Chromium's Network Information API, absent elsewhere. */
export function browserSavesData(nav: unknown = globalThis.navigator): boolean {
  try {
    const connection = (nav as { connection?: { saveData?: unknown } } | undefined)?.connection;
    return connection?.saveData === true;
  } catch {
    return false;
  }
}
