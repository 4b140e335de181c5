import { PLANT_DATABASE } from '@/config/plants';
import { fill } from '@/lib/shared/text';
import { parseUrl } from '@/lib/shared/urls';

/**
 * Plant photos and their credits. Every photo so far is on Wikimedia Commons, which requires the author or source to
 * be named and the licence kept: a plant records who made it, its licence and its file page, and the site shows
 * 'Photo: <credit>, <licence>' under it, linking to that page.
 */

export interface PhotoCredit {
  /** As the source names them, or 'Wikimedia Commons' when that cannot be checked. */
  credit?: string | undefined;
  /** As Commons writes it, e.g. 'CC BY-SA 4.0', once checked. */
  licence?: string | undefined;
  source?: string | undefined;
}

// …/wikipedia/commons/thumb/b/be/<file>/500px-<file>, or the original …/wikipedia/commons/b/be/<file>.
const COMMONS_UPLOAD = /^\/wikipedia\/commons\/(?:thumb\/)?[0-9a-f]\/[0-9a-f]{2}\/([^/]+)(?:\/[^/]+)?$/;

export function isCommonsUpload(src: string): boolean {
  return commonsFileName(src) !== null;
}

/** The Commons file name of an upload address, percent-encoded as in the address, or null. */
function commonsFileName(src: string): string | null {
  const url = parseUrl(src);
  if (url?.hostname !== PLANT_DATABASE.commonsUploadHost) return null;
  return COMMONS_UPLOAD.exec(url.pathname)?.[1] ?? null;
}

/** The Commons file page of an upload at any size (…/wiki/File:Acer_palmatum0.jpg), or null. */
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

/** Whether `source` is the Commons file page of the upload `src`, spelt with escapes or without. */
export function isFilePageOf(source: string, src: string): boolean {
  const file = commonsFileName(src);
  const page = parseUrl(source);
  if (file === null || page?.protocol !== 'https:' || page.hostname !== PLANT_DATABASE.commonsHost) return false;
  const prefix = '/wiki/File:';
  return page.pathname.startsWith(prefix) && sameFileName(page.pathname.slice(prefix.length), file);
}

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

// As COMMONS_UPLOAD, for JPEG, PNG and WebP only: their thumbnails keep the file's name, so that any width can be
// written. Other files (SVG, TIFF, PDF) get thumbnails of another name.
const COMMONS_PHOTO =
  /^\/wikipedia\/commons\/(?:thumb\/)?([0-9a-f])\/(\1[0-9a-f])\/([^/]+\.(?:jpe?g|png|webp))(?:\/(\d+)px-\3)?$/i;

function commonsPhoto(src: string): { folder: string; file: string } | null {
  const url = parseUrl(src);
  if (url?.protocol !== 'https:' || url.hostname !== PLANT_DATABASE.commonsUploadHost) return null;
  const match = COMMONS_PHOTO.exec(url.pathname);
  if (!match) return null;
  const thumb = url.pathname.includes('/thumb/');
  // A thumbnail address has its width; an original's has none; anything between is not an address Commons makes.
  if (thumb !== (match[4] !== undefined)) return null;
  return { folder: `${match[1]}/${match[2]}`, file: match[3] ?? '' };
}

/** Why a Commons address has no standard widths, in the editor's words; null when it has them or is not on Commons. */
export function photoWidthsProblem(src: string): string | null {
  const url = parseUrl(src);
  if (url?.hostname !== PLANT_DATABASE.commonsUploadHost || commonsPhoto(src)) return null;
  // The file as Commons names it: after the folders, /thumb/ or not (…/thumb/a/ab/<file>/500px-<file>).
  const parts = url.pathname.split('/');
  const name = parts[parts[3] === 'thumb' ? 6 : 5] ?? parts.at(-1) ?? src;
  return `${safeDecode(name)} cannot be offered at Wikimedia's standard widths: use the address of a JPEG, PNG or WebP on Commons as its file page gives it, either the original (https://${PLANT_DATABASE.commonsUploadHost}/wikipedia/commons/a/ab/<file>) or a thumbnail (…/wikipedia/commons/thumb/a/ab/<file>/500px-<file>).`;
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The photo at one of Commons' widths, e.g. …/thumb/b/be/<file>/960px-<file>; the address itself when not on Commons. */
export function photoAtWidth(src: string, width: number): string {
  const photo = commonsPhoto(src);
  if (!photo) return src;
  return `https://${PLANT_DATABASE.commonsUploadHost}/wikipedia/commons/thumb/${photo.folder}/${photo.file}/${width}px-${photo.file}`;
}

/** 500 for …/500px-<file>; null for an original or another address. */
export function thumbnailWidth(src: string): number | null {
  const url = parseUrl(src);
  const match = commonsPhoto(src) && url ? /\/(\d+)px-[^/]+$/.exec(url.pathname) : null;
  return match ? Number(match[1]) : null;
}

export interface SizedPhoto {
  src: string;
  width: number;
  /** The file's width on Commons; without it no width above `width` is offered (Commons does not enlarge). */
  originalWidth?: number | undefined;
}

function srcsetOf(photo: SizedPhoto, upTo: number): string {
  const largest = Math.min(upTo, photo.originalWidth ?? photo.width);
  const widths = PLANT_DATABASE.commonsWidths.filter(
    (width) => width >= PLANT_DATABASE.smallestPhotoWidth && width <= largest,
  );
  if (!commonsPhoto(photo.src) || widths.length === 0) return '';
  return widths.map((width) => `${photoAtWidth(photo.src, width)} ${width}w`).join(', ');
}

/**
 * `phone`, up to PLANT_DATABASE.phonePhotoWidth, for the <picture>'s <source media> below the mobile breakpoint, and
 * `wide` for the others; '' when the photo has no other widths (not on Commons).
 */
export function photoSrcsets(photo: SizedPhoto): { phone: string; wide: string } {
  return { phone: srcsetOf(photo, PLANT_DATABASE.phonePhotoWidth), wide: srcsetOf(photo, Number.POSITIVE_INFINITY) };
}
