import { PLANT_DATABASE } from '../../site.config';
import { fill } from '../shared/text';
import { parseUrl } from '../shared/urls';

/**
 * Plant photos and their credits. Every photo so far is a Wikimedia Commons upload; Commons requires the author or
 * the source to be named and the licence to be kept, so a plant records who made the photo, its licence and its
 * Commons file page, and the site shows 'Photo: <credit>, <licence>' under it, linking to that page.
 */

/** A photo's credit as a plant records it (see src/schemas/plants.ts). */
export interface PhotoCredit {
  /** Who made the photo, as its source names them, or 'Wikimedia Commons' when that cannot be checked. */
  credit?: string | undefined;
  /** The licence as Commons writes it, e.g. 'CC BY-SA 4.0', when it has been checked. */
  licence?: string | undefined;
  /** The photo's own page at its source (the Commons file page), which names the author and the licence. */
  source?: string | undefined;
}

// https://upload.wikimedia.org/wikipedia/commons/thumb/b/be/<file>/500px-<file>, or the original at
// https://upload.wikimedia.org/wikipedia/commons/b/be/<file>.
const COMMONS_UPLOAD = /^\/wikipedia\/commons\/(?:thumb\/)?[0-9a-f]\/[0-9a-f]{2}\/([^/]+)(?:\/[^/]+)?$/;

/** Whether a photo address is a Wikimedia Commons upload. */
export function isCommonsUpload(src: string): boolean {
  return commonsFileName(src) !== null;
}

/** The Commons file name of an upload address, as written in the address (percent-encoded), or null. */
function commonsFileName(src: string): string | null {
  const url = parseUrl(src);
  if (url?.hostname !== PLANT_DATABASE.commonsUploadHost) return null;
  return COMMONS_UPLOAD.exec(url.pathname)?.[1] ?? null;
}

/**
 * The Commons file page of an upload, e.g. https://commons.wikimedia.org/wiki/File:Acer_palmatum0.jpg for any size of
 * Acer_palmatum0.jpg; null when the address is not a Commons upload.
 */
export function commonsFilePage(src: string): string | null {
  const file = commonsFileName(src);
  return file === null ? null : `https://${PLANT_DATABASE.commonsHost}/wiki/File:${file}`;
}

/** A file name compared as Commons does: percent-escapes decoded, spaces and underscores alike. */
function sameFileName(a: string, b: string): boolean {
  const normal = (name: string) => {
    try {
      return decodeURIComponent(name).replaceAll(' ', '_');
    } catch {
      return name;
    }
  };
  return normal(a) === normal(b);
}

/** Whether `source` is the Commons file page of the upload `src` (spelt with escapes or without). */
export function isFilePageOf(source: string, src: string): boolean {
  const file = commonsFileName(src);
  const page = parseUrl(source);
  if (file === null || page?.protocol !== 'https:' || page.hostname !== PLANT_DATABASE.commonsHost) return false;
  const prefix = '/wiki/File:';
  return page.pathname.startsWith(prefix) && sameFileName(page.pathname.slice(prefix.length), file);
}

/** The words of a credit line: with and without a licence, each with {credit} (and {licence}). */
export interface CreditWords {
  photoCredit: string;
  photoCreditNoLicence: string;
}

/** The credit line under a photo, e.g. 'Photo: Wikimedia Commons, CC BY-SA 4.0'; null when nothing is recorded. */
export function creditLine(words: CreditWords, photo: PhotoCredit): string | null {
  if (!photo.credit) return null;
  return photo.licence
    ? fill(words.photoCredit, { credit: photo.credit, licence: photo.licence })
    : fill(words.photoCreditNoLicence, { credit: photo.credit });
}
