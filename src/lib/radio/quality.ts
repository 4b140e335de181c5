/**
 * Which of the station's streams the player plays: the standard mount, or the data saver's lower-bitrate mount
 * (RADIO.dataSaver in the site config). The listener's choice wins, remembered across visits; without one, the
 * browser's Save-Data wish (`navigator.connection.saveData`) picks the data saver.
 */

/** The two streams a listener can choose between. */
export type StreamQuality = 'standard' | 'saver';

/** The data saver's mount and bitrate, as the site config names them. */
export interface DataSaverMount {
  mount: string;
  bitrateKbps: number;
}

/** The remembered choice: `{"quality":"standard"|"saver"}`; null for anything else. */
export function parseStoredQuality(value: Record<string, unknown> | null): StreamQuality | null {
  const quality = value?.['quality'];
  return quality === 'standard' || quality === 'saver' ? quality : null;
}

/**
 * The stream to play at the start: the remembered choice, else the data saver when the browser asks to save data.
 * Without a data saver mount in the config it is always the standard stream.
 */
export function initialQuality(stored: StreamQuality | null, saveData: boolean, saver: DataSaverMount | null): StreamQuality {
  if (!saver) return 'standard';
  return stored ?? (saveData ? 'saver' : 'standard');
}

/**
 * The address of the stream of `quality` at one endpoint: the standard address; or, for the data saver, the same
 * rewrite naming the saver's mount, or an https relay's address with the saver's mount in place of its last part.
 */
export function streamUrlFor(quality: StreamQuality, standardUrl: string, saver: DataSaverMount | null): string {
  if (quality === 'standard' || !saver) return standardUrl;
  // An absolute address in any letter case (`HTTPS://` is https, as the browser reads it); a path of this site is not one.
  if (/^https?:/i.test(standardUrl)) {
    const url = new URL(standardUrl);
    url.pathname = url.pathname.replace(/\/[^/]*$/, saver.mount);
    return url.href;
  }
  const separator = standardUrl.includes('?') ? '&' : '?';
  return `${standardUrl}${separator}mount=${encodeURIComponent(saver.mount)}`;
}

/** The bitrate in kbit/s of the stream of `quality`, for the cost line. */
export function bitrateFor(quality: StreamQuality, standardKbps: number, saver: DataSaverMount | null): number {
  return quality === 'saver' && saver ? saver.bitrateKbps : standardKbps;
}

/** Whether the browser asks pages to save data (Chromium's Network Information API; absent elsewhere). */
export function browserSavesData(nav: unknown = globalThis.navigator): boolean {
  try {
    const connection = (nav as { connection?: { saveData?: unknown } } | undefined)?.connection;
    return connection?.saveData === true;
  } catch {
    return false;
  }
}
