import { z } from 'astro/zod';
import { editorLinkPattern, httpsAddressPattern } from '@/lib/cms/patterns';
import { editorLinkProblem, isHttpsUrlOn, parseUrl } from '@/lib/shared/urls';

/**
 * The field types the content schemas share, each with messages written for an editor. A schema is the editor's
 * documentation of a file, so every message says what to write, not what went wrong inside the validator.
 */

export function text(min: number, max: number) {
  return z
    .string({ error: 'Write this as text (in quotes if it contains a colon).' })
    .trim()
    .min(min, { error: min === 1 ? 'Write something here; it may not be empty.' : `Write at least ${min} characters.` })
    .max(max, { error: `Keep it to ${max} characters or fewer.` });
}

/** A page's browser tab title (also its heading where the page says so) and its description for search engines. */
export const pageHead = {
  title: text(3, 60),
  description: text(20, 180),
};

export interface HttpsAddressRule {
  /** Exact host names. */
  hosts?: readonly string[];
  path?: RegExp;
  /** What to tell the editor when the address is refused; a function receives the refused value. */
  message: string | ((value: string) => string);
}

/** An https:// address, optionally only on given hosts and with a given path: the one rule for every link field. */
export function httpsAddress({ hosts, path, message }: HttpsAddressRule) {
  return (
    z
      .string({ error: 'Write the address as text, starting with https://.' })
      .superRefine((value, context) => {
        const ok = isHttpsUrlOn(value, hosts) && (path === undefined || path.test(parseUrl(value)?.pathname ?? ''));
        if (!ok)
          context.addIssue({ code: 'custom', message: typeof message === 'function' ? message(value) : message });
      })
      // The browser editor (/admin) reads this pattern from the schema, so that it refuses the same addresses.
      .meta(httpsAddressPattern(hosts, path, typeof message === 'function' ? 'Use an https:// address.' : message))
  );
}

/**
 * A link an editor writes in the landing page's blocks: an https address, a path on this site such as `/books`, or
 * an anchor such as `#database`. A path that would lead to another site (`//host`, `/\host`) is refused.
 */
export const editorLink = z
  .string({ error: 'Write the link as text.' })
  .superRefine((value, context) => {
    const problem = editorLinkProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .meta(editorLinkPattern());

/** Template text that must keep its `{placeholders}`, which the page fills in (e.g. "{count} e-books"). */
export function template(min: number, max: number, placeholders: readonly string[]) {
  return (
    text(min, max)
      .superRefine((value, context) => {
        const missing = placeholders.filter((name) => !value.includes(`{${name}}`));
        if (missing.length > 0) {
          context.addIssue({
            code: 'custom',
            message: `Keep ${missing.map((name) => `{${name}}`).join(' and ')} in the text: the page puts the value there.`,
          });
        }
      })
      // The browser editor (/admin) asks for the same placeholders.
      .meta({ placeholders: [...placeholders] })
  );
}

/** A landing-page section's kicker (a word or two above the heading), heading, and intro line under it. */
export const sectionHeading = {
  kicker: text(2, 40),
  heading: text(3, 90),
  intro: text(3, 200),
};
