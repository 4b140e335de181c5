import { parseUrl } from '@/lib/shared/urls';

/**
 * /.well-known/security.txt (RFC 9116): how to report a security problem, and until when that holds. Contact and
 * Expires are required; Canonical says where the signed-off copy lives, Preferred-Languages which languages are read.
 */

export interface SecurityTxtFields {
  /** `mailto:` or `https:` (RFC 9116 §2.5.3: a web address must be https). */
  contact: string;
  expires: Date;
  /** The file's own absolute https address. */
  canonical: string;
  /** Language tags, e.g. `en`. */
  preferredLanguages: readonly string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** RFC 9116 §2.5.5 recommends less than a year ahead. */
const MAX_DAYS = 364;

/** When a file written at `builtAt` expires: `days` later, a whole number of days from 1 to 364. */
export function securityTxtExpiry(builtAt: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
    throw new Error(
      `SECURITY_TXT.expiresAfterDays must be a whole number of days from 1 to ${MAX_DAYS} (under a year, RFC 9116), not ${days}.`,
    );
  }
  return new Date(builtAt.getTime() + days * DAY_MS);
}

/** The file's text; an address that is not mailto: or https: stops the build, naming it. */
export function securityTxt(fields: SecurityTxtFields): string {
  const contact = parseUrl(fields.contact);
  if (!(contact?.protocol === 'mailto:' && contact.pathname.includes('@')) && contact?.protocol !== 'https:') {
    throw new Error(`SECURITY_TXT.contact must be a mailto: or https: address, not "${fields.contact}".`);
  }
  if (parseUrl(fields.canonical)?.protocol !== 'https:')
    throw new Error(`security.txt's Canonical must be an https address, not "${fields.canonical}".`);
  // RFC 3339 in UTC, to the second.
  const expires = fields.expires.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return [
    `Contact: ${fields.contact}`,
    `Expires: ${expires}`,
    `Canonical: ${fields.canonical}`,
    `Preferred-Languages: ${fields.preferredLanguages.join(', ')}`,
    '',
  ].join('\n');
}
