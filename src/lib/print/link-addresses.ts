/**
 * Rules for the printed page (product §10; the styles are the `@media print` block in
 * src/styles/global.css). On paper a link cannot be followed, so the print styles write its address after its text,
 * unless the text already is the address: such a link carries PRINT_ADDRESS_SHOWN, which the stylesheet reads.
 */

/** The attribute that tells the print styles not to repeat a link's address (the stylesheet names it too). */
export const PRINT_ADDRESS_SHOWN = 'data-address-shown';

/**
 * An address as a reader would write it: without the scheme (https://, http://, mailto:), a leading "www." or a
 * closing slash, the host in lower case.
 */
function asWritten(address: string): string {
  const bare = address
    .trim()
    .replace(/^(?:https?:\/\/|mailto:)/i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
  const slash = bare.indexOf('/');
  return slash === -1 ? bare.toLowerCase() : bare.slice(0, slash).toLowerCase() + bare.slice(slash);
}

/**
 * True when a link's visible text is its address, so that printing the address after it would say it twice:
 * `https://example.org/` and `example.org` both show `https://example.org`. A text that only names the host of a
 * longer address, or says something else, does not.
 */
export function textShowsAddress(text: string, href: string): boolean {
  const written = asWritten(text);
  return written !== '' && written === asWritten(href);
}
